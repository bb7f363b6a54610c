/**
 * The IRMS lists' Sync column (configs/irms.ts): what the last pull made of a row, as its label with
 * the reason as its tooltip (skipped, error), and under it a link to the Dockhand order or purchase
 * order it became.
 */
import { cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Link } from 'wouter';
import { poContract } from '../../domain/contracts/purchase-orders';
import { irmsSyncStatusLabels, type IrmsSyncStatus } from '../../domain/contracts/wms-connections';
import { ui } from '../ui/styles';
import type { CrudRow } from './crud-config';

/** The sync fields the server adds to an IRMS row (irms_* tables' sync_status, sync_error, order ids). */
export interface IrmsSyncFields {
  syncStatus?: string | null;
  syncError?: string | null;
  orderId?: number | null;
  purchaseOrderId?: number | null;
}

const tones: Record<IrmsSyncStatus, 'neutral' | 'success' | 'accent' | 'warning' | 'danger'> = {
  synced: 'neutral',
  imported: 'success',
  updated: 'accent',
  skipped: 'warning',
  error: 'danger',
};

const targets = {
  order: { field: 'orderId', href: (id: number) => `/orders/details/${id}`, short: 'Order', name: 'order' },
  purchaseOrder: {
    field: 'purchaseOrderId',
    href: (id: number) => `${poContract.screen.path}/view/${id}`,
    short: 'PO',
    name: 'purchase order',
  },
} as const;

/** The label (the reason on hover), and under it the Dockhand record the row became, as a link. */
export function IrmsSyncCell({ row, kind }: { row: CrudRow; kind: keyof typeof targets }) {
  const { syncStatus, syncError } = row as CrudRow & IrmsSyncFields;
  if (!syncStatus) return <span className={ui.muted}>—</span>;
  const status = syncStatus as IrmsSyncStatus;
  return (
    <>
      <span className={badge({ tone: tones[status] ?? 'neutral' })} title={syncError ?? undefined}>
        {irmsSyncStatusLabels[status] ?? syncStatus}
        {syncError && <span className={ui.srOnly}>: {syncError}</span>}
      </span>
      <DockhandRecordLink row={row} kind={kind} />
    </>
  );
}

/** The Dockhand record an IRMS row became, on a line of its own; nothing while it is only listed. */
function DockhandRecordLink({ row, kind }: { row: CrudRow; kind: keyof typeof targets }) {
  const target = targets[kind];
  const id = (row as CrudRow & IrmsSyncFields)[target.field];
  if (typeof id !== 'number') return null;
  return (
    <Link
      href={target.href(id)}
      className={cx(ui.block, ui.strongLinkNowrap, ui.small)}
      aria-label={`Dockhand ${target.name} #${id}`}
    >
      {target.short} #{id}
    </Link>
  );
}
