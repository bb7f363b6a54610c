/**
 * The purchase order form: the order, its lines and fees, with the totals shown as they are typed.
 * Users who may auto-confirm can create the order Confirmed in one step (the server checks it too).
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { StaleNotice } from '../../components/stale-notice';
import { apiSubmit } from '../../components/use-api-form';
import { PO_AUTO_CONFIRM_PERMISSION, PO_CONFIRMED } from '../../domain/purchase-order.lifecycle';
import { purchaseOrderSchema } from '../../domain/resources/purchase-order.schema';
import { usePermissions, useSession } from '../../machines/use-app';
import { PurchaseOrderHeaderFields } from './purchase-order-header-fields';
import { PurchaseOrderLinesField } from './purchase-order-lines-field';
import { LiveTotals } from './purchase-order-totals';
import { nestErrors } from '../../components/form/nest-errors';
import {
  newPurchaseOrderValues,
  purchaseOrderBody,
  purchaseOrderValues,
  type PurchaseOrderValues,
} from './purchase-order-values';
import { PO_PATH, usePurchaseOrdersClient, type PurchaseOrder } from '../../api/purchase-orders.api';
import { ui } from '../../components/ui/styles';

const stack = ui.stack;

export function PurchaseOrderForm({
  order,
  onReload,
}: {
  order: PurchaseOrder | null;
  onReload: () => void;
}) {
  const client = usePurchaseOrdersClient();
  const { user } = useSession();
  const { can } = usePermissions();
  const [, navigate] = useLocation();
  const confirmOnCreate = useRef(false);
  const onlyVendor = user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  const save = apiSubmit(
    (values: PurchaseOrderValues) => {
      const body = purchaseOrderBody(values, !order && confirmOnCreate.current);
      return order ? client.edit({ ...body, id: order.id, version: order.version }) : client.add(body);
    },
    (saved: PurchaseOrder) => {
      const verb = order ? 'saved' : saved.orderStatus === PO_CONFIRMED ? 'created and confirmed' : 'created';
      toast.success(`Purchase order ${saved.orderNumber} ${verb}.`);
      navigate(`${PO_PATH}/view/${saved.id}`);
    },
  );
  // Line errors from the server arrive by path ('items[0].quantity'): nest them.
  const submit = (values: PurchaseOrderValues, helpers: FormikHelpers<PurchaseOrderValues>) =>
    save(values, { ...helpers, setErrors: (errors) => helpers.setErrors(nestErrors(errors)) });

  return (
    <Formik
      initialValues={order ? purchaseOrderValues(order) : newPurchaseOrderValues(onlyVendor)}
      validationSchema={purchaseOrderSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate className={stack}>
          <StaleNotice onReload={onReload} />
          <Card title="Order">
            <PurchaseOrderHeaderFields />
          </Card>
          <Card
            title="Lines"
            description="What is ordered: one line per item of the vendor, with its unit price."
          >
            <div className={stack}>
              <PurchaseOrderLinesField />
              <LiveTotals />
            </div>
          </Card>
          <div className={ui.row}>
            <Button type="submit" loading={isSubmitting} onClick={() => (confirmOnCreate.current = false)}>
              {order ? 'Save' : 'Create purchase order'}
            </Button>
            {!order && can(PO_AUTO_CONFIRM_PERMISSION) && (
              <Button
                type="submit"
                variant="secondary"
                disabled={isSubmitting}
                onClick={() => (confirmOnCreate.current = true)}
              >
                Create and confirm
              </Button>
            )}
            <Link
              href={order ? `${PO_PATH}/view/${order.id}` : PO_PATH}
              className={buttonClass({ variant: 'secondary' })}
            >
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}
