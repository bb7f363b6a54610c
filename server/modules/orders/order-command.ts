/**
 * The one way an order changes (DESIGN.md §3). runOrderCommand, in ONE transaction: locks the order
 * (in the acting user's scope: 404 outside it), checks the version the client acted on, refuses what
 * the lifecycle refuses (409, nothing written), runs the command's work with the stock ledger (the
 * work writes the timeline rows through saveOrder), and records an action-log row for every order
 * the command changed or created. After commit it publishes the stock events and OrderUpdated for
 * those orders. A deadlock or serialization failure runs the whole command again (stock-changes).
 *
 * A command never steers by exceptions: what it could not do but did instead (a send that holds the
 * order NOT_ENOUGH_INVENTORY) is part of what its work answers. Every order action, the bulk update
 * and hold expiry run through here; intake creates orders and records its own rows.
 */
import { orderRefusal, type OrderAction } from '../../../src/domain/order.lifecycle';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import { changeStock, changeStockWithin } from '../inventory/stock-changes';
import type { StockLedger } from '../inventory/stock-ledger';
import { checkVersion, illegalTransition, lockOrder, orderUpdated, type Order } from './order-records';

/** What an order service is handed: the database, the domain events, and who acts (null: the system). */
export interface OrderContext {
  db: Db;
  events: DomainEvents;
  user: AuthUser | null;
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

function refusalOf(command: OrderCommand<Changed>, order: Order): string | null {
  if (order.isArchived && !command.archivedToo) return 'An archived order cannot change. Unarchive it first.';
  return command.step ? orderRefusal(command.step, order.orderStatus) : null;
}

/** Locks, checks, refuses, works and records; answers the result and the orders that changed. */
async function execute<R extends Changed>(
  scope: CommandScope,
  target: OrderTarget,
  command: OrderCommand<R>,
): Promise<{ result: R; changed: Order[] }> {
  const before = await lockOrder(scope.tx, scope.user, target.id);
  checkVersion(before, target.version);
  const refusal = refusalOf(command, before);
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
  const { result, changed } = await changeStock(ctx.db, ctx.events, userId, (ledger, tx) =>
    execute({ tx, ledger, user: ctx.user, userId }, target, command),
  );
  for (const order of changed) ctx.events.publish(orderUpdated(order));
  return result;
}

/**
 * Runs a command as the system inside a caller's transaction (the demo seed builds its orders with
 * the steps people take); the caller publishes nothing, as no one listens while it builds.
 */
export async function runOrderCommandWithin<R extends Changed>(
  tx: Tx,
  target: OrderTarget,
  command: OrderCommand<R>,
): Promise<R> {
  const { result } = await changeStockWithin(tx, null, (ledger) =>
    execute({ tx, ledger, user: null, userId: null }, target, command),
  );
  return result.result;
}
