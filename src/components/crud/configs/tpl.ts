/** The 3PL reference lists (/integrations/tpl/*): one permission opens each list and its form. */
import { tplAdjustmentsContract } from '../../../domain/contracts/tpl-adjustments';
import { tplBillingCodesContract } from '../../../domain/contracts/tpl-billing-codes';
import { tplCarrierServicesContract } from '../../../domain/contracts/tpl-carrier-services';
import { tplCarriersContract } from '../../../domain/contracts/tpl-carriers';
import { tplCustomersContract } from '../../../domain/contracts/tpl-customers';
import { tplFacilitiesContract } from '../../../domain/contracts/tpl-facilities';
import { tplUnitsOfMeasureContract } from '../../../domain/contracts/tpl-units-of-measure';
import { tplBillingCodeSchema } from '../../../domain/resources/tpl-billing-code.schema';
import { tplCarrierServiceSchema } from '../../../domain/resources/tpl-carrier-service.schema';
import { tplCarrierSchema } from '../../../domain/resources/tpl-carrier.schema';
import { tplCustomerSchema } from '../../../domain/resources/tpl-customer.schema';
import { tplFacilitySchema } from '../../../domain/resources/tpl-facility.schema';
import { tplUnitOfMeasureSchema } from '../../../domain/resources/tpl-unit-of-measure.schema';
import { TplSyncBanner } from '../../wms-sync/tpl-sync-banner';
import { defineCrud, refTo, type CrudRow } from '../crud-config';
import { vendorsRef, warehousesRef } from '../crud-refs';

const byName = (row: CrudRow) => String(row.name);
const search = (placeholder: string) => [
  { name: 'search' as const, label: 'Search', type: 'text' as const, placeholder },
];
const externalId = { key: 'externalId', header: 'External id', hiddenByDefault: true };
const carriersRef = refTo(tplCarriersContract);
const carrierField = {
  name: 'carrierId',
  label: 'Carrier',
  type: 'select' as const,
  optionsFrom: carriersRef,
};

export const tplFacilitiesCrud = defineCrud(tplFacilitiesContract, {
  title: '3PL facilities',
  description: 'The facilities of the 3PL system and the warehouses they stand for.',
  singular: 'Facility',
  banner: TplSyncBanner,
  rowLabel: byName,
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'code', header: 'Code' },
    { key: 'warehouseId', header: 'Warehouse', ref: warehousesRef },
    externalId,
  ],
  filters: search('Name or code'),
  form: {
    schema: tplFacilitySchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      {
        name: 'warehouseId',
        label: 'Warehouse',
        type: 'select',
        optionsFrom: warehousesRef,
        helpText: 'Our warehouse this facility is.',
      },
      { name: 'externalId', label: 'External id', type: 'text' },
    ],
  },
  routes: { edit: true },
});

export const tplCustomersCrud = defineCrud(tplCustomersContract, {
  title: '3PL customers',
  description: 'The customers of the 3PL system and the vendors they stand for.',
  singular: 'Customer',
  banner: TplSyncBanner,
  rowLabel: byName,
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'vendorId', header: 'Vendor', ref: vendorsRef },
    externalId,
  ],
  filters: search('Name'),
  form: {
    schema: tplCustomerSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      {
        name: 'vendorId',
        label: 'Vendor',
        type: 'select',
        optionsFrom: vendorsRef,
        helpText: 'Our vendor this customer is.',
      },
      { name: 'externalId', label: 'External id', type: 'text' },
    ],
  },
  routes: { edit: true },
});

export const tplCarriersCrud = defineCrud(tplCarriersContract, {
  title: '3PL carriers',
  singular: 'Carrier',
  banner: TplSyncBanner,
  rowLabel: byName,
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'shipStationCarrierCode', header: 'ShipStation code' },
    { key: 'description', header: 'Description' },
    externalId,
  ],
  filters: search('Name or ShipStation code'),
  form: {
    schema: tplCarrierSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'shipStationCarrierCode', label: 'ShipStation carrier code', type: 'text' },
      { name: 'description', label: 'Description', type: 'textarea' },
      { name: 'externalId', label: 'External id', type: 'text' },
    ],
  },
  routes: { edit: true },
});

export const tplUomCrud = defineCrud(tplUnitsOfMeasureContract, {
  title: '3PL units of measure',
  singular: 'Unit of measure',
  banner: TplSyncBanner,
  rowLabel: (row) => String(row.code),
  columns: [
    { key: 'code', header: 'Code', sortKey: 'code' },
    { key: 'name', header: 'Name', sortKey: 'name' },
    externalId,
  ],
  filters: search('Code or name'),
  form: {
    schema: tplUnitOfMeasureSchema,
    fields: [
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'externalId', label: 'External id', type: 'text' },
    ],
  },
  routes: { edit: true },
});

export const tplBillingCodesCrud = defineCrud(tplBillingCodesContract, {
  title: '3PL billing codes',
  singular: 'Billing code',
  banner: TplSyncBanner,
  rowLabel: (row) => String(row.code),
  columns: [
    { key: 'code', header: 'Code', sortKey: 'code' },
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'carrierId', header: 'Carrier', ref: carriersRef },
    { key: 'description', header: 'Description' },
  ],
  filters: search('Code or name'),
  form: {
    schema: tplBillingCodeSchema,
    fields: [
      { name: 'code', label: 'Code', type: 'text' },
      { name: 'name', label: 'Name', type: 'text' },
      carrierField,
      { name: 'description', label: 'Description', type: 'textarea' },
    ],
  },
  routes: { edit: true },
});

export const tplShipmentServicesCrud = defineCrud(tplCarrierServicesContract, {
  title: '3PL shipment services',
  singular: 'Shipment service',
  banner: TplSyncBanner,
  rowLabel: byName,
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'code', header: 'Code', sortKey: 'code' },
    { key: 'shipStationServiceCode', header: 'ShipStation code' },
    { key: 'carrierId', header: 'Carrier', ref: carriersRef },
  ],
  filters: search('Code or name'),
  form: {
    schema: tplCarrierServiceSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'code', label: 'Code', type: 'text' },
      carrierField,
      { name: 'shipStationServiceCode', label: 'ShipStation service code', type: 'text' },
    ],
  },
  routes: { edit: true },
});

export const tplAdjustmentsCrud = defineCrud(tplAdjustmentsContract, {
  title: '3PL adjustments',
  description: 'Inventory adjustments reported by the 3PL system (read only).',
  singular: 'Adjustment',
  banner: TplSyncBanner,
  rowLabel: (row) => String(row.sku),
  columns: [
    { key: 'adjustedAt', header: 'Adjusted', format: 'date', sortKey: 'adjustedAt' },
    { key: 'sku', header: 'SKU', sortKey: 'sku' },
    { key: 'quantity', header: 'Quantity' },
    { key: 'reason', header: 'Reason' },
    { key: 'vendorId', header: 'Vendor', ref: vendorsRef },
    { key: 'warehouseId', header: 'Warehouse', ref: warehousesRef, hiddenByDefault: true },
    {
      key: 'facilityId',
      header: 'Facility',
      ref: refTo(tplFacilitiesContract),
      hiddenByDefault: true,
    },
    {
      key: 'customerId',
      header: 'Customer',
      ref: refTo(tplCustomersContract),
      hiddenByDefault: true,
    },
    externalId,
  ],
  filters: [{ name: 'sku', label: 'SKU', type: 'text' }],
  routes: {},
});
