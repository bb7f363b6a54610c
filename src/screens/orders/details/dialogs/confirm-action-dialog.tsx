/**
 * The actions that need only a confirmation (and, for cancel and reship, an optional reason): each
 * says what it will do first, then what came of it. Sending to fulfilment can come back held, when
 * stock is short: that is said as such, not as a success.
 */
import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import { useLocation } from 'wouter';
import { Button } from '../../../../components/button';
import { FormStatusError } from '../../../../components/form-error';
import {
  holdTypeLabel,
  ORDER_STATUS,
  orderTransitions,
  type OrderAction,
} from '../../../../domain/order.lifecycle';
import { optionalText } from '../../../../domain/resources/fields';
import * as yup from 'yup';
import { orderSubmit } from '../action-submit';
import { dialogBody, dialogFooter, OrderDialog } from '../order-dialog';
import { TextAreaField } from '../order-fields';
import { orderDetailsPath, useOrderCalls, type Order, type OrderHold } from '../../../../api/orders.api';
import type { ActionDialogProps } from './hold-dialog';

export type ConfirmableAction = Extract<
  OrderAction,
  'send-to-fulfillment' | 'undo-fulfillment' | 'move-to-awaiting-shipment' | 'cancel' | 'reship' | 'unhold'
>;

const consequences: Record<ConfirmableAction, string> = {
  'send-to-fulfillment':
    'Stock is allocated at the warehouse and a fulfilment order is made for it. When a line is short, the order is held for inventory instead.',
  'undo-fulfillment':
    'The allocated stock is released and the fulfilment order cancelled; the order is Awaiting shipment again.',
  'move-to-awaiting-shipment': 'The payment is recorded: the order can then be sent to fulfilment.',
  cancel: 'The order is cancelled and any stock allocated to it is released. This cannot be undone.',
  reship:
    'A new order, flagged as a reship of this one, is made with the same lines and address. It starts Awaiting shipment.',
  unhold:
    'Every hold on the order is removed; it goes back to Awaiting shipment (Awaiting payment when it is unpaid).',
};
const withReason: readonly ConfirmableAction[] = ['cancel', 'reship'];
const reasonSchema = yup.object({ reason: optionalText('Reason', 500) });

interface ConfirmActionDialogProps extends Omit<ActionDialogProps, 'open'> {
  /** The action to confirm; null when closed. */
  action: ConfirmableAction | null;
  /** unhold of this one hold only. */
  hold?: OrderHold | null;
}

export function ConfirmActionDialog({
  order,
  action,
  hold,
  onClose,
  onDone,
  onConflict,
}: ConfirmActionDialogProps) {
  const calls = useOrderCalls();
  const [, navigate] = useLocation();
  const rule = action ? orderTransitions[action] : null;
  const oneHold = action === 'unhold' && hold ? hold : null;

  const report = (updated: Order) => {
    if (action === 'send-to-fulfillment' && updated.orderStatus === ORDER_STATUS.onHold) {
      toast.error(
        `Held: not enough inventory for order ${order.orderNumber}. It stays on hold until the stock arrives.`,
        { duration: 6000 },
      );
    } else if (action === 'reship') {
      toast.success(`Reship ${updated.orderNumber} created for order ${order.orderNumber}.`);
      navigate(orderDetailsPath(updated.id));
    } else if (oneHold) {
      toast.success(`${holdTypeLabel(oneHold.type)} removed from order ${order.orderNumber}.`);
    } else if (rule) {
      toast.success(`Order ${order.orderNumber} ${rule.done}.`);
    }
  };

  const submit = orderSubmit(
    (values: { reason: string }) =>
      calls.act(order.id, action!, {
        ...(action && withReason.includes(action) && values.reason.trim()
          ? { reason: values.reason.trim() }
          : {}),
        ...(oneHold ? { holdId: oneHold.id } : {}),
        version: order.version,
      }),
    (updated) => {
      report(updated);
      onClose();
      onDone(updated);
    },
    onConflict,
  );

  const title = oneHold
    ? `Remove the ${holdTypeLabel(oneHold.type).toLowerCase()} from order ${order.orderNumber}?`
    : `${rule?.label ?? ''}: order ${order.orderNumber}?`;
  const description = oneHold
    ? `“${oneHold.reason}”. The order stays on hold while another hold remains.`
    : action
      ? consequences[action]
      : '';
  return (
    <OrderDialog
      open={action !== null}
      onClose={onClose}
      title={title}
      description={description}
      role={action === 'cancel' ? 'alertdialog' : 'dialog'}
    >
      <Formik initialValues={{ reason: '' }} validationSchema={reasonSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className={dialogBody}>
            <FormStatusError />
            {action && withReason.includes(action) && (
              <TextAreaField
                name="reason"
                label="Reason (optional)"
                helpText="Kept in the order's timeline."
              />
            )}
            <div className={dialogFooter}>
              <Button variant="secondary" onClick={onClose}>
                Back
              </Button>
              <Button
                type="submit"
                variant={action === 'cancel' ? 'danger' : 'primary'}
                loading={isSubmitting}
              >
                {oneHold ? 'Remove hold' : rule?.label}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </OrderDialog>
  );
}
