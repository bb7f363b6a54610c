/**
 * Placing a checkout over HTTP (issue 16): the order goes through intake (a kit line keeps its price
 * and explodes into its components; placed paid; to a saved or typed address), one order per
 * Idempotency-Key however often or concurrently it is submitted (another cart under the key: 409,
 * nothing changed), bad input refused per field with nothing written, and who may check out for which
 * storefront. The catalogue: checkout-catalogue.test.ts.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders, shipmentAddresses, storefrontProducts } from '../../server/db/schema';
import { breakfastBox, placeCheckout, shipTo } from './checkout-fixtures';
import { startTestApp } from './harness';
import { openHoldTypes, orderFixtures, orderRow, unique, type OrderFixtures } from './order-fixtures';

let f: OrderFixtures;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
});
afterAll(() => f.t.close());

const orderCount = async () =>
  (await f.t.database.db.select({ n: sql<number>`count(*)::int` }).from(orders))[0]!.n;

async function ordersNumbered(orderNumber: string) {
  return f.t.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
}

describe('placing an order', () => {
  it('goes through intake: a kit line keeps its price and explodes into its components', async () => {
    const { mug, candle, card, box } = await breakfastBox(f);
    const res = await placeCheckout(f, {
      lines: [
        { sku: box.sku, quantity: 2 },
        { sku: mug.sku, quantity: 1 },
      ],
      notes: 'Replacement for a damaged box',
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({ outcome: 'created', order: { orderStatus: 'awaiting_shipment' } });
    expect(answer.order.orderNumber).toMatch(/^CO-[0-9A-F]{10}$/);
    const order = await orderRow(f, answer.order.id);
    expect(order).toMatchObject({
      projectId: f.project.id,
      notes: 'Replacement for a damaged box',
      // Placed paid: 2 × $14.25 + $4.
      orderTotal: 32.5,
      amountPaid: 32.5,
      shipmentAddress: expect.objectContaining({ name: 'Ada Lovelace', city: 'Dallas' }),
      itemCount: 3,
    });
    const lines = order.items.map((l) => ({
      sku: l.sku,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      kit: l.kit ? 'kit' : l.kitComponent ? 'component' : null,
    }));
    expect(lines).toEqual([
      { sku: box.sku, quantity: 2, unitPrice: 14.25, kit: 'kit' },
      { sku: mug.item.sku, quantity: 4, unitPrice: null, kit: 'component' },
      { sku: candle.item.sku, quantity: 2, unitPrice: null, kit: 'component' },
      { sku: card.item.sku, quantity: 6, unitPrice: null, kit: 'component' },
      { sku: mug.sku, quantity: 1, unitPrice: 4, kit: null },
    ]);
    const events = await f.t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.find((e) => e.kind === 'intake')?.message).toBe('Placed at checkout');
  });

  it('ships to an entry of the vendor’s address book', async () => {
    const { mug } = await breakfastBox(f);
    const [saved] = await f.t.database.db
      .insert(shipmentAddresses)
      .values({
        vendorId: f.project.vendorId,
        label: 'Flagship store',
        address: { ...shipTo, name: 'Flagship store', city: 'Austin', postcode: '73301' },
      })
      .returning();
    const res = await placeCheckout(f, {
      lines: [{ sku: mug.sku, quantity: 1 }],
      shipmentAddressId: saved!.id,
      shipmentAddress: undefined,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await orderRow(f, res.json().order.id)).shipmentAddress).toMatchObject({
      name: 'Flagship store',
      city: 'Austin',
    });
  });

  it('a given unit price is charged instead of the catalogue’s', async () => {
    const { mug } = await breakfastBox(f);
    const res = await placeCheckout(f, { lines: [{ sku: mug.sku, quantity: 2, unitPrice: 0.5 }] });
    expect(res.statusCode, res.body).toBe(201);
    expect((await orderRow(f, res.json().order.id)).items[0]).toMatchObject({ unitPrice: 0.5 });
  });
});

describe('a double submit places one order', () => {
  it('the same key again answers the same order (200 replayed)', async () => {
    const { mug } = await breakfastBox(f);
    const key = unique('double');
    const body = { lines: [{ sku: mug.sku, quantity: 1 }] };
    const first = await placeCheckout(f, body, { key });
    const again = await placeCheckout(f, body, { key });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ outcome: 'replayed', order: first.json().order });
    expect(await ordersNumbered(first.json().order.orderNumber)).toHaveLength(1);
  });

  it('two concurrent submissions with one key make one order', async () => {
    const { mug } = await breakfastBox(f);
    const key = unique('race');
    const body = { lines: [{ sku: mug.sku, quantity: 1 }] };
    const answers = await Promise.all([placeCheckout(f, body, { key }), placeCheckout(f, body, { key })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(answers.map((a) => a.json().order.id)).size).toBe(1);
    expect(await ordersNumbered(answers[0].json().order.orderNumber)).toHaveLength(1);
  });

  it('the same key with another cart is refused (409 with the order) and the order is left as it was', async () => {
    const { mug } = await breakfastBox(f);
    const key = unique('changed');
    const first = await placeCheckout(f, { lines: [{ sku: mug.sku, quantity: 1 }] }, { key });
    const other = await placeCheckout(f, { lines: [{ sku: mug.sku, quantity: 3 }] }, { key });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: 'checkout_already_placed', orderId: first.json().order.id });
    expect(await openHoldTypes(f, first.json().order.id)).toEqual([]);
    expect((await orderRow(f, first.json().order.id)).items[0]).toMatchObject({ quantity: 1 });
  });

  it('one key is one checkout per user: another user’s same key places their own order', async () => {
    const { mug } = await breakfastBox(f);
    const key = unique('shared');
    const body = { lines: [{ sku: mug.sku, quantity: 1 }] };
    const brand = await placeCheckout(f, body, { key });
    const admin = await placeCheckout(f, body, { key, token: f.admin });
    expect([brand.statusCode, admin.statusCode]).toEqual([201, 201]);
    expect(admin.json().order.id).not.toBe(brand.json().order.id);
  });
});

describe('bad input writes nothing', () => {
  it('without an Idempotency-Key: 400', async () => {
    const { mug } = await breakfastBox(f);
    const before = await orderCount();
    const res = await placeCheckout(f, { lines: [{ sku: mug.sku, quantity: 1 }] }, { key: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('Idempotency-Key');
    expect(await orderCount()).toBe(before);
  });

  it('bad lines and ship-to: 400 with a message per field', async () => {
    const before = await orderCount();
    const empty = await placeCheckout(f, { lines: [], shipmentAddress: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      lines: 'Add at least one product to the cart',
      'shipmentAddress.addressLine1': 'Address line 1 is required',
    });
    const bad = await placeCheckout(f, {
      lines: [
        { sku: '', quantity: 0 },
        { sku: 'X', quantity: 1.5, unitPrice: -1 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'lines[0].quantity',
      'lines[0].sku',
      'lines[1].quantity',
      'lines[1].unitPrice',
    ]);
    expect(await orderCount()).toBe(before);
  });

  it('a SKU the storefront does not sell, or an unmapped product: 400 on its line', async () => {
    const prefix = unique('CU');
    const { mug } = await breakfastBox(f);
    const unmapped = `${prefix}-LOOSE`;
    await f.t.database.db
      .insert(storefrontProducts)
      .values({ projectId: f.project.id, sku: unmapped, name: unmapped });
    const before = await orderCount();
    const res = await placeCheckout(f, {
      lines: [
        { sku: mug.sku, quantity: 1 },
        { sku: `${prefix}-NOPE`, quantity: 1 },
        { sku: unmapped, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'lines[1].sku': `${prefix}-NOPE is not a product of this storefront`,
      'lines[2].sku': `${unmapped} cannot be ordered: Not mapped`,
    });
    expect(await orderCount()).toBe(before);
  });
});

describe('who may check out for which storefront', () => {
  it('another vendor’s storefront is unknown (404)', async () => {
    const other = f.bluepeakProject.id;
    const res = await placeCheckout(f, { projectId: other, lines: [{ sku: 'ANY', quantity: 1 }] });
    expect(res.statusCode).toBe(404);
  });

  it('an address book entry of another vendor: 400, nothing written', async () => {
    const { mug } = await breakfastBox(f);
    const [foreign] = await f.t.database.db
      .insert(shipmentAddresses)
      .values({ vendorId: f.bluepeakProject.vendorId, label: 'Not yours', address: shipTo })
      .returning();
    const key = unique('foreign');
    const before = await orderCount();
    const res = await placeCheckout(
      f,
      { lines: [{ sku: mug.sku, quantity: 1 }], shipmentAddressId: foreign!.id },
      { key, token: f.admin },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('shipmentAddressId');
    expect(await orderCount()).toBe(before);
  });

  it('without orders.checkout.create: 403', async () => {
    const res = await placeCheckout(f, { lines: [{ sku: 'ANY', quantity: 1 }] }, { token: f.warehouse });
    expect(res.statusCode).toBe(403);
  });
});
