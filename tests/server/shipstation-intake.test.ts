/**
 * ShipStation v1 compatibility of the public intake (issue 20), over HTTP against a real database.
 * The payloads are ShipStation's documented Create/Update Order example (docs.shipstation.com,
 * ShipStation V1 API, "Create/Update Order": the request body of its example, written here with our
 * SKUs and storefront in place of the example's) and variations of it: every field mapped, create-or-
 * update by orderKey, cancel and hold before fulfilment, 409 after, a missing ship-to held
 * MISSING_ADDRESS, X-Api-Key and HTTP Basic, and bad payloads answered 400 per field with nothing
 * written.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orderEvents,
  orders,
  shippingToolConnections,
  shippingToolStores,
  stores,
  virtualOrders,
} from '../../server/db/schema';
import { shipStationInstant } from '../../server/integrations/shipping-tool/order-payload';
import { startTestApp } from './harness';
import { act, newItem, openHoldTypes, orderFixtures, unique, type OrderFixtures } from './order-fixtures';
import { retry, setEnabled } from './virtual-order-fixtures';

let f: OrderFixtures;
let secret: string;
let prefix: string;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
  const made = await f.t.request('POST', `/api/storefronts/${f.project.id}/api-keys`, {
    token: f.admin,
    body: { name: 'ShipStation-shaped connector' },
  });
  secret = made.json().secret;
  prefix = made.json().key.prefix;
});
afterAll(() => f.t.close());

/** ShipStation's documented example order, with our SKUs. */
function documentedExample(skus: [string, string], extra: Record<string, unknown> = {}) {
  return {
    orderNumber: unique('TEST-ORDER-API-DOCS'),
    orderKey: unique('0f6bec18-3e89-4881-83aa'),
    orderDate: '2015-06-29T08:46:27.0000000',
    paymentDate: '2015-06-29T08:46:27.0000000',
    shipByDate: '2015-07-05T00:00:00.0000000',
    orderStatus: 'awaiting_shipment',
    customerId: 37701499,
    customerUsername: 'headhoncho@whitehouse.gov',
    customerEmail: 'headhoncho@whitehouse.gov',
    billTo: {
      name: 'The President',
      company: null,
      street1: null,
      street2: null,
      street3: null,
      city: null,
      state: null,
      postalCode: null,
      country: null,
      phone: null,
      residential: null,
    },
    shipTo: {
      name: 'The President',
      company: 'US Govt',
      street1: '1600 Pennsylvania Ave',
      street2: 'Oval Office',
      street3: null,
      city: 'Washington',
      state: 'DC',
      postalCode: '20500',
      country: 'US',
      phone: '555-555-5555',
      residential: true,
    },
    items: [
      {
        lineItemKey: 'vd08-MSLbtx',
        sku: skus[0],
        name: 'Test item #1',
        imageUrl: null,
        weight: { value: 24, units: 'ounces' },
        quantity: 2,
        unitPrice: 99.99,
        taxAmount: 2.5,
        shippingAmount: 5,
        warehouseLocation: 'Aisle 1, Bin 7',
        options: [{ name: 'Size', value: 'Large' }],
        productId: 123456,
        fulfillmentSku: null,
        adjustment: false,
        upc: '32-65-98',
      },
      {
        lineItemKey: null,
        sku: 'DISCOUNT CODE',
        name: '10% OFF',
        imageUrl: null,
        weight: { value: 0, units: 'ounces' },
        quantity: 1,
        unitPrice: -20.55,
        taxAmount: null,
        shippingAmount: null,
        warehouseLocation: null,
        options: [],
        productId: 123456,
        fulfillmentSku: 'SKU-Discount',
        adjustment: true,
        upc: null,
      },
      {
        lineItemKey: 'xe12-AB',
        sku: skus[1],
        name: 'Test item #2',
        quantity: 1,
        unitPrice: 10,
      },
    ],
    amountPaid: 218.73,
    taxAmount: 5,
    shippingAmount: 10,
    customerNotes: 'Please ship as soon as possible!',
    internalNotes: 'Customer called and would like to upgrade shipping',
    gift: true,
    giftMessage: 'Thank you!',
    paymentMethod: 'Credit Card',
    requestedShippingService: 'Standard',
    carrierCode: 'fedex',
    serviceCode: 'fedex_2day',
    packageCode: 'package',
    confirmation: 'delivery',
    shipDate: '2015-07-02',
    weight: { value: 25, units: 'ounces' },
    dimensions: { units: 'inches', length: 7, width: 5, height: 6 },
    insuranceOptions: { provider: 'carrier', insureShipment: true, insuredValue: 200 },
    internationalOptions: { contents: null, customsItems: null },
    advancedOptions: {
      warehouseId: 98765,
      nonMachinable: false,
      saturdayDelivery: false,
      containsAlcohol: false,
      mergedOrSplit: false,
      mergedIds: [],
      parentId: null,
      storeId: 12345,
      customField1: 'Custom data that you can add to an order.',
      customField2: 'Per UI settings, this information can appear on some carriers shipping labels.',
      customField3: 'https://help.shipstation.com/hc/en-us/articles/206639957',
      source: 'Webstore',
      billToParty: null,
      billToAccount: null,
      billToPostalCode: null,
      billToCountryCode: null,
    },
    tagIds: [53974],
    ...extra,
  };
}

async function twoItems() {
  const a = await newItem(f, 50);
  const b = await newItem(f, 50);
  return [a.sku, b.sku] as [string, string];
}

const post = (body: unknown, headers: Record<string, string> = { 'x-api-key': secret }, path = '/orders') =>
  f.t.request('POST', `/api/public${path}`, { headers, body });

const basic = (user: string, password: string) => ({
  authorization: `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`,
});

async function ordersUnderKey(orderKey: string) {
  return f.t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.projectId, f.project.id), eq(orders.orderKey, orderKey)));
}

describe('every field of the documented example', () => {
  it('maps to the order, and what has no home is kept with the intake event', async () => {
    const skus = await twoItems();
    // The tool's store 12345 is mapped to one of the storefront's stores (issue 16).
    const [store] = await f.t.database.db
      .insert(stores)
      .values({ name: unique('Web shop'), projectId: f.project.id })
      .returning();
    const [connection] = await f.t.database.db
      .insert(shippingToolConnections)
      .values({ projectId: f.project.id, vendorId: f.project.vendorId, apiKey: 'k', apiSecret: 's' })
      .onConflictDoUpdate({ target: shippingToolConnections.projectId, set: { apiKey: 'k' } })
      .returning();
    await f.t.database.db.insert(shippingToolStores).values({
      connectionId: connection!.id,
      projectId: f.project.id,
      vendorId: f.project.vendorId,
      externalId: '12345',
      name: 'Web shop',
      storeId: store!.id,
    });

    const body = documentedExample(skus);
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toMatchObject({
      outcome: 'created',
      orderNumber: body.orderNumber,
      orderKey: body.orderKey,
      orderStatus: 'awaiting_shipment',
    });
    expect(answer.orderId).toBe(answer.order.id);
    const order = answer.order;
    expect(order).toMatchObject({
      projectId: f.project.id,
      storeId: store!.id,
      customerUsername: 'headhoncho@whitehouse.gov',
      customerEmail: 'headhoncho@whitehouse.gov',
      requestedService: 'Standard',
      carrierCode: 'fedex',
      serviceCode: 'fedex_2day',
      amountPaid: 218.73,
      taxAmount: 5,
      shippingAmount: 10,
      // 2 × 99.99 − 20.55 + 10 (lines) + 10 (shipping) + 5 (tax)
      orderTotal: 204.43,
      shipmentAddress: {
        name: 'The President',
        company: 'US Govt',
        addressLine1: '1600 Pennsylvania Ave',
        addressLine2: 'Oval Office',
        city: 'Washington',
        state: 'DC',
        postcode: '20500',
        countryCode: 'US',
        phone: '555-555-5555',
        email: 'headhoncho@whitehouse.gov',
      },
      billTo: { name: 'The President' },
      advancedOptions: {
        customField1: 'Custom data that you can add to an order.',
        customField3: 'https://help.shipstation.com/hc/en-us/articles/206639957',
      },
    });
    // ShipStation's times are Pacific: 08:46:27 PDT is 15:46:27 UTC.
    expect(new Date(order.orderDate).toISOString()).toBe('2015-06-29T15:46:27.000Z');
    expect(new Date(order.shipByDate).toISOString()).toBe('2015-07-05T07:00:00.000Z');
    expect(order.notes).toBe(
      'Customer notes: Please ship as soon as possible!\nInternal notes: Customer called and would like to upgrade shipping\nGift message: Thank you!',
    );
    // The discount is no line to ship.
    expect(order.items.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      [skus[0], 2],
      [skus[1], 1],
    ]);
    const [intake] = await f.t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'intake')));
    expect(intake!.details).toMatchObject({
      format: 'shipstation-v1',
      unmapped: {
        customerId: 37701499,
        shipToResidential: true,
        gift: true,
        paymentMethod: 'Credit Card',
        packageCode: 'package',
        confirmation: 'delivery',
        weight: { value: 25, units: 'ounces' },
        advancedOptions: { warehouseId: 98765, storeId: 12345, source: 'Webstore' },
        tagIds: [53974],
        lines: [
          {
            line: 0,
            lineItemKey: 'vd08-MSLbtx',
            options: [{ name: 'Size', value: 'Large' }],
            weight: { value: 24, units: 'ounces' },
            upc: '32-65-98',
            warehouseLocation: 'Aisle 1, Bin 7',
          },
          { line: 1, adjustment: true, sku: 'DISCOUNT CODE', unitPrice: -20.55 },
          { line: 2, lineItemKey: 'xe12-AB' },
        ],
      },
    });
  });

  it('reads ShipStation dates as Pacific time, with an offset as given', () => {
    expect(shipStationInstant('2024-01-15T10:00:00.0000000')!.toISOString()).toBe('2024-01-15T18:00:00.000Z');
    expect(shipStationInstant('2024-07-15T10:00:00')!.toISOString()).toBe('2024-07-15T17:00:00.000Z');
    expect(shipStationInstant('2024-07-15T10:00:00Z')!.toISOString()).toBe('2024-07-15T10:00:00.000Z');
    expect(shipStationInstant('2024-02-30T10:00:00')).toBeNull();
  });
});

describe('create or update by orderKey', () => {
  it('a corrected address and lines apply to an order not yet sent; the same post again changes nothing', async () => {
    const skus = await twoItems();
    const body = documentedExample(skus);
    const first = await post(body);
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().orderId;

    const corrected = {
      ...body,
      shipTo: { ...body.shipTo, street1: '1 Observatory Circle', postalCode: '20008' },
      items: [
        { lineItemKey: 'vd08-MSLbtx', sku: skus[0], name: 'Test item #1', quantity: 3, unitPrice: 99.99 },
      ],
    };
    const updated = await post(corrected);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ outcome: 'updated', orderId: id });
    expect(updated.json().order.shipmentAddress).toMatchObject({
      addressLine1: '1 Observatory Circle',
      postcode: '20008',
    });
    expect(updated.json().order.items.map((l: { quantity: number }) => l.quantity)).toEqual([3]);

    const again = await post(corrected);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ outcome: 'unchanged', orderId: id });
    expect(await ordersUnderKey(body.orderKey)).toHaveLength(1);
  });

  it('on_hold holds it for the storefront, awaiting_shipment releases that hold, cancelled cancels it', async () => {
    const skus = await twoItems();
    const body = documentedExample(skus);
    const id = (await post(body)).json().orderId;

    const held = await post({ ...body, orderStatus: 'on_hold' });
    expect(held.json()).toMatchObject({ outcome: 'updated', orderStatus: 'on_hold' });
    expect(await openHoldTypes(f, id)).toEqual(['client']);

    const released = await post({ ...body, orderStatus: 'awaiting_shipment' });
    expect(released.json()).toMatchObject({ outcome: 'updated', orderStatus: 'awaiting_shipment' });
    expect(await openHoldTypes(f, id)).toEqual([]);

    const cancelled = await post({ ...body, orderStatus: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ outcome: 'updated', orderStatus: 'cancelled' });
    // Cancelled again: nothing to do.
    expect((await post({ ...body, orderStatus: 'cancelled' })).json().outcome).toBe('unchanged');
    // Any other change of a cancelled order is refused.
    const revived = await post({ ...body, orderStatus: 'awaiting_shipment' });
    expect(revived.statusCode).toBe(409);
  });

  it('an order created as cancelled or on hold starts so', async () => {
    const skus = await twoItems();
    const cancelled = await post(documentedExample(skus, { orderStatus: 'cancelled' }));
    expect(cancelled.statusCode, cancelled.body).toBe(201);
    expect(cancelled.json().orderStatus).toBe('cancelled');
    const held = await post(documentedExample(skus, { orderStatus: 'on_hold' }));
    expect(held.json().orderStatus).toBe('on_hold');
    expect(await openHoldTypes(f, held.json().orderId)).toEqual(['client']);
  });

  it('once sent to fulfilment a change or a cancel is refused with 409 and nothing is written', async () => {
    const skus = await twoItems();
    const body = documentedExample(skus);
    const id = (await post(body)).json().orderId;
    const sent = await act(f, id, 'send-to-fulfillment');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().orderStatus).toBe('pending_fulfillment');
    const before = await f.t.database.db.select().from(orders).where(eq(orders.id, id));

    for (const change of [
      { ...body, orderStatus: 'cancelled' },
      { ...body, shipTo: { ...body.shipTo, street1: '2 Elsewhere Rd' } },
    ]) {
      const refused = await post(change);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: 'order_not_changeable', orderId: id });
      expect(refused.json().message).toContain('sent to fulfilment');
    }
    const after = await f.t.database.db.select().from(orders).where(eq(orders.id, id));
    expect(after[0]!.version).toBe(before[0]!.version);
    expect(after[0]!.orderStatus).toBe('pending_fulfillment');
    // The same post as the one taken is still just a retry.
    expect((await post(body)).json().outcome).toBe('unchanged');
  });

  it('two posts of one new key at once make one order', async () => {
    const skus = await twoItems();
    const body = documentedExample(skus);
    const answers = await Promise.all([post(body), post(body), post(body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await ordersUnderKey(body.orderKey)).toHaveLength(1);
  });
});

describe('the ship-to', () => {
  it('an order without a usable ship-to is held MISSING_ADDRESS, never sent; a corrected one releases it', async () => {
    const skus = await twoItems();
    const body = documentedExample(skus, {
      shipTo: { name: 'The President', street1: null, city: null, postalCode: null, country: 'US' },
    });
    const res = await post(body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().orderStatus).toBe('on_hold');
    expect(await openHoldTypes(f, res.json().orderId)).toEqual(['MISSING_ADDRESS']);
    expect(res.json().order.tags).toContain('MISSING_ADDRESS');
    // Held, it cannot be sent.
    expect((await act(f, res.json().orderId, 'send-to-fulfillment')).statusCode).toBe(409);

    const fixed = await post({ ...body, shipTo: documentedExample(skus).shipTo });
    expect(fixed.json()).toMatchObject({ outcome: 'updated', orderStatus: 'awaiting_shipment' });
    expect(await openHoldTypes(f, res.json().orderId)).toEqual([]);
  });

  it("Dockhand's own shape through the public API is held too when its ship-to is missing", async () => {
    const item = await newItem(f, 5);
    const res = await post({
      orderNumber: unique('ORD'),
      amountPaid: 100,
      paymentDate: new Date().toISOString(),
      items: [{ sku: item.sku, quantity: 1, unitPrice: 10 }],
      requestedService: 'Standard',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await openHoldTypes(f, res.json().orderId)).toEqual(['MISSING_ADDRESS']);
  });
});

describe('authentication', () => {
  it('X-Api-Key, Basic prefix:key and Basic key: are accepted; a prefix of another key and a wrong key are not', async () => {
    const skus = await twoItems();
    expect((await post(documentedExample(skus), basic(prefix, secret))).statusCode).toBe(201);
    expect((await post(documentedExample(skus), basic(secret, ''))).statusCode).toBe(201);
    expect((await post(documentedExample(skus), basic('dk_other', secret))).statusCode).toBe(401);
    expect((await post(documentedExample(skus), basic(prefix, 'dk_wrong'))).statusCode).toBe(401);
    expect((await post(documentedExample(skus), {})).statusCode).toBe(401);
    expect((await post(documentedExample(skus), { authorization: 'Basic !!!' })).statusCode).toBe(401);
  });

  it("ShipStation's own path takes the model always", async () => {
    const skus = await twoItems();
    const res = await post(documentedExample(skus), undefined, '/orders/createorder');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().outcome).toBe('created');
  });
});

describe('bad payloads', () => {
  it('answer 400 with a message per field in ShipStation names, and write nothing', async () => {
    const skus = await twoItems();
    const rows = async (table: typeof orders | typeof virtualOrders) =>
      (await f.t.database.db.select({ value: count() }).from(table))[0]!.value;
    const ordersBefore = await rows(orders);
    const keptBefore = await rows(virtualOrders);
    const bad = documentedExample(skus, {
      orderNumber: '',
      orderDate: '2015-13-45T08:46:27',
      orderStatus: 'shipped',
      customerEmail: 'not-an-email',
      shipTo: { street1: ['1 Main St'], country: 'USA', postalCode: 'x'.repeat(30) },
      items: [
        { sku: '', quantity: 0, unitPrice: -1 },
        { sku: skus[1], quantity: 1.5, unitPrice: 'ten' },
      ],
      amountPaid: -3,
      advancedOptions: { storeId: 'main', customField1: 'x'.repeat(600) },
    });
    const res = await post(bad, undefined, '/orders/createorder');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      [
        'orderNumber',
        'orderDate',
        'orderStatus',
        'customerEmail',
        'shipTo.street1',
        'shipTo.country',
        'shipTo.postalCode',
        'items[0].sku',
        'items[0].quantity',
        'items[0].unitPrice',
        'items[1].quantity',
        'items[1].unitPrice',
        'amountPaid',
        'advancedOptions.storeId',
        'advancedOptions.customField1',
      ].sort(),
    );
    expect(res.json().fields.orderStatus).toContain('awaiting_shipment');
    expect(await rows(orders)).toBe(ordersBefore);
    // A refused order from a known key is kept as a virtual order to retry (as Dockhand's shape is).
    expect(await rows(virtualOrders)).toBe(keptBefore + 1);
  });

  it('malformed bodies never answer a 5xx', async () => {
    for (const body of [
      null,
      [],
      'text',
      { shipTo: 'here' },
      { shipTo: [], items: {} },
      { shipTo: null, items: [null, 1, 'x'] },
      { shipTo: {}, orderStatus: 7, orderDate: {}, advancedOptions: [], tagIds: 'a', weight: 'heavy' },
    ]) {
      const res = await post(body, undefined, '/orders/createorder');
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});

describe('kept and retried', () => {
  it('an order refused by a disabled storefront is kept, and a retry places it with its status', async () => {
    const skus = await twoItems();
    const body = documentedExample(skus, { orderStatus: 'on_hold' });
    await setEnabled(f, f.project.id, false);
    const refused = await post(body);
    await setEnabled(f, f.project.id, true);
    expect(refused.statusCode).toBe(409);
    const id = refused.json().virtualOrderId;
    expect(id).toEqual(expect.any(Number));
    const placed = await retry(f, id);
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await ordersUnderKey(body.orderKey);
    expect(order).toMatchObject({ orderStatus: 'on_hold', orderNumber: body.orderNumber });
    expect(order!.shipmentAddress).toMatchObject({ addressLine1: '1600 Pennsylvania Ave' });
    expect(await openHoldTypes(f, order!.id)).toEqual(['client']);
  });
});
