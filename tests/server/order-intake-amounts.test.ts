/**
 * Issue 13 items 3 and 7 over HTTP: an order created by hand carries real instants (no noon, no
 * midnight UTC; its modify date is the time of the change, never its order date; a day typed without a
 * time is that day in the user's timezone), and intake warns about a zero total or a total that does
 * not add up, and never records a payment nobody entered.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { dayInZone, dayToInstant } from '../../src/domain/timezone';
import { startTestApp } from './harness';
import { createOrder, newItem, orderFixtures, unique, type OrderFixtures } from './order-fixtures';

let f: OrderFixtures;
let timezone: number | null;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
  const [admin] = await f.t.database.db.select().from(users).where(eq(users.email, 'admin@dockhand.test'));
  timezone = admin!.timezone;
});
afterAll(() => f.t.close());

const within = (value: string, from: number, to: number) => {
  const t = Date.parse(value);
  expect(t, value).toBeGreaterThanOrEqual(from - 1000);
  expect(t, value).toBeLessThanOrEqual(to + 1000);
};

describe('the instants of an order created by hand', () => {
  it('without dates: the order, payment and modify dates are the moment it came in', async () => {
    const item = await newItem(f, 5);
    const before = Date.now();
    const res = await createOrder(f, [{ sku: item.sku, quantity: 1 }], {
      orderDate: null,
      paymentDate: null,
    });
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    within(order.orderDate, before, after);
    within(order.modifyDate, before, after);
    // Paid in full by the amount sent: the payment is dated when the order came in.
    expect(order.orderStatus).toBe('awaiting_shipment');
    within(order.paymentDate, before, after);
  });

  it('a day typed without a time is that day in the user’s timezone; the modify date stays the real time', async () => {
    const item = await newItem(f, 5);
    const before = Date.now();
    const res = await createOrder(f, [{ sku: item.sku, quantity: 1 }], {
      orderDate: '2024-05-01',
      paymentDate: '2024-05-02',
    });
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(201);
    const { order } = res.json();
    // UTC−06:00 by default, UTC−05:00 in daylight saving (May): the day starts at 05:00 UTC.
    expect(order.orderDate).toBe(dayToInstant('2024-05-01', timezone));
    if (timezone === null) expect(order.orderDate).toBe('2024-05-01T05:00:00.000Z');
    expect(order.paymentDate).toBe(dayToInstant('2024-05-02', timezone));
    expect(order.orderDate).not.toMatch(/T12:00:00/);
    within(order.modifyDate, before, after);
  });

  it('today typed without a time is now', async () => {
    const item = await newItem(f, 5);
    const before = Date.now();
    const today = dayInZone(timezone);
    const res = await createOrder(f, [{ sku: item.sku, quantity: 1 }], {
      orderDate: today,
      paymentDate: today,
    });
    const after = Date.now();
    const { order } = res.json();
    within(order.orderDate, before, after);
    within(order.paymentDate, before, after);
    within(order.modifyDate, before, after);
  });
});

describe('intake warnings and payments', () => {
  it('unpriced lines: warns that the total is zero and does not record a payment', async () => {
    const item = await newItem(f, 5);
    // What the Create Order form sent for "Paid" with unpriced lines: the total as paid (0) and a date.
    const res = await createOrder(f, [{ sku: item.sku, quantity: 2, unitPrice: 0 }], {
      amountPaid: 0,
      orderTotal: 0,
      paymentDate: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, warnings } = res.json();
    expect(warnings).toEqual([
      {
        code: 'zero_total',
        message:
          'The order total is $0.00: 1 line has no price. It is not recorded as paid until a payment is entered.',
      },
    ]);
    expect(order).toMatchObject({
      orderStatus: 'awaiting_payment',
      paymentDate: null,
      orderTotal: 0,
      amountPaid: 0,
    });
  });

  it('a typed total that is not lines + shipping + tax: warns, and keeps the payment that was entered', async () => {
    const item = await newItem(f, 5);
    const res = await createOrder(f, [{ sku: item.sku, quantity: 2, unitPrice: 10 }], {
      shippingAmount: 5,
      taxAmount: 1.5,
      orderTotal: 30,
      amountPaid: 30,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { order, warnings } = res.json();
    expect(warnings).toEqual([
      {
        code: 'total_mismatch',
        message: 'The order total $30.00 does not equal lines + shipping + tax ($26.50).',
      },
    ]);
    expect(order).toMatchObject({ orderStatus: 'awaiting_shipment', orderTotal: 30, amountPaid: 30 });
  });

  it('amounts that add up: no warnings; an amount paid that covers the total is paid (storefront imports)', async () => {
    const item = await newItem(f, 5);
    const res = await createOrder(f, [{ sku: item.sku, quantity: 1, unitPrice: 10 }], {
      amountPaid: 10,
      paymentDate: null,
    });
    const { order, warnings } = res.json();
    expect(warnings).toEqual([]);
    expect(order.orderStatus).toBe('awaiting_shipment');
    expect(order.paymentDate).toBe(order.orderDate);
  });

  it('a payment date without an amount still pays a priced order, but never a zero one', async () => {
    const item = await newItem(f, 5);
    const priced = await createOrder(f, [{ sku: item.sku, quantity: 1, unitPrice: 10 }], { amountPaid: 0 });
    expect(priced.json().order.orderStatus).toBe('awaiting_shipment');
    const free = await createOrder(f, [{ sku: item.sku, quantity: 1, unitPrice: 0 }], { amountPaid: 0 });
    expect(free.json().order).toMatchObject({ orderStatus: 'awaiting_payment', paymentDate: null });
  });

  it('the file import answers the warnings per order', async () => {
    const item = await newItem(f, 5);
    const res = await f.t.request('POST', '/api/common/orders/import', {
      token: f.admin,
      body: {
        projectId: f.project.id,
        orders: [
          {
            orderNumber: unique('IMP'),
            items: [{ sku: item.sku, quantity: 1 }],
            shipmentAddress: { name: 'Ada', countryCode: 'US' },
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [result] = res.json().results;
    expect(result.outcome).toBe('created');
    expect(result.warnings.map((w: { code: string }) => w.code)).toEqual(['zero_total']);
    expect(result.orderStatus).toBe('awaiting_payment');
  });
});
