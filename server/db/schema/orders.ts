/** Storefront orders and what belongs to the storefront side: order tags and storefront products. */
import { sql } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES } from '../../../src/domain/dashboard';
import { ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import type { OrderEventKind } from '../../../src/domain/contracts/order-answers';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { vendorRef } from './tenant-columns';
import { users } from './users';
import { jsonList, jsonObject, measure, money, ts, versioned, type Address, type LineItem } from './columns';
import { vendorProducts } from './inventory';
import { billsOfMaterials } from './manufacturing';
import { projects, stores, warehouses } from './tenants';
import type { OrderActivity } from '../../../src/domain/order-kits';

/** Statuses (constants of the domain, never user input) as an SQL list for an index's predicate. */
const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A storefront order. vendorId and warehouseId are taken from the project on every write, so lists
 * filter and sort on the order row alone. orderStatus: awaiting_payment, awaiting_shipment,
 * pending_fulfillment, on_hold, shipped, cancelled (DESIGN.md §5).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    orderKey: text('order_key'),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    storeId: integer('store_id').references(() => stores.id),
    vendorId: vendorRef(),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    orderStatus: text('order_status').notNull().default(ORDER_STATUS.awaitingShipment),
    orderDate: ts('order_date').notNull().defaultNow(),
    /** When the storefront last changed the order. */
    modifyDate: ts('modify_date').notNull().defaultNow(),
    paymentDate: ts('payment_date'),
    shipByDate: ts('ship_by_date'),
    shipDate: ts('ship_date'),
    orderTotal: money('order_total').notNull().default(0),
    amountPaid: money('amount_paid').notNull().default(0),
    shippingAmount: money('shipping_amount').notNull().default(0),
    taxAmount: money('tax_amount').notNull().default(0),
    customerEmail: text('customer_email'),
    customerUsername: text('customer_username'),
    billTo: jsonObject<Address>('bill_to'),
    shipmentAddress: jsonObject<Address>('shipment_address'),
    items: jsonList<LineItem>('items'),
    itemCount: integer('item_count').notNull().default(0),
    weightTotal: measure('weight_total').notNull().default(0),
    /** customField1 to customField3. */
    advancedOptions: jsonObject<Record<string, string | null>>('advanced_options'),
    requestedService: text('requested_service'),
    carrierCode: text('carrier_code'),
    serviceCode: text('service_code'),
    trackingNumber: text('tracking_number'),
    shipZone: text('ship_zone'),
    notes: text('notes'),
    /** Order tag names and problem markers (MISSING_SKU, SENT_TO_FULFILLMENT, …). */
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isArchived: boolean('is_archived').notNull().default(false),
    isReship: boolean('is_reship').notNull().default(false),
    reshipOfOrderId: integer('reship_of_order_id'),
    parentOrderId: integer('parent_order_id'),
    /** A digest of what intake received: the same payload again is a retry, not a duplicate. */
    intakeHash: text('intake_hash'),
    /** What shipping the order did, fixed when it ships, for client billing (src/domain/order-kits.ts). */
    activity: jsonb('activity').$type<OrderActivity>(),
    ...versioned(),
  },
  (t) => [
    // Intake is idempotent per storefront, store and order number (DESIGN.md §3): the database,
    // not a read-then-insert, decides which of two racing submissions makes the order.
    unique('orders_intake_key').on(t.projectId, t.storeId, t.orderNumber).nullsNotDistinct(),
    // ShipStation-shaped intake creates or updates by the storefront's orderKey (issue 20).
    index('orders_project_key_idx')
      .on(t.projectId, t.orderKey)
      .where(sql`order_key is not null`),
    // The vendor orders list: a vendor, a status, newest first (the benchmark query of issue 3).
    // is_archived trails the sort columns so the list's "not archived" filter and its count are
    // answered from the index alone (an index-only scan instead of a heap fetch per matching order).
    index('orders_vendor_status_date_idx').on(
      t.vendorId,
      t.orderStatus,
      t.orderDate.desc(),
      t.id.desc(),
      t.isArchived,
    ),
    index('orders_warehouse_status_date_idx').on(
      t.warehouseId,
      t.orderStatus,
      t.orderDate.desc(),
      t.id.desc(),
      t.isArchived,
    ),
    index('orders_date_idx').on(t.orderDate.desc(), t.id.desc()),
    index('orders_modify_date_idx').on(t.modifyDate),
    index('orders_project_date_idx').on(t.projectId, t.orderDate.desc()),
    index('orders_store_number_idx').on(t.storeId, t.orderNumber),
    index('orders_number_idx').on(t.orderNumber),
    index('orders_tracking_idx').on(t.trackingNumber),
    index('orders_customer_username_idx').on(t.customerUsername),
    // The dashboard: open orders by status and ship-by date (to ship today, late), and shipped per day.
    index('orders_open_ship_by_idx')
      .on(t.orderStatus, t.shipByDate, t.vendorId, t.warehouseId)
      .where(sql.raw(`not is_archived and order_status in (${sqlList(OPEN_ORDER_STATUSES)})`)),
    index('orders_shipped_date_idx')
      .on(t.shipDate, t.vendorId, t.warehouseId)
      .where(sql.raw(`order_status = ${sqlList([ORDER_STATUS.shipped])}`)),
  ],
);

/** useFor: null for a tag people apply, or one of the system-use problem markers. */
export const orderTags = pgTable(
  'order_tags',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    color: text('color').notNull().default('#6B7280'),
    useFor: text('use_for'),
    ...versioned(),
  },
  (t) => [uniqueIndex('order_tags_project_name_key').on(t.projectId, t.name)],
);

/** A product as a storefront sells it, mapped (optionally) to the vendor's warehouse product. */
export const storefrontProducts = pgTable(
  'storefront_products',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    vendorProductId: integer('vendor_product_id').references(() => vendorProducts.id),
    /**
     * A kit: the bill of materials (type Kit) whose components an order line of this product
     * explodes into on intake (src/domain/order-kits.ts). Set instead of vendorProductId.
     */
    billOfMaterialsId: integer('bill_of_materials_id').references(() => billsOfMaterials.id),
    onFulfillmentIgnore: boolean('on_fulfillment_ignore').notNull().default(false),
    onFulfillmentHold: boolean('on_fulfillment_hold').notNull().default(false),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('storefront_products_project_sku_key').on(t.projectId, t.sku),
    index('storefront_products_name_idx').on(t.name),
  ],
);

/**
 * A reason an order may not ship: people's holds (operator, client, address, payment, inventory)
 * and the problem markers intake and fulfilment raise. An order is on hold while one is open
 * (releasedAt null); holdUntil releases it by itself.
 */
export const orderHolds = pgTable(
  'order_holds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    type: text('type').notNull(),
    reason: text('reason').notNull(),
    holdUntil: ts('hold_until'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    releasedAt: ts('released_at'),
    releasedBy: uuid('released_by').references(() => users.id),
  },
  (t) => [
    index('order_holds_order_idx').on(t.orderId, t.releasedAt),
    index('order_holds_open_until_idx')
      .on(t.holdUntil)
      .where(sql`released_at is null and hold_until is not null`),
  ],
);

/**
 * An order's history: every status change and action (timeline), and what intake and the
 * connectors received and sent (the connector log: kinds intake and sync).
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<OrderEventKind>().notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    userId: uuid('user_id').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/**
 * A storefront's key for the public order intake call. Only a SHA-256 digest is kept; the secret is
 * shown once, at creation. A revoked key stays listed.
 */
export const storefrontApiKeys = pgTable(
  'storefront_api_keys',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('storefront_api_keys_project_idx').on(t.projectId)],
);

/**
 * An order intake received but could not turn into an order (its storefront disabled, its store
 * unknown, its payload refused after the key was accepted): kept with the payload and the reason
 * instead of being lost, and retried through intake once the cause is fixed
 * (src/domain/virtual-order.lifecycle.ts: Pending → Placed, or Discarded). The same payload received
 * again is the same virtual order (payloadHash), counted in receivedCount.
 */
export const virtualOrders = pgTable(
  'virtual_orders',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    vendorId: vendorRef(),
    /** The order number the payload names, when it names one (for the list and search). */
    orderNumber: text('order_number'),
    channel: text('channel').notNull().default('api'),
    apiKeyId: integer('api_key_id').references(() => storefrontApiKeys.id),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    payloadHash: text('payload_hash').notNull(),
    /** storefront_disabled, unknown_store, invalid_payload (src/domain/virtual-order.lifecycle.ts). */
    reasonCode: text('reason_code').notNull(),
    reason: text('reason').notNull(),
    /** Field messages of a refused payload. */
    fieldErrors: jsonb('field_errors').$type<Record<string, string>>(),
    status: text('status').notNull().default('Pending'),
    receivedCount: integer('received_count').notNull().default(1),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: ts('last_attempt_at'),
    lastError: text('last_error'),
    orderId: integer('order_id').references(() => orders.id),
    receivedAt: ts('received_at').notNull().defaultNow(),
    ...versioned(),
  },
  (t) => [
    uniqueIndex('virtual_orders_payload_key').on(t.projectId, t.payloadHash),
    index('virtual_orders_project_status_idx').on(t.projectId, t.status, t.id),
    index('virtual_orders_vendor_idx').on(t.vendorId, t.status, t.id),
  ],
);
