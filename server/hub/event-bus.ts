/**
 * How hub traffic reaches the other server processes on the same database. Every process delivers
 * to its own connections directly; the bus only tells the others. On PostgreSQL that is
 * LISTEN/NOTIFY (pg-event-bus.ts); PGlite is embedded in one process, so there is nobody to tell.
 */
import type { Database } from '../db/client';
import type { BusLogger, HubBus } from './hub-bus.types';
import { PgEventBus } from './pg-event-bus';

/** One process owns the database (PGlite): publishing has no one to reach. */
export class LocalBus implements HubBus {
  publish(): void {}
  subscribe(): () => void {
    return () => {};
  }
  async close(): Promise<void> {}
}

/** LISTEN/NOTIFY on PostgreSQL (listening before the app serves), nothing on PGlite. */
export async function createHubBus(database: Database, log: BusLogger): Promise<HubBus> {
  if (database.kind !== 'postgres' || !database.newClient) return new LocalBus();
  const bus = new PgEventBus(database.db, database.newClient, log);
  await bus.start();
  return bus;
}
