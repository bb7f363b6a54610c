/** Manufacturing: work orders, R&D projects, bills of materials. */
import { billOfMaterialsContract } from '../../../src/domain/contracts/bill-of-materials';
import { rndProjectsContract } from '../../../src/domain/contracts/rnd-projects';
import { workOrdersContract } from '../../../src/domain/contracts/work-orders';
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
import { defineResource } from '../resource';
import { productOfVendor } from './shared';

export const workOrderResource = defineResource(workOrdersContract, {
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
});

export const rndProjectResource = defineResource(rndProjectsContract, {
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
});

export const billOfMaterialsResource = defineResource(billOfMaterialsContract, {
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
});
