/**
 * How every caller moves stock: one transaction around a StockLedger, retried when PostgreSQL breaks
 * a deadlock or a serialization conflict (the transaction rolled back whole, so running it again is
 * safe), with the touched items' stock levels refreshed inside it and their events published after
 * it commits.
 */
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { warehouses } from '../../db/schema';
import type { DomainEvent, DomainEvents } from '../../events/domain-events';
import { StockLedger } from './stock-ledger';

const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 4;

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** WarehouseProductUpdated per touched item; WmsProductUpdated too where the warehouse is the external system's. */
export async function stockEventsOf(tx: Tx, ledger: StockLedger): Promise<DomainEvent[]> {
  const touched = [...ledger.touched.values()];
  if (touched.length === 0) return [];
  const external = new Set(
    (
      await tx
        .select({ id: warehouses.id, wmsType: warehouses.wmsType })
        .from(warehouses)
        .where(inArray(warehouses.id, [...new Set(touched.map((t) => t.warehouseId))]))
    )
      .filter((w) => w.wmsType === 2)
      .map((w) => w.id),
  );
  return touched.flatMap((t): DomainEvent[] => [
    { type: 'WarehouseProductUpdated', ...t },
    ...(external.has(t.warehouseId) ? [{ type: 'WmsProductUpdated' as const, ...t }] : []),
  ]);
}

export async function changeStock<T>(
  db: Db,
  events: DomainEvents,
  userId: string | null,
  work: (ledger: StockLedger, tx: Tx) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { result, published } = await db.transaction(async (tx) => {
        const ledger = new StockLedger(tx, userId);
        const result = await work(ledger, tx);
        await ledger.refreshInventoryStatus();
        return { result, published: await stockEventsOf(tx, ledger) };
      });
      for (const event of published) events.publish(event);
      return result;
    } catch (err) {
      const code = pgCode(err);
      if (attempt < MAX_ATTEMPTS && code && RETRYABLE.has(code)) continue;
      throw err;
    }
  }
}
