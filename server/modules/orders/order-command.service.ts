/**
 * The one way an order changes (DESIGN.md §3). runOrderCommand, in ONE transaction: locks the order
 * (in the acting user's scope: 404 outside it), checks the version the client acted on, refuses what
 * the lifecycle refuses (409, nothing written), runs the command's work with the stock ledger (the
 * work writes the timeline rows through saveOrder), and records an action-log row for every order
 * the command changed or created. After commit it publishes the stock events and OrderUpdated for
 * those orders. A deadlock or serialization failure runs the whole command again (stock-changes.service).
 *
 * A command never steers by exceptions: what it could not do but did instead (a send that holds the
 * order NOT_ENOUGH_INVENTORY) is part of what its work answers. Every order action, the bulk update
 * and hold expiry run through here; intake creates orders and records its own rows.
 */
import { orderChangeRefusal, type OrderAction } from '../../../src/domain/order.lifecycle';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { systemClock, type Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import { changeStock, changeStockWithin } from '../inventory/stock-changes.service';
import type { StockLedger } from '../inventory/stock-ledger.service';
import {
  checkVersion,
  illegalTransition,
  lockOrder,
  orderUpdated,
  type Order,
} from './order-records.repository';

/**
 * What an order service is handed: the database, the domain events, who acts (null: the system) and
 * the clock the command's rows are stamped by.
 */
export interface OrderContext {
  db: Db;
  events: DomainEvents;
  user: AuthUser | null;
  clock: Clock;
}

/** The order a command runs on, and the version the client acted on (optional). */
export interface OrderTarget {
  id: number;
  version?: unknown;
}

/** What a command's work is handed, inside the transaction. */
export interface CommandScope {
  tx: Tx;
  ledger: StockLedger;
  user: AuthUser | null;
  userId: string | null;
  /** The command's time: every row it writes (timeline, holds, action log, ledger) carries it. */
  at: Date;
}

/** What a command changed: the order, and the order it made (a split's child, a reship). */
export interface Changed {
  order: Order;
  created?: Order;
}

export interface OrderCommand<R extends Changed = Changed> {
  /** The action-log name: the lifecycle action, or 'add-tag', 'archive', 'release-expired-holds', … */
  action: string;
  /** The lifecycle step the order's status must allow; null for what the lifecycle does not govern. */
  step: OrderAction | null;
  /** Archiving and hold expiry act on archived orders too; every other command refuses them. */
  archivedToo?: boolean;
  work: (scope: CommandScope, order: Order) => Promise<R>;
}

/** Locks, checks, refuses, works and records; answers the result and the orders that changed. */
async function execute<R extends Changed>(
  scope: CommandScope,
  target: OrderTarget,
  command: OrderCommand<R>,
): Promise<{ result: R; changed: Order[] }> {
  const before = await lockOrder(scope.tx, scope.user, target.id);
  checkVersion(before, target.version);
  const refusal = orderChangeRefusal(before, command.step, command);
  if (refusal) throw illegalTransition(refusal);
  const result = await command.work(scope, before);
  const changed: Order[] = [];
  // saveOrder bumps the version: an unchanged version means the command found nothing to do.
  for (const [from, to] of [
    [before, result.order],
    [null, result.created],
  ] as const) {
    if (!to || (from && to.version === from.version)) continue;
    changed.push(to);
    await recordAction(scope.tx, {
      actorId: scope.userId,
      resource: 'orders',
      resourceId: to.id,
      action: command.action,
      before: from,
      after: to,
      projectId: to.projectId,
      at: scope.at,
    });
  }
  return { result, changed };
}

/** Runs a command in its own transaction and publishes what changed after commit. */
export async function runOrderCommand<R extends Changed>(
  ctx: OrderContext,
  target: OrderTarget,
  command: OrderCommand<R>,
): Promise<R> {
  const userId = ctx.user?.id ?? null;
  const { result, changed } = await changeStock(
    ctx.db,
    ctx.events,
    userId,
    (ledger, tx) => execute({ tx, ledger, user: ctx.user, userId, at: ledger.clock.now() }, target, command),
    ctx.clock,
  );
  for (const order of changed) ctx.events.publish(orderUpdated(order));
  return result;
}

/**
 * Runs a command as the system inside a caller's transaction, at the clock's time; the caller
 * publishes nothing.
 */
export async function runOrderCommandWithin<R extends Changed>(
  tx: Tx,
  target: OrderTarget,
  command: OrderCommand<R>,
  clock: Clock = systemClock,
): Promise<R> {
  const { result } = await changeStockWithin(
    tx,
    null,
    (ledger) => execute({ tx, ledger, user: null, userId: null, at: ledger.clock.now() }, target, command),
    clock,
  );
  return result.result;
}
