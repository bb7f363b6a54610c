/**
 * Storefront Product Statistics (`/reports/products/{projId?}` and `/products/{projectId?}`,
 * reports.storefrontProductStats): units ordered and shipped per storefront product of one storefront
 * over a period of the user's calendar, per day or per week (GET
 * /api/common/reports/storefront-product-stats). The storefront is the path's (a select otherwise,
 * which moves it into the path); the period and the interval live in the query, so a reload or a
 * shared link keeps them. A filter the server refuses shows its message under the filter.
 */
import { useLocation, useSearch } from 'wouter';
import { input } from 'styled-system/recipes';
import { loadStorefrontProductStats } from '../../api/sales-reports.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { projectsRef, useRefNames } from '../../components/crud/crud-refs';
import { FormError } from '../../components/form-error';
import { formatLongDay, formatZone, userDay } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import {
  DEFAULT_REPORT_DAYS,
  reportIntervalLabels,
  reportIntervals,
} from '../../domain/contracts/sales-reports';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { ExportReportButton } from './export-report-button';
import { ReportDay, ReportFilter, ReportSelect, useQueryFilter } from './report-filter-fields';
import { ProductStatsChart, ProductStatsTable, ProductStatsTotals } from './storefront-product-stats-parts';

const isId = (value: string | null | undefined): value is string => !!value && /^[1-9]\d{0,9}$/.test(value);

const styles = {
  filters: ui.figureGrid,
};

export default function StorefrontProductStatsScreen({ params, route }: ScreenProps) {
  const api = useApi();
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = new URLSearchParams(search);
  // The route's base without its optional storefront: '/reports/products' or '/products'.
  const base = route.path.replace(/\/:[^/]+\?$/, '');
  const fromPath = params.projId ?? params.projectId;
  const projectId = isId(fromPath) ? fromPath : isId(query.get('projectId')) ? query.get('projectId')! : '';
  const from = query.get('from') ?? '';
  const to = query.get('to') ?? '';
  const interval = query.get('interval') ?? '';

  const refs = useRefNames([projectsRef]);
  const storefronts = refs.options(projectsRef).sort((a, b) => a.label.localeCompare(b.label));
  const storefrontName = projectId ? refs.label(projectsRef, projectId) : undefined;

  const load = useLoad(
    (signal) =>
      projectId
        ? loadStorefrontProductStats(api, { projectId: Number(projectId), from, to, interval }, signal)
        : Promise.resolve(null),
    [api, projectId, from, to, interval],
  );

  // The storefront stays in the path, never in the query.
  const setFilter = useQueryFilter(['projectId']);

  const chooseStorefront = (id: string) => {
    const next = new URLSearchParams(search);
    next.delete('projectId');
    const qs = next.toString();
    navigate(`${id ? `${base}/${id}` : base}${qs ? `?${qs}` : ''}`);
  };

  const failure = load.status === 'failed' ? load.failure : null;
  const fields = failure?.fields ?? {};
  const answer = load.status === 'loaded' ? load.data : null;

  return (
    <>
      <PageHeader
        title="Storefront Product Statistics"
        actions={
          <ExportReportButton
            report="storefrontProductStats"
            filters={{ projectId, from: answer?.from, to: answer?.to }}
          />
        }
        description={`Units ordered and shipped per product of a storefront, by ${
          answer?.interval === 'week' ? 'week' : 'day'
        } of your calendar (${formatZone()}). Ordered counts the orders placed in the period, except cancelled ones and reships; shipped counts the orders shipped in it.`}
      />
      <div className={ui.stack5}>
        <Card>
          <div className={styles.filters} role="group" aria-label="Filters">
            <ReportSelect
              label="Storefront"
              error={fields.projectId}
              value={projectId}
              options={storefronts}
              blankLabel="Choose a storefront"
              unknownLabel={storefrontName}
              onChange={chooseStorefront}
            />
            <ReportDay
              label="From"
              error={fields.from}
              value={from}
              onChange={(value) => setFilter('from', value)}
            />
            <ReportDay label="To" error={fields.to} value={to} onChange={(value) => setFilter('to', value)} />
            <ReportFilter label="Interval" error={fields.interval}>
              {(id, describedBy) => (
                <select
                  id={id}
                  aria-describedby={describedBy}
                  className={input()}
                  value={interval || 'day'}
                  onChange={(e) => setFilter('interval', e.target.value === 'day' ? '' : e.target.value)}
                >
                  {reportIntervals.map((value) => (
                    <option key={value} value={value}>
                      {reportIntervalLabels[value]}
                    </option>
                  ))}
                </select>
              )}
            </ReportFilter>
          </div>
          <p className={`${ui.help} ${ui.mt3}`}>
            {answer
              ? `${formatLongDay(answer.from)} to ${formatLongDay(answer.to)}.`
              : `Without dates, the last ${DEFAULT_REPORT_DAYS} days up to today.`}
          </p>
        </Card>

        {!projectId ? (
          <Card>
            <p className={ui.placeholder}>Choose a storefront to see its products’ statistics.</p>
          </Card>
        ) : failure ? (
          <div className={ui.stack3}>
            <FormError
              title="The statistics could not be loaded"
              message={failure.status === 404 ? 'This storefront was not found.' : failure.message}
            />
            {failure.status !== 400 && failure.status !== 404 && (
              <div>
                <Button variant="secondary" onClick={load.retry}>
                  Try again
                </Button>
              </div>
            )}
          </div>
        ) : !answer ? (
          <PageLoading label="Loading the statistics…" />
        ) : (
          <>
            <Card title={storefrontName ?? 'Totals'}>
              <ProductStatsTotals answer={answer} />
            </Card>
            <ProductStatsChart answer={answer} today={userDay()} />
            <ProductStatsTable answer={answer} />
          </>
        )}
      </div>
    </>
  );
}
