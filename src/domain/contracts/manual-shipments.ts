/**
 * The contract of /api/common/manualShipments (see index.ts): small-parcel and bulk shipments in one
 * base, told apart by orderType (src/domain/manual-shipment.lifecycle.ts), and the vendor address book
 * they ship to.
 */
import type { OutboundLine } from '../manual-shipment.lifecycle';
import { defineContract } from './contract';

/** A postal address of a shipment (spec §3; bulk adds countryCode, addressLine2/3, state, postcode, email, city). */
export interface ShipmentAddress {
  name?: string | null;
  company?: string | null;
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  countryCode?: string | null;
  phone?: string | null;
  email?: string | null;
}

/** What a shipped document did, for client billing (fixed at shipping). */
export interface ShipmentActivityFacts {
  orders: number;
  lines: number;
  units: number;
  cartons: number;
  pallets: number;
  weight: number;
}

/** A manual or bulk shipment row (list and GET /api/common/manualShipments/:id). */
export interface ManualShipmentRow {
  id: number;
  version: number;
  orderType: string;
  orderStatus: string;
  orderNumber: string;
  customReferenceNumber: string | null;
  vendorId: number;
  warehouseId: number | null;
  shipmentAddressId: number | null;
  shipmentAddress: ShipmentAddress;
  items: OutboundLine[];
  carrierCode: string | null;
  serviceCode: string | null;
  trackingNumber: string | null;
  shipDate: string | null;
  notes: string | null;
  requestedBy: string | null;
  wantedShipDate: string | null;
  confirmedAt: string | null;
  confirmedBy: string | null;
  proNumber: string | null;
  freightClass: string | null;
  packageCount: number | null;
  weight: number | null;
  pickedUpBy: string | null;
  activity: ShipmentActivityFacts | null;
  createdAt: string;
  updatedAt: string;
}

export const manualShipmentsContract = defineContract<ManualShipmentRow>()({
  name: 'manualShipments',
  base: '/api/common/manualShipments',
  listPath: 'listItems',
  filters: {
    customReferenceNumber: 'string',
    excludeTypes: 'string',
    warehouseId: 'number',
    vendorId: 'number',
    addr: 'string',
    orderNumber: 'string',
    orderStatus: 'string',
    orderType: 'string',
  },
  sortKeys: ['createdAt', 'orderNumber', 'orderStatus', 'orderType', 'shipDate'],
  permissions: {
    view: ['shipments.parcel.view', 'shipments.bulk.view'],
    create: ['shipments.parcel.create', 'shipments.bulk.create', 'shipments.bulk.request'],
    edit: ['shipments.parcel.create', 'shipments.bulk.create', 'shipments.bulk.request'],
    delete: [],
  },
  screen: { path: '/warehouses/manual-shipments', menu: { anyOf: ['shipments.parcel.view'] } },
});

/** A saved ship-to address of a vendor (the address book behind `shipmentAddressId`). */
export interface ShipmentAddressRow {
  id: number;
  version: number;
  vendorId: number;
  label: string;
  address: ShipmentAddress;
  createdAt: string;
  updatedAt: string;
}

export const shipmentAddressesContract = defineContract<ShipmentAddressRow>()({
  name: 'shipmentAddresses',
  base: '/api/common/shipmentAddresses',
  listPath: 'listItems',
  filters: { vendorId: 'number', search: 'string' },
  sortKeys: ['label', 'createdAt'],
  permissions: {
    view: ['shipments.parcel.view', 'shipments.bulk.view', 'shipments.bulk.request'],
    create: ['shipments.parcel.create', 'shipments.bulk.create', 'shipments.bulk.request'],
    edit: ['shipments.parcel.create', 'shipments.bulk.create', 'shipments.bulk.request'],
    delete: ['shipments.parcel.create', 'shipments.bulk.create'],
  },
});
