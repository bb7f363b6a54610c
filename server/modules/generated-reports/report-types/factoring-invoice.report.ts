/**
 * Factoring Invoice (FactoringFinanceInvoiceReport): one row per storefront order of a factored vendor
 * (a vendor with at least one item carrying a factoring percentage) shipped in the period, by ship
 * date on the requester's calendar: its units, its value at wholesale, the factoring percentage and
 * the factored amount, then a last "Total" row (an invoice is read for its total; the row count
 * includes it).
 *
 * The orders and the money are the factoring ledger screen's (server/modules/reports/
 * factoring-ledger.queries.ts: factoredOrders, factoredLines, factorUnits), not a copy: that rule values
 * the units of each item a vendor shipped on a day and rounds the factored amount once per item and
 * day. An order's share of such an amount is in proportion to its units, the cents split so the
 * shares add up exactly (src/domain/money.ts allocate; an earlier order takes a leftover cent on a
 * tie). So the rows of a vendor add up, to the cent, to what the screen shows for the same vendor and
 * period. Units of items with no wholesale price or no percentage are valued as the screen values
 * them and counted as unfactored.
 *
 * Read a day at a time (a day's orders are what the rule groups), up to the last ship time read when
 * the report starts ("as of"), so an order shipped while it runs never appears in part.
 */
import { and, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { ReportCell, ReportColumn } from '../../../../src/domain/contracts/generated-reports';
import { addDays, dayStartsAt } from '../../../../src/domain/dashboard';
import { add, allocate, percentOf, sum, toAmount, type Minor } from '../../../../src/domain/money';
import type { FactoringInvoiceFilters } from '../../../../src/domain/resources/generated-report.schema';
import { orders, projects, vendorProducts, vendors, warehouses } from '../../../db/schema';
import {
  factoredLines,
  factoredOrders,
  factoringTermsOf,
  factorUnits,
} from '../../reports/factoring-ledger.queries';
import { shipsFromWarehouse } from '../../reports/products-shipped.queries';
import { defineReportProducer, inBatches, type ProduceContext } from '../report-producer.queries';

type Ctx = ProduceContext<FactoringInvoiceFilters>;

const columns: ReportColumn[] = [
  { key: 'orderNumber', label: 'Order number' },
  { key: 'storefront', label: 'Storefront' },
  { key: 'shipDate', label: 'Ship date', kind: 'date' },
  { key: 'vendor', label: 'Vendor' },
  { key: 'warehouse', label: 'Warehouse' },
  { key: 'units', label: 'Units', kind: 'number' },
  { key: 'orderValue', label: 'Order value at wholesale', kind: 'money' },
  { key: 'factoringPercentage', label: 'Factoring %', kind: 'number' },
  { key: 'factoredAmount', label: 'Factored amount', kind: 'money' },
  { key: 'unfactoredUnits', label: 'Unfactored units', kind: 'number' },
];

/** The units of an item on a shipped order (its lines the warehouse ships, added up). */
interface OrderItem {
  orderId: number;
  orderNumber: string;
  projectId: number | null;
  vendorId: number;
  warehouseId: number | null;
  itemId: number;
  units: number;
}

interface InvoiceLine {
  order: Omit<OrderItem, 'itemId' | 'units'>;
  units: number;
  value: Minor[];
  factored: Minor[];
  /** The value of the factored units, and their items' percentages. */
  factoredBase: Minor[];
  percentages: Set<number>;
  unfactoredUnits: number;
}

/** The orders the report reads: the screen's, of factored vendors, of the storefront when asked for one. */
function chosenOrders(ctx: Ctx, start: Date, end: Date): SQL {
  return and(
    factoredOrders(ctx.user, {
      start,
      end,
      vendorId: ctx.filters.vendorId,
      warehouseId: ctx.filters.warehouseId,
    }),
    sql`${orders.vendorId} in (select ${vendorProducts.vendorId} from ${vendorProducts}
      where ${vendorProducts.factoringPercentage} is not null)`,
    ctx.projectId ? eq(orders.projectId, ctx.projectId) : undefined,
  ) as SQL;
}

async function itemsShipped(ctx: Ctx, day: string, asOf: Date): Promise<OrderItem[]> {
  const offset = ctx.period.timezoneOffset;
  const where = and(
    chosenOrders(ctx, dayStartsAt(day, offset), dayStartsAt(addDays(day, 1), offset)),
    lte(orders.shipDate, asOf),
  );
  const result = await ctx.db.execute(sql`
    select ${orders.id} as "orderId", ${orders.orderNumber} as "orderNumber",
      ${orders.projectId} as "projectId", ${orders.vendorId} as "vendorId",
      ${orders.warehouseId} as "warehouseId", (l->>'vendorProductId')::int as "itemId",
      sum((l->>'quantity')::int)::int as "units"
    from ${factoredLines} where ${where} and ${shipsFromWarehouse}
    group by ${orders.id}, 6
    order by ${orders.shipDate}, ${orders.orderNumber}, ${orders.id}, 6`);
  return (result as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    orderId: Number(r.orderId),
    orderNumber: String(r.orderNumber),
    projectId: r.projectId == null ? null : Number(r.projectId),
    vendorId: Number(r.vendorId),
    warehouseId: r.warehouseId == null ? null : Number(r.warehouseId),
    itemId: Number(r.itemId),
    units: Number(r.units),
  }));
}

/** A day's orders, valued by the factoring rule per vendor and item and shared out over the orders. */
async function invoiceLines(ctx: Ctx, shipped: OrderItem[]): Promise<InvoiceLine[]> {
  const terms = await factoringTermsOf(ctx.db, [...new Set(shipped.map((s) => s.itemId))]);
  const lines = new Map<number, InvoiceLine>();
  const cells = new Map<string, OrderItem[]>();
  for (const s of shipped) {
    if (!lines.has(s.orderId)) {
      const { itemId: _i, units: _u, ...order } = s;
      lines.set(s.orderId, {
        order,
        units: 0,
        value: [],
        factored: [],
        factoredBase: [],
        percentages: new Set(),
        unfactoredUnits: 0,
      });
    }
    const key = `${s.vendorId} ${s.itemId}`;
    const cell = cells.get(key);
    if (cell) cell.push(s);
    else cells.set(key, [s]);
  }
  for (const cell of cells.values()) {
    const weights = cell.map((s) => s.units);
    const valued = factorUnits(
      weights.reduce((n, u) => n + u, 0),
      terms.get(cell[0]!.itemId),
    );
    const values = allocate(valued.value, weights);
    const factored = allocate(valued.factored, weights);
    cell.forEach((s, i) => {
      const line = lines.get(s.orderId)!;
      line.units += s.units;
      line.value.push(values[i]!);
      line.factored.push(factored[i]!);
      if (valued.percentage === null) line.unfactoredUnits += s.units;
      else {
        line.factoredBase.push(values[i]!);
        line.percentages.add(valued.percentage);
      }
    });
  }
  return [...lines.values()];
}

/** The order's percentage: its items' one percentage, or what its factored amount is of their value. */
function percentageOf(line: InvoiceLine): number | null {
  if (line.percentages.size === 1) return [...line.percentages][0]!;
  if (line.percentages.size === 0) return null;
  return percentOf(sum(line.factored), sum(line.factoredBase));
}

export const factoringInvoiceReport = defineReportProducer<FactoringInvoiceFilters>({
  columns: () => columns,

  async produce(ctx, progress) {
    const { db, period, signal } = ctx;
    const [last] = await db
      .select({ at: sql<Date | string | null>`max(${orders.shipDate})` })
      .from(orders)
      .where(chosenOrders(ctx, ctx.start, ctx.end));
    const asOf = last?.at ? new Date(last.at) : null;
    if (!asOf) return { asOf: null, rows: inBatches([]) };
    const [projectList, vendorList, warehouseList] = await Promise.all([
      db.select({ id: projects.id, name: projects.name, code: projects.clientCode }).from(projects),
      db.select({ id: vendors.id, name: vendors.name }).from(vendors),
      db.select({ id: warehouses.id, code: warehouses.code }).from(warehouses),
    ]);
    const storefront = new Map(projectList.map((p) => [p.id, `${p.name} (${p.code})`]));
    const vendorName = new Map(vendorList.map((v) => [v.id, v.name]));
    const warehouseCode = new Map(warehouseList.map((w) => [w.id, w.code]));
    const days: string[] = [];
    for (let d = period.from; d <= period.to; d = addDays(d, 1)) days.push(d);

    async function* rows(): AsyncIterable<ReportCell[][]> {
      // Running totals: a period's orders are never held together.
      const total = { units: 0, value: 0 as Minor, factored: 0 as Minor, unfactored: 0, orders: 0 };
      for (const [i, day] of days.entries()) {
        signal.throwIfAborted();
        const lines = await invoiceLines(ctx, await itemsShipped(ctx, day, asOf!));
        const cells = lines.map((line): ReportCell[] => {
          const { order } = line;
          const value = sum(line.value);
          const factored = sum(line.factored);
          total.units += line.units;
          total.value = add(total.value, value);
          total.factored = add(total.factored, factored);
          total.unfactored += line.unfactoredUnits;
          total.orders += 1;
          return [
            order.orderNumber,
            order.projectId === null ? null : (storefront.get(order.projectId) ?? null),
            day,
            vendorName.get(order.vendorId) ?? `#${order.vendorId}`,
            order.warehouseId === null ? null : (warehouseCode.get(order.warehouseId) ?? null),
            line.units,
            toAmount(value),
            percentageOf(line),
            toAmount(factored),
            line.unfactoredUnits,
          ];
        });
        await progress((i + 1) / days.length);
        yield* inBatches(cells);
      }
      if (total.orders > 0)
        yield [
          [
            'Total',
            null,
            null,
            null,
            null,
            total.units,
            toAmount(total.value),
            null,
            toAmount(total.factored),
            total.unfactored,
          ],
        ];
    }
    return { asOf, rows: rows() };
  },
});
