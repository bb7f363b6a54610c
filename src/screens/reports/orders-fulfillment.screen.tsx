/**
 * /reports/orders-fulfillment (`reports.orderFulfillment`): storefront orders received vs shipped per
 * day of the user's calendar over a range of days (the last 30 unless told), the median and 90th
 * percentile time from order to ship, and late orders: due in the range and shipped after the
 * ship-by date, or still open past it (GET /api/common/reports/orders-fulfillment). Filters
 * storefront and warehouse; they live in the URL. The server scopes every number to the user.
 */
import { css } from 'styled-system/css';
import { loadOrdersFulfillmentReport } from '../../api/operations-reports.api';
import { Card } from '../../components/card';
import { projectsRef, useRefNames, warehousesRef } from '../../components/crud/crud-refs';
import { FilterBar, FilterSelect } from '../../components/data-table/filter-bar';
import { FilterDay } from '../../components/data-table/filter-day';
import { formatCount, formatLongDay } from '../../components/format';
import { LoadFailure } from '../../components/load-failure';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { formatOffset } from '../../domain/timezone';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { ExportReportButton } from './export-report-button';
import { formatHours, FulfillmentDays, ReceivedVsShipped } from './orders-fulfillment-parts';
import { useReportFilters } from './report-url-filters';

const PATH = '/reports/orders-fulfillment';
const FILTERS = ['from', 'to', 'projectId', 'warehouseId'] as const;

const filterPanel = ui.filterCard;

export default function OrdersFulfillmentScreen() {
  const api = useApi();
  const { applied, bar } = useReportFilters(PATH, FILTERS);
  const key = JSON.stringify(applied);
  const report = useLoad((signal) => loadOrdersFulfillmentReport(api, applied, signal), [api, key]);
  const refs = useRefNames([projectsRef, warehousesRef]);
  const loaded = report.status === 'loaded' ? report.data : null;

  return (
    <>
      <PageHeader
        title="Orders fulfilment report"
        actions={
          <ExportReportButton
            report="ordersFulfillment"
            filters={{ ...applied, from: loaded?.from, to: loaded?.to }}
          />
        }
        description={
          loaded
            ? `Storefront orders received and shipped from ${formatLongDay(loaded.from)} to ${formatLongDay(loaded.to)}, per day of your calendar (${formatOffset(loaded.timezoneOffset)}), how long they took to ship, and which were late.`
            : 'Storefront orders received and shipped per day of your calendar, how long they took to ship, and which were late.'
        }
      />
      <div className={ui.stack5}>
        <div className={filterPanel}>
          <FilterBar list={bar}>
            <FilterDay list={bar} name="from" label="From" />
            <FilterDay list={bar} name="to" label="To" />
            <FilterSelect
              list={bar}
              name="projectId"
              label="Storefront"
              options={refs.options(projectsRef)}
            />
            <FilterSelect
              list={bar}
              name="warehouseId"
              label="Warehouse"
              options={refs.options(warehousesRef)}
            />
          </FilterBar>
        </div>
        {report.status === 'loading' && <PageLoading label="Counting orders…" />}
        {report.status === 'failed' && (
          <LoadFailure
            title="The orders fulfilment report could not be loaded."
            failure={report.failure}
            onRetry={report.retry}
          />
        )}
        {loaded && (
          <>
            <Card>
              <dl className={css({ display: 'flex', gap: '10', flexWrap: 'wrap' })}>
                {(
                  [
                    ['Received', formatCount(loaded.received), ''],
                    ['Shipped', formatCount(loaded.shipped), ''],
                    ['Median order to ship', formatHours(loaded.medianHoursToShip), ''],
                    ['90th percentile', formatHours(loaded.p90HoursToShip), ''],
                    ['Shipped late', formatCount(loaded.lateShipped), 'After their ship-by date'],
                    ['Open past due', formatCount(loaded.lateOpen), 'Not shipped, ship-by date passed'],
                  ] as const
                ).map(([label, value, hint]) => (
                  <div key={label}>
                    <dt className={ui.caption}>{label}</dt>
                    <dd className={ui.figureValue}>{value}</dd>
                    {hint && <dd className={ui.subtleCaption}>{hint}</dd>}
                  </div>
                ))}
              </dl>
              <p className={`${ui.mutedSmall} ${ui.mt3}`}>
                Time to ship counts the orders shipped in the range; late orders are those due (ship-by date)
                in the range.
              </p>
            </Card>
            <ReceivedVsShipped report={loaded} />
            <Card title="Per day" description="Newest first.">
              <FulfillmentDays report={loaded} />
            </Card>
          </>
        )}
      </div>
    </>
  );
}
