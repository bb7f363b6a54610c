/**
 * /warehouses/purchaseOrders/view/:id: the order's status, details and totals, its lines with what is
 * scheduled, received, rejected and cancelled, its batches, and the actions the user may take.
 */
import { useMemo, type ReactNode } from 'react';
import { Card } from '../../components/card';
import { OpenTicketLink } from '../../components/open-ticket-link';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { TextLink } from '../../components/text-link';
import { useLoad } from '../../machines/load/use-load';
import { purchaseOrderProgress, receivableBatchStatuses } from '../../domain/purchase-order.progress';
import { fromAmount } from '../../domain/money';
import { orderTotalsMinor } from '../../domain/purchase-order.totals';
import type { ScreenProps } from '../../routes.types';
import { projectsRef, useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { PurchaseOrderActions } from './purchase-order-actions';
import { PurchaseOrderStatusBadge } from './purchase-order-columns';
import { PurchaseOrderInternalChannel } from './purchase-order-internal-channel';
import { PurchaseOrderNextStep } from './purchase-order-next-step';
import { BatchesTable, OrderLinesTable } from './purchase-order-progress-tables';
import { TotalsList } from './purchase-order-totals';
import { formatDay } from '../../components/format';
import {
  PO_PATH,
  typeLabels,
  usePurchaseOrderCalls,
  usePurchaseOrdersClient,
  type Batch,
  type PurchaseOrder,
} from '../../api/purchase-orders.api';
import { ui } from '../../components/ui/styles';

const styles = {
  details: ui.facts,
  stack: ui.stack,
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function OrderView({
  order,
  batches,
  onChanged,
}: {
  order: PurchaseOrder;
  batches: Batch[];
  onChanged: () => void;
}) {
  const refs = useRefNames([vendorsRef, warehousesRef, projectsRef]);
  const progress = useMemo(() => purchaseOrderProgress(order.items, batches), [order.items, batches]);
  const shipping = order.shippings?.[0];
  const receivable = batches.some((b) => receivableBatchStatuses.includes(b.orderStatus));
  const leftToSchedule = progress.reduce((n, p) => n + p.unscheduled, 0);
  return (
    <div className={styles.stack}>
      <PageHeader
        title={
          <span className={ui.titleWithBadge}>
            Purchase order {order.orderNumber}
            <PurchaseOrderStatusBadge status={order.orderStatus} />
          </span>
        }
        description={<TextLink href={PO_PATH}>All purchase orders</TextLink>}
        actions={
          <>
            <PurchaseOrderActions order={order} receivable={receivable} onChanged={onChanged} />
            <OpenTicketLink kind="purchase_order" id={order.id} />
          </>
        }
      />
      <PurchaseOrderNextStep order={order} receivable={receivable} leftToSchedule={leftToSchedule} />
      <Card title="Details">
        <dl className={styles.details}>
          <Detail label="Vendor">{refs.label(vendorsRef, order.vendorId) ?? `#${order.vendorId}`}</Detail>
          <Detail label="Receiving warehouse">
            {refs.label(warehousesRef, order.warehouseId) ?? `#${order.warehouseId}`}
          </Detail>
          <Detail label="Project">
            {order.projectId == null
              ? '—'
              : (refs.label(projectsRef, order.projectId) ?? `#${order.projectId}`)}
          </Detail>
          <Detail label="Type">{typeLabels[String(order.type)] ?? order.type}</Detail>
          <Detail label="Expected">{formatDay(order.expectedDate)}</Detail>
          <Detail label="Created">{formatDay(order.createdAt)}</Detail>
          {shipping && (
            <Detail label="Shipping">
              {[shipping.carrier, shipping.trackingNumber, formatDay(shipping.shipDate)]
                .filter(Boolean)
                .join(' · ')}
            </Detail>
          )}
          {order.userNote && <Detail label="Note">{order.userNote}</Detail>}
        </dl>
      </Card>
      <Card title="Lines">
        <div className={styles.stack}>
          <OrderLinesTable order={order} progress={progress} />
          <TotalsList
            totals={orderTotalsMinor(order)}
            shippingFee={fromAmount(order.shippingFee)}
            otherFees={fromAmount(order.otherFees)}
          />
        </div>
      </Card>
      <Card title="Batches" description="Inbound shipments against the order, each for part of its lines.">
        <BatchesTable batches={batches} />
      </Card>
      <PurchaseOrderInternalChannel order={order} />
    </div>
  );
}

export default function PurchaseOrderViewScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id ?? '';
  const client = usePurchaseOrdersClient();
  const calls = usePurchaseOrderCalls();
  const load = useLoad(
    (signal) => Promise.all([client.get(id, signal), calls.batches(Number(id), signal)]),
    [id, client, calls],
  );
  return (
    <div className={ui.maxW1120}>
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError title="The purchase order could not be loaded" message={load.failure.message} />
      )}
      {load.status === 'loaded' && (
        <OrderView order={load.data[0]} batches={load.data[1]} onChanged={load.retry} />
      )}
    </div>
  );
}
