/** The bill of materials form (spec §3: name, type, items, warehouse, vendor, finished product). */
import * as yup from 'yup';
import { choice, lineItems, optionalRef, ref, requiredText } from './fields';

export const billOfMaterialsTypes = ['Assembly', 'Kit', 'Packaging'] as const;

export const billOfMaterialsSchema = yup.object({
  name: requiredText('Name', 200),
  type: choice('Type', billOfMaterialsTypes, 'Assembly'),
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  warehouseProductId: optionalRef('finished product'),
  items: lineItems('Components').min(1, 'A bill of materials needs at least one component'),
});
export type BillOfMaterialsInput = yup.InferType<typeof billOfMaterialsSchema>;
