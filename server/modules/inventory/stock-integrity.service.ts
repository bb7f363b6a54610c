/**
 * The integrity watchdog: balances must equal the sum of their ledger rows, allocated must equal the
 * open allocations, and nothing may be negative. It lists every drift; a repair is itself a ledger
 * row (kind 'repair') so the record explains the change. Ledger drift is repaired by recording the
 * missing movement (the balance is what the warehouse has been working with); allocation drift by
 * setting allocated to the open allocations. Negative stock cannot be guessed away: it needs a count.
 */
import { eq, sql } from 'drizzle-orm';
import { systemClock, type Clock } from '../../clock';
import type { Db } from '../../db/client';
import { warehouseProductLocations } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { conflict, notFound } from '../../http/errors';
import { changeStock } from './stock-changes.service';

export interface StockDrift {
  balanceId: number;
  warehouseId: number;
  vendorId: number;
  vendorProductId: number;
  sku: string;
  item: string;
  bucket: string;
  location: string;
  lotNumber: string | null;
  quantity: number;
  quantityAllocated: number;
  ledgerQuantity: number;
  ledgerAllocated: number;
  openAllocated: number;
  problems: ('ledger' | 'allocations' | 'negative')[];
  /** Whether `repair` can fix it (negative stock needs a count instead). */
  repairable: boolean;
}

type Row = Omit<StockDrift, 'problems' | 'repairable'>;

function problemsOf(r: Row): StockDrift['problems'] {
  const problems: StockDrift['problems'] = [];
  if (r.quantity !== r.ledgerQuantity || r.quantityAllocated !== r.ledgerAllocated) problems.push('ledger');
  if (r.quantityAllocated !== r.openAllocated) problems.push('allocations');
  if (r.quantity < 0 || r.quantityAllocated < 0 || r.quantity < r.quantityAllocated)
    problems.push('negative');
  return problems;
}

const driftQuery = (only?: number) => sql`
  select b.id as "balanceId", b.warehouse_id as "warehouseId", b.vendor_id as "vendorId",
         b.vendor_product_id as "vendorProductId", p.sku, p.item, b.bucket, b.location,
         b.lot_number as "lotNumber", b.quantity, b.quantity_allocated as "quantityAllocated",
         coalesce(l.q, 0)::int as "ledgerQuantity", coalesce(l.a, 0)::int as "ledgerAllocated",
         coalesce(al.q, 0)::int as "openAllocated"
  from warehouse_product_locations b
  join vendor_products p on p.id = b.vendor_product_id
  left join (select balance_id, sum(quantity_delta) q, sum(allocated_delta) a
             from stock_ledger group by balance_id) l on l.balance_id = b.id
  left join (select balance_id, sum(quantity) q from stock_allocations
             where status = 'open' group by balance_id) al on al.balance_id = b.id
  where (b.quantity <> coalesce(l.q, 0) or b.quantity_allocated <> coalesce(l.a, 0)
         or b.quantity_allocated <> coalesce(al.q, 0) or b.quantity < b.quantity_allocated or b.quantity < 0)
    ${only === undefined ? sql`` : sql`and b.id = ${only}`}
  order by b.warehouse_id, p.sku, b.id`;

/** Every balance that breaks an invariant (an empty list: the stock is consistent). */
export async function findStockDrift(db: Pick<Db, 'execute'>, only?: number): Promise<StockDrift[]> {
  const rows = ((await db.execute(driftQuery(only))) as unknown as { rows: Row[] }).rows;
  return rows.map((r) => {
    const problems = problemsOf(r);
    const afterRepairAllocated = r.openAllocated;
    return { ...r, problems, repairable: r.quantity >= afterRepairAllocated && r.quantity >= 0 };
  });
}

/** Repairs one drifting balance with logged ledger rows, or refuses (409) when only a count can. */
export async function repairStockDrift(
  db: Db,
  events: DomainEvents,
  userId: string,
  balanceId: number,
  clock: Clock = systemClock,
) {
  return changeStock(
    db,
    events,
    userId,
    async (ledger, tx) => {
      const [locked] = await tx
        .select()
        .from(warehouseProductLocations)
        .where(eq(warehouseProductLocations.id, balanceId))
        .for('update');
      if (!locked) throw notFound('Balance');
      const [drift] = await findStockDrift(tx, balanceId);
      if (!drift) return { repaired: false, message: 'This balance is consistent; nothing to repair.' };
      if (!drift.repairable) {
        throw conflict(
          'This balance is negative or holds more allocated than on hand; count the location to fix it.',
        );
      }
      const reason = `Integrity repair: ${drift.problems.join(', ')}`;
      // 1. Record the movement the ledger misses, so the ledger adds up to the balance again.
      const missingQuantity = drift.quantity - drift.ledgerQuantity;
      const missingAllocated = drift.quantityAllocated - drift.ledgerAllocated;
      if (missingQuantity !== 0 || missingAllocated !== 0) {
        await ledger.record(locked, missingQuantity, missingAllocated, { kind: 'repair', reason });
      }
      // 2. Allocated follows the open allocations (a logged balance change).
      const allocatedFix = drift.openAllocated - drift.quantityAllocated;
      if (allocatedFix !== 0) await ledger.apply(locked, 0, allocatedFix, { kind: 'repair', reason });
      return { repaired: true, message: `Repaired: ${drift.problems.join(', ')}.` };
    },
    clock,
  );
}
