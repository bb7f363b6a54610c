/**
 * Ordered Vendor Items (OrderedWarehouseItemsReport): the orders Ordered Storefront Items chooses
 * (the same filters, scope and period: ordered-storefront-items.report.ts), per vendor item, the
 * warehouse SKU after mapping and kit explosion: the lines the warehouse ships (the products shipped
 * report's rule, server/modules/reports/products-shipped.queries.ts: mapped, not ignored), so a kit
 * counts as its components and a storefront product that is never fulfilled does not count. With
 * "include manual shipments", the lines of the chosen manual shipments add to their items' rows (a
 * shipment counts as one more order). No revenue: a kit's price is on the kit, not its components.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { ReportCell, ReportColumn } from '../../../../src/domain/contracts/generated-reports';
import { MANUAL_SHIPMENT_STATUS } from '../../../../src/domain/manual-shipment.lifecycle';
import { ORDER_STATUS } from '../../../../src/domain/order.lifecycle';
import {
  countsShippedUnits,
  type OrderedItemsFilters,
} from '../../../../src/domain/resources/generated-report.schema';
import { manualShipments, orders, vendorProducts, vendors } from '../../../db/schema';
import { shipsFromWarehouse } from '../../reports/products-shipped.queries';
import { defineReportProducer, inBatches } from '../report-producer.queries';
import {
  lastAt,
  latest,
  lineUnits,
  orderedItemsManualShipments,
  orderedItemsOrders,
} from './ordered-storefront-items.report';

interface ItemRow {
  itemId: number;
  orders: number;
  units: number;
  shipped: number;
  last: number | string | null;
}

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export const orderedVendorItemsReport = defineReportProducer<OrderedItemsFilters>({
  columns: (filters): ReportColumn[] => [
    { key: 'vendorCode', label: 'Vendor code' },
    { key: 'vendor', label: 'Vendor' },
    { key: 'sku', label: 'SKU' },
    { key: 'name', label: 'Item' },
    { key: 'orders', label: 'Orders', kind: 'number' },
    { key: 'unitsOrdered', label: 'Units ordered', kind: 'number' },
    ...(countsShippedUnits(filters.orderStatus)
      ? [{ key: 'unitsShipped', label: 'Units shipped', kind: 'number' as const }]
      : []),
  ],

  async produce(ctx) {
    const { db } = ctx;
    const withShipped = countsShippedUnits(ctx.filters.orderStatus);
    const chosen = orderedItemsOrders(ctx);
    const manual = orderedItemsManualShipments(ctx);
    const fromOrders = db.execute(sql`
      select (l->>'vendorProductId')::int as "itemId", count(distinct ${orders.id})::int as "orders",
        ${lineUnits} as "units",
        coalesce(sum((l->>'quantity')::int) filter (
          where ${orders.orderStatus} = ${ORDER_STATUS.shipped}), 0)::int as "shipped",
        ${lastAt(chosen.dateColumn)} as "last"
      from ${orders} cross join lateral jsonb_array_elements(${orders.items}) as l
      where ${chosen.where} and ${shipsFromWarehouse}
      group by 1`);
    const fromManual = manual
      ? db.execute(sql`
          select (l->>'vendorProductId')::int as "itemId",
            count(distinct ${manualShipments.id})::int as "orders", ${lineUnits} as "units",
            coalesce(sum((l->>'quantity')::int) filter (
              where ${manualShipments.orderStatus} = ${MANUAL_SHIPMENT_STATUS.Shipped}), 0)::int as "shipped",
            ${lastAt(manual.dateColumn)} as "last"
          from ${manualShipments} cross join lateral jsonb_array_elements(${manualShipments.items}) as l
          where ${manual.where} and (l->>'vendorProductId') is not null
          group by 1`)
      : Promise.resolve({ rows: [] });
    const parts = [...rowsOf<ItemRow>(await fromOrders), ...rowsOf<ItemRow>(await fromManual)];

    // One row per item: a storefront order and a manual shipment of it are two orders of it.
    const byItem = new Map<number, ItemRow>();
    for (const r of parts) {
      const id = Number(r.itemId);
      const seen = byItem.get(id);
      byItem.set(
        id,
        seen
          ? {
              itemId: id,
              orders: seen.orders + Number(r.orders),
              units: seen.units + Number(r.units),
              shipped: seen.shipped + Number(r.shipped),
              last: latest([seen, r])?.getTime() ?? null,
            }
          : {
              ...r,
              itemId: id,
              orders: Number(r.orders),
              units: Number(r.units),
              shipped: Number(r.shipped),
            },
      );
    }
    const ids = [...byItem.keys()];
    const named = ids.length
      ? await db
          .select({
            id: vendorProducts.id,
            code: vendors.code,
            vendor: vendors.name,
            sku: vendorProducts.sku,
            name: vendorProducts.item,
          })
          .from(vendorProducts)
          .innerJoin(vendors, eq(vendors.id, vendorProducts.vendorId))
          .where(inArray(vendorProducts.id, ids))
      : [];
    named.sort((a, b) => a.code.localeCompare(b.code) || a.sku.localeCompare(b.sku));
    const rows = named.map((item): ReportCell[] => {
      const r = byItem.get(item.id)!;
      return [
        item.code,
        item.vendor,
        item.sku,
        item.name,
        r.orders,
        r.units,
        ...(withShipped ? [r.shipped] : []),
      ];
    });
    return { asOf: latest([...byItem.values()]), rows: inBatches(rows) };
  },
});
