/**
 * /support/tickets/view/{id}: one support ticket — its number, title, status, priority, type and
 * client; its description (markdown, rendered safely) and its conversation; beside them the status
 * steps this user may take, assignee, priority and backlog (staff's), collaborators, linked objects,
 * attachments, suggested help articles and history. The page reloads after each change.
 */
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { loadTicketView, type TicketView } from '../../api/tickets.api';
import { Button, buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { formatInstantZoned } from '../../components/format';
import { FormError } from '../../components/form-error';
import { MarkdownView } from '../../components/markdown/markdown-view';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { ticketsContract } from '../../domain/contracts/tickets';
import { useLoad } from '../../machines/load/use-load';
import { useTicketSteps } from '../../machines/ticket-steps/use-ticket-steps';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { TicketPriority, TicketStatusBadge, ticketTypeLabel } from './ticket-badges';
import { TicketConversation } from './ticket-conversation';
import { TicketFilesCard, TicketHistoryCard, TicketLinksCard, TicketSuggestionsCard } from './ticket-related';
import { TicketCollaboratorsCard, TicketDetailsCard, TicketStatusCard } from './ticket-side-panel';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xl: 'minmax(0, 1fr) 360px' },
  gap: '5',
  alignItems: 'start',
});
const facts = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', color: 'fg.muted' });

function TicketPage({ view, reload }: { view: TicketView; reload: () => void }) {
  const { ticket } = view;
  const steps = useTicketSteps(reload);
  const { allows } = usePermissions();
  const canEdit = allows(ticketsContract.permissions.edit);
  return (
    <>
      <PageHeader
        title={
          <span className={ui.titleWithBadge}>
            #{ticket.ticketNumber} {ticket.name} <TicketStatusBadge status={ticket.status} />
          </span>
        }
        description={
          <>
            <span className={facts}>
              {[
                ticketTypeLabel(ticket.type),
                <>
                  Priority <TicketPriority priority={ticket.priority} />
                </>,
                ticket.vendorName ?? 'No client',
                ticket.putIntoBackLog ? 'In the backlog' : null,
              ]
                .filter((part) => part !== null)
                .map((part, i) => (
                  <span key={i}>
                    {i > 0 && '· '}
                    {part}
                  </span>
                ))}
            </span>
            <span className={ui.block}>
              Opened by {ticket.createdByName ?? 'Dockhand'} on {formatInstantZoned(ticket.createdAt)}
            </span>
          </>
        }
        actions={
          <Link href={ticketsContract.screen.path} className={buttonClass({ variant: 'ghost' })}>
            All tickets
          </Link>
        }
      />
      <div className={layout}>
        <div className={ui.stack5}>
          <Card title="Description">
            {ticket.description?.trim() ? (
              <MarkdownView source={ticket.description} />
            ) : (
              <p className={ui.muted}>No description.</p>
            )}
          </Card>
          <TicketConversation ticketId={ticket.id} />
        </div>
        <div className={ui.stack5}>
          <TicketStatusCard view={view} steps={steps} />
          <TicketDetailsCard view={view} steps={steps} canEdit={canEdit} />
          <TicketLinksCard view={view} canEdit={canEdit} onChanged={reload} />
          <TicketSuggestionsCard view={view} />
          <TicketFilesCard view={view} canEdit={canEdit} onChanged={reload} />
          <TicketCollaboratorsCard view={view} steps={steps} canEdit={canEdit} />
          <TicketHistoryCard view={view} />
        </div>
      </div>
    </>
  );
}

export default function TicketViewScreen({ params }: Partial<ScreenProps>) {
  const id = Number(params?.id);
  const api = useApi();
  const view = useLoad((signal) => loadTicketView(api, id, signal), [id, api]);
  // A refresh keeps the page on screen until the new answer arrives.
  const last = useRef<TicketView | null>(null);
  if (view.status === 'loaded') last.current = view.data;
  const shown = view.status === 'loaded' ? view.data : last.current?.ticket.id === id ? last.current : null;

  if (!Number.isSafeInteger(id) || id < 1)
    return <FormError title="No such ticket" message="Open a ticket from Support tickets." />;
  return (
    <div className={ui.recordPage}>
      {shown ? (
        <TicketPage view={shown} reload={view.refresh} />
      ) : view.status === 'failed' ? (
        <div className={ui.retryBlock}>
          <FormError
            title="The ticket could not be opened"
            message={
              view.failure.status === 404
                ? 'No such ticket, or it is not yours to see.'
                : view.failure.message
            }
          />
          {view.failure.status !== 404 && (
            <Button variant="secondary" onClick={view.retry}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <PageLoading label="Loading the ticket…" />
      )}
    </div>
  );
}
