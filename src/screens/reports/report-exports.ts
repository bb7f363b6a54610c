/**
 * "Export" on the report screens (issue 17): each screen's filters as the generated report that
 * holds the same numbers as a file (src/domain/resources/generated-report.schema.ts). One table, so
 * the screens only pass what they filter by and the rule lives here once:
 * - /reports/shipped → Storefront Shipments Count, its days as a custom range, its storefront;
 * - /reports/inventory → Warehouse Transactions Summary of this month, its warehouse and vendor;
 * - /reports/orders-fulfillment → Order Fulfillments, its days, its storefront;
 * - /reports/products and /products → Ordered Storefront Items of its storefront by order date;
 * - /reports/products-shipped and -om-shipped → Ordered Vendor Items shipped, by ship date;
 * - /reports/factoring-ledger → Factoring Invoice, its vendor and warehouse, its days.
 * A filter the type's block does not declare is left out of the request (the server would ignore it)
 * and named, so the button can say the file is wider than the screen.
 */
import { addDays } from '../../domain/dashboard';
import type { ExportRequest } from '../../machines/report-export/report-export.types';
import { reportDateFilterLabels } from '../../domain/report-periods';
import {
  reportFilterSchemas,
  reportTypePermission,
  reportTypes,
  type ReportType,
  ANY_ORDER_STATUS,
} from '../../domain/resources/generated-report.schema';

export type ReportScreenKey =
  | 'shipped'
  | 'inventory'
  | 'ordersFulfillment'
  | 'storefrontProductStats'
  | 'productsShipped'
  | 'productsOmShipped'
  | 'factoringLedger';

/**
 * What a screen filters by, as its URL holds them (ids as text). `from` and `to` are the days the
 * screen shows (its answer's, so a screen left on its default range exports that range).
 */
export interface ScreenFilters {
  from?: string | null;
  to?: string | null;
  projectId?: string | null;
  vendorId?: string | null;
  warehouseId?: string | null;
  carrier?: string | null;
}

export interface ReportExport {
  request: ExportRequest;
  /** The permission the type needs (the button is shown only to its holders). */
  permission: string;
  /** The type as people read it ('Storefront Shipments Count'). */
  typeLabel: string;
  /** The period in words ('2026-11-01 – 2026-11-30'). */
  period: string;
  /** Screen filters set now that the report cannot carry, as labels ('warehouse', 'carrier'). */
  leftOut: string[];
}

interface ScreenExport {
  type: ReportType;
  /** The screen's title, which the report's name starts with. */
  title: string;
  /** 'days': the screen's own range, as a custom range; else a preset of spec §3. */
  period: 'days' | 'this-month';
  /** The screen's storefront is the request's (it becomes the report's vendor). */
  storefrontAsProject: boolean;
  /** The type's filter block for the screen's filters (undeclared keys are dropped later). */
  filters: (f: ScreenFilters) => Record<string, unknown>;
}

const id = (value: string | null | undefined): number | null =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
const ids = (value: string | null | undefined): number[] => {
  const one = id(value);
  return one === null ? [] : [one];
};

/** Ordered storefront or vendor items, as the two product screens count them. */
const orderedItems = (f: ScreenFilters, dateType: 'orderDate' | 'shipDate') => ({
  storefrontIds: ids(f.projectId),
  vendorId: id(f.vendorId),
  warehouseId: id(f.warehouseId),
  // The statistics screen counts every order placed (ordered and shipped units); the shipped screens
  // count shipped orders.
  orderStatus: dateType === 'orderDate' ? ANY_ORDER_STATUS : 'shipped',
  dateType,
});

const screens: Record<ReportScreenKey, ScreenExport> = {
  shipped: {
    type: 'StorefrontShippedCount',
    title: 'Shipped',
    period: 'days',
    storefrontAsProject: true,
    filters: (f) => ({ warehouseId: id(f.warehouseId), carrier: f.carrier || null }),
  },
  inventory: {
    type: 'WarehouseItemsInOutReport',
    title: 'Inventory',
    period: 'this-month',
    storefrontAsProject: false,
    filters: (f) => ({ warehouseId: id(f.warehouseId), vendorId: id(f.vendorId) }),
  },
  ordersFulfillment: {
    type: 'OrderFulfillmentsReport',
    title: 'Orders fulfilment',
    period: 'days',
    storefrontAsProject: true,
    filters: (f) => ({ warehouseId: id(f.warehouseId) }),
  },
  storefrontProductStats: {
    type: 'OrderedStorefrontItemsReport',
    title: 'Storefront Product Statistics',
    period: 'days',
    storefrontAsProject: true,
    filters: (f) => orderedItems(f, 'orderDate'),
  },
  productsShipped: {
    type: 'OrderedWarehouseItemsReport',
    title: 'Products Shipped',
    period: 'days',
    storefrontAsProject: true,
    filters: (f) => orderedItems(f, 'shipDate'),
  },
  productsOmShipped: {
    type: 'OrderedWarehouseItemsReport',
    title: 'Products Shipped (OM)',
    period: 'days',
    storefrontAsProject: true,
    filters: (f) => orderedItems(f, 'shipDate'),
  },
  factoringLedger: {
    type: 'FactoringFinanceInvoiceReport',
    title: 'Factoring Ledger',
    period: 'days',
    storefrontAsProject: false,
    filters: (f) => ({ vendorId: id(f.vendorId), warehouseId: id(f.warehouseId) }),
  },
};

/** How the screens' filters read in a sentence. */
const filterLabels: Record<string, string> = {
  storefrontIds: 'storefront',
  vendorId: 'vendor',
  warehouseId: 'warehouse',
  carrier: 'carrier',
};

const monthOf = (today: string) => {
  const first = `${today.slice(0, 8)}01`;
  return { from: first, to: addDays(`${addDays(first, 31).slice(0, 8)}01`, -1) };
};

/** '2026-11-01 – 2026-11-30', or the one day. */
export const periodText = (from: string, to: string) => (from === to ? from : `${from} – ${to}`);

/** The screen's type and the permission it needs, whatever its filters. */
export const exportTypeOf = (screen: ReportScreenKey) => {
  const { type } = screens[screen];
  return { type, permission: reportTypePermission[type] };
};

/**
 * The generated report a screen exports with its filters now; null while the screen's period is not
 * known yet (its answer still loading). `today` is the user's calendar day (a preset's name reads it).
 */
export function reportExport(
  screen: ReportScreenKey,
  filters: ScreenFilters,
  today: string,
): ReportExport | null {
  const spec = screens[screen];
  let range: { from: string; to: string };
  let periodFilters: Record<string, unknown>;
  if (spec.period === 'days') {
    if (!filters.from || !filters.to) return null;
    range = { from: filters.from, to: filters.to };
    periodFilters = { dateFilter: 'custom', startDate: range.from, endDate: range.to };
  } else {
    range = monthOf(today);
    periodFilters = { dateFilter: spec.period };
  }

  const declared = reportFilterSchemas[spec.type].fields as Record<string, unknown>;
  const block: Record<string, unknown> = {};
  const leftOut: string[] = [];
  for (const [key, value] of Object.entries(spec.filters(filters))) {
    const set = value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
    if (!set) continue;
    if (key in declared) block[key] = value;
    else leftOut.push(filterLabels[key] ?? key);
  }
  const projectId = spec.storefrontAsProject ? id(filters.projectId) : null;
  if (!spec.storefrontAsProject && filters.projectId) leftOut.push('storefront');

  const period =
    spec.period === 'days'
      ? periodText(range.from, range.to)
      : `${reportDateFilterLabels[spec.period]}, ${periodText(range.from, range.to)}`;
  return {
    request: {
      type: spec.type,
      name: `${spec.title} ${periodText(range.from, range.to)}`,
      projectId,
      filters: { ...block, ...periodFilters },
    },
    permission: reportTypePermission[spec.type],
    typeLabel: reportTypes.find((t) => t.value === spec.type)!.label,
    period,
    leftOut,
  };
}
