/**
 * /warehouses/purchaseOrders/create and /edit/:id: the order, its lines and fees, with the totals
 * shown as they are typed. Users who may auto-confirm can create the order Confirmed in one step. An
 * order past Confirmed is not editable: the page says so instead of offering a form.
 */
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { FormError } from '../../components/form-error';
import { Notice } from '../../components/notice';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { editRefusalOf } from '../../domain/purchase-order.lifecycle';
import type { ScreenProps } from '../../routes.types';
import { PurchaseOrderStatusBadge } from './purchase-order-columns';
import { PurchaseOrderForm } from './purchase-order-form';
import { PO_PATH, usePurchaseOrdersClient } from '../../api/purchase-orders.api';
import { ui } from '../../components/ui/styles';

export default function PurchaseOrderFormScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id;
  const client = usePurchaseOrdersClient();
  const load = useLoad((signal) => (id ? client.get(id, signal) : Promise.resolve(null)), [id, client]);
  const order = load.status === 'loaded' ? load.data : null;
  const refusal = order ? editRefusalOf(order.orderStatus) : null;
  return (
    <div className={ui.maxW1040}>
      <h1 className={ui.formTitleRow}>
        {order
          ? `Edit purchase order ${order.orderNumber}`
          : id
            ? 'Edit purchase order'
            : 'New purchase order'}
        {order && <PurchaseOrderStatusBadge status={order.orderStatus} />}
      </h1>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The purchase order could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && refusal && (
        <Notice tone="info" title="Not editable">
          <p>{refusal}</p>
          <Link
            href={`${PO_PATH}/view/${order!.id}`}
            className={`${buttonClass({ variant: 'secondary', size: 'sm' })} ${ui.mt3}`}
          >
            Back to the order
          </Link>
        </Notice>
      )}
      {load.status === 'loaded' && !refusal && (
        // A reload brings a new version: the form starts again from it.
        <PurchaseOrderForm key={String(order?.version ?? 'new')} order={order} onReload={load.retry} />
      )}
    </div>
  );
}
