/**
 * Retrying and discarding virtual orders (src/domain/virtual-order.lifecycle.ts). A retry runs the
 * stored payload through order intake again, in one transaction with the virtual order locked
 * (FOR UPDATE), so two retries never place it twice: the second finds it Placed and answers its order.
 * Intake runs in a savepoint of that transaction, so a refusal (the storefront still disabled, the store
 * still unknown, the payload still invalid) rolls back whatever intake wrote and is recorded on the
 * virtual order instead: one more attempt, its time and the error; it stays Pending. The order's events
 * are published after the commit. Retry-all takes each virtual order in its own transaction, skipping
 * (and reporting) one that another retry holds at that moment (SKIP LOCKED), so one refusal never
 * undoes the others. Each retry and discard is an action-log row (the virtual order's history).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  VirtualOrderRetryAllInput,
  VirtualOrderRetryResult,
} from '../../../src/domain/contracts/virtual-orders';
import { orderIntakeSchema } from '../../../src/domain/resources/order.schema';
import { orderStatusLabel } from '../../../src/domain/order.lifecycle';
import {
  RETRY_ALL_LIMIT,
  VIRTUAL_ORDER_STATUS,
  statusAfterDiscard,
  statusAfterRetry,
  stepRefusal,
  type RetryOutcome,
} from '../../../src/domain/virtual-order.lifecycle';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { findVisibleProject, scopeCondition } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { orders, stores, virtualOrders } from '../../db/schema';
import type { DomainEvent, DomainEvents } from '../../events/domain-events';
import { badRequest, HttpError, notFound, validateBody } from '../../http/errors';
import { intakeInTransaction, type IntakeResult } from '../orders/order-intake.service';
import { readShipStationOrder, createShipStationOrder } from '../orders/shipstation-intake.service';
import { isShipStationOrder } from '../../integrations/shipping-tool/order-payload';
import { fixedClock, type Clock } from '../../clock';
import { VIRTUAL_ORDERS_RESOURCE, virtualOrderRow, virtualOrderScope } from './virtual-orders.queries';

export interface VirtualOrderContext {
  db: Db;
  events: DomainEvents;
  clock: Clock;
  user: AuthUser;
}

type VirtualOrder = typeof virtualOrders.$inferSelect;

/** A retry's store: the payload's (undefined), another store of the storefront, or none (null). */
export type StoreChoice = number | null | undefined;

const illegalTransition = (message: string) => new HttpError(409, 'illegal_transition', message);

/** The virtual order in the user's scope, locked; null when missing (or, skipping, held by another retry). */
async function lockInScope(tx: Tx, user: AuthUser, id: number, skipLocked = false) {
  const query = tx
    .select()
    .from(virtualOrders)
    .where(and(eq(virtualOrders.id, id), scopeCondition(virtualOrderScope, user)));
  const [row] = await (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
  return row ?? null;
}

/** An error as the virtual order keeps it: the message and the field messages. */
function errorText(error: unknown): string {
  if (error instanceof HttpError) {
    const fields = Object.entries(error.fields ?? {}).map(([field, message]) => `${field}: ${message}`);
    return fields.length ? `${error.message} ${fields.join('; ')}` : error.message;
  }
  return `The retry failed unexpectedly: ${(error as Error)?.message ?? String(error)}`;
}

const resultOf = (
  row: Pick<VirtualOrder, 'id' | 'orderNumber'>,
  outcome: RetryOutcome,
  message: string,
  orderId: number | null = null,
): VirtualOrderRetryResult => ({ id: row.id, orderNumber: row.orderNumber, outcome, message, orderId });

function intakeResultOf(row: VirtualOrder, intake: IntakeResult): VirtualOrderRetryResult {
  const { order } = intake;
  if (intake.outcome === 'created')
    return resultOf(
      row,
      'placed',
      `Placed as order ${order.orderNumber} (${orderStatusLabel(order.orderStatus)}).`,
      order.id,
    );
  if (intake.outcome === 'replayed')
    return resultOf(
      row,
      'replayed',
      `The same order was already received: order ${order.orderNumber}.`,
      order.id,
    );
  return resultOf(
    row,
    'duplicate',
    `Order number ${order.orderNumber} was already taken with other content: that order is held as a duplicate for someone to check.`,
    order.id,
  );
}

/** What the action log keeps of a virtual order (never its payload, which does not change). */
const summary = (row: VirtualOrder) => ({
  status: row.status,
  reasonCode: row.reasonCode,
  attempts: row.attempts,
  lastError: row.lastError,
  orderId: row.orderId,
});

/** A placed virtual order retried again: its order (a retry is idempotent). */
async function alreadyPlaced(tx: Tx, row: VirtualOrder): Promise<VirtualOrderRetryResult> {
  const [order] = row.orderId
    ? await tx.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.id, row.orderId))
    : [];
  return resultOf(
    row,
    'replayed',
    `Already placed as order ${order?.orderNumber ?? row.orderId}.`,
    row.orderId,
  );
}

/** One retry of a locked virtual order, in the caller's transaction; the events are for after the commit. */
async function retryLocked(
  tx: Tx,
  user: AuthUser,
  row: VirtualOrder,
  at: Date,
  storeId: StoreChoice = undefined,
): Promise<{ result: VirtualOrderRetryResult; events: DomainEvent[] }> {
  if (row.status === VIRTUAL_ORDER_STATUS.Placed) return { result: await alreadyPlaced(tx, row), events: [] };
  const refusal = stepRefusal(row, 'retry');
  if (refusal) return { result: resultOf(row, 'failed', refusal), events: [] };

  const body = { ...row.payload, projectId: row.projectId, ...(storeId === undefined ? {} : { storeId }) };
  let taken: { intake: IntakeResult; events: DomainEvent[] } | { error: unknown };
  try {
    const source = { channel: 'retry' as const, userId: user.id, at };
    // A payload in ShipStation's shape (issue 20) is read as the public intake read it.
    const done = isShipStationOrder(row.payload)
      ? await tx.transaction(async (savepoint) =>
          createShipStationOrder(
            savepoint,
            await readShipStationOrder(savepoint, row.projectId, row.payload),
            source,
            fixedClock(at),
          ),
        )
      : await tx.transaction(async (savepoint) =>
          intakeInTransaction(savepoint, await validateBody(orderIntakeSchema, body), source),
        );
    taken = { intake: done.result, events: done.events };
  } catch (error) {
    taken = { error };
  }
  const placed = 'intake' in taken;
  const result =
    'intake' in taken ? intakeResultOf(row, taken.intake) : resultOf(row, 'failed', errorText(taken.error));
  const [after] = await tx
    .update(virtualOrders)
    .set({
      status: statusAfterRetry(placed),
      orderId: result.orderId ?? row.orderId,
      attempts: sql`${virtualOrders.attempts} + 1`,
      lastAttemptAt: at,
      lastError: placed ? null : result.message,
      version: sql`${virtualOrders.version} + 1`,
      updatedAt: at,
    })
    .where(eq(virtualOrders.id, row.id))
    .returning();
  await recordAction(tx, {
    actorId: user.id,
    resource: VIRTUAL_ORDERS_RESOURCE,
    resourceId: row.id,
    action: 'retry',
    before: summary(row),
    after: { ...summary(after!), result: { outcome: result.outcome, message: result.message } },
    projectId: row.projectId,
    at,
  });
  return { result, events: 'events' in taken ? taken.events : [] };
}

/** The store a retry names instead of the payload's: only for an unknown store, and one of the storefront's. */
async function checkStoreChoice(tx: Tx, row: VirtualOrder, storeId: StoreChoice) {
  if (storeId === undefined || row.status !== VIRTUAL_ORDER_STATUS.Pending) return;
  if (row.reasonCode !== 'unknown_store')
    throw badRequest('Some fields are not valid.', {
      storeId: 'Only a virtual order kept for an unknown store takes another store',
    });
  if (storeId === null) return;
  const [store] = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.projectId, row.projectId)));
  if (!store)
    throw badRequest('Some fields are not valid.', { storeId: 'Choose a store of this storefront' });
}

/** Retries one virtual order (404 outside the scope, 409 when discarded); answers its result. */
export async function retryVirtualOrder(ctx: VirtualOrderContext, id: number, storeId: StoreChoice) {
  const { db, user, clock, events } = ctx;
  const { result, published } = await db.transaction(async (tx) => {
    const row = await lockInScope(tx, user, id);
    if (!row) throw notFound('Virtual order');
    if (row.status !== VIRTUAL_ORDER_STATUS.Placed) {
      const refusal = stepRefusal(row, 'retry');
      if (refusal) throw illegalTransition(refusal);
    }
    await checkStoreChoice(tx, row, storeId);
    const done = await retryLocked(tx, user, row, clock.now(), storeId);
    return { result: done.result, published: done.events };
  });
  for (const event of published) events.publish(event);
  return { result, virtualOrder: await virtualOrderRow(db, user, id) };
}

/**
 * Retries many virtual orders: the chosen ones (ids), or the Pending ones of a storefront, oldest
 * first, at most RETRY_ALL_LIMIT; a result per virtual order, each in its own transaction.
 */
export async function retryVirtualOrders(ctx: VirtualOrderContext, input: VirtualOrderRetryAllInput) {
  const { db, user, clock, events } = ctx;
  const ids = input.ids?.length ? [...new Set(input.ids)] : null;
  const projectId = input.projectId ?? null;
  if (!ids && projectId === null)
    throw badRequest('Some fields are not valid.', {
      projectId: 'Choose a storefront, or the virtual orders to retry',
    });
  if (projectId !== null && !(await findVisibleProject(db as Tx, user, projectId)))
    throw badRequest('Some fields are not valid.', { projectId: 'Choose a storefront you have access to' });

  const inScope = and(
    scopeCondition(virtualOrderScope, user),
    projectId === null ? undefined : eq(virtualOrders.projectId, projectId),
  );
  const candidates = await db
    .select({ id: virtualOrders.id, orderNumber: virtualOrders.orderNumber })
    .from(virtualOrders)
    .where(
      ids
        ? and(inScope, inArray(virtualOrders.id, ids))
        : and(inScope, eq(virtualOrders.status, VIRTUAL_ORDER_STATUS.Pending)),
    )
    .orderBy(asc(virtualOrders.receivedAt), asc(virtualOrders.id))
    .limit(RETRY_ALL_LIMIT);
  const byId = new Map(candidates.map((c) => [c.id, c]));

  const results: VirtualOrderRetryResult[] = [];
  for (const id of ids ?? candidates.map((c) => c.id)) {
    const candidate = byId.get(id);
    if (!candidate) {
      results.push(resultOf({ id, orderNumber: null }, 'failed', 'Virtual order not found.'));
      continue;
    }
    const { result, published } = await db.transaction(async (tx) => {
      const row = await lockInScope(tx, user, id, true);
      if (!row)
        return {
          result: resultOf(
            candidate,
            'failed',
            'Being retried elsewhere at this moment: see its status shortly.',
          ),
          published: [],
        };
      const done = await retryLocked(tx, user, row, clock.now());
      return { result: done.result, published: done.events };
    });
    for (const event of published) events.publish(event);
    results.push(result);
  }
  return { results };
}

/** Discards a Pending virtual order (again: the same answer); 409 for a placed one. */
export async function discardVirtualOrder(ctx: VirtualOrderContext, id: number) {
  const { db, user, clock } = ctx;
  await db.transaction(async (tx) => {
    const row = await lockInScope(tx, user, id);
    if (!row) throw notFound('Virtual order');
    if (row.status === statusAfterDiscard) return;
    const refusal = stepRefusal(row, 'discard');
    if (refusal) throw illegalTransition(refusal);
    const at = clock.now();
    const [after] = await tx
      .update(virtualOrders)
      .set({ status: statusAfterDiscard, version: sql`${virtualOrders.version} + 1`, updatedAt: at })
      .where(eq(virtualOrders.id, id))
      .returning();
    await recordAction(tx, {
      actorId: user.id,
      resource: VIRTUAL_ORDERS_RESOURCE,
      resourceId: id,
      action: 'discard',
      before: summary(row),
      after: summary(after!),
      projectId: row.projectId,
      at,
    });
  });
  return virtualOrderRow(db, user, id);
}
