/**
 * The inventory report (/reports/inventory, GET /api/common/reports/inventory): on hand, allocated,
 * available and in transit by warehouse and vendor (per item when one vendor is chosen), with days of
 * cover: available ÷ the average units shipped per day over the last 30 days. The stock and shipped
 * units are read through stock.queries (stockReport); the user's vendors and warehouses limit every
 * balance and ledger row read.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  COVER_WINDOW_DAYS,
  daysOfCover,
  type InventoryFigures,
  type InventoryReport,
  type InventoryReportQuery,
  type InventoryReportRow,
} from '../../../src/domain/contracts/operations-reports';
import type { AuthUser } from '../../auth/guard';
import { vendorScope, warehouseScope } from '../../auth/policy';
import type { Db } from '../../db/client';
import { vendorProducts, vendors, warehouses } from '../../db/schema';
import { stockReport, type StockReportRow } from '../inventory/stock.queries';

const DAY_MS = 86_400_000;

type Counted = Omit<InventoryFigures, 'daysOfCover'>;

function sum(rows: readonly Counted[]): InventoryFigures {
  const total = { onHand: 0, allocated: 0, available: 0, inTransit: 0, shipped: 0 };
  for (const r of rows) {
    total.onHand += r.onHand;
    total.allocated += r.allocated;
    total.available += r.available;
    total.inTransit += r.inTransit;
    total.shipped += r.shipped;
  }
  return { ...total, daysOfCover: daysOfCover(total.available, total.shipped) };
}

async function namesOf(db: Db, rows: readonly StockReportRow[]) {
  const ids = (pick: (r: StockReportRow) => number | null) => [
    ...new Set(rows.map(pick).filter((id): id is number => id !== null)),
  ];
  const [w, v, p] = await Promise.all([
    ids((r) => r.warehouseId).length
      ? db
          .select({ id: warehouses.id, name: warehouses.fullName })
          .from(warehouses)
          .where(
            inArray(
              warehouses.id,
              ids((r) => r.warehouseId),
            ),
          )
      : [],
    ids((r) => r.vendorId).length
      ? db
          .select({ id: vendors.id, name: vendors.name })
          .from(vendors)
          .where(
            inArray(
              vendors.id,
              ids((r) => r.vendorId),
            ),
          )
      : [],
    ids((r) => r.vendorProductId).length
      ? db
          .select({ id: vendorProducts.id, sku: vendorProducts.sku, item: vendorProducts.item })
          .from(vendorProducts)
          .where(
            inArray(
              vendorProducts.id,
              ids((r) => r.vendorProductId),
            ),
          )
      : [],
  ]);
  return {
    warehouse: new Map(w.map((x) => [x.id, x.name])),
    vendor: new Map(v.map((x) => [x.id, x.name])),
    item: new Map(p.map((x) => [x.id, x])),
  };
}

export async function inventoryReport(
  db: Db,
  user: AuthUser,
  query: InventoryReportQuery,
  now: Date,
): Promise<InventoryReport> {
  const since = new Date(now.getTime() - COVER_WINDOW_DAYS * DAY_MS);
  const byItem = query.vendorId !== null;
  const stock = await stockReport(db, {
    byItem,
    since,
    where: (c) =>
      and(
        vendorScope(user, c.vendorId),
        warehouseScope(user, c.warehouseId),
        query.vendorId ? eq(c.vendorId, query.vendorId) : undefined,
        query.warehouseId ? eq(c.warehouseId, query.warehouseId) : undefined,
      ),
  });
  // Nothing held, nothing allocated and nothing shipped: no row (an emptied location's old balance).
  const live = stock.filter((r) => r.onHand || r.allocated || r.inTransit || r.shipped);
  const names = await namesOf(db, live);
  const rows: InventoryReportRow[] = live
    .map((r) => {
      const item = r.vendorProductId === null ? undefined : names.item.get(r.vendorProductId);
      return {
        key: `${r.warehouseId}:${r.vendorId}:${r.vendorProductId ?? ''}`,
        warehouseId: r.warehouseId,
        warehouse: names.warehouse.get(r.warehouseId) ?? `#${r.warehouseId}`,
        vendorId: r.vendorId,
        vendor: names.vendor.get(r.vendorId) ?? `#${r.vendorId}`,
        vendorProductId: r.vendorProductId,
        sku: item?.sku ?? null,
        item: item?.item ?? null,
        onHand: r.onHand,
        allocated: r.allocated,
        available: r.available,
        inTransit: r.inTransit,
        shipped: r.shipped,
        daysOfCover: daysOfCover(r.available, r.shipped),
      };
    })
    .sort(
      (a, b) =>
        a.warehouse.localeCompare(b.warehouse) ||
        a.vendor.localeCompare(b.vendor) ||
        (a.sku ?? '').localeCompare(b.sku ?? ''),
    );
  const perWarehouse = new Map<number, InventoryReportRow[]>();
  for (const r of rows) perWarehouse.set(r.warehouseId, [...(perWarehouse.get(r.warehouseId) ?? []), r]);
  return {
    byItem,
    since: since.toISOString(),
    rows,
    warehouses: [...perWarehouse.values()].map((group) => ({
      warehouseId: group[0]!.warehouseId,
      warehouse: group[0]!.warehouse,
      ...sum(group),
    })),
    totals: sum(rows),
  };
}
