/**
 * Pure rules of a warehouse's connection to an external warehouse system, shared by its machines and
 * the screens: which fields each system asks for and their labels, the form's checks (the server's
 * own schema), the body a save sends, the connection's state and the words a sync run reads in.
 */
import {
  wmsSyncTriggerLabels,
  type WmsConnectionBody,
  type WmsConnectionRow,
  type WmsSyncCounts,
  type WmsSyncRunRow,
  type WmsSyncStatus,
  type WmsSystem,
} from '../../domain/contracts/wms-connections';
import { ValidationError } from 'yup';
import { wmsConnectionSchema } from '../../domain/resources/wms-connection.schema';
import type { ConnectionField, ConnectionValues, SyncContext } from './wms-connection.types';

/** The fields of each system's form, in order (the secret is the 3PL client secret or the IRMS API key). */
export const connectionFields: Record<WmsSystem, readonly ConnectionField[]> = {
  tpl: ['baseUrl', 'clientId', 'userLoginId', 'secret', 'enabled'],
  irms: ['baseUrl', 'secret', 'enabled', 'importVendorIds'],
};

export const fieldLabels: Record<WmsSystem, Record<ConnectionField, string>> = {
  tpl: {
    baseUrl: 'Base URL',
    clientId: 'Client id',
    userLoginId: 'User login id',
    secret: 'Client secret',
    enabled: 'Enabled',
    importVendorIds: 'Vendors to import',
  },
  irms: {
    baseUrl: 'Base URL',
    clientId: 'Client id',
    userLoginId: 'User login id',
    secret: 'API key',
    enabled: 'Enabled',
    importVendorIds: 'Vendors to import',
  },
};

export const valuesOf = (connection: WmsConnectionRow | null): ConnectionValues => ({
  baseUrl: connection?.baseUrl ?? '',
  clientId: connection?.clientId ?? '',
  userLoginId: connection?.userLoginId ?? '',
  secret: '',
  enabled: connection?.enabled ?? true,
  importVendorIds: connection?.importVendorIds ?? [],
});

/** What is wrong with the values, by field, by the server's own rules (wmsConnectionSchema); {} when none. */
export function connectionProblems(
  system: WmsSystem,
  values: ConnectionValues,
  connection: WmsConnectionRow | null,
): Partial<Record<ConnectionField, string>> {
  try {
    wmsConnectionSchema(system, !connection?.secretSet).validateSync(
      connectionBody(system, values, connection),
      { abortEarly: false },
    );
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const problems: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) problems[e.path ?? 'baseUrl'] ??= e.message;
    return problems;
  }
}

/** What a save sends: the system's fields, the secret only when typed, on the version read. */
export function connectionBody(
  system: WmsSystem,
  values: ConnectionValues,
  connection: WmsConnectionRow | null,
): WmsConnectionBody {
  return {
    baseUrl: values.baseUrl.trim(),
    ...(system === 'tpl'
      ? { clientId: values.clientId.trim(), userLoginId: values.userLoginId.trim() }
      : { importVendorIds: values.importVendorIds }),
    secret: values.secret.trim() || null,
    enabled: values.enabled,
    version: connection?.version ?? null,
  };
}

export type ConnectionState = 'none' | 'connected' | 'disabled';

export const connectionStateOf = (connection: WmsConnectionRow | null): ConnectionState =>
  connection === null ? 'none' : connection.enabled ? 'connected' : 'disabled';

export const connectionStateLabels: Record<ConnectionState, string> = {
  none: 'Not connected',
  connected: 'Connected',
  disabled: 'Disabled',
};

/** Why Sync now cannot run for this connection, or null when it can. */
export function syncBlockedReason(connection: WmsConnectionRow | null): string | null {
  if (connection === null) return 'Save the connection first.';
  if (!connection.enabled) return 'The connection is disabled: enable it and save to sync.';
  return null;
}

export const syncStatusLabels: Record<WmsSyncStatus, string> = {
  Running: 'Running',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
};

export const triggerLabel = (trigger: string) =>
  (wmsSyncTriggerLabels as Record<string, string>)[trigger] ?? trigger;

/** The lists and documents a run pulls or pushes, as people call them. */
const listLabels: Record<string, string> = {
  facilities: 'Facilities',
  customers: 'Customers',
  items: 'Items',
  unitsOfMeasure: 'Units of measure',
  carriers: 'Carriers',
  carrierServices: 'Shipment services',
  billingCodes: 'Billing codes',
  receivers: 'Receivers (ASNs)',
  adjustments: 'Adjustments',
  ordersPushed: 'Orders to the WMS',
  receiversPushed: 'ASNs to the WMS',
  shipments: 'Shipment confirmations',
  shipmentConfirmations: 'Shipment confirmations',
  stock: 'Stock summary',
  drifts: 'Stock differences',
  purchaseOrders: 'Purchase orders',
  customerOrders: 'Customer orders',
};

/** What happened to the records of a list, as people say it ('3 new'). */
const outcomeWords: Record<string, string> = {
  created: 'new',
  updated: 'updated',
  unchanged: 'unchanged',
  mapped: 'matched to Dockhand records',
  deactivated: 'no longer listed',
  deleted: 'removed',
  imported: 'imported into Dockhand',
  skipped: 'skipped',
  otherWarehouse: 'for other warehouses',
  unknownVendor: 'with no Dockhand vendor',
  unmapped: 'not matched to Dockhand',
  applied: 'applied to Dockhand stock',
  refused: 'refused',
  failed: 'failed',
  errors: 'failed',
  pushed: 'sent',
  sent: 'sent',
  shipped: 'shipped',
  cancelled: 'cancelled',
  closed: 'closed',
  found: 'found',
  open: 'open',
  opened: 'found',
  resolved: 'resolved',
};

/** 'unitsOfMeasure' → 'Units of measure': a name the server added after this screen. */
const humanize = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One list's changes in words: "Facilities: 2 new, 1 updated"; null when nothing in it changed. */
export function countsLine(list: string, counts: Record<string, number>): string | null {
  const parts = Object.entries(counts)
    .filter(([outcome, n]) => n > 0 && outcome !== 'unchanged')
    .map(([outcome, n]) => `${n} ${outcomeWords[outcome] ?? humanize(outcome).toLowerCase()}`);
  return parts.length ? `${listLabels[list] ?? humanize(list)}: ${parts.join(', ')}` : null;
}

/**
 * What a run changed, in words, one line per list that changed, then how many records it found as
 * they were ("38 records unchanged"); a run that changed nothing reads as such.
 */
export function countsSummary(counts: WmsSyncCounts | null | undefined): string[] {
  const lists = Object.entries(counts ?? {});
  const lines = lists.map(([list, c]) => countsLine(list, c)).filter((line): line is string => line !== null);
  const unchanged = lists.reduce((sum, [, c]) => sum + (c.unchanged ?? 0), 0);
  const rest = unchanged ? [`${unchanged} ${unchanged === 1 ? 'record' : 'records'} unchanged`] : [];
  return lines.length ? [...lines, ...rest] : [`Nothing new or changed${unchanged ? ` (${rest[0]})` : ''}`];
}

/**
 * The newest run a new sync's run must be newer than: a run still running may be the one a Sync now
 * joins (the server answers the job already queued or running), so it does not count.
 */
export const baselineOf = (run: WmsSyncRunRow | null): number | null =>
  run ? (run.status === 'Running' ? run.id - 1 : run.id) || null : null;

/** The running sync's run: one newer than the newest known before it was asked for. */
export const ownRunOf = (context: Pick<SyncContext, 'run' | 'baselineRunId'>): WmsSyncRunRow | null =>
  context.run !== null && context.run.id > (context.baselineRunId ?? 0) ? context.run : null;

/** A job's status that means it will not run again. */
export const isJobEnded = (status: string | null) =>
  status === 'Succeeded' || status === 'Failed' || status === 'Cancelled';
