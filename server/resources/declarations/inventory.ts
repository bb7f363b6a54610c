/** Vendor products, stock by location, direct inventory updates. */
import { vendorSetupUpdated } from '../../events/domain-events';
import { directInventoryUpdatesContract } from '../../../src/domain/contracts/direct-inventory-updates';
import { vendorProductsContract } from '../../../src/domain/contracts/vendor-products';
import { warehouseProductLocationsContract } from '../../../src/domain/contracts/warehouse-product-locations';
import { inArray } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, FILTER_ALL } from '../../../src/domain/constants';
import {
  directInventoryUpdateSchema,
  directInventoryUpdateTypes,
} from '../../../src/domain/resources/direct-inventory-update.schema';
import { productTypes, warehouseItemStatuses } from '../../../src/domain/resources/reference';
import { vendorProductSchema } from '../../../src/domain/resources/vendor-product.schema';
import { directInventoryUpdates, vendorProducts, warehouseProductLocations } from '../../db/schema';
import {
  boolEquals,
  custom,
  dateFrom,
  dateTo,
  dayFrom,
  dayTo,
  displayFlag,
  intEquals,
  text,
  textEquals,
  type FilterResult,
} from '../filters';
import { defineResource } from '../resource';
import { directUpdateAfterAdd } from '../../modules/inventory/direct-updates.service';
import { invalid, productOfVendor, stampCreator, vendorOfProject } from './shared';

export const vendorProductResource = defineResource(vendorProductsContract, {
  // The vendor's onboarding checklist counts these (issue 21).
  liveEvent: (row) => vendorSetupUpdated({ vendorId: row.vendorId as number }),
  table: vendorProducts,
  id: vendorProducts.id,
  idType: 'int',
  version: vendorProducts.version,
  schema: vendorProductSchema,
  filters: {
    showDetailedView: displayFlag(),
    // A scanned barcode finds its item too.
    search: text(vendorProducts.sku, vendorProducts.item, vendorProducts.barcode),
    status: textEquals(vendorProducts.status, { allowed: warehouseItemStatuses }),
    warehouseId: intEquals(vendorProducts.warehouseId),
    vendorId: intEquals(vendorProducts.vendorId),
    type: textEquals(vendorProducts.type, { allowed: productTypes }),
    inventoryStatus: intEquals(vendorProducts.inventoryStatus, {
      defaultValue: FILTER_ALL,
      allValue: FILTER_ALL,
    }),
    projectId: vendorOfProject(vendorProducts.vendorId),
    // Inventory Tracking Off lists the items whose stock is not tracked; screens look items up by id.
    trackInventory: boolEquals(vendorProducts.trackInventory),
    id: intEquals(vendorProducts.id),
  },
  sortable: {
    item: vendorProducts.item,
    sku: vendorProducts.sku,
    status: vendorProducts.status,
    type: vendorProducts.type,
    inventoryStatus: vendorProducts.inventoryStatus,
    createdAt: vendorProducts.createdAt,
  },
  defaultSort: { by: 'item', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  // A product not yet placed in a warehouse is visible to warehouse staff.
  scope: { vendor: vendorProducts.vendorId, warehouse: vendorProducts.warehouseId, warehouseOptional: true },
  stateFields: ['inventoryStatus'],
  // The vendor is fixed once the item exists: its balances and ledger rows carry it.
  beforeWrite: ({ action, values, before }) => {
    if (action === 'edit' && values.vendorId !== undefined && values.vendorId !== before?.vendorId)
      throw invalid({ vendorId: 'The vendor of an existing item cannot change' });
  },
});

/** Locations whose product matches a condition built from the value (item code or name, description). */
const productsMatching = (build: (value: unknown) => FilterResult) =>
  custom((value) => {
    const condition = build(value);
    if (!condition || 'error' in condition) return condition;
    return inArray(
      warehouseProductLocations.vendorProductId,
      new QueryBuilder().select({ id: vendorProducts.id }).from(vendorProducts).where(condition),
    );
  });

/** Stock by location is a balance kept by the inventory ledger; the generic calls only read it. */
export const warehouseProductLocationResource = defineResource(warehouseProductLocationsContract, {
  table: warehouseProductLocations,
  id: warehouseProductLocations.id,
  idType: 'int',
  filters: {
    warehouseId: intEquals(warehouseProductLocations.warehouseId),
    vendorId: intEquals(warehouseProductLocations.vendorId),
    // The places of one item (the direct update form offers them).
    vendorProductId: intEquals(warehouseProductLocations.vendorProductId),
    lotNumber: text(warehouseProductLocations.lotNumber),
    lpn: text(warehouseProductLocations.lpn),
    location: text(warehouseProductLocations.location),
    expirationDateStart: dayFrom(warehouseProductLocations.expirationDate),
    expirationDateEnd: dayTo(warehouseProductLocations.expirationDate),
    item: productsMatching((value) =>
      text(vendorProducts.sku, vendorProducts.item).apply(value, { timezoneOffset: 0, body: {} }),
    ),
    description: productsMatching((value) =>
      text(vendorProducts.description).apply(value, { timezoneOffset: 0, body: {} }),
    ),
  },
  sortable: {
    location: warehouseProductLocations.location,
    expirationDate: warehouseProductLocations.expirationDate,
    lotNumber: warehouseProductLocations.lotNumber,
    quantity: warehouseProductLocations.quantity,
    updatedAt: warehouseProductLocations.updatedAt,
  },
  defaultSort: { by: 'location', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: warehouseProductLocations.vendorId, warehouse: warehouseProductLocations.warehouseId },
});

/** A direct inventory update is a stock document: recorded once, never edited or deleted. */
export const directInventoryUpdateResource = defineResource(directInventoryUpdatesContract, {
  table: directInventoryUpdates,
  id: directInventoryUpdates.id,
  idType: 'int',
  version: directInventoryUpdates.version,
  schema: directInventoryUpdateSchema,
  filters: {
    vendorId: intEquals(directInventoryUpdates.vendorId),
    warehouseId: intEquals(directInventoryUpdates.warehouseId),
    warehouseProductId: intEquals(directInventoryUpdates.warehouseProductId),
    type: textEquals(directInventoryUpdates.type, { allowed: directInventoryUpdateTypes }),
    referenceNumber: text(directInventoryUpdates.referenceNumber),
    search: text(
      directInventoryUpdates.referenceNumber,
      directInventoryUpdates.lotNumber,
      directInventoryUpdates.lpn,
      directInventoryUpdates.location,
      directInventoryUpdates.note,
    ),
    startDate: dateFrom(directInventoryUpdates.createdAt),
    endDate: dateTo(directInventoryUpdates.createdAt),
  },
  sortable: {
    createdAt: directInventoryUpdates.createdAt,
    referenceNumber: directInventoryUpdates.referenceNumber,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { vendor: directInventoryUpdates.vendorId, warehouse: directInventoryUpdates.warehouseId },
  references: [productOfVendor('warehouseProductId')],
  beforeWrite: stampCreator('createdBy'),
  // Recording an update moves its stock through the ledger, in the same transaction.
  afterAdd: directUpdateAfterAdd,
});
