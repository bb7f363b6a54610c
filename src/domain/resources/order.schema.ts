/** The storefront order form (spec §3) and the order list's filter values. */
import * as yup from 'yup';
import { DEFAULT_SHIP_TO_COUNTRY } from '../constants';
import {
  address,
  choice,
  email,
  instant,
  longText,
  money,
  optionalRef,
  optionalText,
  quantity,
  ref,
  requiredText,
  textField,
} from './fields';

export const orderStatuses = [
  'awaiting_payment',
  'awaiting_shipment',
  'pending_fulfillment',
  'on_hold',
  'shipped',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** A status filter value, not a status: paid and not yet shipped or cancelled (DESIGN.md §5). */
export const PAID_BUT_NOT_SHIPPED = 'paid-but-not-shipped';
export const orderStatusFilters = [...orderStatuses, PAID_BUT_NOT_SHIPPED] as const;
/** The statuses PAID_BUT_NOT_SHIPPED stands for. */
export const paidNotShippedStatuses: readonly OrderStatus[] = [
  'awaiting_shipment',
  'pending_fulfillment',
  'on_hold',
];

/** sortBy values of the orders list (spec §3 default OrderDate, descending). */
export const orderSortOptions = [
  { value: 'OrderDate', label: 'Order date' },
  { value: 'ModifyDate', label: 'Modified date' },
  { value: 'ShipByDate', label: 'Ship-by date' },
  { value: 'ShipDate', label: 'Ship date' },
  { value: 'OrderNumber', label: 'Order number' },
  { value: 'OrderTotal', label: 'Order total' },
  { value: 'OrderStatus', label: 'Status' },
] as const;

export const orderLineSchema = yup.object({
  sku: requiredText('SKU', 100),
  wmsSku: optionalText('Warehouse SKU', 100),
  name: optionalText('Item name', 300),
  quantity: quantity('Quantity'),
  unitPrice: money('Unit price', null),
});

export const orderSchema = yup.object({
  orderNumber: requiredText('Order number', 100),
  orderKey: optionalText('Order key', 100),
  projectId: ref('project'),
  storeId: optionalRef('store'),
  orderStatus: choice('Status', orderStatuses, 'awaiting_shipment'),
  orderDate: instant('Order date'),
  paymentDate: instant('Payment date'),
  shipByDate: instant('Ship-by date'),
  orderTotal: money('Order total'),
  amountPaid: money('Amount paid'),
  shippingAmount: money('Shipping amount'),
  taxAmount: money('Tax amount'),
  customerEmail: email('Customer e-mail'),
  customerUsername: optionalText('Customer username', 100),
  billTo: address(null),
  shipmentAddress: address(DEFAULT_SHIP_TO_COUNTRY),
  items: yup
    .array()
    .of(orderLineSchema)
    .typeError('Items must be a list')
    .max(500, 'Items may have at most 500 lines')
    .default(() => []),
  advancedOptions: yup
    .object({
      customField1: optionalText('Custom field 1', 500),
      customField2: optionalText('Custom field 2', 500),
      customField3: optionalText('Custom field 3', 500),
    })
    .typeError('Advanced options must be an object')
    .default(() => ({})),
  requestedService: optionalText('Requested service', 100),
  carrierCode: optionalText('Carrier', 50),
  serviceCode: optionalText('Service', 50),
  notes: longText('Notes', 5000),
  tags: yup
    .array()
    .of(textField('Tag').max(50, 'Tag must be at most 50 characters').required('Tag is required'))
    .typeError('Tags must be a list')
    .max(30, 'Tags may have at most 30 entries')
    .default(() => []),
});
export type OrderInput = yup.InferType<typeof orderSchema>;
