/**
 * The view page's buttons: the lifecycle actions the order's status and the user's permissions allow
 * (src/domain/purchase-order.lifecycle.ts, the same rules the server applies), edit, and the batch
 * screens. Each action asks first, saying what it will do.
 */
import { Dialog } from '../../components/ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { Button, buttonClass } from '../../components/button';
import { FormError } from '../../components/form-error';
import {
  allowedActions,
  canScheduleBatch,
  isEditable,
  PO_BATCH_PERMISSION,
  PO_EDIT_PERMISSIONS,
  PO_RECEIVE_PERMISSION,
  purchaseOrderTransitions,
  type PurchaseOrderAction,
} from '../../domain/purchase-order.lifecycle';
import { usePermissions, useSession } from '../../machines/use-app';
import { PO_PATH, usePurchaseOrderCalls, type PurchaseOrder } from '../../api/purchase-orders.api';
import { ui } from '../../components/ui/styles';

/** What each action does, in the words of its confirmation. */
const consequences: Record<PurchaseOrderAction, string> = {
  confirm: 'The order becomes firm: batches can be scheduled and goods received against it.',
  cancel:
    'The order and its batches that have not arrived are cancelled. Nothing can be received against it.',
  reopen: 'The order is Open again: what was closed short can be ordered and scheduled once more.',
  complete:
    'What has not arrived is closed short, on the order and on its open batches. Nothing more is received against it.',
  archive: 'The order leaves the list of Non-Archived orders for good; what has not arrived is closed short.',
};
const destructive: readonly PurchaseOrderAction[] = ['cancel', 'archive'];

interface ActionDialogProps {
  order: PurchaseOrder;
  action: PurchaseOrderAction | null;
  onClose: () => void;
  onDone: (order: PurchaseOrder) => void;
}

function ActionDialog({ order, action, onClose, onDone }: ActionDialogProps) {
  const calls = usePurchaseOrderCalls();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const rule = action ? purchaseOrderTransitions[action] : null;
  const close = () => {
    setError(null);
    onClose();
  };
  const run = async () => {
    if (!action || !rule) return;
    setBusy(true);
    setError(null);
    try {
      const updated = await calls.act(order.id, action, order.version);
      toast.success(`Purchase order ${order.orderNumber} ${rule.done}.`);
      close();
      onDone(updated);
    } catch (e) {
      const failure = describeApiError(e);
      setError(
        failure.status === 409 && /changed by someone else/.test(failure.message)
          ? 'This order was changed by someone else. Close this, reload the page and try again.'
          : failure.message,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={action !== null} onOpenChange={({ open }) => !open && close()} lazyMount unmountOnExit>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>
              {rule?.label.replace(' order', '')} purchase order {order.orderNumber}?
            </Dialog.Title>
            <Dialog.Description>{action ? consequences[action] : ''}</Dialog.Description>
            <div className={ui.mt4}>
              <FormError message={error} title={`Not ${rule?.done ?? 'done'}`} />
            </div>
            <div className={ui.dialogFooter}>
              <Button variant="secondary" onClick={close}>
                Back
              </Button>
              <Button
                variant={action && destructive.includes(action) ? 'danger' : 'primary'}
                loading={busy}
                onClick={() => void run()}
              >
                {rule?.label}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface PurchaseOrderActionsProps {
  order: PurchaseOrder;
  /** Some batch still takes receipts: the receiving flow (/warehouses/shipments/:id/create) has work. */
  receivable: boolean;
  onChanged: (order: PurchaseOrder) => void;
}

export function PurchaseOrderActions({ order, receivable, onChanged }: PurchaseOrderActionsProps) {
  const { user } = useSession();
  const { can } = usePermissions();
  const [pending, setPending] = useState<PurchaseOrderAction | null>(null);
  const actions = allowedActions(order.orderStatus, user.permissions);
  const canEdit = isEditable(order.orderStatus) && PO_EDIT_PERMISSIONS.some((p) => can(p));
  const canBatch = canScheduleBatch(order.orderStatus) && can(PO_BATCH_PERMISSION);
  const canReceive = receivable && canScheduleBatch(order.orderStatus) && can(PO_RECEIVE_PERMISSION);
  return (
    <div className={ui.actionBar}>
      {canReceive && (
        <Link href={`/warehouses/shipments/${order.id}/create`} className={buttonClass()}>
          Receive
        </Link>
      )}
      {canBatch && (
        <>
          <Link href={`${PO_PATH}/${order.id}/createBatch`} className={buttonClass({ variant: 'secondary' })}>
            Schedule a batch
          </Link>
          <Link href={`${PO_PATH}/${order.id}/create`} className={buttonClass({ variant: 'secondary' })}>
            Ship items
          </Link>
        </>
      )}
      {canEdit && (
        <Link href={`${PO_PATH}/edit/${order.id}`} className={buttonClass({ variant: 'secondary' })}>
          Edit
        </Link>
      )}
      {actions.map((action) => (
        <Button
          key={action}
          variant={destructive.includes(action) ? 'secondary' : 'primary'}
          onClick={() => setPending(action)}
        >
          {purchaseOrderTransitions[action].label}
        </Button>
      ))}
      <ActionDialog order={order} action={pending} onClose={() => setPending(null)} onDone={onChanged} />
    </div>
  );
}
