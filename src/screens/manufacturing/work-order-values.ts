/** The work-order form's values: a stored work order (or a new one, spec §9: quantity 1, unit E) and back. */
import type { WorkOrderRow } from '../../api/manufacturing.api';
import { DEFAULT_DOCUMENT_QUANTITY, DEFAULT_MEASUREMENT_UNIT } from '../../domain/constants';
import { workOrderSchema } from '../../domain/resources/work-order.schema';

export interface WorkOrderValues {
  orderNumber: string;
  type: string;
  assembleType: string;
  vendorId: number | null;
  warehouseId: number | null;
  billOfMaterialsId: number | null;
  manufacturingVendorId: number | null;
  purchaseOrderId: number | null;
  quantity: number | '';
  measurementUnit: string;
  dueDate: string | null;
  notes: string | null;
}

export interface NewWorkOrderPreset {
  vendorId?: number | null;
  billOfMaterialsId?: number | null;
  warehouseId?: number | null;
}

export const newWorkOrderValues = (preset: NewWorkOrderPreset = {}): WorkOrderValues => ({
  orderNumber: '',
  type: 'Internal',
  assembleType: 'Assemble',
  vendorId: preset.vendorId ?? null,
  warehouseId: preset.warehouseId ?? null,
  billOfMaterialsId: preset.billOfMaterialsId ?? null,
  manufacturingVendorId: null,
  purchaseOrderId: null,
  quantity: DEFAULT_DOCUMENT_QUANTITY,
  measurementUnit: DEFAULT_MEASUREMENT_UNIT,
  dueDate: null,
  notes: null,
});

export const workOrderValues = (w: WorkOrderRow): WorkOrderValues => ({
  orderNumber: w.orderNumber,
  type: w.type,
  assembleType: w.assembleType,
  vendorId: w.vendorId,
  warehouseId: w.warehouseId,
  billOfMaterialsId: w.billOfMaterialsId,
  manufacturingVendorId: w.manufacturingVendorId,
  purchaseOrderId: w.purchaseOrderId,
  quantity: w.quantity,
  measurementUnit: w.measurementUnit,
  dueDate: w.dueDate,
  notes: w.notes,
});

/**
 * The body of add and edit: texts trimmed, a purchase order only for a third-party manufacturer (the
 * goods come back by receiving it). The status is the lifecycle's, never the form's.
 */
export function workOrderBody(values: WorkOrderValues) {
  const { status: _status, ...body } = workOrderSchema.cast(
    { ...values, purchaseOrderId: values.type === 'ThirdParty' ? values.purchaseOrderId : null },
    { stripUnknown: true },
  );
  return body;
}
