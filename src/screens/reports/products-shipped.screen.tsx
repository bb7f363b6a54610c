/**
 * Products shipped (reports.orderedItems, GET /api/common/reports/products-shipped): units shipped in
 * a period of the user's calendar, from the storefront orders shipped in it.
 * - `/reports/products-shipped`: per vendor item, what left the warehouse (a kit as its components);
 * - `/reports/products-om-shipped`: the same shipments per storefront product as the order management
 *   side (OM) knows them, what the customers ordered (a kit as the kit).
 * The filters (storefront, vendor, warehouse, period) live in the query, so a reload or a shared link
 * keeps them; a filter the server refuses shows its message under the filter.
 */
import { useSearch } from 'wouter';
import { loadProductsShipped } from '../../api/sales-reports.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { projectsRef, useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { FormError } from '../../components/form-error';
import { formatLongDay, formatZone, userDay } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { DEFAULT_REPORT_DAYS, type ProductsShippedView } from '../../domain/contracts/sales-reports';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { ExportReportButton } from './export-report-button';
import { ShippedChart, ShippedTable, ShippedTotals } from './products-shipped-parts';
import { ReportDay, ReportSelect, useQueryFilter } from './report-filter-fields';

const filters = ui.figureGrid;

const REFS = [projectsRef, vendorsRef, warehousesRef];

export default function ProductsShippedScreen({ route }: ScreenProps) {
  const api = useApi();
  const search = useSearch();
  const query = new URLSearchParams(search);
  const view: ProductsShippedView = route.path.endsWith('-om-shipped') ? 'storefront' : 'items';
  const values = {
    projectId: query.get('projectId') ?? '',
    vendorId: query.get('vendorId') ?? '',
    warehouseId: query.get('warehouseId') ?? '',
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
  };
  const refs = useRefNames(REFS);
  const optionsOf = (source: (typeof REFS)[number]) =>
    refs.options(source).sort((a, b) => a.label.localeCompare(b.label));

  const load = useLoad(
    (signal) => loadProductsShipped(api, { view, ...values }, signal),
    [api, view, ...Object.values(values)],
  );

  const setFilter = useQueryFilter();

  const failure = load.status === 'failed' ? load.failure : null;
  const fields = failure?.fields ?? {};
  const answer = load.status === 'loaded' ? load.data : null;

  const select = (name: 'projectId' | 'vendorId' | 'warehouseId', label: string, all: string) => (
    <ReportSelect
      label={label}
      error={fields[name]}
      value={values[name]}
      options={optionsOf(
        name === 'projectId' ? projectsRef : name === 'vendorId' ? vendorsRef : warehousesRef,
      )}
      blankLabel={all}
      onChange={(value) => setFilter(name, value)}
    />
  );
  const day = (name: 'from' | 'to', label: string) => (
    <ReportDay
      label={label}
      error={fields[name]}
      value={values[name]}
      onChange={(value) => setFilter(name, value)}
    />
  );

  return (
    <>
      <PageHeader
        title={view === 'items' ? 'Products Shipped' : 'Products Shipped (OM)'}
        actions={
          <ExportReportButton
            report={view === 'items' ? 'productsShipped' : 'productsOmShipped'}
            filters={{ ...values, from: answer?.from, to: answer?.to }}
          />
        }
        description={
          view === 'items'
            ? `Units of each vendor item that left the warehouse on shipped storefront orders, by ship date in your calendar (${formatZone()}). A kit counts as the items it is made of.`
            : `The same shipments per storefront product as the order management side knows them: what the customers ordered, by ship date in your calendar (${formatZone()}). A kit counts as the kit.`
        }
      />
      <div className={ui.stack5}>
        <Card>
          <div className={filters} role="group" aria-label="Filters">
            {select('projectId', 'Storefront', 'All storefronts')}
            {select('vendorId', 'Vendor', 'All vendors')}
            {select('warehouseId', 'Warehouse', 'All warehouses')}
            {day('from', 'From')}
            {day('to', 'To')}
          </div>
          <p className={`${ui.help} ${ui.mt3}`}>
            {answer
              ? `${formatLongDay(answer.from)} to ${formatLongDay(answer.to)}.`
              : `Without dates, the last ${DEFAULT_REPORT_DAYS} days up to today.`}
          </p>
        </Card>

        {failure ? (
          <div className={ui.stack3}>
            <FormError title="The report could not be loaded" message={failure.message} />
            {failure.status !== 400 && failure.status !== 404 && (
              <div>
                <Button variant="secondary" onClick={load.retry}>
                  Try again
                </Button>
              </div>
            )}
          </div>
        ) : !answer ? (
          <PageLoading label="Loading the report…" />
        ) : (
          <>
            <Card>
              <ShippedTotals answer={answer} what={view === 'items' ? 'Items' : 'Products'} />
            </Card>
            <ShippedChart answer={answer} today={userDay()} />
            <ShippedTable
              answer={answer}
              nameOf={(r) =>
                (view === 'items'
                  ? refs.label(vendorsRef, r.vendorId)
                  : refs.label(projectsRef, r.projectId)) ?? '—'
              }
            />
          </>
        )}
      </div>
    </>
  );
}
