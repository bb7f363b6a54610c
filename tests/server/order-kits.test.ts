/**
 * Kits on orders over HTTP (issue 16): a storefront product mapped to a Kit bill of materials of its
 * vendor (and the 400s of a wrong mapping, with nothing written); intake explodes a kit line into its
 * components (a fractional per-kit quantity rounded up); sending to fulfilment allocates every
 * component through the ledger, or holds the whole order when one component is short; a split moves
 * a kit whole and refuses a component line; an edit works the components out again; shipping records
 * the billing facts; and a return brings the components back into stock.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fulfillmentOrders, stockLedger, storefrontProducts } from '../../server/db/schema';
import { startTestApp } from './harness';
import { newKit, newKitBom, PRODUCTS } from './order-kit-fixtures';
import {
  act,
  available,
  createOrder,
  ledgerConsistent,
  newItem,
  openHoldTypes,
  orderRow,
  orderFixtures,
  unique,
  type OrderFixtures,
} from './order-fixtures';

let f: OrderFixtures;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
});
afterAll(() => f.t.close());

/** A kit of two per kit of `a` and half a unit per kit of `b`, and an order of `kits` of it. */
async function kitOrder(kits: number, stock: { a: number; b: number }) {
  const a = await newItem(f, stock.a);
  const b = await newItem(f, stock.b);
  const kit = await newKit(f, [
    { item: a, quantity: 2 },
    { item: b, quantity: 1, unitsPerItemUnit: 2 },
  ]);
  const res = await createOrder(f, [{ sku: kit.sku, quantity: kits, unitPrice: 25 }]);
  expect(res.statusCode, res.body).toBe(201);
  return { a, b, kit, order: res.json().order as { id: number; orderNumber: string; items: unknown[] } };
}

const ship = (id: number) =>
  act(f, id, 'ship', { carrierCode: 'ups', serviceCode: 'ground', trackingNumber: unique('1Z') });

describe('mapping a storefront product to a kit', () => {
  const productCount = async () =>
    (await f.t.database.db.select({ n: count() }).from(storefrontProducts))[0]!.n;

  it('refuses another vendor’s BOM, an Assembly, and an item and a kit at once; writes nothing', async () => {
    const item = await newItem(f, 0);
    const other = await newItem(f, 0, { project: f.bluepeakProject });
    const elsewhere = await newKitBom(f, [{ item: other, quantity: 1 }], {
      vendorId: f.bluepeakProject.vendorId,
    });
    const assembly = await newKitBom(f, [{ item, quantity: 1 }], { type: 'Assembly' });
    const kit = await newKitBom(f, [{ item, quantity: 1 }]);
    const before = await productCount();
    const add = (extra: Record<string, unknown>) =>
      f.t.request('POST', PRODUCTS, {
        token: f.admin,
        body: { projectId: f.project.id, name: 'Kit', sku: unique('MK'), ...extra },
      });
    const kitMessage = { billOfMaterialsId: 'Choose a kit (a bill of materials of type Kit) of this vendor' };
    for (const id of [elsewhere.id, assembly.id]) {
      const res = await add({ billOfMaterialsId: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual(kitMessage);
    }
    const both = await add({ billOfMaterialsId: kit.id, vendorProductId: item.id });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(both.json().fields).sort()).toEqual(['billOfMaterialsId', 'vendorProductId']);
    expect(await productCount()).toBe(before);
  });

  it('maps through the mapping screen’s action, replacing the item; the kits list names the components', async () => {
    const item = await newItem(f, 0);
    const bom = await newKitBom(f, [{ item, quantity: 1, unitsPerItemUnit: 2 }]);
    const created = await f.t.request('POST', PRODUCTS, {
      token: f.admin,
      body: { projectId: f.project.id, name: 'Mapped', sku: unique('MK'), vendorProductId: item.id },
    });
    const id = created.json().id as number;
    const mapped = await f.t.request('POST', `${PRODUCTS}/${id}/map-kit`, {
      token: f.admin,
      body: { billOfMaterialsId: bom.id },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toMatchObject({ billOfMaterialsId: bom.id, vendorProductId: null });
    const assembly = await newKitBom(f, [{ item, quantity: 1 }], { type: 'Assembly' });
    const refused = await f.t.request('POST', `${PRODUCTS}/${id}/map-kit`, {
      token: f.admin,
      body: { billOfMaterialsId: assembly.id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('billOfMaterialsId');
    const kits = await f.t.request('GET', `/api/common/projects/${f.project.id}/kits`, { token: f.admin });
    expect(kits.json()).toContainEqual({
      id: bom.id,
      name: bom.name,
      revision: 1,
      components: [{ sku: item.sku, name: item.item, perKit: '1/2' }],
    });
    const listed = await f.t.request('POST', `${PRODUCTS}/listItems`, {
      token: f.admin,
      body: { projectId: f.project.id, kit: true, perPage: 200 },
    });
    expect(listed.json().items.map((p: { id: number }) => p.id)).toContain(id);
  });
});

describe('intake and allocation', () => {
  it('explodes a kit line into its components, rounding a fractional per-kit quantity up', async () => {
    const { a, b, kit, order } = await kitOrder(3, { a: 20, b: 20 });
    expect(order).toMatchObject({ orderStatus: 'awaiting_shipment', itemCount: 3 });
    expect(order.items).toEqual([
      expect.objectContaining({
        sku: kit.sku,
        quantity: 3,
        unitPrice: 25,
        vendorProductId: null,
        kit: { key: 'k1', billOfMaterialsId: kit.bom.id, revision: 1, name: kit.bom.name },
      }),
      expect.objectContaining({
        sku: a.sku,
        quantity: 6,
        vendorProductId: a.id,
        kitComponent: { key: 'k1', perKit: '2' },
      }),
      // Half a unit per kit: 3 kits take 2 units.
      expect.objectContaining({
        sku: b.sku,
        quantity: 2,
        vendorProductId: b.id,
        kitComponent: { key: 'k1', perKit: '1/2' },
      }),
    ]);
  });

  it('sending to fulfilment allocates each component through the ledger', async () => {
    const { a, b, kit, order } = await kitOrder(3, { a: 20, b: 20 });
    const sent = await act(f, order.id, 'send-to-fulfillment');
    expect(sent.json().orderStatus, sent.body).toBe('pending_fulfillment');
    expect([await available(f, a.id), await available(f, b.id)]).toEqual([14, 18]);
    const [fo] = await f.t.database.db
      .select()
      .from(fulfillmentOrders)
      .where(eq(fulfillmentOrders.orderId, order.id));
    const rows = await f.t.database.db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.sourceType, 'fulfillment_order'), eq(stockLedger.sourceId, String(fo!.id))));
    expect(rows.map((r) => [r.vendorProductId, r.kind, r.allocatedDelta]).sort()).toEqual(
      [
        [a.id, 'allocate', 6],
        [b.id, 'allocate', 2],
      ].sort(),
    );
    // The warehouse picks the components, each naming its kit; the kit line is not a pick.
    expect(fo!.items).toEqual([
      expect.objectContaining({ sku: a.sku, quantity: 6, kitName: kit.bom.name }),
      expect.objectContaining({ sku: b.sku, quantity: 2, kitName: kit.bom.name }),
    ]);
    for (const item of [a, b]) {
      const { onHand, ledger, openAllocated } = await ledgerConsistent(f, item.id);
      expect(onHand).toEqual(ledger);
      expect(openAllocated).toBe(onHand.a);
    }
  });

  it('holds the kit whole when one component is short: nothing allocated', async () => {
    const { a, order } = await kitOrder(3, { a: 20, b: 1 });
    expect(await openHoldTypes(f, order.id)).toEqual(['NOT_ENOUGH_INVENTORY']);
    expect((await orderRow(f, order.id)).orderStatus).toBe('on_hold');
    expect(await available(f, a.id)).toBe(20);
    expect(
      await f.t.database.db.select().from(fulfillmentOrders).where(eq(fulfillmentOrders.orderId, order.id)),
    ).toEqual([]);
  });
});

describe('split and edit', () => {
  it('a split moves a kit’s components with it, and refuses a component line per field', async () => {
    const plain = await newItem(f, 10);
    const { a, b, kit } = await kitOrder(1, { a: 20, b: 20 });
    const created = (
      await createOrder(f, [
        { sku: plain.sku, quantity: 2 },
        { sku: kit.sku, quantity: 3 },
      ])
    ).json().order;
    const component = await act(f, created.id, 'split', { lines: [{ lineIndex: 2, quantity: 1 }] });
    expect(component.statusCode).toBe(400);
    expect(component.json().fields).toEqual({
      'lines[0].lineIndex': 'This line is part of a kit: split the kit line instead',
    });
    const res = await act(f, created.id, 'split', { lines: [{ lineIndex: 1, quantity: 1 }] });
    expect(res.statusCode, res.body).toBe(200);
    const { order, child } = res.json();
    const qty = (items: { sku: string; quantity: number }[]) => items.map((l) => [l.sku, l.quantity]);
    expect(qty(child.items)).toEqual([
      [kit.sku, 1],
      [a.sku, 2],
      [b.sku, 1],
    ]);
    expect(qty(order.items)).toEqual([
      [plain.sku, 2],
      [kit.sku, 2],
      [a.sku, 4],
      [b.sku, 1],
    ]);
    expect([child.itemCount, order.itemCount]).toEqual([1, 4]);
  });

  it('an edit works the components out again: the lines the page gave do not duplicate them', async () => {
    const { a, b, kit, order } = await kitOrder(2, { a: 20, b: 20 });
    const details = (
      await f.t.request('GET', `/api/common/orders/${order.id}/details`, { token: f.admin })
    ).json();
    const sent = details.lines.map((l: { sku: string; quantity: number; kitComponent: unknown }) => ({
      sku: l.sku,
      quantity: l.sku === kit.sku ? 5 : l.quantity,
      kitComponent: l.kitComponent ?? undefined,
    }));
    const res = await f.t.request('POST', '/api/common/orders/edit', {
      token: f.admin,
      body: { id: order.id, version: (await orderRow(f, order.id)).version, items: sent },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((l: { sku: string; quantity: number }) => [l.sku, l.quantity])).toEqual([
      [kit.sku, 5],
      [a.sku, 10],
      [b.sku, 3],
    ]);
    expect(res.json().itemCount).toBe(5);
  });
});

describe('shipping and returns', () => {
  it('shipping records the billing facts; a return brings the components back into stock', async () => {
    const { a, b, kit, order } = await kitOrder(3, { a: 20, b: 20 });
    await act(f, order.id, 'send-to-fulfillment');
    expect((await ship(order.id)).json().orderStatus).toBe('shipped');
    expect((await orderRow(f, order.id)).activity).toEqual({
      orders: 1,
      lines: 1,
      pickLines: 2,
      units: 8,
      kits: 3,
      kitComponentUnits: 8,
    });

    const returnable = await f.t.request('GET', `/api/common/orderReturns/returnable/${order.id}`, {
      token: f.admin,
    });
    expect(
      returnable
        .json()
        .lines.map((l: { sku: string; returnable: number; kitName?: string }) => [
          l.sku,
          l.returnable,
          l.kitName,
        ]),
    ).toEqual([
      [kit.sku, 0, kit.bom.name],
      [a.sku, 6, kit.bom.name],
      [b.sku, 2, kit.bom.name],
    ]);
    const label = (lines: { lineIndex: number; quantity: number }[]) =>
      f.t.request('POST', '/api/common/orderReturns', {
        token: f.admin,
        body: { orderId: order.id, carrierCode: 'usps', serviceCode: 'usps_ground_advantage', lines },
      });
    const kitLine = await label([{ lineIndex: 0, quantity: 1 }]);
    expect(kitLine.statusCode).toBe(400);
    expect(kitLine.json().fields['lines[0].lineIndex']).toContain('is a kit');

    const made = await label([
      { lineIndex: 1, quantity: 2 },
      { lineIndex: 2, quantity: 1 },
    ]);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().items).toMatchObject([
      { sku: a.sku, quantity: 2, kitName: kit.bom.name },
      { sku: b.sku, quantity: 1, kitName: kit.bom.name },
    ]);
    const before = [await available(f, a.id), await available(f, b.id)];
    const confirmed = await f.t.request('POST', `/api/common/orderReturns/${made.json().id}/confirm`, {
      token: f.admin,
      body: {
        lines: [
          { index: 0, restock: 2, damaged: 0 },
          { index: 1, restock: 1, damaged: 0 },
        ],
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmation: 'full' });
    expect([await available(f, a.id), await available(f, b.id)]).toEqual([before[0]! + 2, before[1]! + 1]);
    const { onHand, ledger } = await ledgerConsistent(f, a.id);
    expect(onHand).toEqual(ledger);
  });
});
