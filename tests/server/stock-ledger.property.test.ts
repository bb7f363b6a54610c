/**
 * A property test over random sequences of receipts, counts, removals, status moves, allocations,
 * releases, shipments and transfers: after every step the ledger invariants hold (balance = sum of
 * the ledger, allocated = open allocations, nothing negative), and a refused step changes nothing.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { vendorProducts, warehouseProductLocations, warehouses } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import { DomainEvents } from '../../server/events/domain-events';
import { changeStock } from '../../server/modules/inventory/stock-changes.service';
import { findStockDrift } from '../../server/modules/inventory/stock-integrity.service';
import type { StockLedger, StockPlace } from '../../server/modules/inventory/stock-ledger.service';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let vendorId: number;
let warehouseIds: number[];
let run = 0;

beforeAll(async () => {
  t = await startTestApp();
  vendorId = (await vendorIdsByCode(t.database.db, ['NWG'])).get('NWG')!;
  warehouseIds = (await t.database.db.select().from(warehouses)).slice(0, 2).map((w) => w.id);
});
afterAll(() => t.close());

const location = fc.constantFrom('A-1', 'B-2');
const warehouse = fc.constantFrom(0, 1);
const quantity = fc.integer({ min: 1, max: 12 });
const document = fc.constantFrom('D1', 'D2', 'D3');

const step = fc.oneof(
  fc.record({ op: fc.constant('add' as const), warehouse, location, quantity }),
  fc.record({ op: fc.constant('remove' as const), warehouse, location, quantity }),
  fc.record({
    op: fc.constant('count' as const),
    warehouse,
    location,
    counted: fc.integer({ min: 0, max: 20 }),
  }),
  fc.record({ op: fc.constant('quarantine' as const), warehouse, location, quantity }),
  fc.record({ op: fc.constant('allocate' as const), warehouse, quantity, document }),
  fc.record({ op: fc.constant('release' as const), document }),
  fc.record({ op: fc.constant('ship' as const), document }),
  fc.record({ op: fc.constant('transferOut' as const), document }),
  fc.record({ op: fc.constant('transferIn' as const), location, quantity }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

async function apply(l: StockLedger, item: number, s: Step): Promise<unknown> {
  const at = (w: number, loc: string): StockPlace => ({
    warehouseId: warehouseIds[w]!,
    vendorProductId: item,
    location: loc,
  });
  const movement = { kind: s.op, reason: 'property test' };
  const source = 'document' in s ? { type: 'test', id: `${item}-${s.document}` } : null;
  switch (s.op) {
    case 'add':
      return l.add(at(s.warehouse, s.location), s.quantity, movement);
    case 'remove':
      return l.remove(at(s.warehouse, s.location), s.quantity, movement);
    case 'count':
      return l.count(at(s.warehouse, s.location), s.counted, movement);
    case 'quarantine':
      return l.moveBucket(at(s.warehouse, s.location), 'quarantine', s.quantity, movement);
    case 'allocate':
      return l.allocate(
        { warehouseId: warehouseIds[s.warehouse]!, vendorProductId: item, quantity: s.quantity },
        source!,
        'property test',
      );
    case 'release':
      return l.release(source!, 'property test');
    case 'ship':
      return l.ship(source!, 'property test');
    case 'transferOut':
      return l.transferOut(source!, warehouseIds[1]!, 'property test');
    case 'transferIn':
      return l.transferIn(
        { lotNumber: null, expirationDate: null },
        at(1, s.location),
        s.quantity,
        { type: 'test', id: 'arrival' },
        'property test',
      );
  }
}

const snapshot = (item: number) =>
  t.database.db
    .select()
    .from(warehouseProductLocations)
    .where(eq(warehouseProductLocations.vendorProductId, item))
    .orderBy(warehouseProductLocations.id);

it('keeps the ledger invariants after every step of any sequence', async () => {
  const events = new DomainEvents();
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
      const [product] = await t.database.db
        .insert(vendorProducts)
        .values({ vendorId, sku: `PROP-${++run}-${Date.now()}`, item: 'Property item' })
        .returning();
      const item = product!.id;
      for (const s of steps) {
        const before = await snapshot(item);
        const ok = await changeStock(t.database.db, events, null, (l) => apply(l, item, s)).then(
          () => true,
          (e: { statusCode?: number }) => {
            // Refusals are business answers (409 not enough stock, 400 bad step), never crashes.
            expect([400, 409]).toContain(e.statusCode);
            return false;
          },
        );
        const after = await snapshot(item);
        if (!ok)
          expect(after.map(({ updatedAt: _u, ...b }) => b)).toEqual(
            before.map(({ updatedAt: _u, ...b }) => b),
          );
        expect(after.every((b) => b.quantityAllocated >= 0 && b.quantity >= b.quantityAllocated)).toBe(true);
        expect(await findStockDrift(t.database.db)).toEqual([]);
      }
    }),
    { numRuns: 30 },
  );
});
