/** Manufacturing: work orders, R&D projects, bills of materials. */
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import {
  billOfMaterialsSchema,
  billOfMaterialsTypes,
} from '../../../src/domain/resources/bill-of-materials.schema';
import { rndProjectSchema } from '../../../src/domain/resources/rnd-project.schema';
import {
  assembleTypes,
  workOrderSchema,
  workOrderStatuses,
  workOrderTypes,
} from '../../../src/domain/resources/work-order.schema';
import {
  billsOfMaterials,
  manufacturingVendors,
  purchaseOrders,
  rndProjects,
  workOrders,
} from '../../db/schema';
import { intEquals, text, textEquals } from '../filters';
import type { ResourceDecl } from '../resource';
import { productOfVendor } from './shared';

export const workOrderResource: ResourceDecl = {
  name: 'workOrders',
  base: '/api/manufacturing/workOrders',
  listPath: 'listItems',
  table: workOrders,
  id: workOrders.id,
  idType: 'int',
  version: workOrders.version,
  schema: workOrderSchema,
  filters: {
    vendorId: intEquals(workOrders.vendorId),
    warehouseId: intEquals(workOrders.warehouseId),
    orderNumber: text(workOrders.orderNumber),
    status: textEquals(workOrders.status, { allowed: workOrderStatuses }),
    type: textEquals(workOrders.type, { allowed: workOrderTypes }),
    assembleType: textEquals(workOrders.assembleType, { allowed: assembleTypes }),
    billOfMaterialsId: intEquals(workOrders.billOfMaterialsId),
    purchaseOrderId: intEquals(workOrders.purchaseOrderId),
  },
  sortable: {
    createdAt: workOrders.createdAt,
    orderNumber: workOrders.orderNumber,
    dueDate: workOrders.dueDate,
    status: workOrders.status,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: workOrders.vendorId, warehouse: workOrders.warehouseId },
  stateFields: ['status'],
  references: [
    {
      field: 'billOfMaterialsId',
      table: billsOfMaterials,
      id: billsOfMaterials.id,
      match: { column: billsOfMaterials.vendorId, field: 'vendorId' },
      message: 'Choose a bill of materials of this vendor',
    },
    {
      field: 'purchaseOrderId',
      table: purchaseOrders,
      id: purchaseOrders.id,
      match: { column: purchaseOrders.vendorId, field: 'vendorId' },
      message: 'Choose a purchase order of this vendor',
    },
    {
      field: 'manufacturingVendorId',
      table: manufacturingVendors,
      id: manufacturingVendors.id,
      message: 'Choose a manufacturing vendor',
    },
  ],
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
};

export const rndProjectResource: ResourceDecl = {
  name: 'rndProjects',
  base: '/api/manufacturing/rndProjects',
  listPath: 'listItems',
  table: rndProjects,
  id: rndProjects.id,
  idType: 'int',
  version: rndProjects.version,
  schema: rndProjectSchema,
  filters: {
    search: text(rndProjects.name),
    vendorId: intEquals(rndProjects.vendorId),
    warehouseId: intEquals(rndProjects.warehouseId),
  },
  sortable: { name: rndProjects.name, createdAt: rndProjects.createdAt, updatedAt: rndProjects.updatedAt },
  defaultSort: { by: 'updatedAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: rndProjects.vendorId, warehouse: rndProjects.warehouseId, warehouseOptional: true },
  references: [productOfVendor('warehouseProductId')],
  permissions: {
    view: ['manufacturing.rnd.view', 'manufacturing.rnd.update'],
    create: ['manufacturing.rnd.update'],
    edit: ['manufacturing.rnd.update'],
    delete: ['manufacturing.rnd.update'],
  },
};

export const billOfMaterialsResource: ResourceDecl = {
  name: 'billOfMaterials',
  base: '/api/manufacturing/billOfMaterials',
  listPath: 'listItems',
  table: billsOfMaterials,
  id: billsOfMaterials.id,
  idType: 'int',
  version: billsOfMaterials.version,
  schema: billOfMaterialsSchema,
  filters: {
    search: text(billsOfMaterials.name),
    vendorId: intEquals(billsOfMaterials.vendorId),
    warehouseId: intEquals(billsOfMaterials.warehouseId),
    type: textEquals(billsOfMaterials.type, { allowed: billOfMaterialsTypes }),
    warehouseProductId: intEquals(billsOfMaterials.warehouseProductId),
  },
  sortable: { name: billsOfMaterials.name, createdAt: billsOfMaterials.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: {
    vendor: billsOfMaterials.vendorId,
    warehouse: billsOfMaterials.warehouseId,
    warehouseOptional: true,
  },
  references: [productOfVendor('warehouseProductId')],
  permissions: {
    view: ['manufacturing.bom.view', 'manufacturing.bom.update'],
    create: ['manufacturing.bom.update'],
    edit: ['manufacturing.bom.update'],
    // Reference data: removable while no work order uses it (a used one answers 409).
    delete: ['manufacturing.bom.update'],
  },
};
