/** The producer of each generated report type (spec §3), one file per type. */
import type { ReportType } from '../../../../src/domain/resources/generated-report.schema';
import type { ReportProducer } from '../report-producer';
import { storefrontShippedCountReport } from './storefront-shipped-count.report';

type AnyProducer = ReportProducer<Record<string, unknown>>;
/** Each producer declares its own filter type; the job hands it the block its type's schema validated. */
const byFilters = <F>(producer: ReportProducer<F>) => producer as unknown as AnyProducer;

export const reportProducers: Partial<Record<ReportType, AnyProducer>> = {
  StorefrontShippedCount: byFilters(storefrontShippedCountReport),
};
