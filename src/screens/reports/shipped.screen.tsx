/**
 * /reports/shipped (`reports.shippedCount`): storefront orders shipped per day of the user's calendar
 * over a range of days (the last 30 unless told), by carrier and service (GET
 * /api/common/reports/shipped). Filters storefront, warehouse and carrier; they live in the URL, so a
 * reload or a shared link shows the same report. A brand sees only its own orders, a warehouse user
 * only its warehouses' (the server scopes every number).
 */
import {
  loadShippedReport,
  type ShippedByService,
  type ShippedReport,
} from '../../api/operations-reports.api';
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
import { ShippedPerDay } from './shipped-chart';
import { SHIPPED_FILTER_NAMES, useReportFilters } from './report-url-filters';
import { carrierLabel, serviceLabel } from './shipped-labels';

const PATH = '/reports/shipped';

const td = ui.ruledCell;
const tdEnd = `${td} ${ui.endCell}`;
const foot = ui.strongCell;

const filterPanel = ui.filterCard;

const share = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

function ServicesTable({ report }: { report: ShippedReport }) {
  if (report.services.length === 0)
    return <p className={ui.placeholder}>No storefront order shipped in this range.</p>;
  return (
    <div className={ui.scrollX}>
      <table className={ui.plainTable}>
        <caption className={ui.srOnly}>Orders shipped by carrier and service</caption>
        <thead>
          <tr>
            <th scope="col" className={ui.plainTh}>
              Carrier
            </th>
            <th scope="col" className={ui.plainTh}>
              Service
            </th>
            <th scope="col" className={`${ui.plainTh} ${ui.endCell}`}>
              Orders shipped
            </th>
            <th scope="col" className={`${ui.plainTh} ${ui.endCell}`}>
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {report.services.map((row: ShippedByService) => (
            <tr key={`${row.carrier} ${row.service}`}>
              <td className={row.carrier ? td : `${td} ${ui.muted}`}>{carrierLabel(row.carrier)}</td>
              <td className={row.service ? td : `${td} ${ui.muted}`}>
                {serviceLabel(row.carrier, row.service)}
              </td>
              <td className={tdEnd}>{formatCount(row.count)}</td>
              <td className={tdEnd}>{share.format(row.count / Math.max(1, report.total))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className={`${foot} ${ui.start}`}>
              Total
            </th>
            <td className={`${foot} ${ui.endCell}`}>{formatCount(report.total)}</td>
            <td className={`${foot} ${ui.endCell}`}>{share.format(report.total ? 1 : 0)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export default function ShippedReportScreen() {
  const api = useApi();
  const { applied, bar } = useReportFilters(PATH, SHIPPED_FILTER_NAMES);
  const key = JSON.stringify(applied);
  const report = useLoad((signal) => loadShippedReport(api, applied, signal), [api, key]);
  const refs = useRefNames([projectsRef, warehousesRef]);
  const loaded = report.status === 'loaded' ? report.data : null;
  // A carrier typed into the URL that shipped nothing in the range stays choosable.
  const carriers = [...new Set([...(loaded?.carriers ?? []), ...(applied.carrier ? [applied.carrier] : [])])];

  return (
    <>
      <PageHeader
        title="Shipped report"
        actions={
          <ExportReportButton report="shipped" filters={{ ...applied, from: loaded?.from, to: loaded?.to }} />
        }
        description={
          loaded
            ? `Storefront orders shipped from ${formatLongDay(loaded.from)} to ${formatLongDay(loaded.to)}, per day of your calendar (${formatOffset(loaded.timezoneOffset)}), by carrier and service.`
            : 'Storefront orders shipped per day of your calendar, by carrier and service.'
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
            <FilterSelect
              list={bar}
              name="carrier"
              label="Carrier"
              options={carriers.map((c) => ({ value: c, label: carrierLabel(c) }))}
            />
          </FilterBar>
        </div>
        {report.status === 'loading' && <PageLoading label="Counting shipped orders…" />}
        {report.status === 'failed' && (
          <LoadFailure
            title="The shipped report could not be loaded."
            failure={report.failure}
            onRetry={report.retry}
          />
        )}
        {loaded && (
          <>
            <ShippedPerDay days={loaded.days} total={loaded.total} />
            <Card title="By carrier and service" description="Orders shipped over the whole range.">
              <ServicesTable report={loaded} />
            </Card>
          </>
        )}
      </div>
    </>
  );
}
