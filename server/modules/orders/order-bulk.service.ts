/**
 * Bulk update (spec §6 "bulk update", DESIGN.md §6 `POST /api/common/orders/bulk-update`): one action
 * on many orders, each in its own transaction, so one order that cannot take it (illegal transition,
 * not in scope, changed meanwhile) is reported and the others go on. The user needs the bulk
 * permission and the action's own one.
 */
import type { OrderBulkAction } from '../../../src/domain/resources/order.schema';
import { orderTransitions } from '../../../src/domain/order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import type { DomainEvents } from '../../events/domain-events';
import { badRequest, HttpError } from '../../http/errors';
import { requireAny } from '../../resources/engine';
import {
  archiveOrder,
  holdOrder,
  moveToAwaitingShipment,
  tagOrder,
  unholdOrder,
} from './order-actions.service';
import { cancelOrder, sendToFulfillment } from './order-fulfilment.service';
import type { Order } from './order-records';

export interface BulkRequest {
  ids: number[];
  action: OrderBulkAction;
  type: 'operator' | 'client' | 'address' | 'payment' | 'inventory';
  reason?: string | null;
  tag?: string | null;
}

export interface BulkResult {
  id: number;
  orderNumber: string | null;
  ok: boolean;
  orderStatus?: string;
  message?: string;
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

export function checkBulkRequest(user: AuthUser, request: BulkRequest): void {
  requireAny(user, ['orders.bulkUpdate']);
  requireAny(user, [actionPermission[request.action]]);
  const fields: Record<string, string> = {};
  if (request.action === 'hold' && !request.reason?.trim()) fields.reason = 'Reason is required';
  if ((request.action === 'add-tag' || request.action === 'remove-tag') && !request.tag?.trim())
    fields.tag = 'Tag is required';
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
}

function run(db: Db, events: DomainEvents, user: AuthUser, id: number, r: BulkRequest): Promise<Order> {
  switch (r.action) {
    case 'hold':
      return holdOrder(db, events, user, id, { type: r.type, reason: r.reason!.trim() });
    case 'unhold':
      return unholdOrder(db, events, user, id, undefined);
    case 'send-to-fulfillment':
      return sendToFulfillment(db, events, user, id);
    case 'cancel':
      return cancelOrder(db, events, user, id, r.reason);
    case 'move-to-awaiting-shipment':
      return moveToAwaitingShipment(db, events, user, id);
    case 'add-tag':
    case 'remove-tag':
      return tagOrder(db, events, user, id, r.tag!.trim(), r.action === 'add-tag');
    case 'archive':
    case 'unarchive':
      return archiveOrder(db, events, user, id, r.action === 'archive');
  }
}

export async function bulkUpdate(db: Db, events: DomainEvents, user: AuthUser, request: BulkRequest) {
  checkBulkRequest(user, request);
  const results: BulkResult[] = [];
  for (const id of [...new Set(request.ids)]) {
    try {
      const order = await run(db, events, user, id, request);
      // Sending may end on hold instead (not enough stock): that order did not go.
      const sent = request.action !== 'send-to-fulfillment' || order.orderStatus === 'pending_fulfillment';
      results.push({
        id,
        orderNumber: order.orderNumber,
        ok: sent,
        orderStatus: order.orderStatus,
        ...(sent ? {} : { message: 'Held instead: see the order’s holds.' }),
      });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      results.push({ id, orderNumber: null, ok: false, message: err.message });
    }
  }
  return { results };
}
