/**
 * The factoring ledger (spec §2, billing.factoringLedger): per vendor, the factored order value of the
 * storefront orders shipped in a period of the user's calendar (by ship date): for the lines the
 * warehouse ships (fulfillableLines, as products-shipped.queries.ts reads them), units × the item's
 * wholesale price, × the item's factoring percentage. The items' current price and percentage are
 * used (the orders keep no copy of them). Money is exact (src/domain/money.ts): each item's value
 * per day is rounded once to the cent and the vendor's and the day's totals add those up, so the
 * table and the chart agree to the cent. Advances and repayments have no record yet: not shown.
 *
 * The rule lives here alone: the Factoring Invoice generated report
 * (server/modules/generated-reports/report-types/factoring-invoice.report.ts) reads the same orders
 * (factoredOrders, factoredLines) and values them with the same rule (factorUnits), so its rows add
 * up to this screen's figures.
 */
import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type {
  FactoringLedgerAnswer,
  FactoringLedgerQuery,
  FactoringLedgerRow,
} from '../../../src/domain/contracts/sales-reports';
import { addDays, dayAt, dayStartsAt } from '../../../src/domain/dashboard';
import {
  fromAmount,
  lineTotal,
  multiplyFraction,
  sum,
  toAmount,
  type Minor,
} from '../../../src/domain/money';
import { ORDER_STATUS } from '../../../src/domain/order.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import { orders, vendorProducts } from '../../db/schema';
import { orderResource } from '../../resources/declarations/orders';
import { shipsFromWarehouse } from './products-shipped.queries';
import { reportPeriod } from './storefront-product-stats.queries';

interface Row {
  vendorId: number;
  itemId: number;
  hour: number;
  units: number;
}

/** A value × a percentage with two decimals (80, 12.5), exactly, rounded once to the cent. */
const percentOfValue = (value: Minor, percentage: number) =>
  multiplyFraction(value, BigInt(Math.round(percentage * 100)), 10_000n);

/** What the rule reads of an item: its current wholesale price and factoring percentage. */
export interface FactoringTerms {
  wholesalePrice: number | null;
  factoringPercentage: number | null;
}

/** Units valued by the rule: at wholesale, and factored (0 and unfactored units without a percentage). */
export interface FactoredUnits {
  value: Minor;
  factored: Minor;
  /** The units not factored: the item has no wholesale price or no factoring percentage. */
  unfactoredUnits: number;
  /** The percentage applied; null when the units are not factored. */
  percentage: number | null;
}

/**
 * The factoring rule, for the units of one item a vendor shipped on one day of the user's calendar:
 * units × the wholesale price (exact), × the factoring percentage, rounded once to the cent. Without
 * a price the units have no value; without a percentage they are valued but not factored.
 */
export function factorUnits(units: number, terms: FactoringTerms | undefined): FactoredUnits {
  const price = terms?.wholesalePrice;
  const percentage = terms?.factoringPercentage;
  const value = price == null ? 0 : lineTotal(units, fromAmount(price));
  if (price == null || percentage == null)
    return { value, factored: 0, unfactoredUnits: units, percentage: null };
  return { value, factored: percentOfValue(value, percentage), unfactoredUnits: 0, percentage };
}

/** The items' factoring terms, by id. */
export async function factoringTermsOf(db: Db, ids: readonly number[]): Promise<Map<number, FactoringTerms>> {
  const items = ids.length
    ? await db
        .select({
          id: vendorProducts.id,
          wholesalePrice: vendorProducts.wholesalePrice,
          factoringPercentage: vendorProducts.factoringPercentage,
        })
        .from(vendorProducts)
        .where(inArray(vendorProducts.id, [...ids]))
    : [];
  return new Map(items.map(({ id, ...terms }) => [id, terms]));
}

/**
 * The storefront orders the figures count: shipped in [start, end) (by ship date), in the user's
 * scope of orders, of a vendor and a warehouse when chosen. Read their lines with `factoredLines`.
 */
export function factoredOrders(
  user: AuthUser,
  filter: { start: Date; end: Date; vendorId?: number | null; warehouseId?: number | null },
): SQL {
  return and(
    eq(orders.orderStatus, ORDER_STATUS.shipped),
    gte(orders.shipDate, filter.start),
    lt(orders.shipDate, filter.end),
    filter.vendorId ? eq(orders.vendorId, filter.vendorId) : undefined,
    filter.warehouseId ? eq(orders.warehouseId, filter.warehouseId) : undefined,
    scopeCondition(orderResource, user),
  ) as SQL;
}

/** The orders with their lines (`l`): select from this, where `factoredOrders(…) and shipsFromWarehouse`. */
export const factoredLines = sql`${orders} cross join lateral jsonb_array_elements(${orders.items}) as l`;

export async function factoringLedger(
  db: Db,
  user: AuthUser,
  query: FactoringLedgerQuery,
  now = new Date(),
): Promise<FactoringLedgerAnswer> {
  const period = reportPeriod(user, query, now);
  const { offset } = period;
  const where = factoredOrders(user, {
    start: dayStartsAt(period.from, offset),
    end: dayStartsAt(addDays(period.to, 1), offset),
    vendorId: query.vendorId,
    warehouseId: query.warehouseId,
  });
  const from = factoredLines;
  const [grouped, perVendor] = await Promise.all([
    db.execute(sql`
      select ${orders.vendorId} as "vendorId", (l->>'vendorProductId')::int as "itemId",
        floor(extract(epoch from ${orders.shipDate}) / 3600)::int as "hour",
        sum((l->>'quantity')::int)::int as "units"
      from ${from} where ${where} and ${shipsFromWarehouse}
      group by 1, 2, 3`),
    db.execute(sql`
      select ${orders.vendorId} as "vendorId", count(distinct ${orders.id})::int as "orders"
      from ${from} where ${where} and ${shipsFromWarehouse}
      group by 1`),
  ]);
  const rows = (grouped as { rows: Row[] }).rows.map((r) => ({
    vendorId: Number(r.vendorId),
    itemId: Number(r.itemId),
    day: dayAt(new Date(Number(r.hour) * 3_600_000), offset),
    units: Number(r.units),
  }));
  const ordersOf = new Map(
    (perVendor as { rows: { vendorId: number; orders: number }[] }).rows.map((r) => [
      Number(r.vendorId),
      Number(r.orders),
    ]),
  );

  const itemById = await factoringTermsOf(db, [...new Set(rows.map((r) => r.itemId))]);

  // Units per vendor, item and day first: each item's day is valued once.
  const cells = new Map<string, { vendorId: number; itemId: number; day: string; units: number }>();
  for (const r of rows) {
    const key = `${r.vendorId} ${r.itemId} ${r.day}`;
    const cell = cells.get(key) ?? { ...r, units: 0 };
    cell.units += r.units;
    cells.set(key, cell);
  }

  const perDay = new Map<string, Minor[]>();
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) perDay.set(d, []);
  const vendors = new Map<number, { units: number; value: Minor[]; factored: Minor[]; unfactored: number }>();
  for (const cell of cells.values()) {
    const v = vendors.get(cell.vendorId) ?? { units: 0, value: [], factored: [], unfactored: 0 };
    vendors.set(cell.vendorId, v);
    v.units += cell.units;
    const valued = factorUnits(cell.units, itemById.get(cell.itemId));
    v.unfactored += valued.unfactoredUnits;
    v.value.push(valued.value);
    v.factored.push(valued.factored);
    perDay.get(cell.day)?.push(valued.factored);
  }

  const vendorRows: FactoringLedgerRow[] = [...vendors].map(([vendorId, v]) => ({
    vendorId,
    units: v.units,
    orders: ordersOf.get(vendorId) ?? 0,
    orderValue: toAmount(sum(v.value)),
    factoredValue: toAmount(sum(v.factored)),
    unfactoredUnits: v.unfactored,
  }));
  vendorRows.sort((a, b) => b.factoredValue - a.factoredValue || b.orderValue - a.orderValue);
  const all = [...vendors.values()];
  return {
    from: period.from,
    to: period.to,
    timezoneOffset: offset,
    days: [...perDay].map(([day, values]) => ({ day, factoredValue: toAmount(sum(values)) })),
    vendors: vendorRows,
    totals: {
      units: all.reduce((n, v) => n + v.units, 0),
      orders: vendorRows.reduce((n, v) => n + v.orders, 0),
      orderValue: toAmount(sum(all.flatMap((v) => v.value))),
      factoredValue: toAmount(sum(all.flatMap((v) => v.factored))),
      unfactoredUnits: all.reduce((n, v) => n + v.unfactored, 0),
    },
  };
}
