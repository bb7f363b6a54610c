/** Outbound documents: manual and bulk shipments, fulfilment orders, order returns. */
import { fulfillmentOrdersContract } from '../../../src/domain/contracts/fulfillment-orders';
import { manualShipmentsContract } from '../../../src/domain/contracts/manual-shipments';
import { orderReturnsContract } from '../../../src/domain/contracts/order-returns';
import { DEFAULT_PAGE_SIZE, FULFILLMENT_ORDERS_PAGE_SIZE } from '../../../src/domain/constants';
import {
  manualShipmentExcludedTypes,
  shipmentOrderTypes,
  shipmentSchema,
  shipmentStatuses,
} from '../../../src/domain/resources/manual-shipment.schema';
import {
  returnConfirmations,
  returnEditSchema,
  returnLabelSchema,
} from '../../../src/domain/resources/order-return.schema';
import { documentStatuses } from '../../../src/domain/resources/reference';
import { fulfillmentOrders, manualShipments, orderReturns } from '../../db/schema';
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
import { defineResource } from '../resource';

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

export const manualShipmentResource = defineResource(manualShipmentsContract, {
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
});

/** Created when an order is sent to fulfilment (the orders issue); the generic calls only read. */
export const fulfillmentOrderResource = defineResource(fulfillmentOrdersContract, {
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
});

/**
 * Order returns. Their writes are the returns module's (server/modules/returns): a return is made
 * with its label from a shipped order's lines, and only the confirm action moves its confirmation
 * and stock; the engine serves list and get.
 */
export const orderReturnResource = defineResource(orderReturnsContract, {
  table: orderReturns,
  id: orderReturns.id,
  idType: 'int',
  version: orderReturns.version,
  schema: returnLabelSchema,
  editSchema: returnEditSchema,
  ownWrites: true,
  filters: {
    // The list's one search box: an order number or the RMA / tracking number (a scanned label).
    search: text(orderReturns.orderNumber, orderReturns.trackingNumber),
    orderNumber: text(orderReturns.orderNumber),
    orderId: intEquals(orderReturns.orderId),
    vendorId: intEquals(orderReturns.vendorId),
    warehouseId: intEquals(orderReturns.warehouseId),
    confirmation: textEquals(orderReturns.confirmation, { allowed: returnConfirmations }),
    trackingNumber: text(orderReturns.trackingNumber),
  },
  sortable: {
    createdAt: orderReturns.createdAt,
    receiveDate: orderReturns.receiveDate,
    orderNumber: orderReturns.orderNumber,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: orderReturns.vendorId, warehouse: orderReturns.warehouseId },
});
