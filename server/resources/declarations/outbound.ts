/** Outbound documents: manual and bulk shipments, fulfilment orders, order returns. */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE, FULFILLMENT_ORDERS_PAGE_SIZE } from '../../../src/domain/constants';
import {
  manualShipmentExcludedTypes,
  shipmentOrderTypes,
  shipmentSchema,
  shipmentStatuses,
} from '../../../src/domain/resources/manual-shipment.schema';
import { orderReturnSchema, returnConfirmations } from '../../../src/domain/resources/order-return.schema';
import { documentStatuses } from '../../../src/domain/resources/reference';
import { vendorScope, warehouseScope } from '../../auth/scope';
import { fulfillmentOrders, manualShipments, orderReturns, orders } from '../../db/schema';
import {
  dateFrom,
  dateTo,
  intEquals,
  jsonText,
  text,
  textEquals,
  textNotIn,
  type FilterDef,
} from '../filters';
import type { ResourceDecl, WriteContext } from '../resource';
import { invalid } from './shared';

/**
 * Spec §3: the manual shipments list leaves out bulk shipments and team gifts by default; when the
 * request names an orderType (the bulk shipments screen), the default gives way to it.
 */
const excludeTypes: FilterDef = {
  ...textNotIn(manualShipments.orderType),
  defaultValue: [...manualShipmentExcludedTypes],
  apply(value, ctx) {
    if (!('excludeTypes' in ctx.body) && ctx.body.orderType != null && ctx.body.orderType !== '')
      return undefined;
    return textNotIn(manualShipments.orderType).apply(value, ctx);
  },
};

export const manualShipmentResource: ResourceDecl = {
  name: 'manualShipments',
  base: '/api/common/manualShipments',
  listPath: 'listItems',
  table: manualShipments,
  id: manualShipments.id,
  idType: 'int',
  version: manualShipments.version,
  schema: shipmentSchema,
  filters: {
    customReferenceNumber: text(manualShipments.customReferenceNumber),
    excludeTypes,
    warehouseId: intEquals(manualShipments.warehouseId),
    vendorId: intEquals(manualShipments.vendorId),
    addr: jsonText(
      manualShipments.shipmentAddress,
      'name',
      'company',
      'addressLine1',
      'addressLine2',
      'city',
      'state',
      'postcode',
    ),
    orderNumber: text(manualShipments.orderNumber),
    orderStatus: textEquals(manualShipments.orderStatus, { allowed: shipmentStatuses }),
    orderType: textEquals(manualShipments.orderType, { allowed: shipmentOrderTypes }),
  },
  sortable: {
    createdAt: manualShipments.createdAt,
    orderNumber: manualShipments.orderNumber,
    orderStatus: manualShipments.orderStatus,
    orderType: manualShipments.orderType,
    shipDate: manualShipments.shipDate,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  // A bulk shipment may wait for its warehouse; warehouse staff see it meanwhile.
  scope: {
    vendor: manualShipments.vendorId,
    warehouse: manualShipments.warehouseId,
    warehouseOptional: true,
  },
  stateFields: ['orderStatus'],
  permissions: {
    view: ['shipments.parcel.view', 'shipments.bulk.view'],
    create: ['shipments.parcel.create', 'shipments.bulk.create'],
    edit: ['shipments.parcel.create', 'shipments.bulk.create'],
    delete: [],
  },
};

/** Created when an order is sent to fulfilment (the orders issue); the generic calls only read. */
export const fulfillmentOrderResource: ResourceDecl = {
  name: 'fulfillmentOrders',
  base: '/api/common/fulfillment-orders',
  listPath: 'listItems',
  table: fulfillmentOrders,
  id: fulfillmentOrders.id,
  idType: 'int',
  version: fulfillmentOrders.version,
  filters: {
    orderNumber: text(fulfillmentOrders.orderNumber),
    orderStatus: textEquals(fulfillmentOrders.orderStatus, { allowed: documentStatuses }),
    orderId: intEquals(fulfillmentOrders.orderId),
    vendorId: intEquals(fulfillmentOrders.vendorId),
    warehouseId: intEquals(fulfillmentOrders.warehouseId),
    projectId: intEquals(fulfillmentOrders.projectId),
    storeId: intEquals(fulfillmentOrders.storeId),
    trackingNumber: text(fulfillmentOrders.trackingNumber),
    shipToName: jsonText(fulfillmentOrders.shipmentAddress, 'name'),
    startOrderDate: dateFrom(fulfillmentOrders.orderDate),
    endOrderDate: dateTo(fulfillmentOrders.orderDate),
  },
  sortable: {
    orderDate: fulfillmentOrders.orderDate,
    shipByDate: fulfillmentOrders.shipByDate,
    shipDate: fulfillmentOrders.shipDate,
    orderNumber: fulfillmentOrders.orderNumber,
    orderStatus: fulfillmentOrders.orderStatus,
  },
  defaultSort: { by: 'orderDate', desc: true },
  defaultPerPage: FULFILLMENT_ORDERS_PAGE_SIZE,
  scope: { vendor: fulfillmentOrders.vendorId, warehouse: fulfillmentOrders.warehouseId },
  permissions: { view: ['orders.view'], create: [], edit: [], delete: [] },
};

/** A return belongs to its order's vendor, and goes back to the order's warehouse unless another is named. */
async function returnFromOrder({ tx, user, values, before }: WriteContext): Promise<void> {
  const orderId = (values.orderId ?? before?.orderId) as number;
  const [order] = await tx
    .select({ vendorId: orders.vendorId, warehouseId: orders.warehouseId })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        vendorScope(user, orders.vendorId),
        warehouseScope(user, orders.warehouseId),
      ),
    );
  if (!order) throw invalid({ orderId: 'Choose an order you have access to' });
  values.vendorId = order.vendorId;
  values.warehouseId ??= before?.warehouseId ?? order.warehouseId;
  if (values.warehouseId == null) throw invalid({ warehouseId: 'Warehouse is required' });
}

export const orderReturnResource: ResourceDecl = {
  name: 'orderReturns',
  base: '/api/common/orderReturns',
  listPath: 'listItems',
  table: orderReturns,
  id: orderReturns.id,
  idType: 'int',
  version: orderReturns.version,
  schema: orderReturnSchema,
  filters: {
    orderId: intEquals(orderReturns.orderId),
    vendorId: intEquals(orderReturns.vendorId),
    warehouseId: intEquals(orderReturns.warehouseId),
    confirmation: textEquals(orderReturns.confirmation, { allowed: returnConfirmations }),
    trackingNumber: text(orderReturns.trackingNumber),
  },
  sortable: { createdAt: orderReturns.createdAt, receiveDate: orderReturns.receiveDate },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: orderReturns.vendorId, warehouse: orderReturns.warehouseId },
  stateFields: ['confirmation'],
  beforeWrite: returnFromOrder,
  permissions: {
    view: ['orders.returns.view'],
    create: ['orders.returns.confirm'],
    edit: ['orders.returns.confirm'],
    delete: [],
  },
};
