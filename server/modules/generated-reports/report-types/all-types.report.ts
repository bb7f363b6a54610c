/** The producer of each generated report type (spec §3), one file per type. */
import type { ReportType } from '../../../../src/domain/resources/generated-report.schema';
import type { ReportProducer } from '../report-producer.queries';
import { factoringInvoiceReport } from './factoring-invoice.report';
import { orderFulfillmentsReport } from './order-fulfillments.report';
import { orderedStorefrontItemsReport } from './ordered-storefront-items.report';
import { orderedVendorItemsReport } from './ordered-vendor-items.report';
import { storefrontShippedCountReport } from './storefront-shipped-count.report';
import { warehouseTransactionsSummaryReport } from './warehouse-transactions-summary.report';

type AnyProducer = ReportProducer<Record<string, unknown>>;
/** Each producer declares its own filter type; the job hands it the block its type's schema validated. */
const byFilters = <F>(producer: ReportProducer<F>) => producer as unknown as AnyProducer;

export const reportProducers: Partial<Record<ReportType, AnyProducer>> = {
  StorefrontShippedCount: byFilters(storefrontShippedCountReport),
  WarehouseItemsInOutReport: byFilters(warehouseTransactionsSummaryReport),
  FactoringFinanceInvoiceReport: byFilters(factoringInvoiceReport),
  OrderedStorefrontItemsReport: byFilters(orderedStorefrontItemsReport),
  OrderedWarehouseItemsReport: byFilters(orderedVendorItemsReport),
  OrderFulfillmentsReport: byFilters(orderFulfillmentsReport),
};
