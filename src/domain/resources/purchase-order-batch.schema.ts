/**
 * Schedule a Batch and Ship Items (`POST /api/po/{id}/batches`): an inbound shipment for part of a
 * purchase order's lines. A scheduled batch is Open; shipped items travel already (Shipped), with the
 * carrier and tracking number. Shared by the batch screen and the server.
 */
import * as yup from 'yup';
import { day, flag, longText, numberField, optionalText, QUANTITY_MAX } from './fields';

export const batchLineSchema = yup.object({
  poLineIndex: numberField('Line')
    .integer('Line must be a whole number')
    .min(0, 'Line must be a line of the order')
    .required('Line is required'),
  quantity: numberField('Quantity')
    .integer('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(QUANTITY_MAX, 'Quantity is too large')
    .default(0)
    .required('Quantity is required'),
});

const requiredWhenShipped = (label: string) =>
  optionalText(label, 100).when('shipped', {
    is: true,
    then: (s) => s.required(`${label} is required for shipped items`),
  });

export const purchaseOrderBatchSchema = yup.object({
  /** The order's version the batch was planned on; a changed order answers 409. */
  version: numberField('Version', 'Version is required')
    .integer('Version is required')
    .required('Version is required'),
  /** Ship Items: the goods are on their way (Shipped), not only planned (Open). */
  shipped: flag('Shipped', false),
  expectedDate: day('Expected date'),
  carrier: requiredWhenShipped('Carrier'),
  trackingNumber: requiredWhenShipped('Tracking number'),
  shipDate: day('Ship date'),
  userNote: longText('Note', 2000),
  lines: yup
    .array()
    .of(batchLineSchema)
    .typeError('Lines must be a list')
    .min(1, 'Give at least one line a quantity')
    .max(500, 'A batch may have at most 500 lines')
    .default(() => [])
    .required('Lines are required'),
});
export type PurchaseOrderBatchInput = yup.InferType<typeof purchaseOrderBatchSchema>;
