/**
 * The dialog of a lifecycle action started from a list row: the order page's own dialogs (hold, mark
 * shipped, the confirmations), over the list. Whatever the answer, the list reloads: a refused action
 * (409) means the row on screen was out of date.
 */
import type { OrderAction } from '../../../domain/order.lifecycle';
import { ConfirmActionDialog } from '../details/dialogs/confirm-action-dialog';
import { HoldDialog } from '../details/dialogs/hold-dialog';
import { ShipDialog } from '../details/dialogs/ship-dialog';
import type { Order } from '../../../api/orders.api';

export interface PendingAction {
  order: Order;
  action: OrderAction;
}

export function OrderActionDialogs({
  pending,
  onClose,
  onChanged,
}: {
  pending: PendingAction | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  if (!pending) return null;
  const common = { order: pending.order, onClose, onDone: onChanged, onConflict: onChanged };
  const { action } = pending;
  return (
    <>
      <HoldDialog {...common} open={action === 'hold'} />
      <ShipDialog {...common} open={action === 'ship'} />
      <ConfirmActionDialog
        {...common}
        action={
          action === 'hold' || action === 'ship' || action === 'split' || action === 'edit' ? null : action
        }
      />
    </>
  );
}
