/**
 * Lists of the external third-party-logistics system under /api/tpl. How they are synchronised is
 * not specified (spec §3: they "start empty"); here they can be kept by hand, and adjustments only read.
 */
import { tplAdjustmentsContract } from '../../../src/domain/contracts/tpl-adjustments';
import { tplBillingCodesContract } from '../../../src/domain/contracts/tpl-billing-codes';
import { tplCarrierServicesContract } from '../../../src/domain/contracts/tpl-carrier-services';
import { tplCarriersContract } from '../../../src/domain/contracts/tpl-carriers';
import { tplCustomersContract } from '../../../src/domain/contracts/tpl-customers';
import { tplFacilitiesContract } from '../../../src/domain/contracts/tpl-facilities';
import { tplReceiversContract } from '../../../src/domain/contracts/tpl-receivers';
import { tplUnitsOfMeasureContract } from '../../../src/domain/contracts/tpl-units-of-measure';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/constants';
import { tplBillingCodeSchema } from '../../../src/domain/resources/tpl-billing-code.schema';
import { tplCarrierServiceSchema } from '../../../src/domain/resources/tpl-carrier-service.schema';
import { tplCarrierSchema } from '../../../src/domain/resources/tpl-carrier.schema';
import { tplCustomerSchema } from '../../../src/domain/resources/tpl-customer.schema';
import { tplFacilitySchema } from '../../../src/domain/resources/tpl-facility.schema';
import { tplReceiverSchema, tplReceiverStatuses } from '../../../src/domain/resources/tpl-receiver.schema';
import { tplUnitOfMeasureSchema } from '../../../src/domain/resources/tpl-unit-of-measure.schema';
import {
  tplAdjustments,
  tplBillingCodes,
  tplCarriers,
  tplCarrierServices,
  tplCustomers,
  tplFacilities,
  tplReceivers,
  tplUnitsOfMeasure,
  vendors,
  warehouses,
} from '../../db/schema';
import { dateFrom, dateTo, intEquals, jsonArrayText, text, textEquals } from '../filters';
import { defineResource } from '../resource';

const carrierRef = {
  field: 'carrierId',
  table: tplCarriers,
  id: tplCarriers.id,
  message: 'Choose a carrier',
};
// A mapping to one of our vendors or warehouses must name one that exists (400 on the field, not a 409).
const vendorRef = { field: 'vendorId', table: vendors, id: vendors.id, message: 'Choose a vendor' };
const warehouseRef = (field: string) => ({
  field,
  table: warehouses,
  id: warehouses.id,
  message: 'Choose a warehouse',
});

export const tplFacilityResource = defineResource(tplFacilitiesContract, {
  table: tplFacilities,
  id: tplFacilities.id,
  idType: 'int',
  version: tplFacilities.version,
  schema: tplFacilitySchema,
  filters: {
    search: text(tplFacilities.name, tplFacilities.code),
    warehouseId: intEquals(tplFacilities.warehouseId),
  },
  sortable: { name: tplFacilities.name },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  references: [warehouseRef('warehouseId')],
});

export const tplCustomerResource = defineResource(tplCustomersContract, {
  table: tplCustomers,
  id: tplCustomers.id,
  idType: 'int',
  version: tplCustomers.version,
  schema: tplCustomerSchema,
  filters: { search: text(tplCustomers.name), vendorId: intEquals(tplCustomers.vendorId) },
  sortable: { name: tplCustomers.name },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  references: [vendorRef],
});

export const tplCarrierServiceResource = defineResource(tplCarrierServicesContract, {
  table: tplCarrierServices,
  id: tplCarrierServices.id,
  idType: 'int',
  version: tplCarrierServices.version,
  schema: tplCarrierServiceSchema,
  filters: {
    search: text(tplCarrierServices.code, tplCarrierServices.name),
    carrierId: intEquals(tplCarrierServices.carrierId),
  },
  sortable: { name: tplCarrierServices.name, code: tplCarrierServices.code },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  references: [carrierRef],
});

export const tplBillingCodeResource = defineResource(tplBillingCodesContract, {
  table: tplBillingCodes,
  id: tplBillingCodes.id,
  idType: 'int',
  version: tplBillingCodes.version,
  schema: tplBillingCodeSchema,
  filters: {
    search: text(tplBillingCodes.code, tplBillingCodes.name),
    carrierId: intEquals(tplBillingCodes.carrierId),
  },
  sortable: { code: tplBillingCodes.code, name: tplBillingCodes.name },
  defaultSort: { by: 'code', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  references: [carrierRef],
});

export const tplUnitOfMeasureResource = defineResource(tplUnitsOfMeasureContract, {
  table: tplUnitsOfMeasure,
  id: tplUnitsOfMeasure.id,
  idType: 'int',
  version: tplUnitsOfMeasure.version,
  schema: tplUnitOfMeasureSchema,
  filters: { search: text(tplUnitsOfMeasure.code, tplUnitsOfMeasure.name) },
  sortable: { code: tplUnitsOfMeasure.code, name: tplUnitsOfMeasure.name },
  defaultSort: { by: 'code', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
});

export const tplCarrierResource = defineResource(tplCarriersContract, {
  table: tplCarriers,
  id: tplCarriers.id,
  idType: 'int',
  version: tplCarriers.version,
  schema: tplCarrierSchema,
  filters: { search: text(tplCarriers.name, tplCarriers.shipStationCarrierCode) },
  sortable: { name: tplCarriers.name },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
});

export const tplReceiverResource = defineResource(tplReceiversContract, {
  table: tplReceivers,
  id: tplReceivers.id,
  idType: 'int',
  version: tplReceivers.version,
  schema: tplReceiverSchema,
  filters: {
    vendorId: intEquals(tplReceivers.vendorId),
    toWarehouseId: intEquals(tplReceivers.toWarehouseId),
    orderNumber: text(tplReceivers.orderNumber),
    status: textEquals(tplReceivers.status, { allowed: tplReceiverStatuses }),
    itemSKU: jsonArrayText(tplReceivers.items, 'sku'),
  },
  sortable: {
    createdAt: tplReceivers.createdAt,
    expectedDate: tplReceivers.expectedDate,
    orderNumber: tplReceivers.orderNumber,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: {
    vendor: tplReceivers.vendorId,
    stockRoute: { from: tplReceivers.fromWarehouseId, to: tplReceivers.toWarehouseId },
  },
  stateFields: ['status'],
  references: [vendorRef, warehouseRef('fromWarehouseId'), warehouseRef('toWarehouseId')],
});

export const tplAdjustmentResource = defineResource(tplAdjustmentsContract, {
  table: tplAdjustments,
  id: tplAdjustments.id,
  idType: 'int',
  filters: {
    sku: text(tplAdjustments.sku),
    vendorId: intEquals(tplAdjustments.vendorId),
    warehouseId: intEquals(tplAdjustments.warehouseId),
    facilityId: intEquals(tplAdjustments.facilityId),
    customerId: intEquals(tplAdjustments.customerId),
    startDate: dateFrom(tplAdjustments.adjustedAt),
    endDate: dateTo(tplAdjustments.adjustedAt),
  },
  sortable: { adjustedAt: tplAdjustments.adjustedAt, sku: tplAdjustments.sku },
  defaultSort: { by: 'adjustedAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: tplAdjustments.vendorId, warehouse: tplAdjustments.warehouseId, warehouseOptional: true },
});
