/** The storefront's sync log: the last ten syncs, newest first, with what each did or why it failed. */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { loadShippingToolSyncs } from '../../api/shipping-tool.api';
import { Card } from '../../components/card';
import { DateTimeText } from '../../components/data-table/date-time-text';
import { FormError } from '../../components/form-error';
import { formatListInstant } from '../../components/format';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import {
  shippingToolScopeLabels,
  shippingToolSyncStatusLabels,
  type ShippingToolSyncRow,
  type ShippingToolSyncScope,
  type ShippingToolSyncStatus,
} from '../../domain/contracts/shipping-tool';
import { useLoad } from '../../machines/load/use-load';
import { syncSummary } from '../../machines/shipping-tool-sync/shipping-tool-sync.logic';
import { useApi } from '../../machines/use-app';

const tones = { Running: 'accent', Succeeded: 'success', Failed: 'danger' } as const;
const td = css({ px: '4', py: '2.5', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' });

function When({ at }: { at: string | null }) {
  const text = formatListInstant(at);
  return text ? <DateTimeText text={text} /> : <span className={ui.muted}>—</span>;
}

function SyncLine({ sync }: { sync: ShippingToolSyncRow }) {
  const status = sync.status as ShippingToolSyncStatus;
  const counts = syncSummary(sync.counts);
  return (
    <tr>
      <td className={td}>
        <When at={sync.startedAt} />
      </td>
      <td className={td}>
        <When at={sync.finishedAt} />
      </td>
      <td className={td}>{shippingToolScopeLabels[sync.scope as ShippingToolSyncScope] ?? sync.scope}</td>
      <td className={td}>
        <span className={badge({ tone: tones[status] ?? 'neutral' })}>
          {shippingToolSyncStatusLabels[status] ?? sync.status}
        </span>
      </td>
      <td className={td}>{sync.userName ?? <span className={ui.muted}>—</span>}</td>
      <td className={td}>
        {counts.length ? (
          counts.map((line) => (
            <span key={line} className={ui.block}>
              {line}
            </span>
          ))
        ) : (
          <span className={ui.muted}>—</span>
        )}
      </td>
      <td className={td}>{sync.error ? <span className={ui.danger}>{sync.error}</span> : null}</td>
    </tr>
  );
}

export function SyncLog({ projectId, reloadKey }: { projectId: number; reloadKey: number | null }) {
  const api = useApi();
  const log = useLoad((signal) => loadShippingToolSyncs(api, projectId, signal), [api, projectId, reloadKey]);
  return (
    <Card title="Sync log" description="The last ten syncs of this storefront's shipping tool, newest first.">
      {log.status === 'loading' && <PageLoading />}
      {log.status === 'failed' && (
        <FormError title="The sync log could not be loaded" message={log.failure.message} />
      )}
      {log.status === 'loaded' &&
        (log.data.items.length === 0 ? (
          <p className={ui.muted}>No sync yet.</p>
        ) : (
          <div className={ui.scrollX}>
            <table className={ui.plainTable} aria-label="Sync log">
              <thead>
                <tr>
                  {['Started', 'Finished', 'Scope', 'Status', 'By', 'Result', 'Error'].map((h) => (
                    <th key={h} className={ui.plainTh}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {log.data.items.map((sync) => (
                  <SyncLine key={sync.id} sync={sync} />
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </Card>
  );
}
