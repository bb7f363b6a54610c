/** Support tickets. */
import { ticketsContract } from '../../../src/domain/contracts/tickets';
import { arrayContains, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { FILTER_ALL, TICKETS_PAGE_SIZE } from '../../../src/domain/constants';
import {
  openTicketStatuses,
  TICKET_STAFF_PERMISSION,
  ticketSchema,
  ticketStaffDefaults,
  ticketStatuses,
  ticketTypeValues,
} from '../../../src/domain/resources/ticket.schema';
import { tickets } from '../../db/schema';
import { custom, intEquals, textEquals, whenTrue } from '../filters';
import { defineResource } from '../resource';
import { stampCreator } from './shared';
import { containsPattern } from '../../db/like-patterns';

export const ticketResource = defineResource(ticketsContract, {
  table: tickets,
  id: tickets.id,
  idType: 'int',
  version: tickets.version,
  schema: ticketSchema,
  filters: {
    showOpen: whenTrue(() => inArray(tickets.status, [...openTicketStatuses])),
    search: custom((value) => {
      if (typeof value !== 'string' && typeof value !== 'number') return { error: 'Must be text' };
      const term = String(value).trim();
      const pattern = containsPattern(term);
      const byNumber = /^#?\d{1,9}$/.test(term)
        ? eq(tickets.ticketNumber, Number(term.replace('#', '')))
        : undefined;
      return or(ilike(tickets.name, pattern), ilike(tickets.description, pattern), byNumber);
    }),
    status: textEquals(tickets.status, { allowed: ticketStatuses }),
    type: textEquals(tickets.type, { allowed: ticketTypeValues }),
    priority: intEquals(tickets.priority, { defaultValue: FILTER_ALL, allValue: FILTER_ALL }),
    vendorId: intEquals(tickets.vendorId),
  },
  sortable: {
    createdAt: tickets.createdAt,
    updatedAt: tickets.updatedAt,
    ticketNumber: tickets.ticketNumber,
    priority: tickets.priority,
    status: tickets.status,
  },
  defaultSort: { by: 'createdAt', desc: true },
  defaultPerPage: TICKETS_PAGE_SIZE,
  scope: { vendor: tickets.vendorId },
  // Without "view all", a user sees the tickets they opened or collaborate on.
  scopeWhere: (user) =>
    user.permissions.includes('support.tickets.viewAll')
      ? undefined
      : or(
          eq(tickets.createdBy, user.id),
          arrayContains(tickets.collaboratorUserIds, sql`array[${user.id}]::uuid[]`),
        ),
  beforeWrite: (ctx) => {
    stampCreator('createdBy')(ctx);
    // Status and backlog are support staff's to set (issue 13: a vendor opened a ticket already Closed).
    if (!ctx.user.permissions.includes(TICKET_STAFF_PERMISSION))
      Object.assign(ctx.values, ticketStaffDefaults);
  },
});
