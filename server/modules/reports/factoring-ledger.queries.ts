/**
 * The factoring ledger (spec §2, billing.factoringLedger): per vendor, the factored order value of the
 * storefront orders shipped in a period of the user's calendar (by ship date): for the lines the
 * warehouse ships (fulfillableLines, as products-shipped.queries.ts reads them), units × the item's
 * wholesale price, × the item's factoring percentage. The items' current price and percentage are
 * used (the orders keep no copy of them). Money is exact (src/domain/money.ts): each item's value
 * per day is rounded once to the cent and the vendor's and the day's totals add those up, so the
 * table and the chart agree to the cent.
 *
 * Beside the advances the orders earn, the vendor's factoring transactions of the period (by their
 * calendar day) move its balance: their amounts are signed as they move what the vendor owes. A
 * positive ADV movement adds to what was advanced, any other positive one (a fee, interest, a
 * chargeback) to the fees, every negative one (a repayment, a reserve release) to the repayments;
 * balance = advanced + fees + repayments (`ledgerMovement`, `balanceOf`). Transactions belong to a
 * vendor, not a warehouse: with a warehouse chosen they are not counted (`transactionsIncluded`).
 *
 * The rule lives here alone: the Factoring Invoice generated report
 * (server/modules/generated-reports/report-types/factoring-invoice.report.ts) reads the same orders
 * (factoredOrders, factoredLines) and values them with the same rule (factorUnits), so its rows add
 * up to this screen's figures.
 */
import { and, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { ADVANCE_CODE } from '../../../src/domain/contracts/factoring-transactions';
import type {
  FactoringLedgerAnswer,
  FactoringLedgerQuery,
  FactoringLedgerRow,
  FactoringLedgerTransaction,
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
import { factoringTransactions, ledgerEntries, orders, vendorProducts } from '../../db/schema';
import { factoringTransactionResource } from '../../resources/declarations/billing';
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

/** Where a factoring transaction goes in the ledger: its code and the sign of its amount. */
export function ledgerMovement(code: string, amount: Minor): 'advanced' | 'fees' | 'repayments' {
  if (amount < 0) return 'repayments';
  return code === ADVANCE_CODE ? 'advanced' : 'fees';
}

/** A vendor's (or every vendor's) sums: advanced, fees, repayments and the balance they make. */
interface Account {
  advanced: Minor[];
  fees: Minor[];
  repayments: Minor[];
}
const newAccount = (): Account => ({ advanced: [], fees: [], repayments: [] });

function balanceOf(account: Account) {
  const advanced = sum(account.advanced);
  const fees = sum(account.fees);
  const repayments = sum(account.repayments);
  return {
    advanced: toAmount(advanced),
    fees: toAmount(fees),
    repayments: toAmount(repayments),
    balance: toAmount(sum([advanced, fees, repayments])),
  };
}

/** The factoring transactions of the period in the user's scope (of a vendor when chosen), newest first. */
export async function periodTransactions(
  db: Db,
  user: AuthUser,
  filter: { from: string; to: string; vendorId?: number | null },
): Promise<FactoringLedgerTransaction[]> {
  const t = factoringTransactions;
  const rows = await db
    .select({
      id: t.id,
      vendorId: t.vendorId,
      transactionDate: t.transactionDate,
      ledgerEntryId: t.ledgerEntryId,
      code: ledgerEntries.code,
      codeName: ledgerEntries.name,
      amount: t.amount,
      reference: t.reference,
      notes: t.notes,
    })
    .from(t)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, t.ledgerEntryId))
    .where(
      and(
        gte(t.transactionDate, filter.from),
        lte(t.transactionDate, filter.to),
        filter.vendorId ? eq(t.vendorId, filter.vendorId) : undefined,
        scopeCondition(factoringTransactionResource, user),
      ),
    )
    .orderBy(desc(t.transactionDate), desc(t.id));
  // The column reads as a number with cents; said again through the money module, exactly.
  return rows.map((r) => ({ ...r, amount: toAmount(fromAmount(r.amount)) }));
}

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
  const transactionsIncluded = !query.warehouseId;
  const [grouped, perVendor, transactions] = await Promise.all([
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
    transactionsIncluded
      ? periodTransactions(db, user, { from: period.from, to: period.to, vendorId: query.vendorId })
      : [],
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

  // The accounts: each vendor's advances (its factored value), then its transactions.
  const accounts = new Map<number, Account>();
  const accountOf = (vendorId: number) => {
    const account = accounts.get(vendorId) ?? newAccount();
    accounts.set(vendorId, account);
    return account;
  };
  for (const [vendorId, v] of vendors) accountOf(vendorId).advanced.push(...v.factored);
  for (const tr of transactions) {
    const amount = fromAmount(tr.amount);
    accountOf(tr.vendorId)[ledgerMovement(tr.code, amount)].push(amount);
  }

  const vendorRows: FactoringLedgerRow[] = [...accounts].map(([vendorId, account]) => {
    const v = vendors.get(vendorId) ?? { units: 0, value: [], factored: [], unfactored: 0 };
    return {
      vendorId,
      units: v.units,
      orders: ordersOf.get(vendorId) ?? 0,
      orderValue: toAmount(sum(v.value)),
      factoredValue: toAmount(sum(v.factored)),
      unfactoredUnits: v.unfactored,
      ...balanceOf(account),
    };
  });
  vendorRows.sort(
    (a, b) => b.balance - a.balance || b.factoredValue - a.factoredValue || a.vendorId - b.vendorId,
  );
  const all = [...vendors.values()];
  const everyAccount = [...accounts.values()];
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
      ...balanceOf({
        advanced: everyAccount.flatMap((a) => a.advanced),
        fees: everyAccount.flatMap((a) => a.fees),
        repayments: everyAccount.flatMap((a) => a.repayments),
      }),
    },
    transactionsIncluded,
    transactions,
  };
}
