/** The purchase order form (spec §3, DESIGN.md §5), shared by the form and the server. */
import * as yup from 'yup';
import {
  day,
  flag,
  intChoice,
  longText,
  lineItems,
  money,
  optionalRef,
  optionalText,
  ref,
  requiredText,
} from './fields';
import { PO_ARCHIVED, PO_OPEN, PO_OPEN_STATUSES, purchaseOrderStatuses } from '../purchase-order.lifecycle';

/** Numeric purchase order statuses (DESIGN.md §5). */
/** The statuses and their numbers are the lifecycle's (purchase-order.lifecycle.ts). */
export { purchaseOrderStatuses };
export const PURCHASE_ORDER_ARCHIVED = PO_ARCHIVED;
/** Statuses in which a purchase order still waits for goods (the isDue filter). */
export const purchaseOrderOpenStatuses = PO_OPEN_STATUSES;

export const purchaseOrderTypes = [
  { value: 0, label: 'Standard' },
  { value: 1, label: 'Manufacturing' },
] as const;

/** A shipping leg announced for an inbound document. */
export const shippingSchema = yup.object({
  carrier: optionalText('Carrier', 100),
  trackingNumber: optionalText('Tracking number', 100),
  shipDate: day('Ship date'),
});

export const shippingsField = () =>
  yup
    .array()
    .of(shippingSchema)
    .typeError('Shippings must be a list')
    .max(50, 'Shippings may have at most 50 entries')
    .default(() => []);

export const purchaseOrderSchema = yup.object({
  orderNumber: requiredText('Order number', 50),
  type: intChoice(
    'Type',
    purchaseOrderTypes.map((t) => t.value),
    0,
  ),
  orderStatus: intChoice(
    'Status',
    purchaseOrderStatuses.map((s) => s.value),
    PO_OPEN,
  ),
  vendorId: ref('vendor'),
  projectId: optionalRef('project'),
  warehouseId: ref('receiving warehouse'),
  expectedDate: day('Expected date'),
  userNote: longText('Note', 2000),
  shippingFee: money('Shipping fee'),
  otherFees: money('Other fees'),
  shippings: shippingsField(),
  items: lineItems().min(1, 'Add at least one line'),
  /**
   * On create: store the order Confirmed at once (needs warehouses.po.autoConfirm). Not a column: the
   * declaration's write hook reads it and drops it.
   */
  autoConfirm: flag('Confirm on create', false),
});
export type PurchaseOrderInput = yup.InferType<typeof purchaseOrderSchema>;
