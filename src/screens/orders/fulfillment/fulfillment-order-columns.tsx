/**
 * The fulfilment orders list's columns: the orders list's without the vendor column (spec §2), over
 * what a fulfilment order carries, plus the storefront order it ships and how it is fulfilled.
 */
import { badge } from 'styled-system/recipes';
import type { DataColumn } from '../../../components/data-table/data-table';
import { TextLink } from '../../../components/text-link';
import type { RefNames } from '../../../components/crud/crud-refs';
import { orderDetailsPath } from '../../../api/orders.api';
import { none, OrderNumberLink, textOr } from '../list/order-cells';
import { shippingColumns } from '../list/order-columns';
import {
  fulfillmentOrderPath,
  fulfillmentStatusLabel,
  fulfillmentStatusTone,
  type FulfillmentOrder,
} from '../../../api/fulfillment-orders.api';

export function FulfillmentStatusBadge({ status }: { status: string }) {
  return (
    <span className={badge({ tone: fulfillmentStatusTone[status] ?? 'neutral' })}>
      {fulfillmentStatusLabel(status)}
    </span>
  );
}

export function fulfillmentOrderColumns(refs: RefNames): DataColumn<FulfillmentOrder>[] {
  const s = shippingColumns(refs);
  return [
    s.warehouse,
    s.aging,
    {
      id: 'status',
      header: 'Status',
      sortKey: 'OrderStatus',
      cell: (f) => <FulfillmentStatusBadge status={f.orderStatus} />,
    },
    {
      id: 'orderNumber',
      header: 'Order number',
      sortKey: 'OrderNumber',
      cell: (f) => (
        <OrderNumberLink
          href={fulfillmentOrderPath(f.id)}
          number={f.orderNumber}
          flag={f.mirrored ? 'Mirrored' : undefined}
        />
      ),
    },
    s.notes,
    s.orderDate,
    s.items,
    s.trackingNumber,
    s.shipToName,
    {
      id: 'storefrontOrder',
      header: 'Storefront order',
      hiddenByDefault: true,
      cell: (f) => (f.orderId ? <TextLink href={orderDetailsPath(f.orderId)}>Open order</TextLink> : none),
    },
    {
      id: 'fulfillmentService',
      header: 'Fulfilment service',
      hiddenByDefault: true,
      cell: (f) => textOr(f.fulfillmentService),
    },
    ...s.shipToAddress,
    s.serviceCode,
    s.carrierCode,
    s.requestedService,
    s.itemCount,
    s.weightTotal,
    s.shipByDate,
    s.shipDate,
  ];
}
