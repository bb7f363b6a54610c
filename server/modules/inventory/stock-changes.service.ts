/**
 * How every caller moves stock: one transaction around a StockLedger, retried when PostgreSQL breaks
 * a deadlock or a serialization conflict (the transaction rolled back whole, so running it again is
 * safe), with the touched items' stock levels refreshed inside it and their events published after
 * it commits.
 */
import { fixedClock, systemClock, type Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import type { DomainEvent, DomainEvents } from '../../events/domain-events';
import { StockLedger } from './stock-ledger.service';
import { externalWarehouseIds } from './stock.queries';

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
  const external = await externalWarehouseIds(
    tx,
    touched.map((t) => t.warehouseId),
  );
  return touched.flatMap((t): DomainEvent[] => [
    { type: 'WarehouseProductUpdated', ...t },
    ...(external.has(t.warehouseId) ? [{ type: 'WmsProductUpdated' as const, ...t }] : []),
  ]);
}

/**
 * `work` with a ledger inside the caller's transaction (the order command runner, the demo seed):
 * answers its result and the stock events to publish once that transaction commits. The change
 * happens at one instant, read from `clock` (the context's) when it starts, as the database's now()
 * is one per transaction: the ledger stamps its rows with it and `work` reads it at `ledger.clock`.
 */
export async function changeStockWithin<T>(
  tx: Tx,
  userId: string | null,
  work: (ledger: StockLedger, tx: Tx) => Promise<T>,
  clock: Clock = systemClock,
): Promise<{ result: T; events: DomainEvent[] }> {
  const ledger = new StockLedger(tx, userId, fixedClock(clock.now()));
  const result = await work(ledger, tx);
  await ledger.refreshInventoryStatus();
  return { result, events: await stockEventsOf(tx, ledger) };
}

export async function changeStock<T>(
  db: Db,
  events: DomainEvents,
  userId: string | null,
  work: (ledger: StockLedger, tx: Tx) => Promise<T>,
  clock: Clock = systemClock,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { result, events: published } = await db.transaction((tx) =>
        changeStockWithin(tx, userId, work, clock),
      );
      for (const event of published) events.publish(event);
      return result;
    } catch (err) {
      const code = pgCode(err);
      if (attempt < MAX_ATTEMPTS && code && RETRYABLE.has(code)) continue;
      throw err;
    }
  }
}
