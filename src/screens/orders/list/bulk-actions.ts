/**
 * The bulk actions of the orders lists: label, the permission each needs besides orders.bulkUpdate,
 * and what its confirmation asks for. Pure, so the bar and its tests agree on who may do what.
 */
import { orderTransitions } from '../../../domain/order.lifecycle';
import type { BulkAction, BulkResult } from '../../../machines/order-bulk/order-bulk.machine';

const BULK_PERMISSION = 'orders.bulkUpdate';

export interface BulkActionDef {
  action: BulkAction;
  label: string;
  permission: string;
  /** What the confirmation asks for: a hold's type and reason, a tag, an optional reason, or nothing. */
  asks: 'hold' | 'tag' | 'reason' | 'nothing';
  /** Cancelling cannot be undone: the confirmation says so and its button is red. */
  destructive?: boolean;
}

const BULK_ACTIONS: readonly BulkActionDef[] = [
  { action: 'hold', label: 'Hold', permission: orderTransitions.hold.permission, asks: 'hold' },
  {
    action: 'unhold',
    label: 'Remove hold',
    permission: orderTransitions.unhold.permission,
    asks: 'nothing',
  },
  {
    action: 'send-to-fulfillment',
    label: 'Send to fulfilment',
    permission: orderTransitions['send-to-fulfillment'].permission,
    asks: 'nothing',
  },
  {
    action: 'move-to-awaiting-shipment',
    label: 'Move to awaiting shipment',
    permission: orderTransitions['move-to-awaiting-shipment'].permission,
    asks: 'nothing',
  },
  // Tags change the order (edit); archiving is the bulk permission's own.
  { action: 'add-tag', label: 'Add tag', permission: orderTransitions.edit.permission, asks: 'tag' },
  { action: 'remove-tag', label: 'Remove tag', permission: orderTransitions.edit.permission, asks: 'tag' },
  { action: 'archive', label: 'Archive', permission: BULK_PERMISSION, asks: 'nothing' },
  { action: 'unarchive', label: 'Unarchive', permission: BULK_PERMISSION, asks: 'nothing' },
  {
    action: 'cancel',
    label: 'Cancel orders',
    permission: orderTransitions.cancel.permission,
    asks: 'reason',
    destructive: true,
  },
];

/** The bulk actions this user may run: none without orders.bulkUpdate, else those whose permission they hold. */
export function allowedBulkActions(can: (permission: string) => boolean): BulkActionDef[] {
  if (!can(BULK_PERMISSION)) return [];
  return BULK_ACTIONS.filter((a) => can(a.permission));
}

export const bulkActionDef = (action: BulkAction): BulkActionDef =>
  BULK_ACTIONS.find((a) => a.action === action)!;

/** The headline of a bulk answer: '12 updated, 2 not updated'. */
export function summarizeResults(results: readonly BulkResult[]): {
  ok: number;
  failed: number;
  text: string;
} {
  const ok = results.filter((r) => r.ok).length;
  const failed = results.length - ok;
  const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;
  const text =
    failed === 0
      ? `${orders(ok)} updated.`
      : ok === 0
        ? `No order was updated: ${orders(failed)} refused.`
        : `${orders(ok)} updated, ${orders(failed)} refused.`;
  return { ok, failed, text };
}

/** After a bulk update the selection keeps only the orders that were refused, to fix and try again. */
export const refusedIds = (results: readonly BulkResult[]): number[] =>
  results.filter((r) => !r.ok).map((r) => r.id);
