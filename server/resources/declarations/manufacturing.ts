/**
 * Manufacturing: work orders, R&D projects, bills of materials, manufacturing vendors. The write
 * hooks (server/modules/manufacturing/manufacturing-writes.service.ts) resolve component lines,
 * version BOMs and keep released work orders fixed; the steps and special reads are
 * server/modules/manufacturing.
 */
import { billOfMaterialsContract } from '../../../src/domain/contracts/bill-of-materials';
import { manufacturingVendorsContract } from '../../../src/domain/contracts/manufacturing-vendors';
import { rndProjectsContract } from '../../../src/domain/contracts/rnd-projects';
import { workOrdersContract } from '../../../src/domain/contracts/work-orders';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import {
  billOfMaterialsSchema,
  billOfMaterialsTypes,
} from '../../../src/domain/resources/bill-of-materials.schema';
import { manufacturingVendorSchema } from '../../../src/domain/resources/manufacturing-vendor.schema';
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
import {
  checkBomWrite,
  checkRndProjectWrite,
  checkWorkOrderWrite,
} from '../../modules/manufacturing/manufacturing-writes.service';
import { visibleWorkOrders } from '../../modules/manufacturing/work-order-access.policy';
import { workOrderUpdated } from '../../modules/manufacturing/work-order.events';
import { boolEquals, intEquals, text, textEquals } from '../filters';
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
  // Users of "work orders under purchase orders" (spec §6) see only those.
  scopeWhere: visibleWorkOrders,
  stateFields: ['status'],
  beforeWrite: checkWorkOrderWrite,
  liveEvent: (row) => workOrderUpdated(row as Parameters<typeof workOrderUpdated>[0]),
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
  beforeWrite: checkRndProjectWrite,
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
  beforeWrite: checkBomWrite,
});

/** Reference data of every client: no vendor or warehouse scope. */
export const manufacturingVendorResource = defineResource(manufacturingVendorsContract, {
  table: manufacturingVendors,
  id: manufacturingVendors.id,
  idType: 'int',
  version: manufacturingVendors.version,
  schema: manufacturingVendorSchema,
  filters: {
    search: text(manufacturingVendors.name),
    isThirdParty: boolEquals(manufacturingVendors.isThirdParty),
  },
  sortable: { name: manufacturingVendors.name, createdAt: manufacturingVendors.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
});
