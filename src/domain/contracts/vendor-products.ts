/** The contract of /api/vendorProducts (see index.ts). */
import type { StockFigures } from '../vendor-product-file';
import { defineContract } from './contract';

/** A vendor item row (list and GET /api/vendorProducts/:id). */
export interface VendorProductRow {
  id: number;
  vendorId: number;
  warehouseId: number | null;
  sku: string;
  item: string;
  /** The UPC/EAN/GTIN printed on the item (8, 12, 13 or 14 digits); a receiving scan of it counts the item. */
  barcode: string | null;
  description: string | null;
  status: string;
  type: string;
  itemUnit: string;
  wholesalePrice: number | null;
  factoringPercentage: number | null;
  weight: number | null;
  unitsPerBox: number | null;
  unitsPerPallet: number | null;
  /** Purchasing facts the R&D costing warns on: the supplier's minimum order and lead time. */
  minimumOrderQuantity: number | null;
  leadTimeDays: number | null;
  trackInventory: boolean;
  inventoryStatus: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  /** In the detailed view: the item's stock over every warehouse the user may see. */
  stock?: StockFigures | null;
}

export const vendorProductsContract = defineContract<VendorProductRow>()({
  name: 'vendorProducts',
  base: '/api/vendorProducts',
  listPath: 'listItems',
  filters: {
    showDetailedView: 'boolean',
    search: 'string',
    status: 'string',
    warehouseId: 'number',
    vendorId: 'number',
    type: 'string',
    inventoryStatus: 'number',
    projectId: 'number',
    trackInventory: 'boolean',
    id: 'number',
  },
  sortKeys: ['item', 'sku', 'status', 'type', 'inventoryStatus', 'createdAt'],
  permissions: {
    view: ['items.view'],
    create: ['items.create'],
    edit: ['items.update'],
    delete: ['items.update'],
  },
  screen: { path: '/warehouses/items' },
});
