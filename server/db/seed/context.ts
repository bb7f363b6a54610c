/**
 * What every scenario builder of the demo seed is handed: the transaction, the moving clock the
 * services stamp their rows with, who is who (vendors, warehouses, users as signed-in users), and
 * where the demo history ends (relative dates such as "expected in 9 days" count from there).
 *
 * A builder answers timed steps; the seed runs every builder's steps in time order, moving the clock
 * to each step's time first, so documents, ledger rows and timelines agree in time order.
 */
import { effectivePermissions } from '../../../src/domain/permissions';
import type { AuthUser } from '../../auth/guard';
import type { MovingClock } from '../../clock';
import type { DomainEvents } from '../../events/domain-events';
import type { OrderContext } from '../../modules/orders/order-command.service';
import type { Db, Tx } from '../client';
import type { users } from '../schema';

export const HOUR = 3600_000;
export const DAY = 24 * HOUR;
export const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface SeedContext {
  tx: Tx;
  /** The transaction where a service expects the database: its own transactions become savepoints. */
  db: Db;
  clock: MovingClock;
  /** Nobody listens while the seed builds: the services' events go here and are dropped. */
  events: DomainEvents;
  /** The end of the demo history: a little before the seed runs. */
  end: Date;
  random: () => number;
  pick<T>(list: readonly T[]): T;
  vendorId(code: string): number;
  warehouseId(code: string): number;
  userId(email: string): string;
  /** A demo user as the services see a signed-in one. */
  user(email: string): AuthUser;
  /** The order services' context: a demo user, or the system (null). */
  orderContext(email: string | null): OrderContext;
  /** The time `ms` before the end of the history. */
  ago(ms: number): Date;
  /** createdAt and updatedAt at the clock's time, for the rows a builder inserts itself. */
  stamp(): { createdAt: Date; updatedAt: Date };
}

/** One step of a scenario: what happens at `at`. */
export interface SeedStep {
  at: Date;
  run: () => Promise<void>;
}

/** A scenario builder: its steps, in its own order (the seed merges them by time). */
export type Scenario = (ctx: SeedContext) => Promise<SeedStep[]> | SeedStep[];

/** A small deterministic random source, so every seeded database holds the same demo data. */
export function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function authUserOf(u: typeof users.$inferSelect): AuthUser {
  return {
    id: u.id,
    sessionId: 'demo-seed',
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    timezone: u.timezone,
    roles: u.roles,
    permissions: effectivePermissions(u.roles, u.permissions),
    accessVendorIds: u.accessVendorIds,
    accessWarehouseIds: u.accessWarehouseIds,
    isManager: u.isManager,
  };
}
