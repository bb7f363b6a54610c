/**
 * Hold: a type (the holds people place), a reason (required: whoever releases it needs to know why)
 * and, optionally, the day the hold lets go by itself. Days are the user's (their timezone, spec §9),
 * never the browser's: "today", the earliest day offered and the instant sent all follow format.ts.
 */
import { Form, Formik } from 'formik';
import toast from 'react-hot-toast';
import * as yup from 'yup';
import { Button } from '../../../../components/button';
import { DateField } from '../../../../components/form/date-field';
import { FormStatusError } from '../../../../components/form-error';
import { formatInstantZoned, userDay, userDayStart } from '../../../../components/format';
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

/** The calendar day after `day` ('YYYY-MM-DD'). */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const holdSchema = yup.object({
  type: yup
    .string()
    .oneOf([...MANUAL_HOLD_TYPES], 'Choose a hold type')
    .required('Choose a hold type'),
  reason: requiredText('Reason', 500),
  holdUntil: day('Hold until').test(
    'future',
    'Hold until must be a day after today',
    (v) => v == null || v > userDay(),
  ),
});

export function HoldDialog({ order, open, onClose, onDone, onConflict }: ActionDialogProps) {
  const calls = useOrderCalls();
  const submit = orderSubmit(
    (values: HoldValues) =>
      calls.act(order.id, 'hold', {
        type: values.type,
        reason: values.reason.trim(),
        // The start of the chosen day where the user is: the hold lets go then.
        ...(values.holdUntil ? { holdUntil: userDayStart(values.holdUntil) } : {}),
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
        {({ isSubmitting, values }) => (
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
              min={dayAfter(userDay())}
              helpText={
                values.holdUntil && values.holdUntil > userDay()
                  ? `The hold is removed by itself at ${formatInstantZoned(userDayStart(values.holdUntil))}.`
                  : 'On this day the hold is removed by itself.'
              }
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
