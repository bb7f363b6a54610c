/**
 * Step e of a 3PL sync: the WMS's inventory adjustments since the cursor. Each is kept in
 * tpl_adjustments once (ON CONFLICT on the connection and its WMS id does nothing), and one seen for
 * the first time whose facility is mapped to a warehouse, customer to a vendor and SKU to that
 * vendor's item becomes a direct inventory update (add or remove, the WMS's reference kept) that moves
 * our stock through the ledger, in the same transaction, linked from the adjustment. An adjustment
 * our stock cannot take (more removed than is available) is kept without one and counted refused;
 * the drift check then shows it among the WMS's unmatched events.
 */
import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tplAdjustments, vendorProducts } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PulledAdjustment } from '../../integrations/tpl-wms/records';
import { recordDirectUpdate, type NewDirectUpdate } from '../inventory/direct-updates.service';
import { changeStock } from '../inventory/stock-changes.service';
import type { StockLedger } from '../inventory/stock-ledger.service';
import { customersOf, facilitiesOf } from './tpl-mapping.queries';
import { advanceCursor, sinceOf } from './wms-cursors.service';
import type { StepCounts, TplRun } from './wms-sync.types';

type Adjustment = typeof tplAdjustments.$inferSelect;

const CHUNK = 500;

/** The direct inventory update an adjustment becomes (quantity in the item's own unit, as the WMS counts). */
export function updateOfAdjustment(
  adjustment: Adjustment & { vendorId: number; warehouseId: number },
  item: { id: number; itemUnit: string },
): NewDirectUpdate {
  return {
    vendorId: adjustment.vendorId,
    warehouseId: adjustment.warehouseId,
    warehouseProductId: item.id,
    type: adjustment.quantity > 0 ? 'add' : 'remove',
    quantity: Math.abs(adjustment.quantity),
    measurementUnit: item.itemUnit,
    referenceNumber: adjustment.referenceNum ?? `WMS adjustment ${adjustment.externalId}`,
    lotNumber: adjustment.lotNumber,
    note: `3PL WMS adjustment ${adjustment.externalId}${adjustment.reason ? `: ${adjustment.reason}` : ''}`,
    createdBy: null,
  };
}

/** The adjustments as rows of tpl_adjustments, with their mapped facility, customer, warehouse and vendor. */
async function rowsOf(tx: Tx, run: TplRun, pulled: readonly PulledAdjustment[]) {
  const { connection, clock } = run;
  const facilities = await facilitiesOf(tx, connection.id);
  const customers = await customersOf(tx, connection.id);
  const now = clock.now();
  return pulled.map((a) => ({
    connectionId: connection.id,
    externalId: a.externalId,
    facilityId: facilities.get(a.facilityId)?.id ?? null,
    customerId: customers.get(a.customerId)?.id ?? null,
    vendorId: customers.get(a.customerId)?.vendorId ?? null,
    warehouseId: facilities.get(a.facilityId)?.warehouseId ?? null,
    sku: a.sku,
    quantity: a.quantity,
    lotNumber: a.lotNumber,
    reason: a.reason,
    referenceNum: a.referenceNum,
    adjustedAt: a.adjustedAt,
    createdAt: now,
    updatedAt: now,
  }));
}

/** The vendor items the adjustments name, by `${vendorId}:${sku}`. */
async function itemsOf(tx: Tx, adjustments: readonly Adjustment[]) {
  const wanted = adjustments.filter((a) => a.vendorId !== null);
  if (wanted.length === 0) return new Map<string, { id: number; itemUnit: string }>();
  const rows = await tx
    .select({
      id: vendorProducts.id,
      vendorId: vendorProducts.vendorId,
      sku: vendorProducts.sku,
      itemUnit: vendorProducts.itemUnit,
    })
    .from(vendorProducts)
    .where(
      or(...wanted.map((a) => and(eq(vendorProducts.vendorId, a.vendorId!), eq(vendorProducts.sku, a.sku)))),
    );
  return new Map(rows.map((r) => [`${r.vendorId}:${r.sku}`, r]));
}

/** Records the update in a savepoint: one the stock cannot take leaves the others standing. */
async function apply(
  tx: Tx,
  ledger: StockLedger,
  adjustment: Adjustment,
  update: NewDirectUpdate,
): Promise<boolean> {
  try {
    await tx.transaction(async (savepoint) => {
      const made = await recordDirectUpdate(savepoint, ledger, update, null);
      await savepoint
        .update(tplAdjustments)
        .set({ directInventoryUpdateId: made.id, updatedAt: ledger.clock.now() })
        .where(eq(tplAdjustments.id, adjustment.id));
    });
    return true;
  } catch (err) {
    if (err instanceof HttpError) return false;
    throw err;
  }
}

export async function pullAdjustments(run: TplRun): Promise<StepCounts> {
  const { db, events, clock, connection } = run;
  const pulled = await run.connector.adjustments(sinceOf(connection, 'adjustments'));
  return changeStock(
    db,
    events,
    null,
    async (ledger, tx) => {
      const counts = { created: 0, applied: 0, unmapped: 0, refused: 0, unchanged: 0 };
      const rows = await rowsOf(tx, run, pulled);
      const inserted: Adjustment[] = [];
      for (let i = 0; i < rows.length; i += CHUNK)
        inserted.push(
          ...(await tx
            .insert(tplAdjustments)
            .values(rows.slice(i, i + CHUNK))
            .onConflictDoNothing()
            .returning()),
        );
      counts.created = inserted.length;
      counts.unchanged = rows.length - inserted.length;
      const items = await itemsOf(tx, inserted);
      for (const adjustment of inserted) {
        const item = items.get(`${adjustment.vendorId}:${adjustment.sku}`);
        const { vendorId, warehouseId } = adjustment;
        if (adjustment.quantity === 0) continue;
        if (!item || vendorId === null || warehouseId === null) {
          counts.unmapped++;
          continue;
        }
        const update = updateOfAdjustment({ ...adjustment, vendorId, warehouseId }, item);
        counts[(await apply(tx, ledger, adjustment, update)) ? 'applied' : 'refused']++;
      }
      const newest = Math.max(...pulled.map((a) => a.adjustedAt.getTime()));
      if (pulled.length) await advanceCursor(tx, connection.id, 'adjustments', new Date(newest));
      return counts;
    },
    clock,
  );
}
