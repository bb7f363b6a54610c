/** The storefront side: orders, order tags and storefront products. */
import { orderTagsContract } from '../../../src/domain/contracts/order-tags';
import { ordersContract } from '../../../src/domain/contracts/orders';
import { storefrontProductsContract } from '../../../src/domain/contracts/storefront-products';
import { and, eq, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { DEFAULT_PAGE_SIZE, ORDERS_PAGE_SIZE } from '../../../src/domain/constants';
import {
  orderEditSchema,
  orderIntakeSchema,
  orderStatuses,
  PAID_BUT_NOT_SHIPPED,
  paidNotShippedStatuses,
} from '../../../src/domain/resources/order.schema';
import { orderTagSchema } from '../../../src/domain/resources/order-tag.schema';
import { storefrontProductSchema } from '../../../src/domain/resources/storefront-product.schema';
import {
  billsOfMaterials,
  orders,
  orderTags,
  projects,
  storefrontProducts,
  stores,
  vendorProducts,
} from '../../db/schema';
import {
  anyOf,
  asBoolean,
  boolEquals,
  custom,
  dateFrom,
  dateTo,
  intEquals,
  jsonArrayText,
  jsonEquals,
  jsonText,
  text,
  textEquals,
} from '../filters';
import { defineResource, type WriteContext } from '../resource';
import { invalid } from './shared';

/** A status, or paid-but-not-shipped: paid (past awaiting_payment) and not shipped or cancelled. */
const orderStatusFilter = custom((value) => {
  const values = Array.isArray(value) ? value : [value];
  const allowed: readonly string[] = [...orderStatuses, PAID_BUT_NOT_SHIPPED];
  if (!values.every((v) => typeof v === 'string' && allowed.includes(v)))
    return { error: `Must be one of: ${allowed.join(', ')}` };
  const statuses = new Set<string>();
  for (const v of values as string[]) {
    if (v === PAID_BUT_NOT_SHIPPED) paidNotShippedStatuses.forEach((s) => statuses.add(s));
    else statuses.add(v);
  }
  return statuses.size === 1
    ? eq(orders.orderStatus, [...statuses][0]!)
    : inArray(orders.orderStatus, [...statuses]);
});

export const orderResource = defineResource(ordersContract, {
  table: orders,
  id: orders.id,
  idType: 'int',
  version: orders.version,
  // What intake and edit take (server/modules/orders): the OpenAPI document and the generated
  // bad-input tests read them from here.
  schema: orderIntakeSchema,
  editSchema: orderEditSchema,
  filters: {
    // Archived orders stay out of the list unless asked for.
    showArchived: custom(
      (value) => {
        const b = asBoolean(value);
        if (b === null) return { error: 'Must be true or false' };
        return b ? undefined : eq(orders.isArchived, false);
      },
      { defaultValue: false },
    ),
    orderReship: boolEquals(orders.isReship),
    vendorId: intEquals(orders.vendorId),
    warehouseId: intEquals(orders.warehouseId),
    projectId: intEquals(orders.projectId),
    storeId: intEquals(orders.storeId),
    storeFront: custom((value) => {
      const byName = text(stores.name).apply(value, { timezoneOffset: 0, body: {} });
      if (byName && 'error' in byName) return byName;
      return inArray(
        orders.storeId,
        new QueryBuilder()
          .select({ id: stores.id })
          .from(stores)
          .where(byName as SQL),
      );
    }),
    trackingNumber: text(orders.trackingNumber),
    customerName: anyOf(jsonText(orders.billTo, 'name'), jsonText(orders.shipmentAddress, 'name')),
    customerUsername: text(orders.customerUsername),
    orderStatus: orderStatusFilter,
    reqService: text(orders.requestedService),
    omSku: jsonArrayText(orders.items, 'sku'),
    wmsSku: jsonArrayText(orders.items, 'wmsSku'),
    orderNumber: text(orders.orderNumber),
    startOrderDate: dateFrom(orders.orderDate),
    endOrderDate: dateTo(orders.orderDate),
    startModifyDate: dateFrom(orders.modifyDate),
    endModifyDate: dateTo(orders.modifyDate),
    shipToCountryCode: jsonEquals(orders.shipmentAddress, 'countryCode'),
    shipToState: jsonEquals(orders.shipmentAddress, 'state'),
    shipToName: jsonText(orders.shipmentAddress, 'name'),
    // One tag or marker (the dashboard's "held by marker" links).
    tag: custom((value) =>
      typeof value === 'string' && value.length <= 50
        ? sql`${orders.tags} @> array[${value}]::text[]`
        : { error: 'Must be a tag name' },
    ),
  },
  // sortBy matches ignoring case, so the screen's 'OrderDate' is orderDate.
  sortable: {
    orderDate: orders.orderDate,
    modifyDate: orders.modifyDate,
    shipByDate: orders.shipByDate,
    shipDate: orders.shipDate,
    orderNumber: orders.orderNumber,
    orderTotal: orders.orderTotal,
    orderStatus: orders.orderStatus,
  },
  defaultSort: { by: 'orderDate', desc: true },
  defaultPerPage: ORDERS_PAGE_SIZE,
  scope: { vendor: orders.vendorId, warehouse: orders.warehouseId },
  stateFields: ['orderStatus'],
  references: [
    {
      field: 'storeId',
      table: stores,
      id: stores.id,
      match: { column: stores.projectId, field: 'projectId' },
      message: 'Choose a store of this project',
    },
  ],
  // Orders come in through intake and change through their actions (server/modules/orders).
  ownWrites: true,
});

export const orderTagResource = defineResource(orderTagsContract, {
  table: orderTags,
  id: orderTags.id,
  idType: 'int',
  version: orderTags.version,
  schema: orderTagSchema,
  filters: {
    projectId: intEquals(orderTags.projectId),
    search: text(orderTags.name),
    useFor: textEquals(orderTags.useFor),
  },
  sortable: { name: orderTags.name, createdAt: orderTags.createdAt },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { project: orderTags.projectId },
});

/**
 * What a product ships as: a warehouse product of the vendor of the storefront product's project, or
 * a kit (a bill of materials of type Kit of that vendor), never both.
 */
async function checkProductMapping({ tx, values, before }: WriteContext): Promise<void> {
  const current = (key: string) => (values[key] === undefined ? before?.[key] : values[key]) as number | null;
  const vendorProductId = current('vendorProductId');
  const billOfMaterialsId = current('billOfMaterialsId');
  const projectId = current('projectId');
  if (vendorProductId != null && billOfMaterialsId != null)
    throw invalid({
      vendorProductId: 'A product ships as one warehouse product or as a kit: clear one of the two',
      billOfMaterialsId: 'A product ships as one warehouse product or as a kit: clear one of the two',
    });
  if (projectId == null) return;
  if (vendorProductId != null) {
    const [match] = await tx
      .select({ id: vendorProducts.id })
      .from(vendorProducts)
      .innerJoin(projects, eq(projects.vendorId, vendorProducts.vendorId))
      .where(and(eq(vendorProducts.id, vendorProductId), eq(projects.id, projectId)));
    if (!match) throw invalid({ vendorProductId: 'Choose a warehouse product of this project’s vendor' });
  }
  if (billOfMaterialsId != null) {
    const [kit] = await tx
      .select({ id: billsOfMaterials.id })
      .from(billsOfMaterials)
      .innerJoin(projects, eq(projects.vendorId, billsOfMaterials.vendorId))
      .where(
        and(
          eq(billsOfMaterials.id, billOfMaterialsId),
          eq(billsOfMaterials.type, 'Kit'),
          eq(projects.id, projectId),
        ),
      );
    if (!kit)
      throw invalid({ billOfMaterialsId: 'Choose a kit (a bill of materials of type Kit) of this vendor' });
  }
}

/** Mapped: it ships as a warehouse product or as a kit. */
const mappedCondition = or(
  isNotNull(storefrontProducts.vendorProductId),
  isNotNull(storefrontProducts.billOfMaterialsId),
)!;

export const storefrontProductResource = defineResource(storefrontProductsContract, {
  table: storefrontProducts,
  id: storefrontProducts.id,
  idType: 'int',
  version: storefrontProducts.version,
  schema: storefrontProductSchema,
  filters: {
    projectId: intEquals(storefrontProducts.projectId),
    search: text(storefrontProducts.name, storefrontProducts.sku),
    sku: text(storefrontProducts.sku),
    onFulfillmentHold: boolEquals(storefrontProducts.onFulfillmentHold),
    onFulfillmentIgnore: boolEquals(storefrontProducts.onFulfillmentIgnore),
    // Mapped to a warehouse product or a kit, or not yet.
    mapped: custom((value) => {
      const b = asBoolean(value);
      if (b === null) return { error: 'Must be true or false' };
      return b ? mappedCondition : not(mappedCondition);
    }),
    // Sells a kit (or not).
    kit: custom((value) => {
      const b = asBoolean(value);
      if (b === null) return { error: 'Must be true or false' };
      return b
        ? isNotNull(storefrontProducts.billOfMaterialsId)
        : isNull(storefrontProducts.billOfMaterialsId);
    }),
  },
  sortable: {
    name: storefrontProducts.name,
    sku: storefrontProducts.sku,
    createdAt: storefrontProducts.createdAt,
  },
  defaultSort: { by: 'name', desc: false },
  defaultPerPage: DEFAULT_PAGE_SIZE,
  scope: { project: storefrontProducts.projectId },
  beforeWrite: checkProductMapping,
  liveEvent: (row) => ({
    type: 'StorefrontProductUpdated',
    storefrontProductId: row.id as number,
    projectId: row.projectId as number,
  }),
});
