/** Outbound documents: manual and bulk shipments, fulfilment orders, order returns. */
import { fulfillmentOrdersContract } from '../../../src/domain/contracts/fulfillment-orders';
import {
  manualShipmentsContract,
  shipmentAddressesContract,
} from '../../../src/domain/contracts/manual-shipments';
import { orderReturnsContract } from '../../../src/domain/contracts/order-returns';
import { DEFAULT_PAGE_SIZE, FULFILLMENT_ORDERS_PAGE_SIZE } from '../../../src/domain/constants';
import {
  manualShipmentExcludedTypes,
  shipmentAddressSchema,
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
import { fulfillmentOrders, manualShipments, orderReturns, shipmentAddresses } from '../../db/schema';
import { visibleShipments } from '../../modules/outbound/manual-shipment-access.policy';
import { manualShipmentUpdated } from '../../modules/outbound/manual-shipment.events';
import { prepareManualShipmentWrite } from '../../modules/outbound/manual-shipment-writes.service';
import {
  anyOf,
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
  // A bulk shipment may wait for its warehouse; warehouse staff who may confirm it see it meanwhile,
  // and each kind needs its own view permission (manual-shipment-access.policy.ts).
  scope: {
    vendor: manualShipments.vendorId,
    warehouse: manualShipments.warehouseId,
    warehouseOptional: true,
  },
  scopeWhere: visibleShipments,
  // The status is the steps' (POST {base}/{id}/{step}); a new shipment may start as a Draft, so the
  // write hook, not stateFields, keeps it (manual-shipment-writes.service.ts), with the per-kind
  // permission, the request rules, the lines and the order number.
  beforeWrite: prepareManualShipmentWrite,
  references: [
    {
      field: 'shipmentAddressId',
      table: shipmentAddresses,
      id: shipmentAddresses.id,
      match: { column: shipmentAddresses.vendorId, field: 'vendorId' },
      message: 'Choose an address of this vendor',
    },
  ],
  liveEvent: (row) => manualShipmentUpdated(row as unknown as Parameters<typeof manualShipmentUpdated>[0]),
});

/** A vendor's saved ship-to addresses (spec §3 shipmentAddressId), scoped to the vendor. */
export const shipmentAddressResource = defineResource(shipmentAddressesContract, {
  table: shipmentAddresses,
  id: shipmentAddresses.id,
  idType: 'int',
  version: shipmentAddresses.version,
  schema: shipmentAddressSchema,
  filters: {
    vendorId: intEquals(shipmentAddresses.vendorId),
    search: anyOf(
      text(shipmentAddresses.label),
      jsonText(shipmentAddresses.address, 'name', 'company', 'addressLine1', 'city', 'state', 'postcode'),
    ),
  },
  sortable: { label: shipmentAddresses.label, createdAt: shipmentAddresses.createdAt },
  defaultSort: { by: 'label', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: shipmentAddresses.vendorId },
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
