/** The vendor (warehouse) product form (spec §3). inventoryStatus is kept by the inventory module. */
import * as yup from 'yup';
import { gtinProblem } from '../barcode';
import { DEFAULT_MEASUREMENT_UNIT } from '../constants';
import {
  choice,
  decimal,
  flag,
  intChoice,
  longText,
  money,
  optionalCount,
  optionalRef,
  ref,
  requiredText,
  textField,
} from './fields';
import { productTypes, unitOfMeasureCodes, warehouseItemStatuses } from './reference';

export const inventoryStatuses = [
  { value: 0, label: 'Out of stock' },
  { value: 1, label: 'Low stock' },
  { value: 2, label: 'In stock' },
] as const;

/**
 * The item's barcode: a GTIN (UPC-A, EAN-13, GTIN-14 or EAN-8) with a right check digit, or nothing.
 * Spaces and dashes as printed under the bars are dropped.
 */
const barcode = (label: string) =>
  textField(label)
    .transform((v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') || null : v))
    .nullable()
    .default(null)
    .test('gtin', function gtin(value) {
      const problem = value == null ? null : gtinProblem(value);
      return problem === null || this.createError({ message: `${label} ${problem}` });
    });

export const vendorProductSchema = yup.object({
  vendorId: ref('vendor'),
  warehouseId: optionalRef('warehouse'),
  sku: requiredText('SKU', 100),
  item: requiredText('Item', 300),
  barcode: barcode('Barcode'),
  description: longText('Description', 2000),
  status: choice('Status', warehouseItemStatuses, 'active'),
  type: choice('Type', productTypes, 'Stock Item'),
  itemUnit: choice(
    'Unit',
    unitOfMeasureCodes,
    DEFAULT_MEASUREMENT_UNIT as (typeof unitOfMeasureCodes)[number],
  ),
  wholesalePrice: money('Wholesale price', null),
  factoringPercentage: decimal('Factoring percentage', { max: 100 }),
  weight: decimal('Weight', { max: 100_000 }),
  unitsPerBox: optionalCount('Units per box'),
  unitsPerPallet: optionalCount('Units per pallet'),
  // Purchasing facts the R&D costing warns by (issue 15): the supplier's minimum order and lead time.
  minimumOrderQuantity: optionalCount('Minimum order quantity'),
  leadTimeDays: optionalCount('Lead time (days)'),
  trackInventory: flag('Track inventory', true),
  inventoryStatus: intChoice(
    'Inventory status',
    inventoryStatuses.map((s) => s.value),
    0,
  ),
});
export type VendorProductInput = yup.InferType<typeof vendorProductSchema>;
