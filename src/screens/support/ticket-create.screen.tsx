/**
 * /support/tickets/create: open a support ticket — title, type (General Support), priority (Normal),
 * a markdown description, files, collaborators and the object it is about (`?link=order:123` from
 * that object's page reads "About: Order #123"). A thin view over the create machine
 * (use-ticket-create.ts): nothing is sent until the form's own check passes; the new ticket opens.
 */
import { useEffect, useMemo, useState } from 'react';
import { css } from 'styled-system/css';
import { Link, useLocation, useSearch } from 'wouter';
import { communicationsCalls } from '../../api/communications.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { PeoplePicker } from '../../components/communications/people-picker';
import { FieldFrame } from '../../components/form-field';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { Field } from '../../components/ui';
import { ui } from '../../components/ui/styles';
import { ticketScreenPath, ticketsContract } from '../../domain/contracts/tickets';
import { ticketPriorities, ticketTypes } from '../../domain/resources/ticket.schema';
import { useTicketCreate } from '../../machines/ticket-create/use-ticket-create';
import type { TicketValues } from '../../machines/ticket-create/ticket-create.types';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { DescriptionField, FilesField, LinkField } from './ticket-create-fields';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 360px' },
  gap: '5',
  alignItems: 'start',
  maxW: '1200px',
});

export default function TicketCreateScreen(_props: Partial<ScreenProps>) {
  const link = new URLSearchParams(useSearch()).get('link');
  const flow = useTicketCreate({ link });
  const [values, setValues] = useState<TicketValues>(flow.context.values);
  const [, navigate] = useLocation();
  const api = useApi();
  const calls = useMemo(() => communicationsCalls(api), [api]);
  const { problems, error, ticket } = flow.context;
  const set = <K extends keyof TicketValues>(key: K, value: TicketValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  useEffect(() => {
    if (ticket) navigate(ticketScreenPath(ticket.id), { replace: true });
  }, [ticket, navigate]);

  return (
    <>
      <PageHeader
        title="New support ticket"
        description="Tell support what is wrong or what you need; they answer in the ticket’s conversation."
        actions={
          <Link href={ticketsContract.screen.path} className={buttonClass({ variant: 'ghost' })}>
            All tickets
          </Link>
        }
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          flow.submit(values);
        }}
      >
        <div className={layout}>
          <Card>
            <div className={ui.stack5}>
              <FieldFrame label="Title" error={problems.name}>
                {(a11y) => (
                  <Field.Input
                    {...a11y}
                    value={values.name}
                    maxLength={200}
                    onChange={(e) => set('name', e.target.value)}
                  />
                )}
              </FieldFrame>
              <div className={ui.formGrid}>
                <FieldFrame label="Type" error={problems.type}>
                  {(a11y) => (
                    <Field.Select {...a11y} value={values.type} onChange={(e) => set('type', e.target.value)}>
                      {ticketTypes.map((t) => (
                        <option key={t.value} value={t.value}>
                          {t.label}
                        </option>
                      ))}
                    </Field.Select>
                  )}
                </FieldFrame>
                <FieldFrame label="Priority" error={problems.priority}>
                  {(a11y) => (
                    <Field.Select
                      {...a11y}
                      value={values.priority}
                      onChange={(e) => set('priority', Number(e.target.value))}
                    >
                      {ticketPriorities.map((p) => (
                        <option key={p.value} value={p.value}>
                          {p.label}
                        </option>
                      ))}
                    </Field.Select>
                  )}
                </FieldFrame>
              </div>
              <DescriptionField
                value={values.description}
                error={problems.description}
                onChange={(d) => set('description', d)}
              />
              <FilesField
                files={values.files}
                error={problems.attachments}
                onChange={(f) => set('files', f)}
              />
            </div>
          </Card>
          <div className={ui.stack5}>
            <Card title="Linked object">
              <LinkField link={values.link} error={problems.link} onChange={(l) => set('link', l)} />
            </Card>
            <Card
              title="Collaborators"
              description="People who follow this ticket and its conversation with you."
            >
              <div className={ui.stack3}>
                {values.collaborators.length > 0 && (
                  <p className={ui.small}>{values.collaborators.map((p) => p.name).join(', ')}</p>
                )}
                <PeoplePicker
                  calls={calls}
                  label="Find collaborators"
                  selected={values.collaborators}
                  onToggle={(person, on) =>
                    set(
                      'collaborators',
                      on
                        ? [...values.collaborators, person]
                        : values.collaborators.filter((p) => p.id !== person.id),
                    )
                  }
                />
                {problems.collaboratorUserIds && (
                  <p className={ui.fieldError}>{problems.collaboratorUserIds}</p>
                )}
              </div>
            </Card>
          </div>
        </div>
        <div className={css({ mt: '5', maxW: '1200px' })}>
          {error && <FormError title="The ticket was not opened" message={error} />}
          <div className={`${ui.row} ${css({ mt: '3' })}`}>
            {flow.step === 'failed' ? (
              <>
                <Button onClick={flow.retry}>Try again</Button>
                <Button variant="secondary" onClick={flow.edit}>
                  Edit the ticket
                </Button>
              </>
            ) : (
              <Button type="submit" loading={flow.isSubmitting}>
                Open ticket
              </Button>
            )}
          </div>
        </div>
      </form>
    </>
  );
}
