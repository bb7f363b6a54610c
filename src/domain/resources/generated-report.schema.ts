/** The generated report request (spec §3): a type, a name and the filter block of that type. */
import * as yup from 'yup';
import { DEFAULT_REPORT_DATE_FILTER } from '../constants';
import { choice, countryCode, day, flag, idList, optionalRef, optionalText, requiredText } from './fields';
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

const dates = {
  startDate: day('Start date'),
  endDate: day('End date').test('after-start', 'End date must not be before the start date', function (end) {
    const start = this.parent.startDate as string | null | undefined;
    return !start || !end || end >= start;
  }),
};

/** Ordered storefront / vendor items. */
export const orderedItemsFilters = yup.object({
  storefrontIds: idList('Storefronts'),
  includeManualShipments: flag('Include manual shipments', false),
  whatStores: choice('Stores', reportWhatStores, 'notHidden'),
  orderStatus: choice('Order status', orderStatusFilters, 'shipped'),
  customer: optionalText('Customer', 200),
  dateFilter: choice(
    'Date filter',
    reportDateFilters,
    DEFAULT_REPORT_DATE_FILTER as (typeof reportDateFilters)[number],
  ),
  dateType: choice('Date type', reportDateTypes, 'orderDate'),
  ...dates,
  startDate: dates.startDate.when('dateFilter', {
    is: 'custom',
    then: (s) => s.required('Start date is required'),
  }),
  endDate: dates.endDate.when('dateFilter', {
    is: 'custom',
    then: (s) => s.required('End date is required'),
  }),
  countryCode: countryCode(),
});

export const warehouseInOutFilters = yup.object({
  tplFacilityId: optionalRef('facility'),
  tplCustomerId: optionalRef('customer'),
  ...dates,
});

export const factoringInvoiceFilters = yup.object({
  vendorId: optionalRef('vendor'),
  warehouseId: optionalRef('warehouse'),
  ...dates,
});

export const datesOnlyFilters = yup.object({ ...dates });

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
    .when('type', ([type], schema) => reportFilterSchemas[type as ReportType] ?? schema),
});
export type GeneratedReportInput = yup.InferType<typeof generatedReportSchema>;
