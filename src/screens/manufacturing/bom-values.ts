/** The bill-of-materials form's values: a stored BOM (or a new one) as Formik values, and back. */
import type { BillOfMaterialsRow } from '../../api/manufacturing.api';
import { div, isPositive, mul, percentFactor, ratioOf, toNumber } from '../../domain/manufacturing/ratio';
import { billOfMaterialsSchema } from '../../domain/resources/bill-of-materials.schema';

export interface ComponentLineValues {
  vendorProductId: number | null;
  sku: string;
  name: string | null;
  /** Per ONE finished unit, in `unit`. */
  quantity: number | '';
  /** null: the item's own unit. */
  unit: string | null;
  /** How many of `unit` make one of the item's unit (1 when the same). */
  unitsPerItemUnit: number | '';
  wastePercent: number | '';
  productType: string | null;
}

export interface BomValues {
  name: string;
  type: string;
  vendorId: number | null;
  warehouseId: number | null;
  warehouseProductId: number | null;
  items: ComponentLineValues[];
}

export const emptyComponentLine = (): ComponentLineValues => ({
  vendorProductId: null,
  sku: '',
  name: null,
  quantity: 1,
  unit: null,
  unitsPerItemUnit: 1,
  wastePercent: 0,
  productType: null,
});

export const newBomValues = (vendorId: number | null = null): BomValues => ({
  name: '',
  type: 'Assembly',
  vendorId,
  warehouseId: null,
  warehouseProductId: null,
  items: [emptyComponentLine()],
});

export const bomValues = (bom: BillOfMaterialsRow): BomValues => ({
  name: bom.name,
  type: bom.type,
  vendorId: bom.vendorId,
  warehouseId: bom.warehouseId,
  warehouseProductId: bom.warehouseProductId,
  items: bom.items.map((line) => ({
    vendorProductId: line.vendorProductId ?? null,
    sku: line.sku,
    name: line.name ?? null,
    quantity: line.quantity,
    unit: line.unit ?? null,
    unitsPerItemUnit: line.unitsPerItemUnit ?? 1,
    wastePercent: line.wastePercent ?? 0,
    productType: line.productType ?? null,
  })),
});

/** The body of add and edit, as the server validates it. */
export const bomBody = (values: BomValues) => billOfMaterialsSchema.cast(values, { stripUnknown: true });

/**
 * What one line needs of its item per finished unit, in the item's unit, waste included, as the
 * explosion reads a line (src/domain/manufacturing/bom-explosion.ts): quantity ÷ units per item unit ×
 * (1 + waste/100), exact, shown to six decimals. Null while the line is incomplete.
 */
export function perFinishedUnit(line: ComponentLineValues): number | null {
  const quantity = ratioOf(line.quantity === '' ? null : line.quantity);
  const per = ratioOf(line.unitsPerItemUnit === '' ? 1 : line.unitsPerItemUnit);
  const waste = ratioOf(line.wastePercent === '' ? 0 : line.wastePercent);
  if (!quantity || !per || !waste || !isPositive(quantity) || !isPositive(per)) return null;
  return toNumber(mul(div(quantity, per), percentFactor(waste)));
}
