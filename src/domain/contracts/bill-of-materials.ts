/** The contract of /api/manufacturing/billOfMaterials (see index.ts). */
import { defineContract } from './contract';

/**
 * A component line: `quantity` of `unit` per finished unit, `unitsPerItemUnit` of that unit making one
 * of the item's own unit (1 when the same), `wastePercent` lost in making, `productType` RawResource,
 * Packaging or Stock Item (spec §3).
 */
export interface ComponentLineRow {
  sku: string;
  name?: string | null;
  quantity: number;
  vendorProductId: number | null;
  unit?: string | null;
  unitsPerItemUnit?: number | null;
  wastePercent?: number | null;
  productType?: string | null;
}

/** A bill of materials as the API answers it (server/db/schema/manufacturing.ts bills_of_materials). */
export interface BillOfMaterialsRow {
  id: number;
  version: number;
  name: string;
  type: string;
  vendorId: number;
  warehouseId: number | null;
  /** The finished product the lines make. */
  warehouseProductId: number | null;
  items: ComponentLineRow[];
  /** The current revision: editing a BOM that work orders use makes a new one. */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

export const billOfMaterialsContract = defineContract<BillOfMaterialsRow>()({
  name: 'billOfMaterials',
  base: '/api/manufacturing/billOfMaterials',
  listPath: 'listItems',
  filters: {
    search: 'string',
    vendorId: 'number',
    warehouseId: 'number',
    type: 'string',
    warehouseProductId: 'number',
  },
  sortKeys: ['name', 'createdAt'],
  permissions: {
    view: ['manufacturing.bom.view', 'manufacturing.bom.update'],
    create: ['manufacturing.bom.update'],
    edit: ['manufacturing.bom.update'],
    // Reference data: removable while no work order uses it (a used one answers 409).
    delete: ['manufacturing.bom.update'],
  },
  screen: { path: '/manufacturing/billOfMaterials', menu: { anyOf: ['manufacturing.bom.view'] } },
});
