/**
 * Drift reconciliation with the 3PL WMS (issue 20): a sync compares our stock ledger with the fake
 * WMS's stock summary per vendor, SKU and lot; each difference is listed with the events of one side
 * the other has not seen (a direct update made here; an adjustment in the WMS that moved none of our
 * stock) and the direct inventory update that fixes it; applying it sets our count to the WMS's
 * through the ledger, after which a check finds nothing. Applying is all or nothing: a refused, closed,
 * missing or out-of-scope difference writes nothing for the others.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wmsPaths, type DriftRow } from '../../src/domain/contracts/wms-connections';
import { directInventoryUpdates, tplStockDrifts, vendorProducts } from '../../server/db/schema';
import type { DomainEvent } from '../../server/events/domain-events';
import {
  CUSTOMER_ID,
  FACILITY_ID,
  mirroredOrder,
  onHandAtMem,
  syncNow,
  wmsFixtures,
  type WmsFixtures,
} from './wms-fixtures';

let f: WmsFixtures;
const heard: DomainEvent[] = [];

beforeAll(async () => {
  f = await wmsFixtures(20);
  f.events.subscribe((event) => heard.push(event));
});
afterAll(() => f.close());

const drifts = async (query = '') => {
  const res = await f.t.request('GET', `${wmsPaths.drifts}?warehouseId=${f.mem.id}&status=open${query}`, {
    token: f.admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: DriftRow[] }).items;
};
const apply = (ids: number[], token = f.admin) =>
  f.t.request('POST', wmsPaths.applyDrifts, { token, body: { ids } });
const updatesOf = (id: number) =>
  f.db
    .select()
    .from(directInventoryUpdates)
    .where(eq(directInventoryUpdates.referenceNumber, `WMS drift ${id}`));

describe('a seeded difference', () => {
  it('is found, explained and fixed by the proposed update', async () => {
    const [a] = f.items;
    const first = await syncNow(f);
    expect(first.run.counts.drifts).toEqual({ open: 0, new: 0, resolved: 0, unmapped: 0 });

    // Dockhand only: a count recorded here that the WMS never saw.
    const counted = await f.t.request('POST', '/api/inventory/diu', {
      token: f.admin,
      body: {
        vendorId: f.vendor.id,
        warehouseId: f.mem.id,
        warehouseProductId: a!.id,
        type: 'add',
        quantity: 4,
        referenceNumber: 'CYCLE-1',
        note: 'Found on a shelf',
      },
    });
    expect(counted.statusCode, counted.body).toBe(201);
    // The WMS only: an item Dockhand does not have yet, received there by an adjustment.
    const skuC = `${f.vendor.code}-C`;
    f.fake.data.items.push({
      itemId: 9100,
      customerId: CUSTOMER_ID,
      sku: skuC,
      description: 'C',
      unitOfMeasureId: 1,
    });
    f.fake.addAdjustment({
      customerId: CUSTOMER_ID,
      facilityId: FACILITY_ID,
      sku: skuC,
      lotNumber: null,
      qty: 7,
      reason: 'Found in receiving',
      referenceNum: 'ADJ-C-1',
    });
    f.fake.setStock({
      facilityId: FACILITY_ID,
      customerId: CUSTOMER_ID,
      sku: skuC,
      lotNumber: null,
      onHand: 7,
    });

    const second = await syncNow(f);
    expect(second.run.counts.adjustments).toMatchObject({ created: 1, unmapped: 1 });
    expect(second.run.counts.drifts).toMatchObject({ open: 2, new: 2 });
    const found = await drifts();
    const driftA = found.find((d) => d.sku === a!.sku)!;
    expect(driftA).toMatchObject({
      vendorId: f.vendor.id,
      vendorProductId: a!.id,
      lotNumber: '',
      dockhandOnHand: 24,
      wmsOnHand: 20,
      difference: -4,
      status: 'open',
      explanation: {
        wmsOnly: [],
        dockhandOnly: [
          { kind: 'ledger', reference: 'Added CYCLE-1', quantity: 4, description: 'Found on a shelf' },
        ],
      },
      proposal: { type: 'set', quantity: 20, referenceNumber: `WMS drift ${driftA.id}` },
    });
    const driftC = found.find((d) => d.sku === skuC)!;
    expect(driftC).toMatchObject({
      vendorProductId: null,
      dockhandOnHand: 0,
      wmsOnHand: 7,
      explanation: {
        wmsOnly: [
          {
            kind: 'adjustment',
            reference: 'Adjustment ADJ-C-1',
            quantity: 7,
            description: 'Found in receiving',
          },
        ],
        dockhandOnly: [],
      },
      proposal: null,
    });
    // Nothing can set an item Dockhand does not have.
    expect((await apply([driftC.id])).statusCode).toBe(409);

    // Once the item exists here, the next check proposes its count, on the same open difference.
    const [itemC] = await f.db
      .insert(vendorProducts)
      .values({
        vendorId: f.vendor.id,
        warehouseId: f.mem.id,
        sku: skuC,
        item: 'Item C',
        wholesalePrice: 1,
        weight: 1,
      })
      .returning();
    const third = await syncNow(f);
    expect(third.run.counts.drifts).toMatchObject({ open: 2, new: 0, resolved: 0 });
    const again = await drifts();
    expect(again.map((d) => d.id).sort()).toEqual([driftA.id, driftC.id].sort());
    expect(again.find((d) => d.id === driftC.id)).toMatchObject({
      vendorProductId: itemC!.id,
      proposal: { type: 'set', quantity: 7 },
    });

    heard.length = 0;
    const applied = await apply([driftA.id, driftC.id]);
    expect(applied.statusCode, applied.body).toBe(200);
    const items = (applied.json() as { items: DriftRow[] }).items;
    expect(items.map((d) => d.status)).toEqual(['applied', 'applied']);
    expect(items.every((d) => d.directInventoryUpdateId !== null && d.proposal === null)).toBe(true);
    expect(await onHandAtMem(f, a!.id)).toBe(20);
    expect(await onHandAtMem(f, itemC!.id)).toBe(7);
    expect(await updatesOf(driftA.id)).toMatchObject([
      { type: 'set', quantity: 20, warehouseProductId: a!.id },
    ]);
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'WarehouseProductUpdated', vendorProductId: a!.id }),
      ]),
    );

    const fourth = await syncNow(f);
    expect(fourth.run.counts.drifts).toMatchObject({ open: 0, new: 0 });
    expect(await drifts()).toEqual([]);
  });
});

describe('applying', () => {
  it('is all or nothing', async () => {
    const [a, b] = f.items;
    // B: the WMS counts 15 while 18 of our 20 are allocated to an order: setting 15 is refused.
    await mirroredOrder(f, [{ sku: b!.sku, quantity: 18 }]);
    f.fake.setStock({
      facilityId: FACILITY_ID,
      customerId: CUSTOMER_ID,
      sku: b!.sku,
      lotNumber: null,
      onHand: 15,
    });
    f.fake.setStock({
      facilityId: FACILITY_ID,
      customerId: CUSTOMER_ID,
      sku: a!.sku,
      lotNumber: null,
      onHand: 22,
    });
    await syncNow(f);
    const open = await drifts();
    const driftA = open.find((d) => d.sku === a!.sku)!;
    const driftB = open.find((d) => d.sku === b!.sku)!;
    expect(driftA).toMatchObject({ dockhandOnHand: 20, wmsOnHand: 22 });
    expect(driftB).toMatchObject({ dockhandOnHand: 20, wmsOnHand: 15 });
    const [closed] = await f.db
      .select()
      .from(tplStockDrifts)
      .where(eq(tplStockDrifts.status, 'applied'))
      .limit(1);
    const warehouseManager = (await f.t.login('warehouse@dockhand.test')).jwtToken;

    const refusals: [number[], number, string?][] = [
      [[driftA.id, driftB.id], 409],
      [[driftA.id, 999_999], 404],
      [[driftA.id, closed!.id], 409],
      [[driftA.id], 404, warehouseManager],
    ];
    for (const [ids, status, token] of refusals) {
      const res = await apply(ids, token);
      expect(res.statusCode, `${ids.join(',')}: ${res.body}`).toBe(status);
      expect(await onHandAtMem(f, a!.id)).toBe(20);
      expect(await updatesOf(driftA.id)).toEqual([]);
      expect((await drifts()).map((d) => d.id).sort()).toEqual([driftA.id, driftB.id].sort());
    }

    const dismissed = await f.t.request('POST', wmsPaths.dismissDrifts, {
      token: f.admin,
      body: { ids: [driftB.id] },
    });
    expect(dismissed.json().items).toMatchObject([{ id: driftB.id, status: 'dismissed', proposal: null }]);
    expect(await onHandAtMem(f, b!.id)).toBe(20);
    expect((await apply([driftA.id])).statusCode).toBe(200);
    expect(await onHandAtMem(f, a!.id)).toBe(22);
    const history = await f.db
      .select()
      .from(directInventoryUpdates)
      .where(
        and(
          eq(directInventoryUpdates.warehouseId, f.mem.id),
          like(directInventoryUpdates.referenceNumber, 'WMS drift %'),
        ),
      );
    expect(history).toHaveLength(3);
  });
});
