/**
 * The sales report screens' answers and filters (issue 17, spec §2): Storefront Product Statistics
 * (GET /api/common/reports/storefront-product-stats) and Products shipped (GET
 * /api/common/reports/products-shipped) and the factoring ledger (GET
 * /api/common/reports/factoring-ledger). Shared by server/modules/reports (400 per field)
 * and the screens (src/api/sales-reports.api.ts), so the URL's filters are checked the same way on both.
 */
import * as yup from 'yup';
import { day, isIsoDay, optionalRef, ref } from '../resources/fields';

export const SALES_REPORTS_BASE = '/api/common/reports';

/** The spec's permissions, as the routes (src/routes.tsx and the server's) declare them. */
export const SALES_REPORT_PERMISSIONS = {
  storefrontProductStats: ['reports.storefrontProductStats'],
  orderedItems: ['reports.orderedItems'],
  factoringLedger: ['billing.factoringLedger'],
} as const;

/** A report's period when none is asked for: the last 30 days, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** The longest period one screen reads (a year and a day: a leap year's same day). */
export const MAX_REPORT_DAYS = 367;

export const reportIntervals = ['day', 'week'] as const;
export type ReportInterval = (typeof reportIntervals)[number];
export const reportIntervalLabels: Record<ReportInterval, string> = { day: 'Per day', week: 'Per week' };

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The period's filters: from and to are the user's calendar days, both included; blank is the default. */
export const reportPeriodFields = {
  from: day('From'),
  to: day('To')
    .test('order', 'To must not be before From', function order(to) {
      const from = (this.parent as { from?: unknown }).from;
      return !to || typeof from !== 'string' || !isIsoDay(from) || daysBetween(from, to) >= 0;
    })
    .test('span', `The period must be at most ${MAX_REPORT_DAYS} days`, function span(to) {
      const from = (this.parent as { from?: unknown }).from;
      return !to || typeof from !== 'string' || !isIsoDay(from) || daysBetween(from, to) < MAX_REPORT_DAYS;
    }),
};

export const storefrontProductStatsQuerySchema = yup.object({
  projectId: ref('storefront'),
  ...reportPeriodFields,
  interval: yup
    .string()
    .typeError('Interval must be day or week')
    .transform((v: unknown) => (v === '' ? undefined : v))
    .oneOf([...reportIntervals], 'Interval must be day or week')
    .default('day'),
});
export type StorefrontProductStatsQuery = yup.InferType<typeof storefrontProductStatsQuerySchema>;

/** One period of the chart: its first day (the user's calendar) and the units in it. */
export interface ProductStatsBucket {
  start: string;
  /** Its last day (the same as start per day; the period's end caps the last week). */
  end: string;
  ordered: number;
  shipped: number;
}

/** One storefront product's units over the period: a kit counts as the kit, never its components. */
export interface ProductStatsRow {
  /** The storefront product, when the order line was mapped to one. */
  storefrontProductId: number | null;
  sku: string;
  name: string;
  isKit: boolean;
  ordered: number;
  shipped: number;
}

export interface StorefrontProductStatsAnswer {
  projectId: number;
  from: string;
  to: string;
  interval: ReportInterval;
  /** The hour offset the days were read at (the user's timezone). */
  timezoneOffset: number;
  buckets: ProductStatsBucket[];
  /** Most ordered first. */
  products: ProductStatsRow[];
  totals: { ordered: number; shipped: number; orders: number; shippedOrders: number };
}

// ---- Products shipped (reports.orderedItems) ------------------------------------------------------

/**
 * What "products shipped" counts: the vendor items the warehouse shipped (`/reports/products-shipped`:
 * a kit's components, by item), or the storefront products as the order management side knows them
 * (`/reports/products-om-shipped`, OM for order management: what the customers ordered, a kit as
 * the kit).
 */
export const productsShippedViews = ['items', 'storefront'] as const;
export type ProductsShippedView = (typeof productsShippedViews)[number];

export const productsShippedQuerySchema = yup.object({
  view: yup
    .string()
    .typeError('View must be items or storefront')
    .transform((v: unknown) => (v === '' ? undefined : v))
    .oneOf([...productsShippedViews], 'View must be items or storefront')
    .default('items'),
  projectId: optionalRef('storefront'),
  vendorId: optionalRef('vendor'),
  warehouseId: optionalRef('warehouse'),
  ...reportPeriodFields,
});
export type ProductsShippedQuery = yup.InferType<typeof productsShippedQuerySchema>;

/** One vendor item's (view items) or storefront product's (view storefront) units shipped. */
export interface ProductsShippedRow {
  /** The vendor item (view items) or the storefront product (view storefront), when mapped. */
  id: number | null;
  sku: string;
  name: string;
  vendorId: number | null;
  /** The storefront (view storefront). */
  projectId: number | null;
  isKit: boolean;
  units: number;
  /** Shipped orders that held it. */
  orders: number;
}

export interface ProductsShippedAnswer {
  view: ProductsShippedView;
  from: string;
  to: string;
  timezoneOffset: number;
  /** Units shipped per day of the user's calendar, every day of the period. */
  days: { day: string; units: number }[];
  /** Most units first. */
  rows: ProductsShippedRow[];
  totals: { units: number; orders: number };
}

// ---- Factoring ledger (billing.factoringLedger) ---------------------------------------------------

export const factoringLedgerQuerySchema = yup.object({
  vendorId: optionalRef('vendor'),
  warehouseId: optionalRef('warehouse'),
  ...reportPeriodFields,
});
export type FactoringLedgerQuery = yup.InferType<typeof factoringLedgerQuerySchema>;

/**
 * One vendor's factoring account over the period. The units of its items shipped on storefront orders
 * at the items' wholesale price (orderValue) and that value × each item's factoring percentage
 * (factoredValue: what the orders earned as advances). Then its factoring transactions of the period
 * (src/domain/contracts/factoring-transactions.ts), signed as they move the balance: advanced is the
 * factored value plus positive ADV movements, fees the other positive movements (fees, interest,
 * chargebacks), repayments the negative ones (repayments, reserve releases; a negative number), and
 * balance = advanced + fees + repayments. Amounts in the currency's units (src/domain/money.ts
 * toAmount), exact to the cent.
 */
export interface FactoringLedgerRow {
  vendorId: number;
  units: number;
  orders: number;
  orderValue: number;
  factoredValue: number;
  /** Units of items without a wholesale price or a factoring percentage: not factored. */
  unfactoredUnits: number;
  advanced: number;
  fees: number;
  /** Zero or negative. */
  repayments: number;
  balance: number;
}

/** A factoring transaction of the period, with its ledger code. */
export interface FactoringLedgerTransaction {
  id: number;
  vendorId: number;
  transactionDate: string;
  ledgerEntryId: number;
  code: string;
  codeName: string;
  /** Signed as it moves the balance: a repayment is negative. */
  amount: number;
  reference: string | null;
  notes: string | null;
}

export interface FactoringLedgerAnswer {
  from: string;
  to: string;
  timezoneOffset: number;
  /** Factored value per day of the user's calendar (by ship date), every day of the period. */
  days: { day: string; factoredValue: number }[];
  /** Largest balance first. */
  vendors: FactoringLedgerRow[];
  totals: Omit<FactoringLedgerRow, 'vendorId'>;
  /**
   * Transactions are a vendor's, not a warehouse's: with a warehouse chosen none is counted (false)
   * and the rows hold the advances of that warehouse's orders only.
   */
  transactionsIncluded: boolean;
  /** The period's transactions (by transaction day), newest first. */
  transactions: FactoringLedgerTransaction[];
}
