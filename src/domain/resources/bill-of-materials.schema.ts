/**
 * The bill of materials form (spec §3: name, type, items, warehouse, vendor, finished product). Each
 * component line names its item, a quantity per ONE finished unit in the line's unit (fractions
 * allowed: 0.25 kg), how many of that unit make one of the item's own unit (1000 g per kg; 1 when the
 * same), the waste lost in making (%) and the component's product type (spec §3). How the lines
 * explode and round: src/domain/manufacturing/bom-explosion.ts.
 */
import * as yup from 'yup';
import {
  choice,
  MAX_LINES,
  numberField,
  optionalChoice,
  optionalRef,
  optionalText,
  ref,
  requiredText,
} from './fields';
import { productTypes, unitOfMeasureCodes } from './reference';

export const billOfMaterialsTypes = ['Assembly', 'Kit', 'Packaging'] as const;

/** Quantities per unit and conversions: positive, at most six decimals. */
const SIX_DECIMALS = /^-?\d+(\.\d{1,6})?$/;
const exactDecimal = (label: string, max: number) =>
  numberField(label)
    .moreThan(0, `${label} must be more than 0`)
    .max(max, `${label} must be at most ${max}`)
    .test(
      'decimals',
      `${label} may have at most 6 decimals`,
      (v) => v == null || SIX_DECIMALS.test(String(v)),
    );

export const componentLineSchema = yup.object({
  vendorProductId: ref('component item'),
  sku: requiredText('SKU', 100),
  name: optionalText('Item name', 300),
  quantity: exactDecimal('Quantity per unit', 1_000_000).required('Quantity per unit is required'),
  unit: optionalChoice('Unit', unitOfMeasureCodes),
  unitsPerItemUnit: exactDecimal('Units per item unit', 1_000_000)
    .default(1)
    .required('Units per item unit is required'),
  wastePercent: numberField('Waste %')
    .min(0, 'Waste % cannot be negative')
    .max(100, 'Waste % must be at most 100')
    .default(0)
    .required('Waste % is required'),
  productType: optionalChoice('Product type', productTypes),
});

export const billOfMaterialsSchema = yup.object({
  name: requiredText('Name', 200),
  type: choice('Type', billOfMaterialsTypes, 'Assembly'),
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  warehouseProductId: optionalRef('finished product'),
  items: yup
    .array()
    .of(componentLineSchema)
    .typeError('Components must be a list')
    .max(MAX_LINES, `Components may have at most ${MAX_LINES} lines`)
    .default(() => [])
    .required('Components are required')
    .min(1, 'A bill of materials needs at least one component'),
});
export type BillOfMaterialsInput = yup.InferType<typeof billOfMaterialsSchema>;

/** GET …/billOfMaterials/{id}/explosion?quantity=N: finished units to explode for (1 by default). */
export const explosionQuerySchema = yup.object({
  quantity: numberField('Quantity')
    .integer('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(1_000_000, 'Quantity must be at most 1000000')
    .default(1)
    .required('Quantity is required'),
});
