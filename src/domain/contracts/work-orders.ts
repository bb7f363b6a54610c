/** The contract of /api/manufacturing/workOrders (see index.ts). */
import { defineContract } from './contract';
import type { WorkOrderStatus } from '../work-order.lifecycle';

/** A work order as the API answers it (server/db/schema/manufacturing.ts work_orders). */
export interface WorkOrderRow {
  id: number;
  version: number;
  orderNumber: string;
  /** Internal or ThirdParty (at a manufacturing vendor). */
  type: string;
  /** Assemble or Disassemble. */
  assembleType: string;
  status: WorkOrderStatus;
  vendorId: number;
  warehouseId: number;
  billOfMaterialsId: number | null;
  manufacturingVendorId: number | null;
  purchaseOrderId: number | null;
  quantity: number;
  measurementUnit: string;
  dueDate: string | null;
  notes: string | null;
  billOfMaterialsVersionId: number | null;
  /** Finished units produced (or taken apart) so far. */
  completedQuantity: number;
  releasedAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
  /** Cost of one finished unit at the last completion. */
  unitCost: number | null;
  createdAt: string;
  updatedAt: string;
}

export const workOrdersContract = defineContract<WorkOrderRow>()({
  name: 'workOrders',
  base: '/api/manufacturing/workOrders',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    warehouseId: 'number',
    orderNumber: 'string',
    status: 'string',
    type: 'string',
    assembleType: 'string',
    billOfMaterialsId: 'number',
    purchaseOrderId: 'number',
  },
  sortKeys: ['createdAt', 'orderNumber', 'dueDate', 'status'],
  permissions: {
    view: [
      'manufacturing.workOrders.view',
      'manufacturing.workOrders.update',
      'warehouses.po.workOrders.view',
    ],
    create: ['manufacturing.workOrders.update', 'warehouses.po.workOrders.create'],
    edit: ['manufacturing.workOrders.update'],
    // A work order is cancelled (an action), never deleted.
    delete: [],
  },
  screen: { path: '/manufacturing/work-orders', menu: { anyOf: ['manufacturing.workOrders.view'] } },
});
