/**
 * The stock ledger's invariants (DESIGN.md §3), through its public module API against a real database
 * (PGlite here; PostgreSQL with real parallelism in CI's second run): balance = sum of the ledger,
 * available never below zero, concurrent allocations never take the same unit, retries never apply
 * twice, and the integrity watchdog finds and repairs drift with ledger rows of its own.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockLedger, vendorProducts, warehouseProductLocations, warehouses } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import { DomainEvents, type DomainEvent } from '../../server/events/domain-events';
import { withIdempotency } from '../../server/http/idempotency';
import { changeStock } from '../../server/modules/inventory/stock-changes.service';
import { findStockDrift, repairStockDrift } from '../../server/modules/inventory/stock-integrity.service';
import type { StockPlace } from '../../server/modules/inventory/stock-ledger.service';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let vendorId: number;
let dal: number;
let rno: number;
let userId: string;
const events = new DomainEvents();
const published: DomainEvent[] = [];
events.subscribe((e) => published.push(e));
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  vendorId = (await vendorIdsByCode(t.database.db, ['NWG'])).get('NWG')!;
  const rows = await t.database.db.select().from(warehouses);
  dal = rows.find((w) => w.code === 'DAL')!.id;
  rno = rows.find((w) => w.code === 'RNO')!.id;
  userId = (await t.login('warehouse@dockhand.test')).id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const change = <T>(work: Parameters<typeof changeStock<T>>[3]) => changeStock(db(), events, userId, work);

async function newItem() {
  const [item] = await db()
    .insert(vendorProducts)
    .values({ vendorId, warehouseId: dal, sku: `TEST-${++seq}-${Date.now()}`, item: `Test item ${seq}` })
    .returning();
  return item!.id;
}

async function balances(vendorProductId: number) {
  return db()
    .select()
    .from(warehouseProductLocations)
    .where(eq(warehouseProductLocations.vendorProductId, vendorProductId))
    .orderBy(warehouseProductLocations.id);
}

/** On hand and available of the item's available bucket at a warehouse. */
async function stockOf(vendorProductId: number, warehouseId = dal) {
  const rows = (await balances(vendorProductId)).filter(
    (b) => b.warehouseId === warehouseId && b.bucket === 'available',
  );
  const onHand = rows.reduce((n, b) => n + b.quantity, 0);
  const allocated = rows.reduce((n, b) => n + b.quantityAllocated, 0);
  return { onHand, allocated, available: onHand - allocated };
}

async function expectConsistent() {
  expect(await findStockDrift(db())).toEqual([]);
}

const statusOf = async (error: Promise<unknown>) =>
  error.then(
    () => 200,
    (e: { statusCode?: number }) => e.statusCode ?? 500,
  );

describe('movements', () => {
  it('adds, removes and counts with a ledger row each; a count records the variance', async () => {
    const item = await newItem();
    const place: StockPlace = {
      warehouseId: dal,
      vendorProductId: item,
      location: 'A-01-1',
      lotNumber: 'L1',
    };
    await change((l) => l.add(place, 10, { kind: 'receipt', reason: 'test' }));
    await change((l) => l.remove(place, 3, { kind: 'remove', reason: 'damaged in handling' }));
    await change((l) => l.count(place, 9, { kind: 'count', reason: 'cycle count' }));
    expect(await stockOf(item)).toEqual({ onHand: 9, allocated: 0, available: 9 });
    const rows = await db()
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.vendorProductId, item))
      .orderBy(stockLedger.id);
    expect(rows.map((r) => [r.kind, r.quantityDelta, r.countedQuantity, r.variance])).toEqual([
      ['receipt', 10, null, null],
      ['remove', -3, null, null],
      ['count', 2, 9, 2],
    ]);
    expect(rows.every((r) => r.userId === userId && r.reason.length > 0)).toBe(true);
    await expectConsistent();
  });

  it('refuses to remove more than is available, and changes nothing', async () => {
    const item = await newItem();
    const place: StockPlace = { warehouseId: dal, vendorProductId: item, location: 'A-02-1' };
    await change((l) => l.add(place, 5, { kind: 'receipt', reason: 'test' }));
    await change((l) =>
      l.allocate(
        { warehouseId: dal, vendorProductId: item, quantity: 2 },
        { type: 'test', id: 'o1' },
        'order',
      ),
    );
    const error = change((l) => l.remove(place, 4, { kind: 'remove', reason: 'too much' }));
    await expect(error).rejects.toMatchObject({ statusCode: 409, error: 'not_enough_stock' });
    expect(await stockOf(item)).toEqual({ onHand: 5, allocated: 2, available: 3 });
    await expect(
      change((l) => l.count(place, 1, { kind: 'count', reason: 'below allocated' })),
    ).rejects.toMatchObject({
      statusCode: 409,
    });
    await expectConsistent();
  });

  it('moves stock between buckets; quarantined stock cannot be allocated', async () => {
    const item = await newItem();
    const place: StockPlace = { warehouseId: dal, vendorProductId: item, location: 'Q-1' };
    await change((l) => l.add(place, 6, { kind: 'receipt', reason: 'test' }));
    await change((l) => l.moveBucket(place, 'quarantine', 4, { kind: 'status_move', reason: 'inspection' }));
    expect(await stockOf(item)).toEqual({ onHand: 2, allocated: 0, available: 2 });
    await expect(
      change((l) =>
        l.allocate(
          { warehouseId: dal, vendorProductId: item, quantity: 3 },
          { type: 'test', id: 'q' },
          'order',
        ),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect((await balances(item)).map((b) => [b.bucket, b.quantity])).toEqual([
      ['available', 2],
      ['quarantine', 4],
    ]);
    await expectConsistent();
  });

  it('allocates first expiry first out, releases, and ships what is allocated', async () => {
    const item = await newItem();
    const lot = (lotNumber: string, expirationDate: string | null): StockPlace => ({
      warehouseId: dal,
      vendorProductId: item,
      location: `E-${lotNumber}`,
      lotNumber,
      expirationDate,
    });
    await change(async (l) => {
      await l.add(lot('LATE', '2027-06-01'), 5, { kind: 'receipt', reason: 'test' });
      await l.add(lot('NONE', null), 5, { kind: 'receipt', reason: 'test' });
      await l.add(lot('EARLY', '2027-01-01'), 3, { kind: 'receipt', reason: 'test' });
    });
    const order = { type: 'fulfillment_order', id: 'FO-1' };
    const made = await change((l) =>
      l.allocate({ warehouseId: dal, vendorProductId: item, quantity: 6 }, order, 'order'),
    );
    const byId = new Map((await balances(item)).map((b) => [b.id, b.lotNumber]));
    expect(made.map((a) => [byId.get(a.balanceId), a.quantity])).toEqual([
      ['EARLY', 3],
      ['LATE', 3],
    ]);
    expect(await stockOf(item)).toEqual({ onHand: 13, allocated: 6, available: 7 });
    await change((l) => l.release(order, 'undo'));
    expect(await stockOf(item)).toEqual({ onHand: 13, allocated: 0, available: 13 });
    await change((l) => l.allocate({ warehouseId: dal, vendorProductId: item, quantity: 4 }, order, 'order'));
    await change((l) => l.ship(order, 'shipped'));
    expect(await stockOf(item)).toEqual({ onHand: 9, allocated: 0, available: 9 });
    await expect(change((l) => l.ship(order, 'again'))).rejects.toMatchObject({ statusCode: 409 });
    await expectConsistent();
  });

  it('sends a transfer into transit at the destination and receives it there', async () => {
    const item = await newItem();
    const source = { type: 'warehouse_transfer', id: `T-${item}` };
    await change((l) =>
      l.add({ warehouseId: dal, vendorProductId: item, location: 'A-1', lotNumber: 'LT' }, 10, {
        kind: 'receipt',
        reason: 'test',
      }),
    );
    await change((l) =>
      l.allocate({ warehouseId: dal, vendorProductId: item, quantity: 7 }, source, 'transfer'),
    );
    await change((l) => l.transferOut(source, rno, 'left DAL'));
    const inTransit = (await balances(item)).find((b) => b.bucket === 'in_transit')!;
    expect(inTransit).toMatchObject({ warehouseId: rno, quantity: 7, lotNumber: 'LT' });
    expect(await stockOf(item, dal)).toEqual({ onHand: 3, allocated: 0, available: 3 });
    await change((l) =>
      l.transferIn(
        { lotNumber: 'LT', expirationDate: null },
        { warehouseId: rno, vendorProductId: item, location: 'R-1', lotNumber: 'LT' },
        5,
        source,
        'arrived',
      ),
    );
    expect(await stockOf(item, rno)).toEqual({ onHand: 5, allocated: 0, available: 5 });
    expect((await balances(item)).find((b) => b.bucket === 'in_transit')!.quantity).toBe(2);
    await expect(
      change((l) =>
        l.transferIn(
          { lotNumber: 'LT', expirationDate: null },
          { warehouseId: rno, vendorProductId: item, location: 'R-1', lotNumber: 'LT' },
          3,
          source,
          'more than sent',
        ),
      ),
    ).rejects.toMatchObject({ statusCode: 409 });
    await expectConsistent();
  });

  it('publishes WarehouseProductUpdated after commit, and nothing for a rolled-back change', async () => {
    const item = await newItem();
    published.length = 0;
    await change((l) =>
      l.add({ warehouseId: dal, vendorProductId: item }, 1, { kind: 'receipt', reason: 'test' }),
    );
    expect(published).toEqual([
      { type: 'WarehouseProductUpdated', warehouseId: dal, vendorProductId: item, vendorId },
    ]);
    published.length = 0;
    await expect(
      change((l) =>
        l.remove({ warehouseId: dal, vendorProductId: item }, 2, { kind: 'remove', reason: 'x' }),
      ),
    ).rejects.toThrow();
    expect(published).toEqual([]);
  });

  it('keeps the item’s stock level (out of stock, low, in stock)', async () => {
    const item = await newItem();
    const level = async () =>
      (
        await db()
          .select({ s: vendorProducts.inventoryStatus })
          .from(vendorProducts)
          .where(eq(vendorProducts.id, item))
      )[0]!.s;
    await change((l) =>
      l.add({ warehouseId: dal, vendorProductId: item }, 3, { kind: 'receipt', reason: 'test' }),
    );
    expect(await level()).toBe(1);
    await change((l) =>
      l.add({ warehouseId: rno, vendorProductId: item }, 30, { kind: 'receipt', reason: 'test' }),
    );
    expect(await level()).toBe(2);
    await change(async (l) => {
      await l.remove({ warehouseId: dal, vendorProductId: item }, 3, { kind: 'remove', reason: 'x' });
      await l.remove({ warehouseId: rno, vendorProductId: item }, 30, { kind: 'remove', reason: 'x' });
    });
    expect(await level()).toBe(0);
  });
});

describe('under concurrency', () => {
  it('200 parallel allocations of 1 unit with 100 on hand: exactly 100 succeed, the rest answer 409', async () => {
    const item = await newItem();
    await change((l) =>
      l.add({ warehouseId: dal, vendorProductId: item, location: 'C-1' }, 100, {
        kind: 'receipt',
        reason: 'test',
      }),
    );
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        statusOf(
          change((l) =>
            l.allocate(
              { warehouseId: dal, vendorProductId: item, quantity: 1 },
              { type: 'test', id: `race-${i}` },
              'race',
            ),
          ),
        ),
      ),
    );
    expect(results.filter((s) => s === 200)).toHaveLength(100);
    expect(results.filter((s) => s === 409)).toHaveLength(100);
    expect(await stockOf(item)).toEqual({ onHand: 100, allocated: 100, available: 0 });
    await expectConsistent();
  });

  it('parallel receipts all land', async () => {
    const item = await newItem();
    await Promise.all(
      Array.from({ length: 50 }, () =>
        change((l) =>
          l.add({ warehouseId: dal, vendorProductId: item, location: 'R-1' }, 2, {
            kind: 'receipt',
            reason: 'test',
          }),
        ),
      ),
    );
    expect(await stockOf(item)).toEqual({ onHand: 100, allocated: 0, available: 100 });
    await expectConsistent();
  });

  it('a transfer racing a direct removal never takes the same units', async () => {
    const item = await newItem();
    const place: StockPlace = { warehouseId: dal, vendorProductId: item, location: 'X-1' };
    await change((l) => l.add(place, 10, { kind: 'receipt', reason: 'test' }));
    const transfer = { type: 'warehouse_transfer', id: `race-${item}` };
    const [moved, removed] = await Promise.all([
      statusOf(
        change(async (l) => {
          await l.allocate({ warehouseId: dal, vendorProductId: item, quantity: 7 }, transfer, 'transfer');
          await l.transferOut(transfer, rno, 'left');
        }),
      ),
      statusOf(change((l) => l.remove(place, 7, { kind: 'remove', reason: 'damaged' }))),
    ]);
    // Exactly one of them gets the 7 units; the other is refused whole.
    expect([moved, removed].sort()).toEqual([200, 409]);
    expect((await stockOf(item)).onHand).toBe(3);
    await expectConsistent();
  });

  it('a retried request with the same idempotency key applies once, even when the retries race', async () => {
    const item = await newItem();
    const key = `receipt-${item}`;
    const receive = () =>
      db().transaction((tx) =>
        withIdempotency(tx, key, 'test receipt', userId, async () => {
          const { StockLedger } = await import('../../server/modules/inventory/stock-ledger.service');
          const b = await new StockLedger(tx, userId).add({ warehouseId: dal, vendorProductId: item }, 5, {
            kind: 'receipt',
            reason: 'test',
          });
          return { balanceId: b.id };
        }),
      );
    const answers = await Promise.all([receive(), receive(), receive()]);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.result.balanceId)).size).toBe(1);
    expect((await stockOf(item)).onHand).toBe(5);
    const other = db().transaction((tx) =>
      withIdempotency(tx, key, 'another operation', userId, async () => ({})),
    );
    await expect(other).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('the integrity watchdog', () => {
  it('finds a balance that drifted from its ledger and repairs it with a logged ledger row', async () => {
    const item = await newItem();
    await change((l) =>
      l.add({ warehouseId: dal, vendorProductId: item, location: 'W-1' }, 8, {
        kind: 'receipt',
        reason: 'test',
      }),
    );
    // Someone edits the balance behind the ledger's back.
    await db()
      .update(warehouseProductLocations)
      .set({ quantity: 11 })
      .where(
        and(
          eq(warehouseProductLocations.vendorProductId, item),
          eq(warehouseProductLocations.location, 'W-1'),
        ),
      );
    const [drift] = await findStockDrift(db());
    expect(drift).toMatchObject({
      vendorProductId: item,
      quantity: 11,
      ledgerQuantity: 8,
      problems: ['ledger'],
      repairable: true,
    });
    const answer = await repairStockDrift(db(), events, userId, drift!.balanceId);
    expect(answer.repaired).toBe(true);
    await expectConsistent();
    const [repair] = await db()
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.vendorProductId, item), eq(stockLedger.kind, 'repair')));
    expect(repair).toMatchObject({ quantityDelta: 3, userId, reason: 'Integrity repair: ledger' });
  });

  it('repairs allocated that does not match the open allocations', async () => {
    const item = await newItem();
    await change((l) =>
      l.add({ warehouseId: dal, vendorProductId: item, location: 'W-2' }, 8, {
        kind: 'receipt',
        reason: 'test',
      }),
    );
    await change((l) =>
      l.allocate(
        { warehouseId: dal, vendorProductId: item, quantity: 2 },
        { type: 'test', id: `w2-${item}` },
        'order',
      ),
    );
    await db().execute(
      sql`update stock_allocations set status = 'released' where source_id = ${`w2-${item}`}`,
    );
    const [drift] = await findStockDrift(db());
    expect(drift).toMatchObject({ vendorProductId: item, problems: ['allocations'] });
    await repairStockDrift(db(), events, userId, drift!.balanceId);
    await expectConsistent();
    expect(await stockOf(item)).toEqual({ onHand: 8, allocated: 0, available: 8 });
  });
});
