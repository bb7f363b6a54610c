/**
 * The batch form (Schedule a Batch, Ship Items): when and how the goods come, and how much of each
 * order line, checked as typed with the server's own per-line rules. Then back to the order.
 */
import { Form, Formik, setIn, type FormikErrors } from 'formik';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormField } from '../../components/form-field';
import { DateField } from '../../components/form/date-field';
import { StaleNotice } from '../../components/stale-notice';
import { apiSubmit } from '../../components/use-api-form';
import { batchLineErrors, type LineProgress } from '../../domain/purchase-order.progress';
import { CrudFieldControl } from '../../components/crud/crud-fields';
import { BatchLinesField, type BatchValues } from './batch-lines-field';
import {
  PO_PATH,
  usePurchaseOrderCalls,
  type Batch,
  type PurchaseOrder,
} from '../../api/purchase-orders.api';
import { ui } from '../../components/ui/styles';

const grid = ui.formGrid;
const stack = ui.stack;

const localToday = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

function nest(fields: Record<string, string>): FormikErrors<BatchValues> {
  let nested: FormikErrors<BatchValues> = {};
  for (const [path, message] of Object.entries(fields)) nested = setIn(nested, path, message);
  return nested;
}

const quantities = (values: BatchValues) =>
  values.lines.map((l) => ({
    poLineIndex: l.poLineIndex,
    quantity: l.quantity === '' ? 0 : Number(l.quantity),
  }));

interface BatchFormProps {
  order: PurchaseOrder;
  progress: LineProgress[];
  shipped: boolean;
  /** Opened as the order's next step (…/receive): once the shipment is recorded, receiving starts. */
  thenReceive?: boolean;
  onReload: () => void;
}

export function BatchForm({ order, progress, shipped, thenReceive = false, onReload }: BatchFormProps) {
  const calls = usePurchaseOrderCalls();
  const [, navigate] = useLocation();
  const initial: BatchValues = {
    expectedDate: order.expectedDate,
    carrier: null,
    trackingNumber: null,
    shipDate: shipped ? localToday() : null,
    userNote: null,
    // Every line, each taking what is left of it; the user lowers what comes later.
    lines: progress.map((p) => ({ poLineIndex: p.index, quantity: p.unscheduled })),
  };
  // The same per-line rules as the server, so the messages show before sending.
  const validate = (values: BatchValues) => {
    const fields: Record<string, string> = {};
    values.lines.forEach((l, i) => {
      if (l.quantity !== '' && (!Number.isInteger(Number(l.quantity)) || Number(l.quantity) < 0))
        fields[`lines[${i}].quantity`] = 'Quantity must be a whole number, 0 or more';
    });
    if (shipped && !values.carrier?.trim()) fields.carrier = 'Carrier is required for shipped items';
    if (shipped && !values.trackingNumber?.trim())
      fields.trackingNumber = 'Tracking number is required for shipped items';
    return nest({ ...batchLineErrors(progress, quantities(values)), ...fields });
  };
  const save = apiSubmit(
    (values: BatchValues) =>
      calls.scheduleBatch(order.id, {
        version: order.version,
        shipped,
        expectedDate: values.expectedDate,
        carrier: values.carrier?.trim() || null,
        trackingNumber: values.trackingNumber?.trim() || null,
        shipDate: values.shipDate,
        userNote: values.userNote?.trim() || null,
        lines: quantities(values),
      }),
    (batch: Batch) => {
      toast.success(
        `${shipped ? 'Shipment' : 'Batch'} ${batch.orderNumber} ${shipped ? 'recorded' : 'scheduled'}.`,
      );
      navigate(
        shipped && thenReceive ? `/warehouses/shipments/${order.id}/create` : `${PO_PATH}/view/${order.id}`,
      );
    },
  );
  return (
    <Formik<BatchValues>
      initialValues={initial}
      validate={validate}
      onSubmit={(values, helpers) =>
        save(values, {
          ...helpers,
          setErrors: (errors) => helpers.setErrors(nest(errors as Record<string, string>)),
        })
      }
    >
      {({ isSubmitting }) => (
        <Form noValidate className={stack}>
          <StaleNotice onReload={onReload} />
          <Card title={shipped ? 'Shipment' : 'Batch'}>
            <div className={grid}>
              <DateField name="expectedDate" label="Expected date" />
              {shipped && <DateField name="shipDate" label="Ship date" />}
              <FormField name="carrier" label="Carrier" autoComplete="off" />
              <FormField name="trackingNumber" label="Tracking number" autoComplete="off" />
            </div>
            <div className={ui.mt4}>
              <CrudFieldControl row={null} name="userNote" label="Note" type="textarea" />
            </div>
          </Card>
          <Card title="Lines" description="How much of each line this batch brings.">
            <BatchLinesField progress={progress} />
          </Card>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {shipped ? 'Ship items' : 'Schedule batch'}
            </Button>
            <Link href={`${PO_PATH}/view/${order.id}`} className={buttonClass({ variant: 'secondary' })}>
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}
