/**
 * /support/tickets/all: support tickets, 25 a page, open ones first by default ("Show" reads Open
 * tickets until the user picks all), newest activity first; filtered by search (number, title,
 * text), status, priority, type, vendor, assignee and backlog. A client's user sees the tickets it
 * opened, follows, or that Dockhand opened about its held orders (the server scopes the list); the
 * vendor, assignee and backlog filters are support staff's.
 */
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { useTicketsClient } from '../../api/tickets.api';
import { buttonClass } from '../../components/button';
import { usersRef, useRefNames, vendorsRef } from '../../components/crud/crud-refs';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { TICKETS_PAGE_SIZE } from '../../domain/constants';
import { ticketCreateScreenPath, ticketsContract } from '../../domain/contracts/tickets';
import { ticketPriorities, ticketTypes } from '../../domain/resources/ticket.schema';
import { TICKET_STAFF_PERMISSION, ticketStatuses, ticketStatusLabels } from '../../domain/ticket.lifecycle';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions, useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { ticketColumns } from './ticket-columns';

const statusOptions = ticketStatuses.map((s) => ({ value: s, label: ticketStatusLabels[s] }));
const typeOptions = ticketTypes.map((t) => ({ value: t.value, label: t.label }));
const priorityOptions = ticketPriorities.map((p) => ({ value: String(p.value), label: p.label }));
const showOptions = [{ value: 'false', label: 'All tickets' }];
const backlogOptions = [
  { value: 'true', label: 'In the backlog' },
  { value: 'false', label: 'Not in the backlog' },
];

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see support tickets.', retry: false }
    : { message: failure.message, retry: true };
}

export default function TicketListScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useTicketsClient(), { perPage: TICKETS_PAGE_SIZE });
  const { allows, can } = usePermissions();
  const { user } = useSession();
  const isStaff = can(TICKET_STAFF_PERMISSION);
  const refs = useRefNames(isStaff ? [vendorsRef, usersRef] : [vendorsRef]);
  const vendorOptions = refs.options(vendorsRef);
  const assigneeOptions = [
    { value: user.id, label: 'Me' },
    ...refs.options(usersRef).filter((o) => o.value !== user.id),
  ];
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;

  return (
    <>
      <PageHeader
        title="Support tickets"
        description="Questions and problems about orders, shipments, inventory and billing, with their conversation."
        actions={
          allows(ticketsContract.permissions.create) && (
            <Link href={ticketCreateScreenPath} className={buttonClass()}>
              New ticket
            </Link>
          )
        }
      />
      <DataTable
        tableId="supportTickets"
        label="Support tickets"
        columns={ticketColumns}
        density="compact"
        sortDescFirst
        list={list}
        describeFailure={describeFailure}
        emptyTitle="No tickets match"
        emptyText="Change or reset the filters to see more (closed and resolved tickets show under All tickets)."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="search" label="Search" placeholder="Number, title or text" />
              <FilterSelect
                list={list}
                name="showOpen"
                label="Show"
                allLabel="Open tickets"
                options={showOptions}
              />
              <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
              <FilterSelect
                list={list}
                name="priority"
                label="Priority"
                allLabel="Any"
                options={priorityOptions}
              />
              <FilterSelect list={list} name="type" label="Type" options={typeOptions} />
              {vendorOptions.length > 1 && (
                <FilterSelect list={list} name="vendorId" label="Vendor" options={vendorOptions} />
              )}
              {isStaff && (
                <>
                  <FilterSelect
                    list={list}
                    name="assigneeUserId"
                    label="Assignee"
                    allLabel="Anyone"
                    options={assigneeOptions}
                  />
                  <FilterSelect
                    list={list}
                    name="putIntoBackLog"
                    label="Backlog"
                    allLabel="Either"
                    options={backlogOptions}
                  />
                </>
              )}
            </FilterBar>
          )
        }
      />
    </>
  );
}
