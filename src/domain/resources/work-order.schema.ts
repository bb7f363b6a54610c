/** The manufacturing work order form (spec §3, §9: quantity 1, unit E). */
import * as yup from 'yup';
import { DEFAULT_DOCUMENT_QUANTITY, DEFAULT_MEASUREMENT_UNIT } from '../constants';
import { choice, day, longText, optionalRef, quantity, ref, requiredText } from './fields';
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
