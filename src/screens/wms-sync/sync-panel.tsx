/**
 * A warehouse's last sync and Sync now: the run's time (the user's timezone), status and what it did
 * in words; the button queues a sync, followed live until it has succeeded (what it did) or failed
 * (why), with Sync again.
 */
import { badge } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { formatInstantZoned, formatListInstant } from '../../components/format';
import { Notice } from '../../components/notice';
import { Spinner } from '../../components/spinner';
import { ui } from '../../components/ui/styles';
import type { WmsSyncRunRow, WmsSyncStatus } from '../../domain/contracts/wms-connections';
import {
  countsSummary,
  syncStatusLabels,
  triggerLabel,
} from '../../machines/wms-connection/wms-connection.logic';
import type { WmsSyncFlow } from '../../machines/wms-connection/use-wms-connection';

export const syncStatusTones: Record<WmsSyncStatus, 'accent' | 'success' | 'danger'> = {
  Running: 'accent',
  Succeeded: 'success',
  Failed: 'danger',
};

export function SyncStatusBadge({ status }: { status: WmsSyncStatus }) {
  return (
    <span className={badge({ tone: syncStatusTones[status] ?? 'neutral' })}>
      {syncStatusLabels[status] ?? status}
    </span>
  );
}

/** The last run in a sentence: when, how it ended, and what it did. */
export function LastSync({ run }: { run: WmsSyncRunRow | null }) {
  if (!run) return <p className={ui.muted}>Never synced.</p>;
  const at = run.finishedAt ?? run.startedAt;
  return (
    <div className={ui.stack1}>
      <p className={ui.rowWrap2}>
        <span className={ui.medium}>Last sync</span>
        <span title={formatInstantZoned(at)}>{formatListInstant(at)}</span>
        <SyncStatusBadge status={run.status} />
        <span className={ui.mutedSmall}>
          {triggerLabel(run.trigger)}
          {run.userName ? ` by ${run.userName}` : ''}
        </span>
      </p>
      {run.status === 'Failed' ? (
        <p className={ui.dangerSmall}>{run.error ?? 'It failed without a reason.'}</p>
      ) : (
        run.status === 'Succeeded' && <p className={ui.mutedSmall}>{countsSummary(run.counts).join('; ')}</p>
      )}
    </div>
  );
}

interface Props {
  flow: WmsSyncFlow;
  /** Why Sync now cannot run (no connection, disabled), or null. */
  blocked: string | null;
  hint: string;
  warehouseName: string;
}

export function SyncPanel({ flow, blocked, hint, warehouseName }: Props) {
  const { step, context, phase } = flow;
  return (
    <div className={ui.stack3}>
      <LastSync run={flow.latestRun} />
      <div className={ui.rowWrap}>
        <Button
          variant="secondary"
          loading={flow.busy}
          disabled={blocked !== null || !flow.canStart}
          onClick={flow.start}
          aria-label={`Sync now ${warehouseName}`}
        >
          Sync now
        </Button>
        {phase && (
          <span role="status" className={ui.busyRow}>
            <Spinner size={14} />
            {phase === 'running' ? 'Running…' : 'Queued: waiting for the job runner…'}
          </span>
        )}
      </div>
      <p className={ui.help}>{blocked ?? hint}</p>
      {step === 'succeeded' && context.run && (
        <Notice tone="success" role="status" title="Synced">
          <ul>
            {countsSummary(context.run.counts).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Notice>
      )}
      {step === 'failed' && (
        <Notice tone="danger" role="alert" title="The sync failed">
          <p>{context.error}</p>
          <Button
            variant="secondary"
            size="sm"
            className={ui.mt2}
            disabled={blocked !== null}
            onClick={flow.start}
          >
            Sync again
          </Button>
        </Notice>
      )}
    </div>
  );
}
