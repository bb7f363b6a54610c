/** One run of the log: what was sent (the rendered e-mail as text, or the webhook body) and how it went. */
import type { AutomationRunRow } from '../../api/automations.api';
import { FramedDialog } from '../../components/framed-dialog';
import { formatInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { automationEventLabel } from '../../domain/automation-events';
import { factList, RenderedContent } from './rendered-content';

export function RunDetailsDialog({ run, onClose }: { run: AutomationRunRow | null; onClose: () => void }) {
  return (
    <FramedDialog
      open={run !== null}
      onClose={onClose}
      title={run?.subject ?? (run?.type === 'Webhook' ? 'Webhook POST' : 'Automation run')}
      description={
        run ? `${run.eventType ? automationEventLabel(run.eventType) : 'Event'} · ${run.status}` : undefined
      }
      size="lg"
    >
      {run && (
        <div className={ui.stack}>
          <dl className={factList}>
            <dt>Recipients</dt>
            <dd>{run.recipient || '—'}</dd>
            <dt>Attempts</dt>
            <dd>
              {run.attempts}
              {run.lastAttemptAt ? `, last ${formatInstant(run.lastAttemptAt)}` : ''}
              {run.responseStatus ? ` (HTTP ${run.responseStatus})` : ''}
            </dd>
            {run.error && (
              <>
                <dt>Error</dt>
                <dd className={ui.danger}>{run.error}</dd>
              </>
            )}
          </dl>
          <RenderedContent type={run.type} content={run.content} />
        </div>
      )}
    </FramedDialog>
  );
}
