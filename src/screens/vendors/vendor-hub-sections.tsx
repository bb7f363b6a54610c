/**
 * The vendor's hub below its checklist (issue 21): its users, warehouses, rate cards and documents
 * (inbound documents and invoices), each a short list with a link to the screen that manages it.
 * Each section reads the list API of its own screen, filtered to the vendor, and shows only when the
 * user may read that screen (a 403 hides it); they re-read with the checklist (`version`).
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { ProjectRef, WarehouseRef } from '../../api/bootstrap.api';
import { loadMyWarehouses } from '../../api/bootstrap.api';
import { statusOf } from '../../api/api-error';
import { activityRateCardScreenPath, loadRateCardVersions } from '../../api/rate-cards.api';
import { fullName, userStatusLabels, userStatusTone } from '../../api/users.api';
import { contractClient } from '../../api/resource-client';
import { Card } from '../../components/card';
import { formatDay } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { activityRateCardsContract } from '../../domain/contracts/activity-rate-cards';
import { usersContract } from '../../domain/contracts/users';
import { vendorInvoicesContract } from '../../domain/contracts/vendor-invoices';
import { warehousesContract } from '../../domain/contracts/warehouses';
import { asnScreenContract, warehouseShipmentsContract } from '../../domain/contracts/warehouse-shipments';
import { formatAmount } from '../../domain/money';
import { roleLabels } from '../../domain/permissions';
import { warehouseShipmentTypes } from '../../domain/resources/warehouse-shipment.schema';
import { invoiceStatusLabel } from '../../domain/vendor-invoice.lifecycle';
import { shipmentStatusLabels, type ShipmentStatus } from '../../domain/warehouse-shipment.lifecycle';
import { useLoad } from '../../machines/load/use-load';
import { useApi, usePermissions } from '../../machines/use-app';
import { InviteBrandUserForm } from './invite-brand-user-form';

/** How many rows each section lists; the link opens the whole list. */
const SHOWN = 5;

const sectionGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' },
  gap: '6',
  alignItems: 'start',
});

const rowList = css({ '& > li': { py: '2', borderBottomWidth: '1px', borderColor: 'border' } });

/** A section's rows, or null when the user may not read them (403): the section is left out. */
function useSection<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]) {
  const state = useLoad(async (signal) => {
    try {
      return await load(signal);
    } catch (err) {
      if (statusOf(err) === 403) return null;
      throw err;
    }
  }, deps);
  return state;
}

/** A list (the rate cards) or a page of rows with nothing in it. */
const isEmpty = (data: unknown) =>
  Array.isArray(data) ? data.length === 0 : (data as { items?: unknown[] }).items?.length === 0;

function Section<T>({
  title,
  state,
  empty,
  emptyExtra,
  more,
  children,
}: {
  title: string;
  state: ReturnType<typeof useSection<T>>;
  empty: string;
  /** Shown under the empty text too (a form that adds the first row). */
  emptyExtra?: ReactNode;
  more: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  if (state.status === 'loaded' && state.data === null) return null;
  return (
    <Card title={title} actions={more}>
      {state.status === 'loading' ? (
        <p className={ui.muted}>Loading…</p>
      ) : state.status === 'failed' ? (
        <p className={ui.danger} role="alert">
          {state.failure.message}
        </p>
      ) : state.data && !isEmpty(state.data) ? (
        children(state.data)
      ) : (
        <>
          <p className={ui.muted}>{empty}</p>
          {emptyExtra}
        </>
      )}
    </Card>
  );
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function UsersSection({ vendorId, version }: { vendorId: number; version: string }) {
  const api = useApi();
  const { can } = usePermissions();
  const state = useSection(
    (signal) =>
      contractClient(api, usersContract).list(
        { filters: { vendorId }, sortBy: 'email', sortDesc: false, page: 1, perPage: SHOWN },
        signal,
      ),
    [api, vendorId, version],
  );
  // The People step's compact form; the list re-reads with the checklist the invitation ticks.
  const invite = can('teams.invite') && (
    <div className={ui.mt4}>
      <InviteBrandUserForm vendorId={vendorId} onInvited={state.refresh} />
    </div>
  );
  return (
    <Section
      title="Users"
      state={state}
      empty="No users are limited to this vendor yet."
      emptyExtra={invite}
      more={<TextLink href={`${usersContract.screen.path}?vendorId=${vendorId}`}>All users</TextLink>}
    >
      {(page) => (
        <>
          <ul className={rowList} aria-label="Vendor users">
            {page.items.map((u) => (
              <li key={u.id} className={ui.rowCenter}>
                <span className={ui.grow}>
                  <span className={ui.medium}>{fullName(u) || u.email}</span>
                  <span className={ui.mutedSmall}>
                    {' '}
                    {u.email} · {u.roles.map((r) => roleLabels[r] ?? r).join(', ')}
                  </span>
                </span>
                <span className={badge({ tone: userStatusTone[u.status] })}>
                  {userStatusLabels[u.status]}
                </span>
              </li>
            ))}
          </ul>
          {page.total > SHOWN && <p className={ui.mutedSmall}>{count(page.total, 'user')} in all</p>}
          {invite}
        </>
      )}
    </Section>
  );
}

/** The warehouses its storefronts ship from, named from the user's warehouse list. */
function WarehousesSection({ projects }: { projects: readonly ProjectRef[] }) {
  const api = useApi();
  const state = useSection((signal) => loadMyWarehouses(api, signal), [api]);
  const byWarehouse = new Map<number, ProjectRef[]>();
  for (const p of projects)
    if (p.warehouseId !== null)
      byWarehouse.set(p.warehouseId, [...(byWarehouse.get(p.warehouseId) ?? []), p]);
  const unassigned = projects.filter((p) => p.warehouseId === null);
  return (
    <Section
      title="Warehouses"
      state={state}
      empty="No storefront ships from a warehouse yet."
      more={<TextLink href={warehousesContract.screen.path}>All warehouses</TextLink>}
    >
      {(warehouses: WarehouseRef[]) =>
        byWarehouse.size === 0 && unassigned.length === 0 ? (
          <p className={ui.muted}>No storefront ships from a warehouse yet.</p>
        ) : (
          <ul className={rowList} aria-label="Vendor warehouses">
            {[...byWarehouse].map(([id, ps]) => {
              const w = warehouses.find((x) => x.id === id);
              return (
                <li key={id}>
                  <span className={ui.medium}>{w ? `${w.fullName} (${w.code})` : `Warehouse ${id}`}</span>
                  <span className={ui.mutedSmall}> · ships {ps.map((p) => p.clientCode).join(', ')}</span>
                </li>
              );
            })}
            {unassigned.length > 0 && (
              <li className={ui.mutedSmall}>
                No warehouse chosen for {unassigned.map((p) => p.clientCode).join(', ')}
              </li>
            )}
          </ul>
        )
      }
    </Section>
  );
}

function RateCardsSection({ vendorId, version }: { vendorId: number; version: string }) {
  const api = useApi();
  const state = useSection(
    async (signal) => {
      const page = await contractClient(api, activityRateCardsContract).list(
        { filters: { vendorId }, page: 1, perPage: SHOWN },
        signal,
      );
      // The version in force of each card shown (a vendor has one or a few).
      return Promise.all(
        page.items.map(async (card) => {
          const answer = await loadRateCardVersions(api, card.id, signal);
          return { card, inForce: answer.versions.find((v) => v.id === answer.currentVersionId) ?? null };
        }),
      );
    },
    [api, vendorId, version],
  );
  return (
    <Section
      title="Rate cards"
      state={state}
      empty="No activity rate card yet."
      more={
        <TextLink href={`${activityRateCardsContract.screen.path}?vendorId=${vendorId}`}>
          All rate cards
        </TextLink>
      }
    >
      {(cards) => (
        <ul className={rowList} aria-label="Vendor rate cards">
          {cards.map(({ card, inForce }) => (
            <li key={card.id}>
              <TextLink href={activityRateCardScreenPath(card.id)}>{card.name}</TextLink>
              <span className={ui.mutedSmall}>
                {' '}
                ·{' '}
                {inForce
                  ? `version ${inForce.versionNumber} in force since ${formatDay(inForce.effectiveFrom)}`
                  : 'no version in force'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

const shipmentTypeLabel = (type: number) =>
  warehouseShipmentTypes.find((t) => t.value === type)?.label ?? 'Document';

function DocumentsSection({ vendorId, version }: { vendorId: number; version: string }) {
  const api = useApi();
  const { can } = usePermissions();
  const inbound = useSection(
    (signal) =>
      contractClient(api, warehouseShipmentsContract).list(
        { filters: { vendorId }, sortBy: 'createdAt', sortDesc: true, page: 1, perPage: SHOWN },
        signal,
      ),
    [api, vendorId, version],
  );
  const invoices = useSection(
    (signal) =>
      contractClient(api, vendorInvoicesContract).list(
        { filters: { vendorId }, page: 1, perPage: SHOWN },
        signal,
      ),
    [api, vendorId, version],
  );
  const mayOpenAsn = asnScreenContract.permissions.view.some((p) => can(p));
  return (
    <>
      <Section
        title="Inbound documents"
        state={inbound}
        empty="No ASN, transfer or purchase-order batch yet."
        more={<TextLink href={asnScreenContract.screen.path}>All ASNs</TextLink>}
      >
        {(page) => (
          <ul className={rowList} aria-label="Vendor inbound documents">
            {page.items.map((d) => (
              <li key={d.id} className={ui.rowCenter}>
                <span className={ui.grow}>
                  {d.type === 1 && mayOpenAsn ? (
                    <TextLink href={`${asnScreenContract.screen.path}/view/${d.id}`}>
                      {d.orderNumber}
                    </TextLink>
                  ) : (
                    <span className={ui.medium}>{d.orderNumber}</span>
                  )}
                  <span className={ui.mutedSmall}>
                    {' '}
                    · {shipmentTypeLabel(d.type)}
                    {d.expectedDate ? ` · expected ${formatDay(d.expectedDate)}` : ''}
                  </span>
                </span>
                <span className={badge({ tone: 'neutral' })}>
                  {shipmentStatusLabels[d.orderStatus as ShipmentStatus] ?? d.orderStatus}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        title="Invoices"
        state={invoices}
        empty="No invoice yet."
        more={
          <TextLink href={`${vendorInvoicesContract.screen.path}?vendorId=${vendorId}`}>
            All invoices
          </TextLink>
        }
      >
        {(page) => (
          <ul className={rowList} aria-label="Vendor invoices">
            {page.items.map((inv) => (
              <li key={inv.id} className={ui.rowCenter}>
                <span className={ui.grow}>
                  <TextLink href={`/billing/customerInvoices/view/${inv.id}`}>{inv.invoiceNumber}</TextLink>
                  <span className={ui.mutedSmall}>
                    {' '}
                    · {formatAmount(inv.total, inv.currency)}
                    {inv.invoiceDate ? ` · ${formatDay(inv.invoiceDate)}` : ''}
                  </span>
                </span>
                <span className={badge({ tone: 'neutral' })}>{invoiceStatusLabel(inv.status)}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

export function VendorHubSections({
  vendorId,
  projects,
  version,
}: {
  vendorId: number;
  projects: readonly ProjectRef[];
  /** The checklist's check time: the sections re-read whenever the checklist does. */
  version: string;
}) {
  return (
    <div className={sectionGrid}>
      <UsersSection vendorId={vendorId} version={version} />
      <WarehousesSection projects={projects} />
      <RateCardsSection vendorId={vendorId} version={version} />
      <DocumentsSection vendorId={vendorId} version={version} />
    </div>
  );
}
