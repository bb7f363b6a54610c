/**
 * Receiving inbound shipments and running transfers, over HTTP against a real database: partial
 * receipts, damaged and quarantined units, over-receipt confirmation and the vendor's tolerance,
 * closing short, the purchase order's status following its batches, idempotent retries, drafts,
 * tenant scope; a transfer from allocation (proposed first expiry first out) to confirmation
 * (in transit) to receipt at the destination with a discrepancy closed short.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  purchaseOrders,
  vendorProducts,
  vendors,
  warehouseProductLocations,
  warehouses,
  warehouseShipments,
} from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import { findStockDrift } from '../../server/modules/inventory/stock-integrity.service';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let warehouseManager: string;
let brand: string;
let nwg: number;
let bpo: number;
let dal: number;
let rno: number;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  warehouseManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  const ids = await vendorIdsByCode(t.database.db, ['NWG', 'BPO']);
  nwg = ids.get('NWG')!;
  bpo = ids.get('BPO')!;
  const rows = await t.database.db.select().from(warehouses);
  dal = rows.find((w) => w.code === 'DAL')!.id;
  rno = rows.find((w) => w.code === 'RNO')!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;

async function newItem(vendorId = nwg) {
  const [item] = await db()
    .insert(vendorProducts)
    .values({ vendorId, warehouseId: dal, sku: `RCV-${++seq}-${Date.now()}`, item: `Receiving item ${seq}` })
    .returning();
  return item!;
}

/** On hand per bucket of an item at a warehouse. */
async function stock(vendorProductId: number, warehouseId: number) {
  const rows = await db()
    .select()
    .from(warehouseProductLocations)
    .where(
      and(
        eq(warehouseProductLocations.vendorProductId, vendorProductId),
        eq(warehouseProductLocations.warehouseId, warehouseId),
      ),
    );
  const by: Record<string, number> = {};
  for (const r of rows) by[r.bucket] = (by[r.bucket] ?? 0) + r.quantity;
  return by;
}

async function newShipment(
  type: number,
  lines: { sku: string; quantity: number; vendorProductId?: number; poLineIndex?: number }[],
  extra = {},
) {
  const [row] = await db()
    .insert(warehouseShipments)
    .values({
      type,
      orderNumber: `SHP-${++seq}`,
      vendorId: nwg,
      toWarehouseId: dal,
      orderStatus: 'Open',
      items: lines.map((l) => ({ ...l, receivedQuantity: 0, rejectedQuantity: 0, cancelledQuantity: 0 })),
      ...extra,
    })
    .returning();
  return row!;
}

const receive = (token: string, id: number, body: object, key?: string) =>
  t.request('POST', `/api/common/warehouseShipments/${id}/receive`, {
    token,
    body,
    headers: key ? { 'idempotency-key': key } : undefined,
  });

describe('receiving an ASN', () => {
  it('receives in parts, with damaged and quarantined units in their buckets, until the ASN is Received', async () => {
    const item = await newItem();
    const asn = await newShipment(1, [{ sku: item.sku, quantity: 10 }]);
    const first = await receive(warehouseManager, asn.id, {
      lines: [
        {
          lineIndex: 0,
          received: 5,
          damaged: 1,
          quarantine: 1,
          location: 'A-9',
          lotNumber: 'L7',
          expirationDate: '2027-05-01',
        },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      orderStatus: 'Shipped',
      items: [{ receivedQuantity: 5, rejectedQuantity: 2 }],
    });
    expect(await stock(item.id, dal)).toEqual({ available: 5, damaged: 1, quarantine: 1 });
    const second = await receive(warehouseManager, asn.id, {
      lines: [{ lineIndex: 0, received: 2, location: 'A-9' }],
    });
    expect(second.json()).toMatchObject({ orderStatus: 'Shipped', items: [{ receivedQuantity: 7 }] });
    const closed = await receive(warehouseManager, asn.id, { closeShort: [0] });
    expect(closed.json()).toMatchObject({ orderStatus: 'Received', items: [{ cancelledQuantity: 1 }] });
    const again = await receive(warehouseManager, asn.id, { lines: [{ lineIndex: 0, received: 1 }] });
    expect(again.statusCode).toBe(409);
    expect(await findStockDrift(db())).toEqual([]);
  });

  it('asks for confirmation over the expected quantity, and the override permission beyond the tolerance', async () => {
    const item = await newItem();
    await db().update(vendors).set({ receivingTolerancePercent: 10 }).where(eq(vendors.id, nwg));
    const asn = await newShipment(1, [{ sku: item.sku, quantity: 10 }]);
    const unconfirmed = await receive(warehouseManager, asn.id, { lines: [{ lineIndex: 0, received: 11 }] });
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().error).toBe('over_receipt');
    expect(await stock(item.id, dal)).toEqual({});
    // Within 10 %: confirmation is enough.
    const within = await receive(warehouseManager, asn.id, {
      lines: [{ lineIndex: 0, received: 11 }],
      confirmOverReceipt: true,
    });
    expect(within.statusCode, within.body).toBe(200);
    // Beyond: a manager without warehouses.overReceive is refused, nothing moves.
    const asn2 = await newShipment(1, [{ sku: item.sku, quantity: 10 }]);
    const manager = (await t.login('manager@dockhand.test')).jwtToken;
    const beyond = await receive(manager, asn2.id, {
      lines: [{ lineIndex: 0, received: 15 }],
      confirmOverReceipt: true,
    });
    expect(beyond.statusCode).toBe(403);
    expect(beyond.json().message).toContain("beyond the vendor's tolerance of 10%");
    const withOverride = await receive(warehouseManager, asn2.id, {
      lines: [{ lineIndex: 0, received: 15 }],
      confirmOverReceipt: true,
    });
    expect(withOverride.statusCode).toBe(200);
    expect((await stock(item.id, dal)).available).toBe(26);
    await db().update(vendors).set({ receivingTolerancePercent: 0 }).where(eq(vendors.id, nwg));
  });

  it('applies a retried receipt once (same Idempotency-Key)', async () => {
    const item = await newItem();
    const asn = await newShipment(1, [{ sku: item.sku, quantity: 10 }]);
    const body = { lines: [{ lineIndex: 0, received: 4 }] };
    const answers = await Promise.all(
      [1, 2, 3].map(() => receive(warehouseManager, asn.id, body, `rcv-${asn.id}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await stock(item.id, dal)).available).toBe(4);
  });

  it('refuses bad lines and writes nothing', async () => {
    const item = await newItem();
    const asn = await newShipment(1, [{ sku: item.sku, quantity: 10 }]);
    const res = await receive(warehouseManager, asn.id, {
      lines: [
        { lineIndex: 0, received: 2 },
        { lineIndex: 3, received: 1 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'lines[1]': 'The shipment has no line 4' });
    const negative = await receive(warehouseManager, asn.id, { lines: [{ lineIndex: 0, received: -2 }] });
    expect(negative.json().fields).toEqual({ 'lines[0].received': 'Received cannot be negative' });
    expect(await stock(item.id, dal)).toEqual({});
  });

  it('is limited to the user’s scope and permission', async () => {
    const item = await newItem(bpo);
    const asn = await newShipment(1, [{ sku: item.sku, quantity: 3 }], { vendorId: bpo, toWarehouseId: rno });
    expect((await receive(brand, asn.id, { lines: [{ lineIndex: 0, received: 1 }] })).statusCode).toBe(404);
    const own = await newShipment(1, [{ sku: (await newItem()).sku, quantity: 3 }]);
    // A brand user sees its ASNs but may not receive them.
    expect((await receive(brand, own.id, { lines: [{ lineIndex: 0, received: 1 }] })).statusCode).toBe(403);
  });

  it('keeps a draft per user until the receipt is committed', async () => {
    const item = await newItem();
    const asn = await newShipment(1, [{ sku: item.sku, quantity: 3 }]);
    const url = `/api/common/warehouseShipments/${asn.id}/receiving-draft`;
    const start = `/api/common/warehouseShipments/${asn.id}/receiving`;
    const draftOf = async (token: string) => (await t.request('GET', start, { token })).json().draft;
    expect(await t.request('GET', start, { token: warehouseManager })).toMatchObject({ statusCode: 200 });
    expect((await t.request('GET', start, { token: warehouseManager })).json()).toMatchObject({
      shipment: { id: asn.id },
      tolerancePercent: 0,
      draft: null,
    });
    const saved = await t.request('PUT', url, {
      token: warehouseManager,
      body: { state: { step: 'scanning', lines: [] } },
    });
    expect(saved.statusCode).toBe(200);
    expect((await draftOf(warehouseManager)).state).toEqual({ step: 'scanning', lines: [] });
    expect(await draftOf(admin)).toBeNull();
    await receive(warehouseManager, asn.id, { lines: [{ lineIndex: 0, received: 1 }] });
    expect(await draftOf(warehouseManager)).toBeNull();
  });
});

describe('receiving a purchase order', () => {
  it('moves the order to Partially received and then Received as its batches arrive', async () => {
    const item = await newItem();
    const [order] = await db()
      .insert(purchaseOrders)
      .values({
        orderNumber: `PO-${++seq}`,
        vendorId: nwg,
        warehouseId: dal,
        orderStatus: 1,
        items: [{ sku: item.sku, quantity: 8, vendorProductId: item.id }],
      })
      .returning();
    const batch = (quantity: number) =>
      newShipment(2, [{ sku: item.sku, quantity, vendorProductId: item.id, poLineIndex: 0 }], {
        purchaseOrderId: order!.id,
      });
    const first = await batch(5);
    const second = await batch(3);
    const batches = await t.request('GET', `/api/po/${order!.id}/receivable-shipments`, {
      token: warehouseManager,
    });
    expect(batches.json().map((b: { id: number }) => b.id)).toEqual([first.id, second.id]);
    const status = async () =>
      (await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, order!.id)))[0]!.orderStatus;

    // One receiving door: the batch chosen from the purchase order is received as a shipment.
    const res = await receive(warehouseManager, first.id, { lines: [{ lineIndex: 0, received: 5 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await status()).toBe(2);
    await receive(warehouseManager, second.id, { lines: [{ lineIndex: 0, received: 3 }] });
    expect(await status()).toBe(3);
    expect((await stock(item.id, dal)).available).toBe(8);
    const noSecondDoor = await t.request('POST', `/api/po/${order!.id}/receive`, {
      token: warehouseManager,
      body: { shipmentId: first.id, lines: [{ lineIndex: 0, received: 1 }] },
    });
    expect(noSecondDoor.statusCode).toBe(404);
  });
});

describe('a warehouse transfer', () => {
  it('allocates first expiry first out, sends into transit, and is received with a discrepancy closed short', async () => {
    const item = await newItem();
    // Stock at DAL through a direct update, as a user would put it there.
    for (const [lot, expiry, quantity] of [
      ['LATE', '2028-01-01', 6],
      ['EARLY', '2027-01-01', 4],
    ] as const) {
      const diu = await t.request('POST', '/api/inventory/diu', {
        token: warehouseManager,
        body: {
          vendorId: nwg,
          warehouseId: dal,
          warehouseProductId: item.id,
          type: 'add',
          quantity,
          location: `T-${lot}`,
          lotNumber: lot,
          expirationDate: expiry,
          note: 'Stock for a transfer test',
        },
      });
      expect(diu.statusCode, diu.body).toBe(201);
    }
    const transfer = await newShipment(0, [{ sku: item.sku, quantity: 7 }], {
      fromWarehouseId: dal,
      toWarehouseId: rno,
    });
    const base = `/api/common/warehouseShipments/${transfer.id}`;

    const proposal = (
      await t.request('GET', `${base}/allocation-proposal`, { token: warehouseManager })
    ).json();
    expect(
      proposal.lines[0].stock.map((s: { lotNumber: string; proposed: number }) => [s.lotNumber, s.proposed]),
    ).toEqual([
      ['EARLY', 4],
      ['LATE', 3],
    ]);
    const plan = {
      lines: [
        {
          lineIndex: 0,
          from: proposal.lines[0].stock.map((s: { balanceId: number; proposed: number }) => ({
            balanceId: s.balanceId,
            quantity: s.proposed,
          })),
        },
      ],
    };
    const allocated = await t.request('POST', `${base}/allocate`, { token: warehouseManager, body: plan });
    expect(allocated.statusCode, allocated.body).toBe(200);
    expect(allocated.json()).toMatchObject({
      orderStatus: 'AwaitingShipment',
      items: [{ allocatedQuantity: 7 }],
    });
    expect(await stock(item.id, dal)).toEqual({ available: 10 });

    // Receiving before it left is refused.
    expect(
      (await receive(warehouseManager, transfer.id, { lines: [{ lineIndex: 0, received: 1 }] })).statusCode,
    ).toBe(409);

    const confirmed = await t.request('POST', `${base}/confirm`, { token: warehouseManager });
    expect(confirmed.json()).toMatchObject({ orderStatus: 'Shipped', items: [{ sentQuantity: 7 }] });
    expect(await stock(item.id, dal)).toEqual({ available: 3 });
    expect(await stock(item.id, rno)).toEqual({ in_transit: 7 });
    const lots = (await t.request('GET', `${base}/sent-lots`, { token: warehouseManager })).json();
    expect(lots.map((l: { lotNumber: string; quantity: number }) => [l.lotNumber, l.quantity])).toEqual([
      ['EARLY', 4],
      ['LATE', 3],
    ]);

    const got = await receive(warehouseManager, transfer.id, {
      lines: [
        { lineIndex: 0, received: 4, location: 'R-1', lotNumber: 'EARLY', expirationDate: '2027-01-01' },
        { lineIndex: 0, received: 2, location: 'R-1', lotNumber: 'LATE', expirationDate: '2028-01-01' },
      ],
    });
    expect(got.statusCode, got.body).toBe(200);
    expect(await stock(item.id, rno)).toEqual({ in_transit: 1, available: 6 });
    // More than was sent cannot arrive.
    const tooMany = await receive(warehouseManager, transfer.id, {
      lines: [{ lineIndex: 0, received: 2, lotNumber: 'LATE', expirationDate: '2028-01-01' }],
    });
    expect(tooMany.statusCode).toBe(400);
    const closed = await receive(warehouseManager, transfer.id, { closeShort: [0] });
    expect(closed.json()).toMatchObject({
      orderStatus: 'Received',
      items: [{ receivedQuantity: 6, cancelledQuantity: 1 }],
    });
    expect(await findStockDrift(db())).toEqual([]);
  });
});
