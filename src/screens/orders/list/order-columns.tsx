/**
 * The columns of the orders lists, exactly spec §2: the default ones (vendor, warehouse, aging, status,
 * order number, notes, order date, items, tracking number, ship-to name, tags) and the optional ones
 * the column picker offers (customer, bill-to and ship-to address parts, service and carrier code,
 * custom fields, dates, requested service, ship zone, counts and amounts). The Action column is added
 * by the table. Columns that read only what a fulfilment order carries too are shared with that list.
 */
import type { DataColumn } from '../../../components/data-table/data-table';
import { vendorsRef, warehousesRef, type RefNames } from '../../../components/crud/crud-refs';
import type { TagRow } from '../../../api/orders.api';
import { OrderStatusBadge } from '../details/order-chips';
import { orderDetailsPath, type Address, type Order } from '../../../api/orders.api';
import {
  AgingCell,
  codeOr,
  InstantCell,
  ItemsSummary,
  moneyOr,
  numberOr,
  OrderNumberLink,
  TagList,
  tagRowsFor,
  textOr,
} from './order-cells';

/** What an order and a fulfilment order both carry, under the same names. */
export type ShippingRow = Pick<
  Order,
  | 'id'
  | 'orderNumber'
  | 'orderStatus'
  | 'warehouseId'
  | 'orderDate'
  | 'shipByDate'
  | 'shipDate'
  | 'requestedService'
  | 'carrierCode'
  | 'serviceCode'
  | 'trackingNumber'
  | 'shipmentAddress'
  | 'items'
  | 'itemCount'
  | 'weightTotal'
  | 'notes'
>;

type AddressPart = Exclude<keyof Address, 'email' | 'phone' | 'addressLine3'>;
const addressParts: readonly { part: AddressPart; label: string; id: string }[] = [
  { part: 'name', label: 'name', id: 'Name' },
  { part: 'company', label: 'company', id: 'Company' },
  { part: 'addressLine1', label: 'address line 1', id: 'Address1' },
  { part: 'addressLine2', label: 'address line 2', id: 'Address2' },
  { part: 'city', label: 'city', id: 'City' },
  { part: 'state', label: 'state', id: 'State' },
  { part: 'postcode', label: 'postcode', id: 'Postcode' },
  { part: 'countryCode', label: 'country', id: 'Country' },
];

function addressColumns<T>(
  prefix: 'billTo' | 'shipTo',
  title: string,
  read: (row: T) => Address | null | undefined,
  skip: readonly AddressPart[] = [],
): DataColumn<T>[] {
  return addressParts
    .filter((p) => !skip.includes(p.part))
    .map(({ part, label, id }) => ({
      id: `${prefix}${id}`,
      header: `${title} ${label}`,
      hiddenByDefault: true,
      cell: (row: T) => textOr(read(row)?.[part]),
    }));
}

/** Columns an order and a fulfilment order share, by id. */
export function shippingColumns(refs: RefNames) {
  const c = {
    warehouse: {
      id: 'warehouse',
      header: 'Warehouse',
      minWidth: 76,
      cell: (o) =>
        o.warehouseId === null
          ? textOr(null)
          : (refs.label(warehousesRef, o.warehouseId) ?? `#${o.warehouseId}`),
    },
    aging: {
      id: 'aging',
      header: 'Aging',
      align: 'end',
      cell: (o) => <AgingCell since={o.orderDate} status={o.orderStatus} />,
    },
    notes: { id: 'notes', header: 'Notes', width: 40, cell: (o) => textOr(o.notes) },
    orderDate: {
      id: 'orderDate',
      header: 'Order date',
      sortKey: 'OrderDate',
      minWidth: 64,
      cell: (o) => <InstantCell value={o.orderDate} />,
    },
    items: { id: 'items', header: 'Items', minWidth: 100, cell: (o) => <ItemsSummary items={o.items} /> },
    trackingNumber: {
      id: 'trackingNumber',
      header: 'Tracking number',
      width: 72,
      cell: (o) => codeOr(o.trackingNumber),
    },
    shipToName: {
      id: 'shipToName',
      header: 'Ship-to name',
      minWidth: 64,
      cell: (o) => textOr(o.shipmentAddress?.name),
    },
    serviceCode: {
      id: 'serviceCode',
      header: 'Service code',
      hiddenByDefault: true,
      cell: (o) => codeOr(o.serviceCode),
    },
    carrierCode: {
      id: 'carrierCode',
      header: 'Carrier code',
      hiddenByDefault: true,
      cell: (o) => codeOr(o.carrierCode),
    },
    requestedService: {
      id: 'requestedService',
      header: 'Requested service',
      hiddenByDefault: true,
      cell: (o) => textOr(o.requestedService),
    },
    itemCount: {
      id: 'itemCount',
      header: 'Item count',
      align: 'end',
      hiddenByDefault: true,
      cell: (o) => numberOr(o.itemCount),
    },
    weightTotal: {
      id: 'weightTotal',
      header: 'Weight total',
      align: 'end',
      hiddenByDefault: true,
      cell: (o) => numberOr(o.weightTotal, ' lb'),
    },
    shipByDate: {
      id: 'shipByDate',
      header: 'Ship-by date',
      sortKey: 'ShipByDate',
      hiddenByDefault: true,
      cell: (o) => <InstantCell value={o.shipByDate} />,
    },
    shipDate: {
      id: 'shipDate',
      header: 'Ship date',
      sortKey: 'ShipDate',
      hiddenByDefault: true,
      cell: (o) => <InstantCell value={o.shipDate} />,
    },
  } satisfies Record<string, DataColumn<ShippingRow>>;
  return {
    ...c,
    shipToAddress: addressColumns<ShippingRow>('shipTo', 'Ship-to', (o) => o.shipmentAddress, ['name']),
  };
}

export interface OrderColumnContext {
  refs: RefNames;
  tagRows: readonly TagRow[];
}

/** The orders list's columns, in spec §2's order: the defaults first, then the optional ones. */
export function orderColumns({ refs, tagRows }: OrderColumnContext): DataColumn<Order>[] {
  const s = shippingColumns(refs);
  const optional = (column: Omit<DataColumn<Order>, 'hiddenByDefault'>): DataColumn<Order> => ({
    ...column,
    hiddenByDefault: true,
  });
  const customField = (n: 1 | 2 | 3) =>
    optional({
      id: `customField${n}`,
      header: `Custom field ${n}`,
      width: 140,
      cell: (o) => textOr(o.advancedOptions?.[`customField${n}`]),
    });
  return [
    {
      id: 'vendor',
      header: 'Vendor',
      minWidth: 72,
      cell: (o) => refs.label(vendorsRef, o.vendorId) ?? `#${o.vendorId}`,
    },
    s.warehouse,
    s.aging,
    {
      id: 'status',
      header: 'Status',
      sortKey: 'OrderStatus',
      cell: (o) => <OrderStatusBadge status={o.orderStatus} />,
    },
    {
      id: 'orderNumber',
      header: 'Order number',
      sortKey: 'OrderNumber',
      minWidth: 72,
      cell: (o) => (
        <OrderNumberLink
          href={orderDetailsPath(o.id)}
          number={o.orderNumber}
          flag={o.isReship ? 'Reship' : o.isArchived ? 'Archived' : undefined}
        />
      ),
    },
    s.notes,
    s.orderDate,
    s.items,
    s.trackingNumber,
    s.shipToName,
    {
      id: 'tags',
      header: 'Tags',
      width: 80,
      cell: (o) => <TagList tags={o.tags} rows={tagRowsFor(tagRows, o.projectId)} />,
    },
    // Optional (the column picker).
    optional({ id: 'customerEmail', header: 'Customer email', cell: (o) => textOr(o.customerEmail) }),
    optional({
      id: 'customerUsername',
      header: 'Customer username',
      cell: (o) => textOr(o.customerUsername),
    }),
    ...addressColumns<Order>('billTo', 'Bill-to', (o) => o.billTo),
    ...s.shipToAddress,
    s.serviceCode,
    s.carrierCode,
    customField(1),
    customField(2),
    customField(3),
    optional({
      id: 'modifyDate',
      header: 'Modified date',
      sortKey: 'ModifyDate',
      cell: (o) => <InstantCell value={o.modifyDate} />,
    }),
    s.requestedService,
    optional({ id: 'shipZone', header: 'Ship zone', cell: (o) => textOr(o.shipZone) }),
    s.itemCount,
    s.weightTotal,
    s.shipByDate,
    s.shipDate,
    optional({
      id: 'orderTotal',
      header: 'Order total',
      sortKey: 'OrderTotal',
      align: 'end',
      cell: (o) => moneyOr(o.orderTotal),
    }),
    optional({ id: 'amountPaid', header: 'Amount paid', align: 'end', cell: (o) => moneyOr(o.amountPaid) }),
    optional({
      id: 'shippingAmount',
      header: 'Shipping amount',
      align: 'end',
      cell: (o) => moneyOr(o.shippingAmount),
    }),
    optional({ id: 'taxAmount', header: 'Tax amount', align: 'end', cell: (o) => moneyOr(o.taxAmount) }),
  ];
}
