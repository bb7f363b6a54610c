/**
 * Manual and bulk shipments move stock only through the ledger, with the shipment as source document
 * ('manual_shipment'), over HTTP:
 * - 50 bulk and small-parcel shipments allocating the same 30 units at once: exactly 30 allocated,
 *   the others refused 409 with their shortage, never a 5xx, and the ledger equals the balances (the
 *   integrity check finds no drift). PGlite here; real parallelism on PostgreSQL (TEST_DATABASE_URL);
 * - first expiry first out, a chosen lot and location, short stock per line, nothing written on refusal;
 * - an Idempotency-Key applies a step once; a stale version answers 409 and changes nothing;
 * - a bulk request from request to shipped (confirm, allocate, pack two cartons on a pallet with
 *   valid SSCCs, ship as freight): allocations consumed, activity facts recorded, the requester told
 *   live; a pickup ships picked up by a named person; cancel releases what was allocated.
 */
import type { HubConnection } from '@microsoft/signalr';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockAllocations, stockLedger, users, warehouseProductLocations } from '../../server/db/schema';
import { findStockDrift } from '../../server/modules/inventory/stock-integrity.service';
import { isValidSscc } from '../../src/domain/gs1';
import { startTestApp, type TestApp } from './harness';
import { listen, record, ticketClient, waitUntil } from './hub-fixtures';
import {
  address,
  base,
  insertShipment,
  newItem,
  receive,
  shipBody,
  stored,
  takeStep,
  tenants,
  type Tenants,
} from './outbound-fixtures';

let t: TestApp;
let admin: string;
let ids: Tenants;
let brand: { token: string; id: string };
const connections: HubConnection[] = [];

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  ids = await tenants(t);
  const b = await t.login('brand@northwind.test');
  brand = { token: b.jwtToken, id: b.id };
  await t.database.db
    .update(users)
    .set({ permissions: ['shipments.bulk.request', 'shipments.bulk.view'] })
    .where(eq(users.id, brand.id));
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t.close();
});

const db = () => t.database.db;

/** The item's available-bucket stock at a warehouse. */
async function stockOf(vendorProductId: number, warehouseId = ids.dal) {
  const rows = await db()
    .select()
    .from(warehouseProductLocations)
    .where(
      and(
        eq(warehouseProductLocations.vendorProductId, vendorProductId),
        eq(warehouseProductLocations.warehouseId, warehouseId),
        eq(warehouseProductLocations.bucket, 'available'),
      ),
    );
  const onHand = rows.reduce((n, b) => n + b.quantity, 0);
  const allocated = rows.reduce((n, b) => n + b.quantityAllocated, 0);
  return { onHand, allocated, available: onHand - allocated };
}

const ledgerOf = (shipmentId: number) =>
  db()
    .select()
    .from(stockLedger)
    .where(and(eq(stockLedger.sourceType, 'manual_shipment'), eq(stockLedger.sourceId, String(shipmentId))))
    .orderBy(stockLedger.id);

const allocationsOf = (shipmentId: number) =>
  db()
    .select()
    .from(stockAllocations)
    .where(
      and(
        eq(stockAllocations.sourceType, 'manual_shipment'),
        eq(stockAllocations.sourceId, String(shipmentId)),
      ),
    );

async function expectConsistent() {
  expect(await findStockDrift(db())).toEqual([]);
}

/** An Open shipment of one line, placed at Dallas (a bulk one confirmed). */
const openShipment = (item: { id: number; sku: string }, bulk: boolean, quantity = 1) =>
  insertShipment(t, {
    orderType: bulk ? 'BulkShipment' : 'Ecom',
    orderStatus: 'Open',
    vendorId: ids.nwg,
    item,
    quantity,
    warehouseId: ids.dal,
    confirmedAt: bulk ? new Date() : null,
  });

describe('racing for the same stock', () => {
  it('50 shipments allocating the same 30 units: exactly 30 allocated, no 5xx, ledger = balances', async () => {
    const item = await newItem(t, ids.nwg, ids.dal);
    await receive(
      t,
      {
        warehouseId: ids.dal,
        vendorProductId: item.id,
        location: 'R-01',
        lotNumber: 'L1',
        expirationDate: '2031-01-01',
      },
      12,
    );
    await receive(
      t,
      {
        warehouseId: ids.dal,
        vendorProductId: item.id,
        location: 'R-02',
        lotNumber: 'L2',
        expirationDate: '2032-01-01',
      },
      18,
    );
    const shipments = await Promise.all(
      Array.from({ length: 50 }, (_, i) => openShipment(item, i % 2 === 0)),
    );
    const answers = await Promise.all(shipments.map((s) => takeStep(t, admin, 'allocate', s.id)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.filter((c) => c === 409)).toHaveLength(20);
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json().message).toBe(`Not enough stock: ${item.sku}: 1 short.`);
    expect(await stockOf(item.id)).toEqual({ onHand: 30, allocated: 30, available: 0 });
    const statuses = await Promise.all(shipments.map(async (s) => (await stored(t, s.id)).orderStatus));
    expect(statuses.filter((s) => s === 'AwaitingShipment')).toHaveLength(30);
    expect(statuses.filter((s) => s === 'Open')).toHaveLength(20);
    await expectConsistent();
  });
});

describe('allocating', () => {
  it('takes the first expiry first, and answers the shortage per line without writing anything', async () => {
    const item = await newItem(t, ids.nwg, ids.dal);
    const later = await newItem(t, ids.nwg, ids.dal);
    await receive(
      t,
      {
        warehouseId: ids.dal,
        vendorProductId: item.id,
        location: 'F-02',
        lotNumber: 'LATE',
        expirationDate: '2033-01-01',
      },
      10,
    );
    await receive(
      t,
      {
        warehouseId: ids.dal,
        vendorProductId: item.id,
        location: 'F-01',
        lotNumber: 'SOON',
        expirationDate: '2030-01-01',
      },
      5,
    );
    const shipment = await openShipment(item, false, 8);
    const proposal = await t.request('GET', `${base}/${shipment.id}/allocation-proposal`, { token: admin });
    expect(proposal.statusCode, proposal.body).toBe(200);
    expect(
      proposal
        .json()
        .lines[0].stock.map((s: { lotNumber: string; proposed: number }) => [s.lotNumber, s.proposed]),
    ).toEqual([
      ['SOON', 5],
      ['LATE', 3],
    ]);
    const res = await takeStep(t, admin, 'allocate', shipment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items[0].allocatedQuantity).toBe(8);
    const held = await allocationsOf(shipment.id);
    expect(held.map((a) => a.quantity).sort()).toEqual([3, 5]);

    // Two lines, one short by 4: 409 naming it; nothing held, nothing logged.
    const short = await insertShipment(t, {
      orderType: 'Ecom',
      orderStatus: 'Open',
      vendorId: ids.nwg,
      item,
      quantity: 2,
      warehouseId: ids.dal,
      items: [
        { sku: item.sku, vendorProductId: item.id, quantity: 2, allocatedQuantity: 0, packedQuantity: 0 },
        { sku: later.sku, vendorProductId: later.id, quantity: 4, allocatedQuantity: 0, packedQuantity: 0 },
      ],
    });
    const refused = await takeStep(t, admin, 'allocate', short.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: 'not_enough_stock',
      message: `Not enough stock: ${later.sku}: 4 short.`,
      fields: { 'items[1]': `${later.sku}: 4 short` },
    });
    expect(await stored(t, short.id)).toEqual(short);
    expect(await ledgerOf(short.id)).toEqual([]);
    await expectConsistent();
  });

  it('takes the lots and locations chosen, exactly the line’s quantity', async () => {
    const item = await newItem(t, ids.nwg, ids.dal);
    await receive(
      t,
      {
        warehouseId: ids.dal,
        vendorProductId: item.id,
        location: 'C-01',
        lotNumber: 'A',
        expirationDate: '2030-01-01',
      },
      5,
    );
    await receive(
      t,
      {
        warehouseId: ids.dal,
        vendorProductId: item.id,
        location: 'C-02',
        lotNumber: 'B',
        expirationDate: '2031-01-01',
      },
      5,
    );
    const shipment = await openShipment(item, true, 4);
    const proposal = (
      await t.request('GET', `${base}/${shipment.id}/allocation-proposal`, { token: admin })
    ).json();
    const lotB = proposal.lines[0].stock.find((s: { lotNumber: string }) => s.lotNumber === 'B');
    const tooFew = await takeStep(t, admin, 'allocate', shipment.id, {
      lines: [{ lineIndex: 0, from: [{ balanceId: lotB.balanceId, quantity: 3 }] }],
    });
    expect(tooFew.statusCode).toBe(400);
    expect(tooFew.json().fields['lines[0]']).toContain('3 chosen');
    const res = await takeStep(t, admin, 'allocate', shipment.id, {
      lines: [{ lineIndex: 0, from: [{ balanceId: lotB.balanceId, quantity: 4 }] }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const held = await allocationsOf(shipment.id);
    expect(held).toEqual([
      expect.objectContaining({ balanceId: lotB.balanceId, quantity: 4, status: 'open' }),
    ]);
    const over = await takeStep(t, admin, 'allocate', (await openShipment(item, true, 2)).id, {
      lines: [{ lineIndex: 0, from: [{ balanceId: lotB.balanceId, quantity: 2 }] }],
    });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toContain(item.sku);
    // Changing the allocation: what the shipment holds counts as available to it again.
    const again = (
      await t.request('GET', `${base}/${shipment.id}/allocation-proposal`, { token: admin })
    ).json();
    expect(again.lines[0].short).toBe(0);
    expect(again.lines[0].stock.find((s: { lotNumber: string }) => s.lotNumber === 'B').available).toBe(5);
    await expectConsistent();
  });
});

describe('retries and stale versions', () => {
  it('an Idempotency-Key applies a step once; a stale version answers 409 and changes nothing', async () => {
    const item = await newItem(t, ids.nwg, ids.dal);
    await receive(t, { warehouseId: ids.dal, vendorProductId: item.id, location: 'I-01' }, 10);
    const shipment = await openShipment(item, false, 2);
    const stale = await takeStep(t, admin, 'allocate', shipment.id, { version: shipment.version + 5 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stale_version');
    expect(await stored(t, shipment.id)).toEqual(shipment);

    const key = { 'idempotency-key': `alloc-${shipment.id}` };
    const first = await takeStep(t, admin, 'allocate', shipment.id, { version: shipment.version }, key);
    const again = await takeStep(t, admin, 'allocate', shipment.id, { version: shipment.version }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await ledgerOf(shipment.id)).filter((r) => r.kind === 'allocate')).toHaveLength(1);
    expect(await stockOf(item.id)).toMatchObject({ allocated: 2 });

    const shipKey = { 'idempotency-key': `ship-${shipment.id}` };
    const shipped = await takeStep(t, admin, 'ship', shipment.id, shipBody('Ecom'), shipKey);
    const shippedAgain = await takeStep(t, admin, 'ship', shipment.id, shipBody('Ecom'), shipKey);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shippedAgain.json()).toEqual(shipped.json());
    expect((await ledgerOf(shipment.id)).filter((r) => r.kind === 'ship')).toHaveLength(1);
    expect(await stockOf(item.id)).toEqual({ onHand: 8, allocated: 0, available: 8 });
    await expectConsistent();
  });
});

describe('from request to shipped', () => {
  it('a bulk request: confirmed, allocated, packed on a pallet, shipped as freight; the requester is told', async () => {
    const baseUrl = await listen(t);
    const connection = ticketClient(t, baseUrl, brand.token);
    const inbox = record(connection, ['Notify', 'ManualShipmentUpdated']);
    await connection.start();
    connections.push(connection);

    const item = await newItem(t, ids.nwg, ids.dal);
    const second = await newItem(t, ids.nwg, ids.dal);
    await receive(t, { warehouseId: ids.dal, vendorProductId: item.id, location: 'B-01' }, 20);
    await receive(t, { warehouseId: ids.dal, vendorProductId: second.id, location: 'B-02' }, 20);
    const requested = await t.request('POST', base, {
      token: brand.token,
      body: {
        orderType: 'BulkShipment',
        vendorId: ids.nwg,
        shipmentAddress: address,
        items: [
          { sku: item.sku, quantity: 6 },
          { sku: second.sku, quantity: 4 },
        ],
      },
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const id = requested.json().id as number;
    const overview = await t.request('GET', `${base}/${id}/overview`, { token: admin });
    expect(overview.json()).toMatchObject({ forward: { step: 'confirm', blocker: null } });

    expect((await takeStep(t, admin, 'allocate', id)).json().message).toBe(
      'Waiting for the warehouse to confirm the request.',
    );
    expect((await takeStep(t, admin, 'confirm', id, { warehouseId: ids.dal })).statusCode).toBe(200);
    expect((await takeStep(t, admin, 'allocate', id)).statusCode).toBe(200);
    expect(await stockOf(item.id)).toEqual({ onHand: 20, allocated: 6, available: 14 });

    const notPacked = await takeStep(t, admin, 'ship', id, shipBody('BulkShipment'));
    expect(notPacked.json().message).toBe('10 allocated units are not packed in a carton yet.');
    const overPacked = await takeStep(t, admin, 'pack', id, {
      cartons: [{ contents: [{ lineIndex: 0, quantity: 7 }] }],
    });
    expect(overPacked.statusCode).toBe(409);

    const packing = {
      pallets: [{ key: 'P1', weight: 95, length: 48, width: 40, height: 50 }],
      cartons: [
        {
          contents: [{ lineIndex: 0, quantity: 6 }],
          weight: 30,
          length: 20,
          width: 16,
          height: 12,
          palletKey: 'P1',
        },
        {
          contents: [{ lineIndex: 1, quantity: 4 }],
          weight: 20,
          length: 20,
          width: 16,
          height: 12,
          palletKey: 'P1',
        },
      ],
    };
    const packed = await takeStep(t, admin, 'pack', id, packing);
    expect(packed.statusCode, packed.body).toBe(200);
    const view = (await t.request('GET', `${base}/${id}/packing`, { token: admin })).json();
    expect(view.cartons).toHaveLength(2);
    expect(view.pallets).toHaveLength(1);
    const codes = [...view.cartons, ...view.pallets].map((c: { sscc: string }) => c.sscc);
    expect(codes.every(isValidSscc)).toBe(true);
    expect(new Set(codes).size).toBe(3);
    expect(view.cartons.every((c: { palletLpn: string }) => c.palletLpn === view.pallets[0].lpn)).toBe(true);

    // Packing again by LPN keeps the codes already printed.
    const repack = await takeStep(t, admin, 'pack', id, {
      pallets: [{ key: view.pallets[0].lpn, weight: 95 }],
      cartons: view.cartons.map((c: { lpn: string; contents: unknown }) => ({
        key: c.lpn,
        contents: c.contents,
        weight: 25,
        palletKey: view.pallets[0].lpn,
      })),
    });
    expect(repack.statusCode, repack.body).toBe(200);
    const again = (await t.request('GET', `${base}/${id}/packing`, { token: admin })).json();
    expect(again.cartons.map((c: { sscc: string }) => c.sscc)).toEqual(
      view.cartons.map((c: { sscc: string }) => c.sscc),
    );

    const shipped = await takeStep(t, admin, 'ship', id, {
      carrierCode: 'XPO',
      proNumber: '123456789',
      freightClass: '70',
      shipDate: '2030-05-02T15:00:00Z',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({
      orderStatus: 'Shipped',
      proNumber: '123456789',
      freightClass: '70',
      packageCount: 1,
      weight: 95,
      activity: { orders: 1, lines: 2, units: 10, cartons: 2, pallets: 1, weight: 95 },
    });
    expect(await stockOf(item.id)).toEqual({ onHand: 14, allocated: 0, available: 14 });
    expect((await ledgerOf(id)).map((r) => r.kind).sort()).toEqual(['allocate', 'allocate', 'ship', 'ship']);
    expect((await allocationsOf(id)).every((a) => a.status === 'consumed')).toBe(true);

    const timeline = (await t.request('GET', `${base}/${id}/overview`, { token: admin })).json().timeline as {
      type: string;
      action: string;
    }[];
    expect(timeline.filter((e) => e.type === 'action').map((e) => e.action)).toEqual([
      'add',
      'confirm',
      'allocate',
      'pack',
      'pack',
      'ship',
    ]);
    expect(timeline.filter((e) => e.type === 'stock').map((e) => e.action)).toContain('ship');

    await waitUntil(() =>
      inbox.Notify!.some(([n]) => (n as { message: string }).message.includes(`BS-${id} has shipped`)),
    );
    expect(inbox.ManualShipmentUpdated!.some(([e]) => (e as { id: number }).id === id)).toBe(true);
    await expectConsistent();
  });

  it('a pickup ships picked up by a named person, without a carrier', async () => {
    const item = await newItem(t, ids.nwg, ids.dal);
    await receive(t, { warehouseId: ids.dal, vendorProductId: item.id, location: 'W-01' }, 5);
    const pickup = await insertShipment(t, {
      orderType: 'WillCall/Pickup',
      orderStatus: 'Open',
      vendorId: ids.nwg,
      item,
      quantity: 3,
      warehouseId: ids.dal,
    });
    expect((await takeStep(t, admin, 'allocate', pickup.id)).statusCode).toBe(200);
    const withCarrier = await takeStep(t, admin, 'ship', pickup.id, {
      pickedUpBy: 'Sam',
      carrierCode: 'ups',
    });
    expect(withCarrier.statusCode).toBe(400);
    expect(withCarrier.json().fields.carrierCode).toBeTruthy();
    const res = await takeStep(t, admin, 'ship', pickup.id, { pickedUpBy: 'Sam Reyes', packageCount: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      orderStatus: 'Shipped',
      pickedUpBy: 'Sam Reyes',
      carrierCode: null,
      trackingNumber: null,
      activity: { orders: 1, lines: 1, units: 3, cartons: 2, pallets: 0 },
    });
    expect(await stockOf(item.id)).toEqual({ onHand: 2, allocated: 0, available: 2 });
  });

  it('cancel releases the allocation and the packing', async () => {
    const item = await newItem(t, ids.nwg, ids.dal);
    await receive(t, { warehouseId: ids.dal, vendorProductId: item.id, location: 'X-01' }, 5);
    const shipment = await openShipment(item, true, 4);
    expect((await takeStep(t, admin, 'allocate', shipment.id)).statusCode).toBe(200);
    expect(
      (
        await takeStep(t, admin, 'pack', shipment.id, {
          cartons: [{ contents: [{ lineIndex: 0, quantity: 4 }] }],
        })
      ).statusCode,
    ).toBe(200);
    expect(await stockOf(item.id)).toEqual({ onHand: 5, allocated: 4, available: 1 });
    const res = await takeStep(t, admin, 'cancel', shipment.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orderStatus).toBe('Cancelled');
    expect(res.json().items[0]).toMatchObject({ allocatedQuantity: 0, packedQuantity: 0 });
    expect(await stockOf(item.id)).toEqual({ onHand: 5, allocated: 0, available: 5 });
    expect((await allocationsOf(shipment.id)).every((a) => a.status === 'released')).toBe(true);
    expect((await ledgerOf(shipment.id)).map((r) => r.kind)).toEqual(['allocate', 'release']);
    const view = (await t.request('GET', `${base}/${shipment.id}/packing`, { token: admin })).json();
    expect(view.cartons).toEqual([]);
    await expectConsistent();
  });
});
