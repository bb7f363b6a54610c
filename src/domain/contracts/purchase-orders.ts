/** The contract of /api/po and /api/common/purchaseOrders: one resource at two bases (see index.ts). */
import type { OrderLine } from '../purchase-order.progress';
import { defineContract } from './contract';
import type { Shipping } from './warehouse-shipments';

/** A purchase order row (list and GET /api/po/:id). */
export interface PurchaseOrderRow {
  id: number;
  version: number;
  orderNumber: string;
  type: number;
  orderStatus: number;
  vendorId: number;
  projectId: number | null;
  warehouseId: number;
  expectedDate: string | null;
  userNote: string | null;
  shippingFee: number;
  otherFees: number;
  shippings: Shipping[];
  items: OrderLine[];
  createdAt: string;
  updatedAt: string;
}

/** What both bases share. */
const purchaseOrderCalls = {
  name: 'purchaseOrders',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    warehouseId: 'number',
    projectId: 'number',
    isDue: 'boolean',
    // A status number, -1 for every status, or 'NonArchived' (the default).
    orderStatus: 'number',
    itemSKU: 'string',
    orderNumber: 'string',
    type: 'number',
  },
  sortKeys: ['createdAt', 'orderNumber', 'expectedDate', 'orderStatus', 'type'],
  permissions: {
    view: ['warehouses.po.view'],
    create: ['warehouses.po.create'],
    edit: ['warehouses.po.edit', 'warehouses.po.update'],
    // A purchase order is cancelled or archived by its actions, never deleted.
    delete: [],
  },
} as const;

/** /api/po, the base the Purchase Orders screens use. */
export const poContract = defineContract<PurchaseOrderRow>()({
  ...purchaseOrderCalls,
  base: '/api/po',
  screen: { path: '/warehouses/purchaseOrders' },
});

/** The same purchase orders at spec §7's common base (one table, the same calls). */
export const purchaseOrdersContract = defineContract<PurchaseOrderRow>()({
  ...purchaseOrderCalls,
  base: '/api/common/purchaseOrders',
});
