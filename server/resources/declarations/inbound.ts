/**
 * Inbound documents: purchase orders (declared at /api/po and at /api/common/purchaseOrders, one
 * table) and warehouse shipments (transfers, ASNs, purchase-order batches).
 */
import { vendorSetupUpdated } from '../../events/domain-events';
import { poContract, purchaseOrdersContract } from '../../../src/domain/contracts/purchase-orders';
import {
  warehouseShipmentKinds,
  warehouseShipmentsContract,
} from '../../../src/domain/contracts/warehouse-shipments';
import { and, eq, inArray, lte, ne, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  DEFAULT_PAGE_SIZE,
  FILTER_ALL,
  PURCHASE_ORDER_STATUS_FILTER_DEFAULT,
} from '../../../src/domain/constants';
import {
  PURCHASE_ORDER_ARCHIVED,
  purchaseOrderOpenStatuses,
  purchaseOrderSchema,
  purchaseOrderStatuses,
} from '../../../src/domain/resources/purchase-order.schema';
import {
  warehouseShipmentPendingStatuses,
  warehouseShipmentSchema,
  warehouseShipmentStatuses,
} from '../../../src/domain/resources/warehouse-shipment.schema';
import { purchaseOrders, warehouseShipments } from '../../db/schema';
import { forbidden } from '../../http/errors';
import { prepareShipmentWrite } from '../../modules/inbound/shipment-documents.service';
import {
  checkPurchaseOrderWrite,
  guardPurchaseOrderBatch,
  recordAutoConfirm,
} from '../../modules/inbound/purchase-order-writes.service';
import {
  boolEquals,
  custom,
  dateFrom,
  dateTo,
  intEquals,
  jsonArrayText,
  text,
  textEquals,
  userToday,
  whenTrue,
  type FilterDef,
} from '../filters';
import { defineResource, type ResourceBody, type ResourceFilters, type WriteContext } from '../resource';
import { kindsVisible, permissionOfKind, projectOfVendor, toInt, type Kinds } from './shared';

/**
 * Spec §3: the status filter defaults to Non-Archived (every status but 6); a number filters that
 * status; -1 shows every status.
 */
function purchaseOrderStatusFilter(column: PgColumn): FilterDef {
  const known = purchaseOrderStatuses.map((s) => s.value as number);
  return custom(
    (value) => {
      if (value === PURCHASE_ORDER_STATUS_FILTER_DEFAULT) return ne(column, PURCHASE_ORDER_ARCHIVED);
      const status = toInt(value);
      // '-1' as the list screens send it (text from the URL) means all, like -1.
      if (status === FILTER_ALL) return undefined;
      if (status === null || !known.includes(status))
        return {
          error: `Must be ${PURCHASE_ORDER_STATUS_FILTER_DEFAULT}, ${FILTER_ALL} (all) or a status from 0 to 6`,
        };
      return eq(column, status);
    },
    { defaultValue: PURCHASE_ORDER_STATUS_FILTER_DEFAULT, allValue: FILTER_ALL },
  );
}

const poFilters: ResourceFilters<typeof poContract> = {
  vendorId: intEquals(purchaseOrders.vendorId),
  warehouseId: intEquals(purchaseOrders.warehouseId),
  projectId: intEquals(purchaseOrders.projectId),
  // Due: expected today or earlier (the user's today) and still waiting for goods.
  isDue: whenTrue((ctx) =>
    and(
      lte(purchaseOrders.expectedDate, userToday(ctx)),
      inArray(purchaseOrders.orderStatus, [...purchaseOrderOpenStatuses]),
    ),
  ),
  orderStatus: purchaseOrderStatusFilter(purchaseOrders.orderStatus),
  itemSKU: jsonArrayText(purchaseOrders.items, 'sku'),
  orderNumber: text(purchaseOrders.orderNumber),
  type: intEquals(purchaseOrders.type),
};

const purchaseOrderBody = {
  table: purchaseOrders,
  id: purchaseOrders.id,
  idType: 'int',
  version: purchaseOrders.version,
  schema: purchaseOrderSchema,
  filters: poFilters,
  sortable: {
    createdAt: purchaseOrders.createdAt,
    orderNumber: purchaseOrders.orderNumber,
    expectedDate: purchaseOrders.expectedDate,
    orderStatus: purchaseOrders.orderStatus,
    type: purchaseOrders.type,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: purchaseOrders.vendorId, warehouse: purchaseOrders.warehouseId },
  stateFields: ['orderStatus'],
  references: [projectOfVendor],
  // Lines resolved to the vendor's items; edits only while Open or Confirmed (409), within what the
  // batches hold; auto-confirm on create (purchase-order-writes.ts).
  beforeWrite: checkPurchaseOrderWrite,
  afterAdd: recordAutoConfirm,
  // A purchase order expected is the vendor's first stock for onboarding (issue 21).
  liveEvent: (row: Record<string, unknown>) => vendorSetupUpdated({ vendorId: row.vendorId as number }),
} satisfies ResourceBody<typeof poContract>;

export const poResource = defineResource(poContract, purchaseOrderBody);
export const purchaseOrderResource = defineResource(purchaseOrdersContract, purchaseOrderBody);

/** Each shipment type is opened by its own document family (spec §6 "Warehouse documents"). */
const shipmentKinds: (verb: 'view' | 'create' | 'update') => Kinds<number> = warehouseShipmentKinds;

function checkShipmentPermission({ user, action, values, before }: WriteContext): void {
  const kinds = shipmentKinds(action === 'add' ? 'create' : 'update');
  for (const type of new Set([values.type, before?.type].filter((t) => t !== undefined))) {
    const permission = permissionOfKind(kinds, type);
    if (!permission || !user.permissions.includes(permission)) throw forbidden();
  }
}

/**
 * Statuses are text here. The purchase order form's 'NonArchived' default and -1 both mean every
 * status (shipments are never archived).
 */
const shipmentStatusFilter = custom(
  (value, ctx) =>
    value === PURCHASE_ORDER_STATUS_FILTER_DEFAULT
      ? undefined
      : textEquals(warehouseShipments.orderStatus, { allowed: warehouseShipmentStatuses }).apply(value, ctx),
  { allValue: FILTER_ALL },
);

export const warehouseShipmentResource = defineResource(warehouseShipmentsContract, {
  // The vendor's onboarding checklist counts these (issue 21).
  liveEvent: (row) => vendorSetupUpdated({ vendorId: row.vendorId as number }),
  table: warehouseShipments,
  id: warehouseShipments.id,
  idType: 'int',
  version: warehouseShipments.version,
  schema: warehouseShipmentSchema,
  filters: {
    vendorId: intEquals(warehouseShipments.vendorId),
    // Either end of the shipment.
    warehouseId: custom((value) => {
      const id = toInt(value);
      if (id === null) return { error: 'Must be a whole number' };
      return or(eq(warehouseShipments.toWarehouseId, id), eq(warehouseShipments.fromWarehouseId, id));
    }),
    isDue: whenTrue((ctx) =>
      and(
        lte(warehouseShipments.expectedDate, userToday(ctx)),
        inArray(warehouseShipments.orderStatus, [...warehouseShipmentPendingStatuses]),
      ),
    ),
    orderStatus: shipmentStatusFilter,
    itemSKU: jsonArrayText(warehouseShipments.items, 'sku'),
    orderNumber: text(warehouseShipments.orderNumber, warehouseShipments.customReferenceNumber),
    type: intEquals(warehouseShipments.type),
    // A transfer's ends, one at a time (the transfer list's From and To filters).
    fromWarehouseId: intEquals(warehouseShipments.fromWarehouseId),
    toWarehouseId: intEquals(warehouseShipments.toWarehouseId),
    purchaseOrderId: intEquals(warehouseShipments.purchaseOrderId),
    customerRequested: boolEquals(warehouseShipments.customerRequested),
    startReceivedDate: dateFrom(warehouseShipments.receivedDate),
    endReceivedDate: dateTo(warehouseShipments.receivedDate),
  },
  sortable: {
    createdAt: warehouseShipments.createdAt,
    orderNumber: warehouseShipments.orderNumber,
    expectedDate: warehouseShipments.expectedDate,
    receivedDate: warehouseShipments.receivedDate,
    orderStatus: warehouseShipments.orderStatus,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: {
    vendor: warehouseShipments.vendorId,
    stockRoute: { from: warehouseShipments.fromWarehouseId, to: warehouseShipments.toWarehouseId },
  },
  scopeWhere: (user) => kindsVisible(warehouseShipments.type, user, shipmentKinds('view')),
  stateFields: ['orderStatus', 'receivedDate'],
  references: [
    projectOfVendor,
    {
      field: 'purchaseOrderId',
      table: purchaseOrders,
      id: purchaseOrders.id,
      match: { column: purchaseOrders.vendorId, field: 'vendorId' },
      message: 'Choose a purchase order of this vendor',
    },
  ],
  // The type's permission, then the document rules: edits only while Draft or Open (409 after),
  // lines resolved to the vendor's items with their progress counters (shipment-documents.service).
  beforeWrite: async (ctx) => {
    checkShipmentPermission(ctx);
    guardPurchaseOrderBatch(ctx);
    await prepareShipmentWrite(ctx);
  },
});
