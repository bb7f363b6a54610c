/** The automation list's and the log's columns. */
import { Link } from 'wouter';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { AutomationRow, AutomationRunRow } from '../../api/automations.api';
import type { DataColumn } from '../../components/data-table/data-table';
import { formatInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { automationEventLabel } from '../../domain/automation-events';
import { automationRecipientKindLabels } from '../../domain/resources/automation.schema';
import { automationsContract } from '../../domain/contracts/automations';

/** Names of the rows conditions point at ('#id' until loaded). */
export interface ConditionNames {
  vendor(id: number): string;
  project(id: number): string;
  warehouse(id: number): string;
}

/** "Northwind Goods · DAL · MISSING_SKU", or "Every order" when nothing narrows it. */
export function conditionsSummary(a: AutomationRow, names: ConditionNames): string {
  const parts = [
    a.vendorId != null && names.vendor(a.vendorId),
    a.projectId != null && names.project(a.projectId),
    a.warehouseId != null && names.warehouse(a.warehouseId),
    a.marker,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'Any';
}

export function actionSummary(a: AutomationRow): string {
  if (a.type === 'Webhook') return `Webhook → ${a.webhookUrl ? new URL(a.webhookUrl).host : '—'}`;
  if (a.fromEvent) return 'E-mail to the event’s address';
  return `E-mail to ${automationRecipientKindLabels[a.recipientKind].toLowerCase()}`;
}

export const automationColumns = (names: ConditionNames): readonly DataColumn<AutomationRow>[] => [
  {
    id: 'name',
    header: 'Name',
    sortKey: 'name',
    minWidth: 200,
    maxWidth: 320,
    cell: (a) => (
      <Link href={`${automationsContract.screen.path}/edit/${a.id}`} className={ui.strongLink}>
        {a.name}
      </Link>
    ),
  },
  {
    id: 'onEvent',
    header: 'Event',
    sortKey: 'onEvent',
    width: 190,
    cell: (a) => automationEventLabel(a.onEvent),
  },
  {
    id: 'conditions',
    header: 'Conditions',
    minWidth: 160,
    maxWidth: 280,
    cell: (a) => conditionsSummary(a, names),
  },
  { id: 'action', header: 'Action', minWidth: 180, maxWidth: 280, cell: (a) => actionSummary(a) },
  {
    id: 'enabled',
    header: 'Enabled',
    width: 100,
    cell: (a) => (
      <span className={badge({ tone: a.enabled ? 'success' : 'neutral' })}>{a.enabled ? 'On' : 'Off'}</span>
    ),
  },
];

const statusTone = { Queued: 'warning', Sent: 'success', Failed: 'danger' } as const;

export const runColumns = (
  automationName: (id: number | null) => string,
): readonly DataColumn<AutomationRunRow>[] => [
  {
    id: 'createdAt',
    header: 'When',
    sortKey: 'createdAt',
    width: 165,
    cell: (r) => <span className={ui.mutedNowrap}>{formatInstant(r.createdAt)}</span>,
  },
  {
    id: 'automation',
    header: 'Automation',
    minWidth: 140,
    maxWidth: 180,
    cell: (r) =>
      r.automationId == null ? (
        <span className={ui.muted}>Deleted</span>
      ) : (
        <Link href={`${automationsContract.screen.path}/edit/${r.automationId}`} className={ui.strongLink}>
          {automationName(r.automationId)}
        </Link>
      ),
  },
  {
    id: 'event',
    header: 'Event',
    minWidth: 160,
    maxWidth: 220,
    cell: (r) => (
      <span className={ui.stack1}>
        <span>{r.eventType ? automationEventLabel(r.eventType) : '—'}</span>
        {r.eventRef && <span className={ui.mutedSmall}>{r.eventRef}</span>}
      </span>
    ),
  },
  { id: 'recipient', header: 'Recipients', minWidth: 160, maxWidth: 220, cell: (r) => r.recipient || '—' },
  {
    id: 'status',
    header: 'Result',
    minWidth: 120,
    maxWidth: 200,
    cell: (r) => (
      <span className={css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' })}>
        <span className={badge({ tone: statusTone[r.status] ?? 'neutral' })}>{r.status}</span>
        {r.error && <span className={ui.dangerSmall}>{r.error}</span>}
      </span>
    ),
  },
  {
    id: 'attempts',
    header: 'Attempts',
    width: 90,
    align: 'end',
    cell: (r) => (r.responseStatus ? `${r.attempts} · HTTP ${r.responseStatus}` : r.attempts),
  },
  {
    id: 'subject',
    header: 'Subject',
    minWidth: 180,
    maxWidth: 320,
    hiddenByDefault: true,
    cell: (r) => r.subject ?? (r.type === 'Webhook' ? 'Webhook POST' : '—'),
  },
  {
    id: 'sentAt',
    header: 'Sent',
    sortKey: 'sentAt',
    width: 170,
    hiddenByDefault: true,
    cell: (r) => <span className={ui.mutedNowrap}>{r.sentAt ? formatInstant(r.sentAt) : '—'}</span>,
  },
];
