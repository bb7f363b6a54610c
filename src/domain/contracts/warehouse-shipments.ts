/**
 * The contract of /api/common/warehouseShipments (see index.ts): transfers, ASNs and purchase-order
 * batches in one base, each type opened by its own document family of permissions (spec §6).
 */
import {
  ADVANCED_SHIP_NOTICE,
  WAREHOUSE_TRANSFER,
  warehouseShipmentTypes,
} from '../resources/warehouse-shipment.schema';
import type { ShipmentLine } from '../warehouse-shipment.lifecycle';
import { defineContract, type ScreenContract } from './contract';

/** One shipping of a document: a carrier, a tracking number and a ship date. */
export interface Shipping {
  carrier: string | null;
  trackingNumber: string | null;
  shipDate: string | null;
}

/** A warehouse shipment row (list and GET /api/common/warehouseShipments/:id). */
export interface ShipmentRow {
  id: number;
  version: number;
  type: number;
  orderNumber: string;
  customReferenceNumber: string | null;
  orderStatus: string;
  vendorId: number;
  projectId: number | null;
  purchaseOrderId: number | null;
  fromWarehouseId: number | null;
  toWarehouseId: number;
  customerRequested: boolean;
  expectedDate: string | null;
  receivedDate: string | null;
  userNote: string | null;
  shippings: Shipping[];
  items: ShipmentLine[];
  createdAt: string;
  updatedAt: string;
}

/** The permission family of each shipment type: `${family}.view`, `.create`, `.update`. */
const warehouseShipmentFamilies: Readonly<Record<number, string>> = {
  0: 'warehouses.transfers',
  1: 'warehouses.asn',
  2: 'warehouses.po',
};

/** Each shipment type with its family's permission for `verb`, in type order. */
export const warehouseShipmentKinds = (
  verb: 'view' | 'create' | 'update',
): readonly (readonly [number, string])[] =>
  warehouseShipmentTypes.map((t) => [t.value, `${warehouseShipmentFamilies[t.value]}.${verb}`] as const);

const anyType = (verb: 'view' | 'create' | 'update') => warehouseShipmentKinds(verb).map(([, p]) => p);

export const warehouseShipmentsContract = defineContract<ShipmentRow>()({
  name: 'warehouseShipments',
  base: '/api/common/warehouseShipments',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    warehouseId: 'number',
    isDue: 'boolean',
    orderStatus: 'string',
    itemSKU: 'string',
    orderNumber: 'string',
    type: 'number',
    fromWarehouseId: 'number',
    toWarehouseId: 'number',
    purchaseOrderId: 'number',
    customerRequested: 'boolean',
    startReceivedDate: 'date',
    endReceivedDate: 'date',
  },
  sortKeys: ['createdAt', 'orderNumber', 'expectedDate', 'receivedDate', 'orderStatus'],
  // Any type's permission opens the call; the declaration then checks the row's own type.
  permissions: {
    view: anyType('view'),
    create: anyType('create'),
    edit: anyType('update'),
    delete: [],
  },
});

/**
 * The base as one type's screens see it: the ASN screens and the transfer screens each have their own
 * route and are opened by their own document family (the base's calls still check the row's type).
 */
const typeScreen = (type: number, path: string) => {
  const family = warehouseShipmentFamilies[type];
  return {
    ...warehouseShipmentsContract,
    permissions: {
      view: [`${family}.view`],
      create: [`${family}.create`],
      edit: [`${family}.update`],
      delete: [],
    },
    screen: { path },
  } satisfies ScreenContract;
};

export const asnScreenContract = typeScreen(ADVANCED_SHIP_NOTICE, '/warehouses/advancedShipNotice');
export const transferScreenContract = typeScreen(WAREHOUSE_TRANSFER, '/warehouses/warehouseTransfers');
