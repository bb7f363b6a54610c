/**
 * How hub traffic reaches the other server processes on the same database. Every process delivers
 * to its own connections directly; the bus only tells the others. On PostgreSQL that is
 * LISTEN/NOTIFY (pg-event-bus.ts); PGlite is embedded in one process, so there is nobody to tell.
 */
import type { Database } from '../db/client';
import type { DomainEvent } from '../events/domain-events';
import { PgEventBus, type BusLogger } from './pg-event-bus';

export type HubBusMessage =
  /** A domain event published in another process (DomainEvents re-emits it locally). */
  | { kind: 'event'; event: DomainEvent }
  /** Hub.sendToUsers from another process. */
  | { kind: 'send'; userIds: string[]; method: string; args: unknown[] }
  /** Hub.closeUser from another process (disable). */
  | { kind: 'closeUser'; userId: string; reason: string }
  /** Sessions revoked in another process (logout). */
  | { kind: 'closeSessions'; sessionIds: string[]; reason: string };

export interface HubBus {
  /** Tells the other processes; never delivers back to this one. */
  publish(message: HubBusMessage): void;
  /** Messages from the other processes. */
  subscribe(listener: (message: HubBusMessage) => void): () => void;
  close(): Promise<void>;
}

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
