import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import toast from 'react-hot-toast';
import type { ApiFailure } from '../../api/api-error';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { VendorStatusBadge } from './vendor-columns';
import { loadMyProjects } from '../../api/storefronts.api';
import { fulfillmentTypeLabels, useVendorsClient } from '../../api/vendors.api';
import { formatDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { useVendorOnboarding } from '../../machines/vendor-onboarding/use-vendor-onboarding';
import { OnboardingChecklistCard } from './onboarding-checklist';
import { OnboardingTimelineCard } from './onboarding-timeline';
import { VendorHubSections } from './vendor-hub-sections';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={ui.factTerm}>{label}</dt>
      <dd className={ui.factValue}>{children}</dd>
    </div>
  );
}

const failureMessage = (failure: ApiFailure) =>
  failure.status === 403
    ? 'You do not have permission to see vendors.'
    : failure.status === 404
      ? 'No such vendor, or it is not yours to see.'
      : failure.message;

/**
 * /manage/customers/manage/:id, the vendor's hub: its onboarding checklist (with Mark onboarded and Deny
 * for clients.manage), its details, its projects and their stores, its users, warehouses, rate cards
 * and documents, and its onboarding timeline (staff).
 */
export default function VendorManageScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id ?? '';
  const api = useApi();
  const vendors = useVendorsClient();
  const { can } = usePermissions();
  const mayManage = can('clients.manage');
  const load = useLoad(
    async (signal) => {
      const [vendor, projects] = await Promise.all([vendors.get(id, signal), loadMyProjects(api, signal)]);
      return { vendor, projects: projects.filter((p) => String(p.vendorId) === String(vendor.id)) };
    },
    [id, vendors, api],
  );
  const onboarding = useVendorOnboarding(
    Number(id),
    mayManage,
    (changed) => toast.success(changed.action === 'complete' ? 'Marked onboarded' : 'Denied'),
    load.status === 'loaded' ? load.data.projects.map((p) => p.id) : [],
  );
  // The checklist re-reads on every change to the vendor's setup (live, or after Mark onboarded):
  // the details and storefronts re-read with it, in place.
  const checkedAt = onboarding.context.checklist?.checkedAt;
  const lastCheck = useRef(checkedAt);
  const { refresh } = load;
  useEffect(() => {
    if (lastCheck.current && checkedAt !== lastCheck.current) refresh();
    lastCheck.current = checkedAt;
  }, [checkedAt, refresh]);

  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed')
    return <FormError title="The vendor could not be loaded" message={failureMessage(load.failure)} />;
  const { vendor, projects } = load.data;
  return (
    <>
      <PageHeader
        title={vendor.name}
        description={`Vendor ${vendor.code}`}
        actions={
          <>
            <Link href="/manage/customers" className={buttonClass({ variant: 'secondary' })}>
              All vendors
            </Link>
            {can('clients.update') && (
              <Link href={`/manage/customers/edit/${vendor.id}`} className={buttonClass()}>
                Edit
              </Link>
            )}
          </>
        }
      />
      <div className={ui.mb4}>
        <OnboardingChecklistCard flow={onboarding} mayManage={mayManage} />
      </div>
      <div
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', xl: '1fr 2fr' },
          gap: '6',
          alignItems: 'start',
        })}
      >
        <Card title="Details">
          <dl className={ui.twoColumns}>
            <Detail label="Code">{vendor.code}</Detail>
            <Detail label="Status">
              <VendorStatusBadge status={vendor.status} />
            </Detail>
            <Detail label="Fulfilment type">
              {fulfillmentTypeLabels[vendor.fulfillmentType] ?? vendor.fulfillmentType}
            </Detail>
            <Detail label="Trello card">{vendor.trelloCardId ?? '—'}</Detail>
            <Detail label="Created">{formatDay(vendor.createdAt)}</Detail>
            <Detail label="Updated">{formatDay(vendor.updatedAt)}</Detail>
          </dl>
        </Card>
        <Card
          title="Projects and stores"
          description={`${projects.length} ${projects.length === 1 ? 'project' : 'projects'}`}
        >
          {projects.length === 0 ? (
            <p className={ui.muted}>This vendor has no projects yet.</p>
          ) : (
            <ul className={ui.stack3}>
              {projects.map((p) => (
                <li
                  key={p.id}
                  className={css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', p: '3' })}
                >
                  <p className={ui.semibold}>
                    {p.name} ({p.clientCode})
                  </p>
                  <p className={ui.description}>
                    {p.stores.length ? `Stores: ${p.stores.map((s) => s.name).join(', ')}` : 'No stores'}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      {onboarding.context.checklist && (
        <div className={ui.mt6}>
          <VendorHubSections
            vendorId={vendor.id}
            projects={projects}
            version={onboarding.context.checklist.checkedAt}
          />
        </div>
      )}
      {onboarding.context.checklist && (can('clients.view') || mayManage) && (
        <div className={ui.mt6}>
          <OnboardingTimelineCard vendorId={Number(id)} version={onboarding.context.checklist.checkedAt} />
        </div>
      )}
    </>
  );
}
