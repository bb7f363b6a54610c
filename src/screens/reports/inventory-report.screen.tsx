/**
 * /reports/inventory (`reports.warehouseProductStats`): stock on hand, allocated, available and in
 * transit by warehouse and vendor, per item when one vendor is chosen, with days of cover (available
 * ÷ the average units shipped per day over the last 30 days; — when nothing shipped). GET
 * /api/common/reports/inventory. The filters (warehouse, vendor) live in the URL; a brand sees only its
 * own stock, a warehouse user only its warehouses' (the server scopes every number).
 */
import { css } from 'styled-system/css';
import { loadInventoryReport, type InventoryReport } from '../../api/operations-reports.api';
import { BarChart } from '../../components/bar-chart';
import { Card } from '../../components/card';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FilterBar, FilterSelect } from '../../components/data-table/filter-bar';
import { formatCount, plural } from '../../components/format';
import { LoadFailure } from '../../components/load-failure';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import { ExportReportButton } from './export-report-button';
import { formatCover, InventoryReportTable } from './inventory-report-table';
import { useReportFilters } from './report-url-filters';

const PATH = '/reports/inventory';
const FILTERS = ['warehouseId', 'vendorId'] as const;

const filterPanel = ui.filterCard;

function AvailableChart({ report }: { report: InventoryReport }) {
  const most = report.warehouses.reduce((best, w) => (w.available > best.available ? w : best), {
    warehouse: '',
    available: 0,
  });
  const summary =
    report.warehouses.length === 0
      ? 'Units available per warehouse: none.'
      : `Units available per warehouse: ${formatCount(report.totals.available)} in all, the most at ${most.warehouse} (${formatCount(most.available)}).`;
  return (
    <Card title="Available per warehouse" description="Units that can be allocated now.">
      <dl className={css({ display: 'flex', gap: '8', mb: '4', flexWrap: 'wrap' })}>
        {(
          [
            ['On hand', formatCount(report.totals.onHand)],
            ['Allocated', formatCount(report.totals.allocated)],
            ['Available', formatCount(report.totals.available)],
            ['In transit', formatCount(report.totals.inTransit)],
            ['Shipped (30 days)', formatCount(report.totals.shipped)],
            ['Days of cover', formatCover(report.totals.daysOfCover)],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className={ui.caption}>{label}</dt>
            <dd className={ui.figureValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        keyName="Warehouse"
        valueName="Units available"
        summary={summary}
        bars={report.warehouses.map((w) => ({
          key: String(w.warehouseId),
          label: w.warehouse,
          longLabel: w.warehouse,
          value: w.available,
          showLabel: true,
        }))}
        formatValue={(n) => plural(n, 'unit')}
      />
    </Card>
  );
}

export default function InventoryReportScreen() {
  const api = useApi();
  const { applied, bar } = useReportFilters(PATH, FILTERS);
  const key = JSON.stringify(applied);
  const report = useLoad((signal) => loadInventoryReport(api, applied, signal), [api, key]);
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const loaded = report.status === 'loaded' ? report.data : null;

  return (
    <>
      <PageHeader
        title="Inventory report"
        actions={<ExportReportButton report="inventory" filters={applied} />}
        description="Stock by warehouse and vendor (per item when you choose a vendor), and how many days the available units last at the last 30 days' pace of shipping."
      />
      <div className={ui.stack5}>
        <div className={filterPanel}>
          <FilterBar list={bar}>
            <FilterSelect
              list={bar}
              name="warehouseId"
              label="Warehouse"
              options={refs.options(warehousesRef)}
            />
            <FilterSelect list={bar} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
          </FilterBar>
        </div>
        {report.status === 'loading' && <PageLoading label="Counting stock…" />}
        {report.status === 'failed' && (
          <LoadFailure
            title="The inventory report could not be loaded."
            failure={report.failure}
            onRetry={report.retry}
          />
        )}
        {loaded && (
          <>
            <AvailableChart report={loaded} />
            <Card
              title={loaded.byItem ? 'Per item' : 'By warehouse and vendor'}
              description="Days of cover: available ÷ the average units shipped per day over the last 30 days (— when nothing shipped)."
            >
              <InventoryReportTable report={loaded} />
            </Card>
          </>
        )}
      </div>
    </>
  );
}
