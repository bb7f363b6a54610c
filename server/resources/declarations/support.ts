/** Support tickets. */
import { ticketsContract } from '../../../src/domain/contracts/tickets';
import { arrayContains, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
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
import { boolEquals, custom, intEquals, textEquals, uuidEquals, whenTrue } from '../filters';
import { defineResource } from '../resource';
import { containsPattern } from '../../db/like-patterns';
import { stampCreator } from './shared';

/** A user's name as lists show it (the outer table named: see billing.ts's computed values). */
const nameOf = (column: string) =>
  sql<
    string | null
  >`(select trim(u.first_name || ' ' || u.last_name) from users u where u.id = "tickets".${sql.raw(`"${column}"`)})`;

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
    assigneeUserId: uuidEquals(tickets.assigneeUserId),
    putIntoBackLog: boolEquals(tickets.putIntoBackLog),
  },
  sortable: {
    createdAt: tickets.createdAt,
    updatedAt: tickets.updatedAt,
    ticketNumber: tickets.ticketNumber,
    priority: tickets.priority,
    status: tickets.status,
    lastActivityAt: tickets.lastActivityAt,
  },
  defaultSort: { by: 'lastActivityAt', desc: true },
  defaultPerPage: TICKETS_PAGE_SIZE,
  scope: { vendor: tickets.vendorId },
  // Without "view all", a user sees the tickets they opened or collaborate on, and those the system
  // opened about their vendor's held orders (the vendor scope above still applies).
  scopeWhere: (user) =>
    user.permissions.includes('support.tickets.viewAll')
      ? undefined
      : or(
          eq(tickets.createdBy, user.id),
          arrayContains(tickets.collaboratorUserIds, sql`array[${user.id}]::uuid[]`),
          isNotNull(tickets.exceptionHoldId),
        ),
  // Writes carry links, attachments, the lifecycle and the automation events:
  // server/modules/support/tickets.service.ts serves add and edit under the same paths.
  ownWrites: true,
  // The seed adds tickets through the engine's insertRecord (server/db/seed): stamp the creator and
  // keep staff fields staff's there too.
  beforeWrite: (ctx) => {
    stampCreator('createdBy')(ctx);
    applyStaffDefaults(ctx.user, ctx.values);
  },
  computed: {
    vendorName: sql<string | null>`(select v.name from vendors v where v.id = "tickets"."vendor_id")`,
    assigneeName: nameOf('assignee_user_id'),
    createdByName: nameOf('created_by'),
  },
});

/** Status and backlog are support staff's to set (issue 13: a vendor opened a ticket already Closed). */
export function applyStaffDefaults(
  user: { permissions: readonly string[] },
  values: Record<string, unknown>,
) {
  if (!user.permissions.includes(TICKET_STAFF_PERMISSION)) Object.assign(values, ticketStaffDefaults);
}
