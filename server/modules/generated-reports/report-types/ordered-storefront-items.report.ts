/**
 * Ordered Storefront Items (OrderedStorefrontItemsReport): per storefront and storefront product (the
 * SKU the customer ordered: a kit as the kit, never its components), the orders, units ordered, units
 * shipped and revenue (line price × quantity) of the orders the filters choose (spec §3, ordered
 * items block). Units shipped are those of shipped orders' lines that are fulfilled (a product marked
 * onFulfillmentIgnore is ordered, never shipped); the column shows only when the status filter lets
 * shipped orders in. With "include manual shipments", the lines of small-parcel manual shipments
 * count too, under their vendor ("Manual shipments · {vendor}").
 *
 * Which orders: the orders list's own tenant scope and its own filter rules (status, customer name,
 * username, ship-to country: server/resources/declarations/orders.ts), archived ones included
 * (archiving hides an order from the queue; it was still ordered); the period applies to the order
 * date or the ship date (dateType); whatStores chooses by the store's hidden flag (an order without a
 * store is not in a hidden one). The lines are the orders' JSON items added up in SQL, with the line
 * rules of the products shipped reports (server/modules/reports/products-shipped.queries.ts).
 *
 * Manual shipments have no storefront, store or customer account: a chosen storefront takes its
 * vendor's, "hidden stores" takes none, the customer is matched on the ship-to name, company and
 * e-mail, and the order statuses read as the shipment statuses that mean the same (below).
 */
import { and, eq, gte, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { fromAmount, toAmount } from '../../../../src/domain/money';
import { MANUAL_SHIPMENT_STATUS } from '../../../../src/domain/manual-shipment.lifecycle';
import {
  ANY_ORDER_STATUS,
  countsShippedUnits,
  type OrderedItemsFilters,
  type reportOrderStatuses,
} from '../../../../src/domain/resources/generated-report.schema';
import { manualShipmentExcludedTypes } from '../../../../src/domain/resources/manual-shipment.schema';
import { PAID_BUT_NOT_SHIPPED } from '../../../../src/domain/resources/order.schema';
import { ORDER_STATUS } from '../../../../src/domain/order.lifecycle';
import type { ReportCell, ReportColumn } from '../../../../src/domain/contracts/generated-reports';
import { scopeCondition } from '../../../auth/policy';
import {
  manualShipments,
  orders,
  projects,
  storefrontProducts,
  stores,
  vendorProducts,
  vendors,
} from '../../../db/schema';
import { anyOf, jsonEquals, jsonText, text, type FilterDef } from '../../../resources/filters';
import { orderResource } from '../../../resources/declarations/orders';
import { manualShipmentResource } from '../../../resources/declarations/outbound';
import { notIgnored, orderedByCustomer } from '../../reports/products-shipped.queries';
import { defineReportProducer, inBatches, type ProduceContext } from '../report-producer.queries';

type Ctx = ProduceContext<OrderedItemsFilters>;

const { Open, AwaitingShipment, Shipped, Cancelled } = MANUAL_SHIPMENT_STATUS;
/** The manual shipment statuses that mean each order status filter (none: no manual shipment). */
const manualStatusesOf: Record<(typeof reportOrderStatuses)[number], readonly string[]> = {
  // Any status: every shipment made (drafts are not made yet).
  [ANY_ORDER_STATUS]: [Open, AwaitingShipment, Shipped, Cancelled],
  awaiting_payment: [],
  // Submitted, not yet allocated: waiting to be worked, as an order awaiting shipment.
  awaiting_shipment: [Open],
  // Allocated at the warehouse: as an order sent to fulfilment.
  pending_fulfillment: [AwaitingShipment],
  on_hold: [],
  shipped: [Shipped],
  cancelled: [Cancelled],
  [PAID_BUT_NOT_SHIPPED]: [Open, AwaitingShipment],
};

/** A list filter's condition for a value the report's schema already validated. */
function condition(def: FilterDef, value: unknown, ctx: Ctx): SQL | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const result = def.apply(value, { timezoneOffset: ctx.period.timezoneOffset, body: {}, now: ctx.now });
  if (result && 'error' in result) throw new Error(`The report's filters are not valid: ${result.error}`);
  return result;
}

/** The storefronts the report is limited to: the one it was asked for, or the filter's; null for all. */
function storefrontsOf(ctx: Ctx): number[] | null {
  if (ctx.projectId) return [ctx.projectId];
  return ctx.filters.storefrontIds?.length ? ctx.filters.storefrontIds : null;
}

const inPeriod = (column: PgColumn, ctx: Ctx) => and(gte(column, ctx.start), lt(column, ctx.end));

const hiddenStores = () =>
  new QueryBuilder().select({ id: stores.id }).from(stores).where(eq(stores.shouldIgnoreIt, true));

/** One of the orders list's own filters (the declaration keeps them by name). */
function orderListFilter(name: string): FilterDef {
  const def = orderResource.filters[name];
  if (!def) throw new Error(`The orders list has no ${name} filter.`);
  return def;
}

/** The storefront orders the filters choose, as the orders list reads them, and their period column. */
export function orderedItemsOrders(ctx: Ctx): { where: SQL; dateColumn: PgColumn } {
  const { filters, user } = ctx;
  const storefronts = storefrontsOf(ctx);
  const dateColumn = filters.dateType === 'shipDate' ? orders.shipDate : orders.orderDate;
  const where = and(
    scopeCondition(orderResource, user),
    storefronts ? inArray(orders.projectId, storefronts) : undefined,
    inPeriod(dateColumn, ctx),
    filters.orderStatus === ANY_ORDER_STATUS
      ? undefined
      : condition(orderListFilter('orderStatus'), filters.orderStatus, ctx),
    condition(
      anyOf(orderListFilter('customerName'), orderListFilter('customerUsername'), text(orders.customerEmail)),
      filters.customer,
      ctx,
    ),
    condition(orderListFilter('shipToCountryCode'), filters.countryCode, ctx),
    filters.whatStores === 'hidden'
      ? inArray(orders.storeId, hiddenStores())
      : filters.whatStores === 'all'
        ? undefined
        : or(isNull(orders.storeId), notInArray(orders.storeId, hiddenStores())),
  )!;
  return { where, dateColumn };
}

/**
 * The small-parcel manual shipments the filters choose (bulk shipments and team gifts are their own
 * documents, left out as the manual shipments list leaves them out), or null when none can match.
 */
export function orderedItemsManualShipments(ctx: Ctx): { where: SQL; dateColumn: PgColumn } | null {
  const { filters, user } = ctx;
  const statuses = manualStatusesOf[filters.orderStatus];
  if (!filters.includeManualShipments || filters.whatStores === 'hidden' || !statuses.length) return null;
  const storefronts = storefrontsOf(ctx);
  const dateColumn = filters.dateType === 'shipDate' ? manualShipments.shipDate : manualShipments.createdAt;
  const address = manualShipments.shipmentAddress;
  const where = and(
    scopeCondition(manualShipmentResource, user),
    notInArray(manualShipments.orderType, [...manualShipmentExcludedTypes]),
    inArray(manualShipments.orderStatus, [...statuses]),
    storefronts
      ? inArray(
          manualShipments.vendorId,
          new QueryBuilder()
            .select({ id: projects.vendorId })
            .from(projects)
            .where(inArray(projects.id, storefronts)),
        )
      : undefined,
    inPeriod(dateColumn, ctx),
    condition(jsonText(address, 'name', 'company', 'email'), filters.customer, ctx),
    condition(jsonEquals(address, 'countryCode'), filters.countryCode, ctx),
  )!;
  return { where, dateColumn };
}

/** Units of a line `l`, its value (price × quantity, exact numeric) and the latest date counted. */
export const lineUnits = sql`sum((l->>'quantity')::int)::int`;
const lineRevenue = sql`coalesce(sum((l->>'unitPrice')::numeric * (l->>'quantity')::numeric), 0)::text`;
export const lastAt = (column: PgColumn) => sql`(extract(epoch from max(${column})) * 1000)::float8`;

/** The latest instant among the groups' (epoch milliseconds), for "as of". */
export const latest = (rows: readonly { last: number | string | null }[]): Date | null => {
  const times = rows.flatMap((r) => (r.last == null ? [] : [Number(r.last)]));
  return times.length ? new Date(Math.max(...times)) : null;
};

/** Money from the database's exact sum (text) as the API carries it (cents), through money.ts. */
const amount = (value: string | null) => toAmount(fromAmount(value));

interface ItemRow {
  code: string;
  owner: string;
  sku: string;
  name: string | null;
  orders: number;
  units: number;
  shipped: number;
  revenue: string | null;
  last: number | string | null;
}

const rowsOf = (result: unknown) => (result as { rows: ItemRow[] }).rows;

export const orderedStorefrontItemsReport = defineReportProducer<OrderedItemsFilters>({
  columns: (filters): ReportColumn[] => [
    { key: 'storefrontCode', label: 'Storefront code' },
    { key: 'storefront', label: 'Storefront' },
    { key: 'sku', label: 'SKU' },
    { key: 'name', label: 'Name' },
    { key: 'orders', label: 'Orders', kind: 'number' },
    { key: 'unitsOrdered', label: 'Units ordered', kind: 'number' },
    // Only orders that shipped have shipped units: the column shows when the status filter allows them.
    ...(countsShippedUnits(filters.orderStatus)
      ? [{ key: 'unitsShipped', label: 'Units shipped', kind: 'number' as const }]
      : []),
    { key: 'revenue', label: 'Revenue', kind: 'money' },
  ],

  async produce(ctx) {
    const { db } = ctx;
    const withShipped = countsShippedUnits(ctx.filters.orderStatus);
    const chosen = orderedItemsOrders(ctx);
    const manual = orderedItemsManualShipments(ctx);
    // A storefront product (or an unmapped SKU) of a storefront; a kit line is the kit.
    const fromOrders = db.execute(sql`
      select p.client_code as "code", p.name as "owner",
        coalesce(sp.sku, g.sku) as "sku", coalesce(sp.name, g.name) as "name",
        g.orders, g.units, g.shipped, g.revenue, g.last
      from (
        select ${orders.projectId} as project_id, min(l->>'storefrontProductId')::int as product_id,
          min(l->>'sku') as sku, min(l->>'name') as name,
          count(distinct ${orders.id})::int as orders, ${lineUnits} as units,
          coalesce(sum((l->>'quantity')::int) filter (
            where ${orders.orderStatus} = ${ORDER_STATUS.shipped} and ${notIgnored}), 0)::int as shipped,
          ${lineRevenue} as revenue, ${lastAt(chosen.dateColumn)} as last
        from ${orders} cross join lateral jsonb_array_elements(${orders.items}) as l
        where ${chosen.where} and ${orderedByCustomer}
        group by ${orders.projectId}, coalesce(l->>'storefrontProductId', 's ' || (l->>'sku'))
      ) g
      join ${projects} p on p.id = g.project_id
      left join ${storefrontProducts} sp on sp.id = g.product_id`);
    // A vendor item (or an unmapped SKU) of a vendor's manual shipments.
    const fromManual = manual
      ? db.execute(sql`
          select v.code as "code", 'Manual shipments · ' || v.name as "owner",
            coalesce(vp.sku, g.sku) as "sku", coalesce(vp.item, g.name) as "name",
            g.orders, g.units, g.shipped, g.revenue, g.last
          from (
            select ${manualShipments.vendorId} as vendor_id, min(l->>'vendorProductId')::int as item_id,
              min(l->>'sku') as sku, min(l->>'name') as name,
              count(distinct ${manualShipments.id})::int as orders, ${lineUnits} as units,
              coalesce(sum((l->>'quantity')::int) filter (
                where ${manualShipments.orderStatus} = ${MANUAL_SHIPMENT_STATUS.Shipped}), 0)::int as shipped,
              ${lineRevenue} as revenue, ${lastAt(manual.dateColumn)} as last
            from ${manualShipments} cross join lateral jsonb_array_elements(${manualShipments.items}) as l
            where ${manual.where}
            group by ${manualShipments.vendorId}, coalesce(l->>'vendorProductId', 's ' || (l->>'sku'))
          ) g
          join ${vendors} v on v.id = g.vendor_id
          left join ${vendorProducts} vp on vp.id = g.item_id`)
      : Promise.resolve({ rows: [] });
    const rows = [...rowsOf(await fromOrders), ...rowsOf(await fromManual)];
    rows.sort(
      (a, b) => a.code.localeCompare(b.code) || a.owner.localeCompare(b.owner) || a.sku.localeCompare(b.sku),
    );
    return {
      asOf: latest(rows),
      rows: inBatches(
        rows.map((r): ReportCell[] => [
          r.code,
          r.owner,
          r.sku,
          r.name ?? r.sku,
          Number(r.orders),
          Number(r.units),
          ...(withShipped ? [Number(r.shipped)] : []),
          amount(r.revenue),
        ]),
      ),
    };
  },
});
