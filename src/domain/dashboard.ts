/**
 * The dashboard (/dashboard, GET /api/dashboard): which version a user sees, the calendar arithmetic
 * its figures share (days of the user's timezone offset, this week), and the answer's shape. Pure, so
 * the server computes with the same rules the screen labels with.
 */
import type { ManufacturingSummary } from './contracts/manufacturing-answers';
import type { HoldType } from './order.lifecycle';
import type { OrderStatus } from './resources/order.schema';

export type DashboardView = 'orders' | 'warehouse';
export const dashboardViewNames: readonly DashboardView[] = ['orders', 'warehouse'];
const NON_ECOM_VIEW_PERMISSION = 'dashboard.nonEcomView';
/** Whoever may hold orders works the storefront order desk (see defaultDashboardView). */
const ORDER_DESK_PERMISSION = 'orders.hold';

export const dashboardViewLabels: Record<DashboardView, string> = {
  orders: 'Storefront orders',
  warehouse: 'Warehouse documents',
};

/** The versions a user may open: storefront orders need orders.view; the warehouse one 'Dashboard: non-ecom view'. */
export function dashboardViews(permissions: readonly string[]): DashboardView[] {
  const views: DashboardView[] = [];
  if (permissions.includes('orders.view')) views.push('orders');
  if (permissions.includes(NON_ECOM_VIEW_PERMISSION)) views.push('warehouse');
  return views;
}

/**
 * The version a user lands on. 'Dashboard: non-ecom view' is meant for staff whose work is warehouse
 * documents rather than storefront orders (the warehouse-manager role has it): for them it replaces
 * the storefront sections. Administrators hold every permission, this one included, while they also
 * run the order desk; so a user who may also hold orders starts on the storefront version, with the
 * warehouse version one switch away. null: neither version (only inbound figures, if any).
 */
export function defaultDashboardView(permissions: readonly string[]): DashboardView | null {
  const views = dashboardViews(permissions);
  if (
    views.includes('warehouse') &&
    !(views.includes('orders') && permissions.includes(ORDER_DESK_PERMISSION))
  )
    return 'warehouse';
  return views[0] ?? null;
}

export const isDashboardView = (value: unknown): value is DashboardView =>
  typeof value === 'string' && (dashboardViewNames as readonly string[]).includes(value);

/** Not shipped or cancelled: the orders still to be worked. Shipped ones show per day instead. */
export const OPEN_ORDER_STATUSES = [
  'awaiting_payment',
  'awaiting_shipment',
  'pending_fulfillment',
  'on_hold',
] as const satisfies readonly OrderStatus[];
export type OpenOrderStatus = (typeof OPEN_ORDER_STATUSES)[number];

/** How many days the shipped-per-day chart covers, today included. */
export const SHIPPED_CHART_DAYS = 30;
/** How many inbound documents due this week the dashboard lists (the rest are a click away). */
export const UPCOMING_INBOUND_LIMIT = 8;

// ---- Calendar days at a numeric hour offset (spec §9) -------------------------------------------

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const epochDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The calendar day ('YYYY-MM-DD') an instant falls on at an hour offset. */
export const dayAt = (instant: Date, offset: number) =>
  new Date(instant.getTime() + offset * HOUR).toISOString().slice(0, 10);

/** The instant a calendar day begins at an hour offset. */
export const dayStartsAt = (day: string, offset: number) => new Date(epochDay(day) - offset * HOUR);

export const addDays = (day: string, days: number) =>
  new Date(epochDay(day) + days * DAY).toISOString().slice(0, 10);

/** The Sunday ending the week (Monday to Sunday) that holds `day`. */
export function weekEndOf(day: string): string {
  const weekday = new Date(epochDay(day)).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, (7 - weekday) % 7);
}

export interface DayWindow {
  /** The days, oldest first, the last one today. */
  days: string[];
  /** From the first day's start, up to the end of today (exclusive). */
  from: Date;
  to: Date;
}

/** The last `count` calendar days at an offset, today included. */
export function lastDays(now: Date, offset: number, count: number): DayWindow {
  const today = dayAt(now, offset);
  const days = Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
  return { days, from: dayStartsAt(days[0]!, offset), to: dayStartsAt(addDays(today, 1), offset) };
}

export interface DayCount {
  day: string;
  count: number;
}

/** A count per hour since the epoch (UTC), as the server groups ship dates. */
export interface HourCount {
  hour: number;
  count: number;
}

/**
 * Hourly counts summed into the window's days at the user's offset: every day present (0 when
 * nothing), hours outside the window dropped. Offsets are whole hours, so an hour never straddles two
 * days.
 */
export function countsPerDay(rows: readonly HourCount[], window: DayWindow, offset: number): DayCount[] {
  const totals = new Map(window.days.map((day) => [day, 0]));
  for (const row of rows) {
    const day = dayAt(new Date(row.hour * HOUR), offset);
    const total = totals.get(day);
    if (total !== undefined) totals.set(day, total + row.count);
  }
  return window.days.map((day) => ({ day, count: totals.get(day)! }));
}

/** Several hourly series as one (the warehouse version adds up its outbound document kinds). */
export function mergeHourCounts(...series: (readonly HourCount[])[]): HourCount[] {
  const totals = new Map<number, number>();
  for (const rows of series) for (const r of rows) totals.set(r.hour, (totals.get(r.hour) ?? 0) + r.count);
  return [...totals].sort(([a], [b]) => a - b).map(([hour, count]) => ({ hour, count }));
}

// ---- The answer of GET /api/dashboard ------------------------------------------------------------

export interface OrderSummary {
  /** Orders that are not archived, per open status. */
  byStatus: Record<OpenOrderStatus, number>;
  /**
   * On-hold orders per hold type, most first, only types in use: problem markers (as the order's
   * tags, which the list filters by) and people's holds (operator, client, …; their open holds). An
   * order held for two reasons counts under both.
   */
  holdsByType: { type: HoldType; count: number }[];
  /** Paid, not shipped or cancelled, and to ship by today (the user's day). */
  shipToday: number;
  /** Paid, not shipped or cancelled, and their ship-by date has passed. */
  late: number;
  /** Orders shipped per day of the user's calendar, the last SHIPPED_CHART_DAYS days. */
  shippedPerDay: DayCount[];
}

export type InboundKind = 'purchaseOrder' | 'asn' | 'transfer';

export interface InboundCounts {
  /** Still waiting for goods. */
  open: number;
  /** Of those, expected today or earlier: what the lists' "Due" filter shows. */
  dueByToday: number;
  /** Expected from tomorrow to Sunday. */
  dueLaterThisWeek: number;
}

export interface InboundDocument {
  kind: InboundKind;
  id: number;
  orderNumber: string;
  expectedDate: string;
  status: string;
  vendorCode: string | null;
  warehouseName: string | null;
}

/** One entry per kind the user may view (null: no permission for that kind). */
export interface InboundSummary {
  purchaseOrders: InboundCounts | null;
  asns: InboundCounts | null;
  transfers: InboundCounts | null;
  /** Open documents expected by Sunday, earliest first (overdue ones included), at most UPCOMING_INBOUND_LIMIT. */
  dueThisWeek: InboundDocument[];
}

export interface OutboundSummary {
  /** Fulfilment orders not shipped or cancelled (needs orders.view). */
  fulfillmentOrders: { toShip: number; shipToday: number; late: number } | null;
  /** Small-parcel shipments (shipments.parcel.view). */
  parcelShipments: { toShip: number; drafts: number } | null;
  /** Bulk shipments (shipments.bulk.view); withoutWarehouse: waiting for a warehouse to be chosen. */
  bulkShipments: { toShip: number; drafts: number; withoutWarehouse: number } | null;
  /** Outbound documents of those kinds shipped per day, the last SHIPPED_CHART_DAYS days. */
  shippedPerDay: DayCount[];
}

export interface DashboardAnswer {
  view: DashboardView | null;
  views: DashboardView[];
  /** The user's today and the Sunday ending this week, at timezoneOffset. */
  today: string;
  weekEnd: string;
  timezoneOffset: number;
  generatedAt: string;
  /** The storefront version's sections (view 'orders'). */
  orders: OrderSummary | null;
  /** The warehouse version's outbound documents (view 'warehouse'). */
  outbound: OutboundSummary | null;
  /** Inbound documents, in either version, for the kinds the user may view. */
  inbound: InboundSummary | null;
  /**
   * Work orders (issue 15), in either version or none, for users who may view them: null otherwise.
   * Optional only for answers built before it existed (tests' fixtures); the server always sends it.
   */
  manufacturing?: ManufacturingSummary | null;
}
