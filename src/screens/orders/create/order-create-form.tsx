/**
 * The Create Order form. The order goes through intake like any other: it may come back held (a
 * problem marker), or as the order already received under the number (the same content again); a
 * number taken with other content answers 409 with a link to the order that has it.
 */
import { Form, Formik, useFormikContext } from 'formik';
import { FetchError } from 'ofetch';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../../components/button';
import { Card } from '../../../components/card';
import { Notice } from '../../../components/notice';
import { ORDER_STATUS, PROBLEM_MARKERS } from '../../../domain/order.lifecycle';
import { useApi, useSession } from '../../../machines/use-app';
import { AddressFields } from '../../../components/form/address-fields';
import { orderSubmit } from '../details/action-submit';
import { useOrderTags } from '../details/order-chips';
import { CheckboxField } from '../details/order-fields';
import { FailureInView, OrderFormError } from '../details/order-form-error';
import { createOrder, orderDetailsPath } from '../../../api/orders.api';
import { AmountFields, ServiceFields } from './order-extra-fields';
import { orderFormSchema } from './order-form-schema';
import { OrderHeaderFields } from './order-header-fields';
import { OrderLinesField } from './order-lines-field';
import { useMyProjects, useSkuOptions } from './use-order-refs';
import { newOrderValues, orderBody, type OrderFormValues } from './order-values';
import { ui } from '../../../components/ui/styles';

const stack = ui.stack;

/** The form-level error; a taken order number links to the order that has it. */
function CreateError({ duplicateOf }: { duplicateOf: number | null }) {
  const { status } = useFormikContext();
  if (duplicateOf === null || !status) return <OrderFormError />;
  return (
    <Notice tone="danger" role="alert" title="Order number already taken">
      <p>{(status as { failure: { message: string } }).failure.message}</p>
      <Link
        href={orderDetailsPath(duplicateOf)}
        className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${ui.mt3}`}
      >
        Open the existing order
      </Link>
    </Notice>
  );
}

function Sections({ duplicateOf }: { duplicateOf: number | null }) {
  const { values, isSubmitting } = useFormikContext<OrderFormValues>();
  const { projects, error } = useMyProjects();
  const project = projects.find((p) => p.id === values.projectId);
  const skuOptions = useSkuOptions(project);
  const tagRows = useOrderTags(values.projectId);
  // Without a storefront the call answers every storefront's tags: none apply yet.
  const storefrontTags = values.projectId ? tagRows.filter((t) => t.projectId === values.projectId) : [];
  return (
    <Form noValidate className={stack}>
      <FailureInView>
        <CreateError duplicateOf={duplicateOf} />
      </FailureInView>
      <Card title="Order">
        <OrderHeaderFields projects={projects} error={error} />
      </Card>
      <Card
        title="Lines"
        description="Storefront products and the vendor's items by SKU; a SKU nobody knows yet holds the order as MISSING_SKU."
      >
        <OrderLinesField options={skuOptions} />
      </Card>
      <Card title="Ship to">
        <div className={stack}>
          <AddressFields name="shipmentAddress" />
          <CheckboxField name="billToSame" label="Bill to the same address" />
          {!values.billToSame && (
            <>
              <h3 className={css({ fontWeight: 'semibold', mt: '2' })}>Bill to</h3>
              <AddressFields name="billTo" />
            </>
          )}
        </div>
      </Card>
      <Card title="Amounts and payment">
        <AmountFields />
      </Card>
      <Card title="Service, custom fields and notes">
        <ServiceFields tagRows={storefrontTags} />
      </Card>
      <div className={ui.row}>
        <Button type="submit" loading={isSubmitting}>
          Create order
        </Button>
        <Link href="/all-orders" className={buttonClass({ variant: 'secondary' })}>
          Cancel
        </Link>
      </div>
    </Form>
  );
}

export function OrderCreateForm() {
  const api = useApi();
  const { user } = useSession();
  const timezone = user.timezone ?? null;
  const [, navigate] = useLocation();
  const [duplicateOf, setDuplicateOf] = useState<number | null>(null);
  const submit = orderSubmit(
    async (values: OrderFormValues) => {
      setDuplicateOf(null);
      try {
        return await createOrder(api, orderBody(values, { timezone }));
      } catch (error) {
        const data =
          error instanceof FetchError ? (error.data as { error?: string; orderId?: number }) : null;
        if (data?.error === 'duplicate_order_number' && typeof data.orderId === 'number')
          setDuplicateOf(data.orderId);
        throw error;
      }
    },
    ({ order, outcome, warnings = [] }) => {
      const markers = order.tags.filter((t) => (PROBLEM_MARKERS as readonly string[]).includes(t));
      if (outcome === 'replayed')
        toast.success(`Order ${order.orderNumber} was already received with this content.`);
      else if (order.orderStatus === ORDER_STATUS.onHold)
        toast.error(
          `Order ${order.orderNumber} created, and held: ${markers.join(', ') || 'see its holds'}.`,
          {
            duration: 6000,
          },
        );
      else if (warnings.length > 0)
        toast.error(`Order ${order.orderNumber} created. ${warnings.map((w) => w.message).join(' ')}`, {
          duration: 6000,
        });
      else toast.success(`Order ${order.orderNumber} created.`);
      navigate(orderDetailsPath(order.id));
    },
  );
  return (
    <Formik<OrderFormValues>
      initialValues={newOrderValues(null, timezone)}
      validationSchema={orderFormSchema}
      onSubmit={submit}
    >
      <Sections duplicateOf={duplicateOf} />
    </Formik>
  );
}
