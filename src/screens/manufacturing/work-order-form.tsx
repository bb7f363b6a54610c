/** The work-order form (create, and edit while a Draft): its fields, saved on the version shown. */
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { StaleNotice } from '../../components/stale-notice';
import { ui } from '../../components/ui/styles';
import { apiSubmit } from '../../components/use-api-form';
import { workOrderSchema } from '../../domain/resources/work-order.schema';
import {
  useWorkOrdersClient,
  WORK_ORDERS_PATH,
  workOrderPath,
  type WorkOrderRow,
} from '../../api/manufacturing.api';
import { WorkOrderFields } from './work-order-fields';
import {
  newWorkOrderValues,
  workOrderBody,
  workOrderValues,
  type NewWorkOrderPreset,
  type WorkOrderValues,
} from './work-order-values';

interface WorkOrderFormProps {
  order: WorkOrderRow | null;
  preset?: NewWorkOrderPreset;
  onReload: () => void;
  /** After an edit is saved (the page shows the saved record); a new one opens its page. */
  onSaved?: (order: WorkOrderRow) => void;
}

/** The work order page puts the form in a card of its own; the create page in this one. */
const Frame = ({ framed, children }: { framed: boolean; children: ReactNode }) =>
  framed ? <Card>{children}</Card> : <>{children}</>;

export function WorkOrderForm({ order, preset, onReload, onSaved }: WorkOrderFormProps) {
  const client = useWorkOrdersClient();
  const [, navigate] = useLocation();
  const submit = apiSubmit(
    (values: WorkOrderValues) => {
      const body = workOrderBody(values);
      return order ? client.edit({ ...body, id: order.id, version: order.version }) : client.add(body);
    },
    (saved: WorkOrderRow) => {
      toast.success(`Work order ${saved.orderNumber} ${order ? 'saved' : 'created'}.`);
      if (order && onSaved) onSaved(saved);
      else navigate(workOrderPath(saved.id));
    },
  );
  return (
    <Formik
      initialValues={order ? workOrderValues(order) : newWorkOrderValues(preset)}
      validationSchema={workOrderSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={ui.stack}>
          <StaleNotice onReload={onReload} />
          <Frame framed={!order}>
            <WorkOrderFields />
          </Frame>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting}>
              {order ? 'Save' : 'Create work order'}
            </Button>
            {!order && (
              <Link href={WORK_ORDERS_PATH} className={buttonClass({ variant: 'secondary' })}>
                Cancel
              </Link>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
