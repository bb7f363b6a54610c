/**
 * The operations report screens (issue 17, spec §2): /reports/inventory (`reports.warehouseProductStats`),
 * stock by warehouse and vendor with days of cover; /reports/shipped (`reports.shippedCount`), the
 * shipped storefront orders per day of the user's calendar by carrier and service. Their filters
 * (validated here, by the server and the screen alike), the calls' paths and the answers' shapes
 * (server/modules/reports/operations-reports.routes.ts; src/api/operations-reports.api.ts).
 */
import * as yup from 'yup';
import type { DayCount } from '../dashboard';
import { day, optionalRef, optionalText } from '../resources/fields';

export const SHIPPED_REPORT_PATH = '/api/common/reports/shipped';
export const SHIPPED_REPORT_PERMISSION = 'reports.shippedCount';

/** The range a report covers unless told: the last 30 days of the user's calendar, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest range one report covers (a year and a day, so a whole leap year fits). */
export const REPORT_MAX_DAYS = 367;

/** A day range of the user's calendar ('YYYY-MM-DD', both days included); blank: the default range. */
const rangeShape = {
  from: day('From'),
  to: day('To')
    .test('order', 'To must not be before From', function (to) {
      const from = (this.parent as { from?: string | null }).from;
      return !from || !to || to >= from;
    })
    .test('length', `The range may cover at most ${REPORT_MAX_DAYS} days`, function (to) {
      const from = (this.parent as { from?: string | null }).from;
      return !from || !to || Date.parse(to) - Date.parse(from) < REPORT_MAX_DAYS * 86_400_000;
    }),
};

/** The query of GET /api/common/reports/shipped. */
export const shippedReportQuerySchema = yup.object({
  ...rangeShape,
  projectId: optionalRef('storefront'),
  warehouseId: optionalRef('warehouse'),
  carrier: optionalText('Carrier', 100),
});
export type ShippedReportQuery = yup.InferType<typeof shippedReportQuerySchema>;

/** The shipments of one carrier's service over the range ('' carrier or service: none recorded). */
export interface ShippedByService {
  carrier: string;
  service: string;
  count: number;
}

/** GET /api/common/reports/shipped: shipped storefront orders per day, by carrier and service. */
export interface ShippedReport {
  /** The range answered, days of the user's calendar, both included. */
  from: string;
  to: string;
  /** The user's hour offset the days are counted in. */
  timezoneOffset: number;
  /** Every day of the range, oldest first (0 when nothing shipped). */
  days: DayCount[];
  /** Most shipped first. */
  services: ShippedByService[];
  /** The carriers that shipped in the range, for the carrier filter (whatever carrier is chosen). */
  carriers: string[];
  total: number;
}

// ---- /reports/inventory (`reports.warehouseProductStats`) ---------------------------------------

export const INVENTORY_REPORT_PATH = '/api/common/reports/inventory';
export const INVENTORY_REPORT_PERMISSION = 'reports.warehouseProductStats';
/** Days of cover read the units shipped over this many days. */
export const COVER_WINDOW_DAYS = 30;

/** The query of GET /api/common/reports/inventory. */
export const inventoryReportQuerySchema = yup.object({
  warehouseId: optionalRef('warehouse'),
  vendorId: optionalRef('vendor'),
});
export type InventoryReportQuery = yup.InferType<typeof inventoryReportQuerySchema>;

/** Stock of a row, a warehouse or the whole report. */
export interface InventoryFigures {
  onHand: number;
  allocated: number;
  available: number;
  inTransit: number;
  /** Units shipped over the last COVER_WINDOW_DAYS days. */
  shipped: number;
  /** available ÷ average units shipped per day; null when nothing shipped. */
  daysOfCover: number | null;
}

/** Days the available units last at the recent pace of shipping (one decimal); null when nothing shipped. */
export function daysOfCover(available: number, shipped: number): number | null {
  if (shipped <= 0) return null;
  return Math.round((available / (shipped / COVER_WINDOW_DAYS)) * 10) / 10;
}

export interface InventoryReportRow extends InventoryFigures {
  key: string;
  warehouseId: number;
  warehouse: string;
  vendorId: number;
  vendor: string;
  /** Per item only (a vendor chosen). */
  vendorProductId: number | null;
  sku: string | null;
  item: string | null;
}

/** GET /api/common/reports/inventory: stock by warehouse and vendor, or per item of one vendor. */
export interface InventoryReport {
  /** One vendor was chosen: a row per item. */
  byItem: boolean;
  /** Since when shipped units count (COVER_WINDOW_DAYS days before the answer). */
  since: string;
  /** By warehouse, then vendor, then SKU. */
  rows: InventoryReportRow[];
  /** Per warehouse, by name. */
  warehouses: (InventoryFigures & { warehouseId: number; warehouse: string })[];
  totals: InventoryFigures;
}

// ---- /reports/orders-fulfillment (`reports.orderFulfillment`) ----------------------------------

export const ORDERS_FULFILLMENT_REPORT_PATH = '/api/common/reports/orders-fulfillment';
export const ORDERS_FULFILLMENT_REPORT_PERMISSION = 'reports.orderFulfillment';

/** The query of GET /api/common/reports/orders-fulfillment. */
export const ordersFulfillmentReportQuerySchema = yup.object({
  ...rangeShape,
  projectId: optionalRef('storefront'),
  warehouseId: optionalRef('warehouse'),
});
export type OrdersFulfillmentReportQuery = yup.InferType<typeof ordersFulfillmentReportQuerySchema>;

/** Orders received (order date) and shipped (ship date) on one day of the user's calendar. */
export interface FulfillmentDay {
  day: string;
  received: number;
  shipped: number;
}

/** GET /api/common/reports/orders-fulfillment: received vs shipped per day, time to ship, late orders. */
export interface OrdersFulfillmentReport {
  from: string;
  to: string;
  timezoneOffset: number;
  days: FulfillmentDay[];
  received: number;
  shipped: number;
  /** Hours from order to ship of the orders shipped in the range; null when none shipped. */
  medianHoursToShip: number | null;
  p90HoursToShip: number | null;
  /** Due (ship-by date) in the range: shipped after it. */
  lateShipped: number;
  /** Due in the range, past due now, and neither shipped nor cancelled. */
  lateOpen: number;
}
