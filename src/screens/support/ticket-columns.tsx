/** The support ticket list's columns: names come with the rows (vendor, assignee, creator). */
import { Link } from 'wouter';
import type { DataColumn } from '../../components/data-table/data-table';
import { formatInstantZoned, formatListInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { ticketScreenPath, type TicketRow } from '../../domain/contracts/tickets';
import { TicketPriority, TicketStatusBadge, ticketTypeLabel } from './ticket-badges';

const none = <span className={ui.muted}>—</span>;

export const ticketColumns: DataColumn<TicketRow>[] = [
  {
    id: 'ticketNumber',
    header: 'Number',
    sortKey: 'ticketNumber',
    width: 80,
    cell: (t) => (
      <Link href={ticketScreenPath(t.id)} className={ui.strongLinkNowrap}>
        #{t.ticketNumber}
      </Link>
    ),
  },
  {
    id: 'name',
    header: 'Title',
    minWidth: 220,
    maxWidth: 420,
    cell: (t) => (
      <Link href={ticketScreenPath(t.id)} className={ui.strongLink}>
        {t.name}
      </Link>
    ),
  },
  { id: 'type', header: 'Type', minWidth: 110, maxWidth: 170, cell: (t) => ticketTypeLabel(t.type) },
  {
    id: 'priority',
    header: 'Priority',
    sortKey: 'priority',
    width: 90,
    cell: (t) => <TicketPriority priority={t.priority} />,
  },
  {
    id: 'status',
    header: 'Status',
    sortKey: 'status',
    width: 150,
    cell: (t) => <TicketStatusBadge status={t.status} />,
  },
  { id: 'vendor', header: 'Vendor', minWidth: 100, maxWidth: 170, cell: (t) => t.vendorName ?? none },
  {
    id: 'assignee',
    header: 'Assignee',
    minWidth: 100,
    maxWidth: 160,
    cell: (t) => t.assigneeName ?? <span className={ui.muted}>Unassigned</span>,
  },
  {
    id: 'createdBy',
    header: 'Opened by',
    minWidth: 100,
    maxWidth: 160,
    hiddenByDefault: true,
    cell: (t) => t.createdByName ?? <span className={ui.muted}>Dockhand</span>,
  },
  {
    id: 'lastActivityAt',
    header: 'Last activity',
    sortKey: 'lastActivityAt',
    width: 130,
    cell: (t) => (
      <span className={ui.mutedNowrap} title={formatInstantZoned(t.lastActivityAt)}>
        {formatListInstant(t.lastActivityAt)}
      </span>
    ),
  },
];
