/**
 * Schedule a Batch (/warehouses/purchaseOrders/:purchaseOrderId/createBatch) and Ship Items
 * (/:purchaseOrderId/create and /:purchaseOrderId/receive, one screen): an inbound shipment for part
 * of the order's lines, no line beyond what is left to schedule. A scheduled batch is planned (Open);
 * shipped items are on their way, with their carrier and tracking number. Then back to the order.
 */
import { useMemo } from 'react';
import { FormError } from '../../components/form-error';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { batchRefusalOf } from '../../domain/purchase-order.lifecycle';
import { purchaseOrderProgress } from '../../domain/purchase-order.progress';
import type { ScreenProps } from '../../routes.types';
import { BatchForm } from './batch-form';
import { usePurchaseOrderCalls, usePurchaseOrdersClient } from '../../api/purchase-orders.api';
import { ui } from '../../components/ui/styles';

export default function PurchaseOrderBatchScreen({ params, route }: Partial<ScreenProps>) {
  const id = params?.purchaseOrderId ?? '';
  const shipped = !route?.path.endsWith('/createBatch');
  // Reached as the order's next step ("Record the inbound shipment, then receive").
  const thenReceive = Boolean(route?.path.endsWith('/receive'));
  const client = usePurchaseOrdersClient();
  const calls = usePurchaseOrderCalls();
  const load = useLoad(
    (signal) => Promise.all([client.get(id, signal), calls.batches(Number(id), signal)]),
    [id, client, calls],
  );
  const order = load.status === 'loaded' ? load.data[0] : null;
  const progress = useMemo(
    () => (load.status === 'loaded' ? purchaseOrderProgress(load.data[0].items, load.data[1]) : []),
    [load],
  );
  const refusal = order ? batchRefusalOf(order.orderStatus) : null;
  const noun = shipped ? 'Ship items' : 'Schedule a batch';
  return (
    <div className={ui.maxW1040}>
      <PageHeader
        title={order ? `${noun} for ${order.orderNumber}` : noun}
        description={
          thenReceive
            ? 'Record the inbound shipment (what the vendor sent, with carrier and tracking number); receiving starts right after.'
            : shipped
              ? 'Items the vendor has sent: an inbound shipment on its way to the receiving warehouse.'
              : 'A planned delivery of part of the order, to be received when it arrives.'
        }
      />
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The purchase order could not be loaded" message={load.failure.message} />
      )}
      {order && refusal && (
        <Notice tone="info" title="No batches for this order">
          <p>{refusal}</p>
        </Notice>
      )}
      {order && !refusal && (
        <BatchForm
          key={order.version}
          order={order}
          progress={progress}
          shipped={shipped}
          thenReceive={thenReceive}
          onReload={load.retry}
        />
      )}
    </div>
  );
}
