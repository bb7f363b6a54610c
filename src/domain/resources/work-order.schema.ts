/** The manufacturing work order form (spec §3, §9: quantity 1, unit E). */
import * as yup from 'yup';
import { DEFAULT_DOCUMENT_QUANTITY, DEFAULT_MEASUREMENT_UNIT } from '../constants';
import {
  choice,
  day,
  longText,
  MAX_LINES,
  numberField,
  optionalRef,
  optionalText,
  quantity,
  QUANTITY_MAX,
  ref,
  requiredText,
} from './fields';
import { unitOfMeasureCodes } from './reference';

export const workOrderTypes = ['Internal', 'ThirdParty'] as const;
export const assembleTypes = ['Assemble', 'Disassemble'] as const;
/** The lifecycle's statuses (src/domain/work-order.lifecycle.ts); a new work order is a Draft. */
export const workOrderStatuses = ['Draft', 'Released', 'InProgress', 'Completed', 'Cancelled'] as const;

export const workOrderSchema = yup.object({
  orderNumber: requiredText('Order number', 50),
  type: choice('Type', workOrderTypes, 'Internal'),
  assembleType: choice('Assemble type', assembleTypes, 'Assemble'),
  status: choice('Status', workOrderStatuses, 'Draft'),
  vendorId: ref('vendor'),
  warehouseId: ref('warehouse'),
  billOfMaterialsId: optionalRef('bill of materials'),
  manufacturingVendorId: optionalRef('manufacturing vendor'),
  purchaseOrderId: optionalRef('purchase order'),
  quantity: quantity('Quantity', 1, DEFAULT_DOCUMENT_QUANTITY),
  measurementUnit: choice(
    'Unit',
    unitOfMeasureCodes,
    DEFAULT_MEASUREMENT_UNIT as (typeof unitOfMeasureCodes)[number],
  ),
  dueDate: day('Due date'),
  notes: longText('Notes', 2000),
});
export type WorkOrderInput = yup.InferType<typeof workOrderSchema>;

/**
 * POST …/workOrders/{id}/complete (contracts/manufacturing-answers.ts CompleteWorkOrderBody): the
 * finished units of this completion, their lot and expiry, and optionally the lots consumed.
 */
export const completeWorkOrderSchema = yup.object({
  quantity: numberField('Quantity')
    .integer('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(QUANTITY_MAX, 'Quantity is too large')
    .required('Quantity is required'),
  lot: optionalText('Lot', 100),
  expiry: day('Expiry'),
  consumedLots: yup
    .array()
    .of(
      yup.object({
        vendorProductId: ref('item'),
        lotNumber: optionalText('Lot', 100),
        quantity: quantity('Quantity'),
      }),
    )
    .typeError('Consumed lots must be a list')
    .max(MAX_LINES, `Consumed lots may have at most ${MAX_LINES} lines`)
    .default(() => []),
});
export type CompleteWorkOrderInput = yup.InferType<typeof completeWorkOrderSchema>;
