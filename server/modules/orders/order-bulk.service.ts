/**
 * Bulk update (spec §6 "bulk update", DESIGN.md §6 `POST /api/common/orders/bulk-update`): one order
 * command on many orders, each run by the command runner in its own transaction, so one order that
 * cannot take it (illegal transition, not in scope, changed meanwhile) is reported and the others go
 * on. The user needs the bulk permission and the action's own one. Has Inventory's release of many
 * orders runs the same way.
 */
import type { BulkAnswer, BulkResult } from '../../../src/domain/contracts/order-answers';
import type { OrderBulkAction } from '../../../src/domain/resources/order.schema';
import { orderTransitions } from '../../../src/domain/order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { badRequest, HttpError } from '../../http/errors';
import {
  archiveCommand,
  holdCommand,
  moveToAwaitingShipmentCommand,
  releaseInventoryHoldsCommand,
  tagCommand,
  unholdCommand,
} from './order-actions.service';
import { runOrderCommand, type Changed, type OrderCommand, type OrderContext } from './order-command.service';
import { cancelCommand, sendCommand } from './order-fulfillment.service';
import { requireAny } from '../../auth/policy';

export interface BulkRequest {
  ids: number[];
  action: OrderBulkAction;
  type: 'operator' | 'client' | 'address' | 'payment' | 'inventory';
  reason?: string | null;
  tag?: string | null;
}

const actionPermission: Record<OrderBulkAction, string> = {
  hold: orderTransitions.hold.permission,
  unhold: orderTransitions.unhold.permission,
  'send-to-fulfillment': orderTransitions['send-to-fulfillment'].permission,
  cancel: orderTransitions.cancel.permission,
  'move-to-awaiting-shipment': orderTransitions['move-to-awaiting-shipment'].permission,
  'add-tag': orderTransitions.edit.permission,
  'remove-tag': orderTransitions.edit.permission,
  archive: 'orders.bulkUpdate',
  unarchive: 'orders.bulkUpdate',
};

function checkBulkRequest(user: AuthUser, request: BulkRequest): void {
  requireAny(user, ['orders.bulkUpdate']);
  requireAny(user, [actionPermission[request.action]]);
  const fields: Record<string, string> = {};
  if (request.action === 'hold' && !request.reason?.trim()) fields.reason = 'Reason is required';
  if ((request.action === 'add-tag' || request.action === 'remove-tag') && !request.tag?.trim())
    fields.tag = 'Tag is required';
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
}

/** A command's outcome for one order: done, or why not (it may have done something else instead). */
type Outcome<R extends Changed> = (result: R) => string | null;

/** Runs the command on each order (each id once); a refusal is that order's result, not the call's. */
async function runEach<R extends Changed>(
  ctx: OrderContext,
  ids: readonly number[],
  command: OrderCommand<R>,
  notDone: Outcome<R> = () => null,
): Promise<BulkAnswer> {
  const results: BulkResult[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const result = await runOrderCommand(ctx, { id }, command);
      const message = notDone(result);
      results.push({
        id,
        orderNumber: result.order.orderNumber,
        ok: message === null,
        orderStatus: result.order.orderStatus,
        ...(message === null ? {} : { message }),
      });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ id, orderNumber: null, ok: false, message: err.message });
    }
  }
  return { results };
}

export async function bulkUpdate(ctx: OrderContext & { user: AuthUser }, r: BulkRequest) {
  checkBulkRequest(ctx.user, r);
  switch (r.action) {
    case 'hold':
      return runEach(ctx, r.ids, holdCommand({ type: r.type, reason: r.reason!.trim() }));
    case 'unhold':
      return runEach(ctx, r.ids, unholdCommand(undefined));
    case 'send-to-fulfillment':
      // A send that holds the order instead (short stock, no mapping) did not go.
      return runEach(ctx, r.ids, sendCommand, (sent) =>
        sent.heldInstead ? `Held instead: ${sent.heldInstead.reason}` : null,
      );
    case 'cancel':
      return runEach(ctx, r.ids, cancelCommand(r.reason));
    case 'move-to-awaiting-shipment':
      return runEach(ctx, r.ids, moveToAwaitingShipmentCommand);
    case 'add-tag':
    case 'remove-tag':
      return runEach(ctx, r.ids, tagCommand(r.tag!.trim(), r.action === 'add-tag'));
    case 'archive':
    case 'unarchive':
      return runEach(ctx, r.ids, archiveCommand(r.action === 'archive'));
  }
}

/** Has Inventory's release of many orders: only their inventory holds; a result per order. */
export async function releaseInventoryHoldsOf(
  ctx: OrderContext & { user: AuthUser },
  ids: readonly number[],
) {
  requireAny(ctx.user, ['orders.bulkUpdate']);
  requireAny(ctx.user, [orderTransitions.unhold.permission]);
  return runEach(ctx, ids, releaseInventoryHoldsCommand, ({ released }) =>
    released.length ? null : 'No open inventory hold to remove.',
  );
}
