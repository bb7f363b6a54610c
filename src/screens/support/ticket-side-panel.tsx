/**
 * The ticket page's side panel, over the steps machine (use-ticket-steps.ts): the status steps this
 * user may take now, the fields support staff set (assignee, backlog), the priority, and the
 * collaborators. Each change is sent on the version shown; the page reloads after it.
 */
import { useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { communicationsCalls } from '../../api/communications.api';
import type { TicketView } from '../../api/tickets.api';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { PeoplePicker } from '../../components/communications/people-picker';
import { FieldFrame } from '../../components/form-field';
import { FormError } from '../../components/form-error';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import type { Person } from '../../domain/communications';
import { ticketPriorities } from '../../domain/resources/ticket.schema';
import { ticketStepLabels, type TicketStep } from '../../domain/ticket.lifecycle';
import type { TicketStepsFlow } from '../../machines/ticket-steps/use-ticket-steps';
import { useApi } from '../../machines/use-app';

/** The step that moves the ticket forward is the primary button. */
const primarySteps: readonly TicketStep[] = ['start', 'resolve', 'reopen'];

export function TicketStatusCard({ view, steps }: { view: TicketView; steps: TicketStepsFlow }) {
  const { ticket } = view;
  const offered = steps.stepsFor(ticket);
  const busyStep = steps.pending?.kind === 'step' ? steps.pending.step : null;
  return (
    <Card title="Status">
      <div className={ui.stack3}>
        {offered.length > 0 ? (
          <div className={ui.rowWrap2}>
            {offered.map((step) => (
              <Button
                key={step}
                size="sm"
                variant={primarySteps.includes(step) ? 'primary' : 'secondary'}
                disabled={steps.isBusy}
                loading={steps.isBusy && busyStep === step}
                onClick={() => steps.step(ticket, step)}
              >
                {ticketStepLabels[step]}
              </Button>
            ))}
          </div>
        ) : (
          <p className={ui.muted}>
            {steps.isStaff
              ? 'No step is open from this status.'
              : 'Support moves the ticket; answer in the conversation.'}
          </p>
        )}
        {steps.error && (
          <div className={ui.stack2}>
            <FormError title="Not saved" message={steps.error} />
            <div className={ui.row}>
              <Button size="sm" variant="secondary" onClick={steps.retry}>
                Try again
              </Button>
              <Button size="sm" variant="ghost" onClick={steps.dismiss}>
                Dismiss
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  );
}

export function TicketDetailsCard({
  view,
  steps,
  canEdit,
}: {
  view: TicketView;
  steps: TicketStepsFlow;
  canEdit: boolean;
}) {
  const { ticket } = view;
  return (
    <Card title="Details">
      <div className={ui.stack3}>
        {steps.isStaff && (
          <FieldFrame label="Assignee">
            {(a11y) => (
              <Field.Select
                {...a11y}
                disabled={steps.isBusy}
                value={ticket.assigneeUserId ?? ''}
                onChange={(e) => steps.change(ticket, { assigneeUserId: e.target.value || null })}
              >
                <option value="">Unassigned</option>
                {view.assignees.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Field.Select>
            )}
          </FieldFrame>
        )}
        <FieldFrame label="Priority">
          {(a11y) => (
            <Field.Select
              {...a11y}
              disabled={!canEdit || steps.isBusy}
              value={ticket.priority}
              onChange={(e) => steps.change(ticket, { priority: Number(e.target.value) })}
            >
              {ticketPriorities.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </Field.Select>
          )}
        </FieldFrame>
        {steps.isStaff && (
          <label className={ui.checkLabel}>
            <input
              type="checkbox"
              disabled={steps.isBusy}
              checked={ticket.putIntoBackLog}
              onChange={(e) => steps.change(ticket, { putIntoBackLog: e.target.checked })}
            />
            In the backlog
          </label>
        )}
      </div>
    </Card>
  );
}

export function TicketCollaboratorsCard({
  view,
  steps,
  canEdit,
}: {
  view: TicketView;
  steps: TicketStepsFlow;
  canEdit: boolean;
}) {
  const api = useApi();
  const calls = useMemo(() => communicationsCalls(api), [api]);
  const [editing, setEditing] = useState<Person[] | null>(null);
  const save = () => {
    if (!editing) return;
    steps.change(view.ticket, { collaboratorUserIds: editing.map((p) => p.id) });
    setEditing(null);
  };
  return (
    <Card
      title="Collaborators"
      actions={
        canEdit &&
        !editing && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setEditing(view.collaborators.map((c) => ({ id: c.id, name: c.name, email: '' })))}
          >
            Change
          </Button>
        )
      }
    >
      {editing ? (
        <div className={ui.stack3}>
          <PeoplePicker
            calls={calls}
            label="Find collaborators"
            selected={editing}
            onToggle={(person, on) =>
              setEditing(on ? [...editing, person] : editing.filter((p) => p.id !== person.id))
            }
          />
          <div className={ui.row}>
            <Button size="sm" onClick={save} disabled={steps.isBusy}>
              Save
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </div>
      ) : view.collaborators.length ? (
        <ul className={css({ fontSize: '14px' })}>
          {view.collaborators.map((c) => (
            <li key={c.id}>{c.name}</li>
          ))}
        </ul>
      ) : (
        <p className={ui.muted}>Nobody else follows this ticket.</p>
      )}
    </Card>
  );
}
