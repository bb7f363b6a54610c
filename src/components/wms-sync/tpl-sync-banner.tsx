/**
 * Above the 3PL lists: they are filled by the 3PL WMS sync. Users who manage the connections see when
 * the last sync ran and how it ended, with a link to the connections (and Sync now).
 */
import { loadWmsConnections } from '../../api/wms-sync.api';
import { WMS_CONNECTION_PERMISSION, type WmsSyncRunRow } from '../../domain/contracts/wms-connections';
import { useLoad } from '../../machines/load/use-load';
import { useApi, usePermissions } from '../../machines/use-app';
import { syncStatusLabels } from '../../machines/wms-connection/wms-connection.logic';
import { formatInstantZoned, formatListInstant } from '../format';
import { Notice } from '../notice';
import { TextLink } from '../text-link';
import { ui } from '../ui/styles';

const CONNECTIONS_PATH = '/integrations/tpl/connections';

/** The newest run of any warehouse. */
const newest = (runs: (WmsSyncRunRow | null)[]) =>
  runs.reduce<WmsSyncRunRow | null>(
    (best, r) => (r && (!best || r.startedAt > best.startedAt) ? r : best),
    null,
  );

function LastSyncText() {
  const api = useApi();
  const connections = useLoad((signal) => loadWmsConnections(api, 'tpl', signal), [api]);
  if (connections.status !== 'loaded') return null;
  const connected = connections.data.filter((w) => w.connection !== null);
  if (connected.length === 0)
    return (
      <>
        {' '}
        No warehouse is connected yet: <TextLink href={CONNECTIONS_PATH}>connect one</TextLink>.
      </>
    );
  const run = newest(connected.map((w) => w.lastRun));
  const at = run ? (run.finishedAt ?? run.startedAt) : null;
  return (
    <>
      {' '}
      {run && at ? (
        <>
          Last sync{' '}
          <span title={formatInstantZoned(at)} className={ui.medium}>
            {formatListInstant(at)}
          </span>
          , {run.warehouseName}: {syncStatusLabels[run.status] ?? run.status}.{' '}
        </>
      ) : (
        'No sync has run yet. '
      )}
      <TextLink href={CONNECTIONS_PATH}>Connections and Sync now</TextLink>
    </>
  );
}

export function TplSyncBanner() {
  const { can } = usePermissions();
  return (
    <div className={ui.mb4}>
      <Notice tone="info">
        <p>
          Filled by the 3PL WMS sync.
          {can(WMS_CONNECTION_PERMISSION) && <LastSyncText />}
        </p>
      </Notice>
    </div>
  );
}
