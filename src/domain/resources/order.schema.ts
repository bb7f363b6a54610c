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
  numberField,
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
  // A kit's component line sent back as the order page showed it: intake drops it and explodes the
  // kit line again (src/domain/order-kits.ts), so a form may send every line it was given.
  kitComponent: yup
    .object({ key: yup.string().required(), perKit: yup.string().required() })
    .nullable()
    .default(undefined)
    .optional(),
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
  // A connector may send no bill-to: intake then bills the ship-to address.
  billTo: address(null).nullable().default(null),
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

/** What intake takes: the order form without a status (intake decides it). */
export const orderIntakeSchema = orderSchema.omit(['orderStatus']);
export type OrderIntakeInput = yup.InferType<typeof orderIntakeSchema>;

/** An edit (spec §6 "edit"): lines, addresses, service, custom fields, notes and tags, before fulfilment. */
export const orderEditSchema = orderSchema
  .pick([
    'items',
    'shipmentAddress',
    'billTo',
    'requestedService',
    'advancedOptions',
    'notes',
    'tags',
    'customerEmail',
    'customerUsername',
    'shipByDate',
  ])
  .partial();
export type OrderEditInput = yup.InferType<typeof orderEditSchema>;

/** The body of the hold action. */
export const orderHoldSchema = yup.object({
  type: choice('Hold type', ['operator', 'client', 'address', 'payment', 'inventory'] as const, 'operator'),
  reason: requiredText('Reason', 500),
  holdUntil: instant('Hold until').test(
    'future',
    'Hold until must be in the future',
    (value) => value == null || value.getTime() > Date.now(),
  ),
});

/** The body of mark shipped. */
export const orderShipSchema = yup.object({
  carrierCode: requiredText('Carrier', 50),
  serviceCode: requiredText('Service', 50),
  trackingNumber: requiredText('Tracking number', 100),
});

/** The body of cancel and reship: an optional reason. */
export const orderReasonSchema = yup.object({
  reason: yup
    .string()
    .typeError('Reason must be text')
    .trim()
    .max(500, 'Reason must be at most 500 characters')
    .nullable(),
});

/** The body of unhold: one hold, or none for every hold. */
export const orderUnholdSchema = yup.object({
  holdId: numberField('Hold').integer('Hold must be a whole number').positive('Choose a hold').nullable(),
});

/** The body of split: how many units of which lines move to the new order. */
export const orderSplitSchema = yup.object({
  lines: yup
    .array()
    .of(
      yup.object({
        lineIndex: numberField('Line')
          .integer('Line must be a whole number')
          .min(0, 'Line must be 0 or more')
          .required('Line is required'),
        quantity: quantity('Quantity'),
      }),
    )
    .typeError('Lines must be a list')
    .min(1, 'Choose at least one line to move')
    .max(500, 'Lines may have at most 500 entries')
    .required('Choose at least one line to move'),
});

export const orderBulkActions = [
  'hold',
  'unhold',
  'send-to-fulfillment',
  'cancel',
  'move-to-awaiting-shipment',
  'add-tag',
  'remove-tag',
  'archive',
  'unarchive',
] as const;
export type OrderBulkAction = (typeof orderBulkActions)[number];

export const orderBulkSchema = yup.object({
  ids: yup
    .array()
    .of(
      numberField('Ids', 'Ids must be numbers')
        .integer('Ids must be whole numbers')
        .required('Ids must be numbers'),
    )
    .typeError('Ids must be a list')
    .min(1, 'Choose at least one order')
    .max(500, 'At most 500 orders at once')
    .required('Choose at least one order'),
  action: yup
    .mixed<OrderBulkAction>()
    .oneOf(orderBulkActions, `Action must be one of: ${orderBulkActions.join(', ')}`)
    .required('Action is required'),
  type: choice('Hold type', ['operator', 'client', 'address', 'payment', 'inventory'] as const, 'operator'),
  reason: optionalText('Reason', 500),
  tag: optionalText('Tag', 50),
});
