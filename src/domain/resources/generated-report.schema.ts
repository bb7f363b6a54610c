/** The generated report request (spec §3): a type, a name and the filter block of that type. */
import * as yup from 'yup';
import { DEFAULT_REPORT_DATE_FILTER } from '../constants';
import {
  choice,
  countryCode,
  day,
  flag,
  idList,
  optionalChoice,
  optionalRef,
  optionalText,
  requiredText,
} from './fields';
import { orderStatusFilters } from './order.schema';

export const reportTypes = [
  { value: 'WarehouseItemsInOutReport', label: 'Warehouse Transactions Summary' },
  { value: 'FactoringFinanceInvoiceReport', label: 'Factoring Invoice' },
  { value: 'OrderedStorefrontItemsReport', label: 'Ordered Storefront Items' },
  { value: 'OrderedWarehouseItemsReport', label: 'Ordered Vendor Items' },
  { value: 'OrderFulfillmentsReport', label: 'Order Fulfillments' },
  { value: 'StorefrontShippedCount', label: 'Storefront Shipments Count' },
] as const;
export type ReportType = (typeof reportTypes)[number]['value'];
export const reportTypeValues = reportTypes.map((t) => t.value);

/** The permission that lets a user request (and so see) each report type. */
export const reportTypePermission: Record<ReportType, string> = {
  WarehouseItemsInOutReport: 'reports.warehouseTransactionSummary',
  FactoringFinanceInvoiceReport: 'billing.factoringLedger',
  OrderedStorefrontItemsReport: 'reports.orderedItems',
  OrderedWarehouseItemsReport: 'reports.orderedItems',
  OrderFulfillmentsReport: 'reports.orderFulfillment',
  StorefrontShippedCount: 'reports.shippedCount',
};

export const reportStatuses = ['Requested', 'Processing', 'Ready', 'Failed'] as const;
export const reportDateFilters = [
  'today',
  'yesterday',
  'this-week',
  'last-week',
  'this-month',
  'last-month',
  'custom',
] as const;
export const reportWhatStores = ['notHidden', 'hidden', 'all'] as const;
export const reportDateTypes = ['orderDate', 'shipDate'] as const;
/** The ordered items' order statuses: the orders list's, or 'all' (any status: every order placed). */
export const ANY_ORDER_STATUS = 'all';
export const reportOrderStatuses = [...orderStatusFilters, ANY_ORDER_STATUS] as const;
/** Whether the ordered items count units shipped: only orders that shipped have them. */
export const countsShippedUnits = (orderStatus: string) =>
  orderStatus === 'shipped' || orderStatus === ANY_ORDER_STATUS;

/** A day that a custom range needs. */
const rangeDay = (label: string) =>
  day(label).when('dateFilter', { is: 'custom', then: (s) => s.required(`${label} is required`) });

/**
 * The period of every type: a preset (spec §3) or a custom range of days. A type other than the
 * ordered items has no preset by default: given dates, it is that range; given none, this week
 * (src/domain/report-periods.ts).
 */
const period = (dateFilterDefault: (typeof reportDateFilters)[number] | null) => ({
  dateFilter:
    dateFilterDefault === null
      ? optionalChoice('Date filter', reportDateFilters)
      : choice('Date filter', reportDateFilters, dateFilterDefault),
  startDate: rangeDay('Start date'),
  endDate: rangeDay('End date').test(
    'after-start',
    'End date must not be before the start date',
    function (end) {
      const start = this.parent.startDate as string | null | undefined;
      return !start || !end || end >= start;
    },
  ),
});

/** Ordered storefront / vendor items. */
export const orderedItemsFilters = yup.object({
  storefrontIds: idList('Storefronts'),
  includeManualShipments: flag('Include manual shipments', false),
  whatStores: choice('Stores', reportWhatStores, 'notHidden'),
  orderStatus: choice('Order status', reportOrderStatuses, 'shipped'),
  customer: optionalText('Customer', 200),
  ...period(DEFAULT_REPORT_DATE_FILTER as (typeof reportDateFilters)[number]),
  dateType: choice('Date type', reportDateTypes, 'orderDate'),
  countryCode: countryCode(),
});

/**
 * Warehouse Transactions Summary: by our warehouse and vendor, or by the 3PL system's facility and
 * customer (spec §3's names), which stand for the warehouse and vendor they are mapped to.
 */
export const warehouseInOutFilters = yup.object({
  warehouseId: optionalRef('warehouse'),
  vendorId: optionalRef('vendor'),
  tplFacilityId: optionalRef('facility'),
  tplCustomerId: optionalRef('customer'),
  ...period(null),
});

export const factoringInvoiceFilters = yup.object({
  vendorId: optionalRef('vendor'),
  warehouseId: optionalRef('warehouse'),
  ...period(null),
});

export const datesOnlyFilters = yup.object({ ...period(null) });

export const reportFilterSchemas: Record<ReportType, yup.AnyObjectSchema> = {
  WarehouseItemsInOutReport: warehouseInOutFilters,
  FactoringFinanceInvoiceReport: factoringInvoiceFilters,
  OrderedStorefrontItemsReport: orderedItemsFilters,
  OrderedWarehouseItemsReport: orderedItemsFilters,
  OrderFulfillmentsReport: datesOnlyFilters,
  StorefrontShippedCount: datesOnlyFilters,
};

export const generatedReportSchema = yup.object({
  type: yup
    .string()
    .typeError('Report type must be text')
    .oneOf(reportTypeValues, `Report type must be one of: ${reportTypeValues.join(', ')}`)
    .required('Report type is required'),
  name: requiredText('Name', 200),
  status: choice('Status', reportStatuses, 'Requested'),
  projectId: optionalRef('project'),
  forMultipleStorefronts: flag('For multiple storefronts', false),
  filters: yup
    .object()
    .typeError('Filters must be an object')
    .default(() => ({}))
    .when('type', ([type], schema) =>
      (reportFilterSchemas[type as ReportType] ?? schema).typeError('Filters must be an object'),
    ),
});
export type GeneratedReportInput = yup.InferType<typeof generatedReportSchema>;

export type OrderedItemsFilters = yup.InferType<typeof orderedItemsFilters>;
export type WarehouseInOutFilters = yup.InferType<typeof warehouseInOutFilters>;
export type FactoringInvoiceFilters = yup.InferType<typeof factoringInvoiceFilters>;
export type DatesOnlyFilters = yup.InferType<typeof datesOnlyFilters>;
