/**
 * Edit an order before fulfilment: lines, ship-to address, requested service, custom fields and
 * notes. The lines are the customer's: a kit is one line, and intake works out its components again
 * from the kit (issue 16), so they are not edited here. The edit carries the version it was made on:
 * when someone changed the order meanwhile the server answers 409 and the form says so, with a
 * Reload that starts again from the order as it is.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormField } from '../../../components/form-field';
import { Notice } from '../../../components/notice';
import type { ApiFormStatus } from '../../../components/use-api-form';
import { AddressFields } from '../../../components/form/address-fields';
import { ORDER_STATUS } from '../../../domain/order.lifecycle';
import { customerLines } from '../../../domain/order-kits';
import { orderEditFormSchema } from '../create/order-form-schema';
import { OrderLinesField } from '../create/order-lines-field';
import { editBody, editValues, type OrderEditValues } from '../create/order-values';
import { useMyProjects, useSkuOptions } from '../create/use-order-refs';
import { orderSubmit } from './action-submit';
import { TextAreaField } from './order-fields';
import { FailureInView, OrderFormError } from './order-form-error';
import { useOrderCalls, type OrderDetails } from '../../../api/orders.api';
import { ui } from '../../../components/ui/styles';

const stack = ui.stack;
const threeColumns = ui.formGrid3;

/**
 * A 409: the order changed since the form opened (a new version), or it can no longer be edited
 * (sent to fulfilment meanwhile); reloading shows it as it is now. Before a save, a live update that
 * changed the order says so too.
 */
function EditError({ changed, onReload }: { changed: boolean; onReload: () => void }) {
  const { status } = useFormikContext();
  const failure = (status as ApiFormStatus | undefined)?.failure;
  const reloadButton = (
    <Button variant="secondary" size="sm" className={ui.mt3} onClick={onReload}>
      Reload
    </Button>
  );
  if (failure?.status === 409)
    return (
      <Notice tone="danger" role="alert" title="Not saved">
        <p>{failure.message}</p>
        {reloadButton}
      </Notice>
    );
  if (failure) return <OrderFormError />;
  if (!changed) return null;
  return (
    <Notice tone="info" title="This order changed while you were editing">
      <p>Saving now would be refused. Reload to start again from the order as it is now.</p>
      {reloadButton}
    </Notice>
  );
}

interface OrderEditFormProps {
  details: OrderDetails;
  /** Saved, or given up: back to the page. */
  onDone: () => void;
  onReload: () => void;
}

export function OrderEditForm({ details, onDone, onReload }: OrderEditFormProps) {
  // The form edits the order as it was when opened (and sends that version): a live update of the
  // page does not reset what is typed; Reload adopts the order as it is now.
  const [order, setOrder] = useState(details.order);
  const [adopting, setAdopting] = useState(false);
  const current = details.order;
  useEffect(() => {
    if (adopting && current.version !== order.version) {
      setOrder(current);
      setAdopting(false);
    }
  }, [adopting, current, order.version]);
  const reload = () => {
    setAdopting(true);
    if (current.version !== order.version) setOrder(current);
    else onReload();
  };
  const calls = useOrderCalls();
  const { projects } = useMyProjects();
  const skuOptions = useSkuOptions(projects.find((p) => p.id === order.projectId));
  const submit = orderSubmit(
    (values: OrderEditValues) => calls.edit(editBody(order, values)),
    (saved) => {
      toast.success(
        saved.orderStatus === ORDER_STATUS.onHold && order.orderStatus !== ORDER_STATUS.onHold
          ? `Order ${order.orderNumber} saved, and held: see why on its page.`
          : `Order ${order.orderNumber} saved.`,
      );
      onDone();
    },
  );
  return (
    <div>
      <h1 className={css({ fontSize: '24px', fontWeight: 'bold', mb: '5' })}>
        Edit order {order.orderNumber}
      </h1>
      {/* A reloaded version starts the form again from it. */}
      <Formik<OrderEditValues>
        key={order.version}
        initialValues={editValues({ ...order, items: customerLines(order.items) })}
        validationSchema={orderEditFormSchema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate className={stack}>
            <FailureInView>
              <EditError changed={current.version !== order.version} onReload={reload} />
            </FailureInView>
            <Card
              title="Lines"
              description="Changed lines are mapped and checked again, as at intake; a kit's components follow its quantity."
            >
              <OrderLinesField options={skuOptions} />
            </Card>
            <Card title="Ship to">
              <AddressFields name="shipmentAddress" />
            </Card>
            <Card title="Service, custom fields and notes">
              <div className={stack}>
                <div className={ui.formGrid}>
                  <FormField name="requestedService" label="Requested service" autoComplete="off" />
                  <FormField name="customerEmail" label="Customer e-mail" type="email" autoComplete="off" />
                </div>
                <div className={threeColumns}>
                  <FormField name="advancedOptions.customField1" label="Custom field 1" autoComplete="off" />
                  <FormField name="advancedOptions.customField2" label="Custom field 2" autoComplete="off" />
                  <FormField name="advancedOptions.customField3" label="Custom field 3" autoComplete="off" />
                </div>
                <TextAreaField name="notes" label="Notes" />
              </div>
            </Card>
            {order.orderStatus === ORDER_STATUS.onHold && (
              <Notice tone="info">
                A problem the edit fixes (an unmapped SKU, a line short of stock) releases its hold; holds
                people placed stay until they are removed.
              </Notice>
            )}
            <div className={ui.row}>
              <Button type="submit" loading={isSubmitting}>
                Save order
              </Button>
              <Button variant="secondary" onClick={onDone}>
                Cancel
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </div>
  );
}
