/**
 * The form's dry run: the recent real events of the chosen kind, one picked (or the newest that meets
 * the conditions), and exactly what would be sent for it with the form's current values — the
 * recipients, the rendered subject and body, or the webhook's headers and body. Nothing is written
 * or sent. A new automation is saved first.
 */
import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { badge } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { formatInstant } from '../../components/format';
import { Notice } from '../../components/notice';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import type { AutomationInput } from '../../domain/resources/automation.schema';
import { useAutomationDryRun } from '../../machines/automation-dry-run/use-automation-dry-run';
import type { DryRunAnswer } from '../../machines/automation-dry-run/automation-dry-run.types';
import { factList, RenderedContent } from './rendered-content';

function Answer({ answer }: { answer: DryRunAnswer }) {
  return (
    <div className={ui.stack} aria-label="Dry run result">
      <div className={ui.rowCenter}>
        <span className={badge({ tone: answer.wouldRun ? 'success' : 'warning' })}>
          {answer.wouldRun ? 'Would send' : 'Would not send'}
        </span>
        {answer.event && (
          <span className={ui.mutedSmall}>
            {answer.event.subjectRef} · {formatInstant(answer.event.occurredAt)}
          </span>
        )}
      </div>
      {answer.reason && <Notice tone="warning">{answer.reason}</Notice>}
      {answer.email && (
        <dl className={factList}>
          <dt>To</dt>
          <dd>{answer.email.to.join(', ') || '—'}</dd>
          <dt>Subject</dt>
          <dd>{answer.email.subject}</dd>
        </dl>
      )}
      {answer.email && <RenderedContent type="Email" content={answer.email.text} label="Rendered e-mail" />}
      {answer.webhook && (
        <>
          <dl className={factList}>
            <dt>POST</dt>
            <dd>{answer.webhook.url}</dd>
            {Object.entries(answer.webhook.headers).map(([name, value]) => (
              <div key={name} className={ui.contents}>
                <dt>{name}</dt>
                <dd className={ui.monoCaption}>{value}</dd>
              </div>
            ))}
          </dl>
          <RenderedContent type="Webhook" content={answer.webhook.body} />
        </>
      )}
    </div>
  );
}

export function DryRunPanel({ automationId }: { automationId: number | null }) {
  if (automationId === null)
    return (
      <Card title="Dry run">
        <p className={ui.help}>
          Save the automation (switched off if you like) to try it on a recent real event before it sends
          anything.
        </p>
      </Card>
    );
  return <SavedDryRun automationId={automationId} />;
}

function SavedDryRun({ automationId }: { automationId: number }) {
  const flow = useAutomationDryRun({ automationId });
  const { values } = useFormikContext<AutomationInput>();
  const { loadEvents } = flow;
  useEffect(() => loadEvents(values.onEvent), [loadEvents, values.onEvent]);
  const { events, eventId, answer, error } = flow.context;
  return (
    <Card
      title="Dry run"
      description="Pick a recent event: see who would receive what. Nothing is written or sent."
    >
      <div className={ui.stack}>
        <label className={ui.stack1}>
          <span className={ui.medium}>Event</span>
          <Field.Select
            aria-label="Event to try"
            value={eventId == null ? '' : String(eventId)}
            disabled={flow.step === 'loadingEvents'}
            onChange={(e) => flow.pick(e.target.value === '' ? null : Number(e.target.value))}
          >
            <option value="">The newest that meets the conditions</option>
            {events.map((e) => (
              <option key={e.id} value={e.id}>
                {e.subjectRef} · {formatInstant(e.occurredAt)}
              </option>
            ))}
          </Field.Select>
        </label>
        {flow.step === 'ready' && events.length === 0 && (
          <p className={ui.help}>No event of this kind has happened yet in what you can see.</p>
        )}
        <div className={ui.row}>
          <Button
            variant="secondary"
            loading={flow.step === 'running'}
            disabled={!flow.canRun}
            onClick={() => flow.run({ ...values })}
          >
            Dry run
          </Button>
          {flow.step === 'failed' && (
            <Button variant="ghost" onClick={flow.retry}>
              Try again
            </Button>
          )}
        </div>
        {error && <Notice tone="danger">{error}</Notice>}
        {answer && <Answer answer={answer} />}
      </div>
    </Card>
  );
}
