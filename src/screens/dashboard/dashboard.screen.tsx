/**
 * /dashboard: today's work at a glance for the signed-in user's scope (GET /api/dashboard). The
 * storefront version counts orders; 'Dashboard: non-ecom view' gives the warehouse-documents version
 * (which one a user lands on: src/domain/dashboard.ts); both show inbound documents due this week.
 * The version asked for lives in the URL (?view=), so it survives a reload and can be shared. The
 * figures reload by themselves when orders change (OrderUpdated from the live hub).
 */
import { useLocation, useSearch } from 'wouter';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { RefreshIcon } from '../../components/icons';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import {
  dashboardViews,
  isDashboardView,
  type DashboardAnswer,
  type DashboardView,
} from '../../domain/dashboard';
import { useDashboard } from '../../machines/dashboard/use-dashboard';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { usePermissions, useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { formatLongDay } from './dashboard-format';
import { formatInstantZoned, formatTime, formatZone } from '../../components/format';
import { InboundCard } from './inbound-card';
import { ManufacturingSections } from './manufacturing-sections';
import { NoFigures } from './no-figures';
import { OrderSections } from './order-sections';
import { OutboundSections } from './outbound-sections';
import { ViewSwitch } from './view-switch';
import { BrandOnboardingCard } from './brand-onboarding-card';
import { useRefNames, vendorsRef } from '../../components/crud/crud-refs';
import { ui } from '../../components/ui/styles';

/** The URL's version when this user may open it; otherwise null (the server picks their default). */
function useRequestedView(permissions: readonly string[]): DashboardView | null {
  const view = new URLSearchParams(useSearch()).get('view');
  return isDashboardView(view) && dashboardViews(permissions).includes(view) ? view : null;
}

const hasFigures = (answer: DashboardAnswer) =>
  Boolean(answer.orders || answer.outbound || answer.inbound || answer.manufacturing);

function description(answer: DashboardAnswer | null, scope: string): string {
  if (!answer) return `Today's work at a glance${scope}.`;
  if (!hasFigures(answer)) return 'Here is what your account gives you access to.';
  return `Today's work at a glance${scope}: ${formatLongDay(answer.today)} (${formatZone(answer.generatedAt)}).`;
}

function Figures({ answer }: { answer: DashboardAnswer }) {
  if (!hasFigures(answer)) return <NoFigures />;
  const inbound = answer.inbound && <InboundCard summary={answer.inbound} today={answer.today} />;
  return (
    <div className={ui.stack5}>
      {answer.orders && <OrderSections summary={answer.orders} />}
      {answer.outbound ? <OutboundSections summary={answer.outbound} inbound={inbound} /> : inbound}
      {answer.manufacturing && (
        <section aria-labelledby="manufacturing-heading" className={ui.stack5}>
          <h2 id="manufacturing-heading" className={ui.sectionTitle}>
            Manufacturing
          </h2>
          <ManufacturingSections summary={answer.manufacturing} />
        </section>
      )}
    </div>
  );
}

export default function DashboardScreen(_props: Partial<ScreenProps>) {
  const { user } = useSession();
  const [, navigate] = useLocation();
  const { can } = usePermissions();
  // A brand user (one vendor, no clients permission) sees its own onboarding steps until onboarded.
  const brandVendorId =
    user.accessVendorIds?.length === 1 && !can('clients.view') && !can('clients.manage')
      ? user.accessVendorIds[0]
      : undefined;
  const dashboard = useDashboard(useRequestedView(user.permissions));
  const { answer, failure } = dashboard;
  // Orders moving change most figures (fulfilment orders follow them), work orders the manufacturing
  // ones; the hub sends only those in scope.
  useLiveRefresh(['OrderUpdated', 'WorkOrderUpdated'], dashboard.changed);
  // A brand user sees whose figures these are: the vendor's name, once it has loaded.
  const vendorNames = useRefNames(user.accessVendorIds?.length === 1 ? [vendorsRef] : []);
  const vendorName =
    user.accessVendorIds?.length === 1 ? vendorNames.label(vendorsRef, user.accessVendorIds[0]) : undefined;
  const scope =
    user.accessVendorIds !== null
      ? vendorName
        ? ` for ${vendorName}`
        : ` for your vendor${user.accessVendorIds.length === 1 ? '' : 's'}`
      : user.accessWarehouseIds !== null
        ? ` for your warehouse${user.accessWarehouseIds.length === 1 ? '' : 's'}`
        : '';

  return (
    <>
      <PageHeader
        title={`Welcome back, ${user.firstName || user.fullName}`}
        description={description(answer, scope)}
        actions={
          answer &&
          hasFigures(answer) && (
            <div className={ui.rowWrap}>
              <ViewSwitch
                views={answer.views}
                current={answer.view}
                onChange={(view) =>
                  view !== answer.view && navigate(`/dashboard?view=${view}`, { replace: true })
                }
              />
              <span className={ui.subtleCaption} aria-live="polite">
                Updated{' '}
                <time dateTime={answer.generatedAt} title={formatInstantZoned(answer.generatedAt)}>
                  {formatTime(answer.generatedAt)}
                </time>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={dashboard.reload}
                loading={dashboard.isReloading}
              >
                <RefreshIcon /> Refresh
              </Button>
            </div>
          )
        }
      />
      {brandVendorId !== undefined && (
        <div className={ui.mb4}>
          <BrandOnboardingCard vendorId={brandVendorId} />
        </div>
      )}
      {dashboard.isLoading && <PageLoading label="Counting today's work…" />}
      {dashboard.isFailed && failure && (
        <div className={ui.retryBlock}>
          <FormError title="The dashboard could not be loaded." message={failure.message} />
          <Button variant="secondary" onClick={dashboard.reload}>
            <RefreshIcon /> Retry
          </Button>
        </div>
      )}
      {answer && !dashboard.isLoading && (
        <>
          {failure && (
            <div className={ui.mb4}>
              <Notice tone="danger" role="alert" title="These figures could not be brought up to date.">
                {failure.message}
              </Notice>
            </div>
          )}
          <Figures answer={answer} />
        </>
      )}
    </>
  );
}
