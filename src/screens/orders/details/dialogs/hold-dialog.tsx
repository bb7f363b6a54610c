/**
 * Hold: a type (the holds people place), a reason (required: whoever releases it needs to know why)
 * and, optionally, the day the hold lets go by itself.
 */
import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import * as yup from 'yup';
import { Button } from '../../../../components/button';
import { DateField } from '../../../../components/form/date-field';
import { FormStatusError } from '../../../../components/form-error';
import { SelectField } from '../../../../components/select-field';
import { holdTypeLabel, MANUAL_HOLD_TYPES, type ManualHoldType } from '../../../../domain/order.lifecycle';
import { day, requiredText } from '../../../../domain/resources/fields';
import { orderSubmit } from '../action-submit';
import { dialogBody, dialogFooter, OrderDialog } from '../order-dialog';
import { TextAreaField } from '../order-fields';
import { useOrderCalls, type Order } from '../../../../api/orders.api';

export interface ActionDialogProps {
  order: Order;
  open: boolean;
  onClose: () => void;
  /** The order as the action left it. */
  onDone: (order: Order) => void;
  /** The server refused (409): the page reloads to show the order as it is now. */
  onConflict: () => void;
}

interface HoldValues {
  type: ManualHoldType;
  reason: string;
  holdUntil: string | null;
}

const today = () => new Date().toLocaleDateString('en-CA');

const holdSchema = yup.object({
  type: yup
    .string()
    .oneOf([...MANUAL_HOLD_TYPES], 'Choose a hold type')
    .required('Choose a hold type'),
  reason: requiredText('Reason', 500),
  holdUntil: day('Hold until').test(
    'future',
    'Hold until must be a day after today',
    (v) => v == null || v > today(),
  ),
});

/** The start of the chosen day where the user is: the hold lets go then. */
const startOfDay = (value: string) => new Date(`${value}T00:00:00`).toISOString();

export function HoldDialog({ order, open, onClose, onDone, onConflict }: ActionDialogProps) {
  const calls = useOrderCalls();
  const submit = orderSubmit(
    (values: HoldValues) =>
      calls.act(order.id, 'hold', {
        type: values.type,
        reason: values.reason.trim(),
        ...(values.holdUntil ? { holdUntil: startOfDay(values.holdUntil) } : {}),
        version: order.version,
      }),
    (updated) => {
      toast.success(`Order ${order.orderNumber} held.`);
      onClose();
      onDone(updated);
    },
    onConflict,
  );
  return (
    <OrderDialog
      open={open}
      onClose={onClose}
      title={`Hold order ${order.orderNumber}`}
      description="The order stays on hold until every hold on it is removed (or its hold-until day comes)."
    >
      <Formik<HoldValues>
        initialValues={{ type: 'operator', reason: '', holdUntil: null }}
        validationSchema={holdSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={dialogBody}>
            <FormStatusError />
            <SelectField<ManualHoldType>
              name="type"
              label="Hold type"
              options={MANUAL_HOLD_TYPES.map((t) => ({ value: t, label: holdTypeLabel(t) }))}
            />
            <TextAreaField name="reason" label="Reason" helpText="Shown on the order and in its timeline." />
            <DateField
              name="holdUntil"
              label="Hold until (optional)"
              min={tomorrow()}
              helpText="On this day the hold is removed by itself."
            />
            <div className={dialogFooter}>
              <Button variant="secondary" onClick={onClose}>
                Back
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Hold order
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </OrderDialog>
  );
}

function tomorrow() {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return d.toLocaleDateString('en-CA');
}
