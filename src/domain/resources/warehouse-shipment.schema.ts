/**
 * The warehouse shipment form: warehouse transfers, advanced ship notices and purchase-order batches
 * (spec §3: the purchase order fields plus toWarehouseId, fromWarehouseId, customReferenceNumber).
 */
import * as yup from 'yup';
import { shippingsField } from './purchase-order.schema';
import {
  choice,
  day,
  flag,
  instant,
  intChoice,
  longText,
  lineItems,
  money,
  optionalRef,
  optionalText,
  ref,
  requiredText,
} from './fields';
import { inboundDocumentStatuses } from './reference';

/** type 0 is the default of the transfer form (spec §3). */
export const warehouseShipmentTypes = [
  { value: 0, label: 'Warehouse transfer' },
  { value: 1, label: 'Advanced ship notice' },
  { value: 2, label: 'Purchase order batch' },
] as const;
export const WAREHOUSE_TRANSFER = 0;
export const ADVANCED_SHIP_NOTICE = 1;
export const PURCHASE_ORDER_BATCH = 2;

export const warehouseShipmentStatuses = inboundDocumentStatuses;
/** Statuses in which a shipment has not arrived yet (the isDue filter). */
export const warehouseShipmentPendingStatuses = ['Draft', 'Open', 'AwaitingShipment', 'Shipped'] as const;

export const warehouseShipmentSchema = yup.object({
  type: intChoice(
    'Type',
    warehouseShipmentTypes.map((t) => t.value),
    WAREHOUSE_TRANSFER,
  ),
  orderNumber: requiredText('Order number', 50),
  customReferenceNumber: optionalText('Reference number', 100),
  orderStatus: choice('Status', warehouseShipmentStatuses, 'Open'),
  vendorId: ref('vendor'),
  projectId: optionalRef('project'),
  purchaseOrderId: optionalRef('purchase order').when('type', {
    is: PURCHASE_ORDER_BATCH,
    then: (s) => s.required('Purchase order is required'),
  }),
  // In the words of the forms' labels: an ASN's (and a batch's) Receiving warehouse, a transfer's
  // Source and Destination warehouse.
  toWarehouseId: ref('receiving warehouse').when('type', {
    is: WAREHOUSE_TRANSFER,
    then: () => ref('destination warehouse'),
  }),
  fromWarehouseId: optionalRef('source warehouse').when('type', {
    is: WAREHOUSE_TRANSFER,
    then: (s) =>
      s
        .required('Source warehouse is required')
        .notOneOf([yup.ref('toWarehouseId')], 'Source and destination warehouse must differ'),
  }),
  customerRequested: flag('Customer requested', false),
  expectedDate: day('Expected date'),
  receivedDate: instant('Received date'),
  userNote: longText('Note', 2000),
  shippingFee: money('Shipping fee'),
  otherFees: money('Other fees'),
  shippings: shippingsField(),
  items: lineItems(),
});
export type WarehouseShipmentInput = yup.InferType<typeof warehouseShipmentSchema>;
