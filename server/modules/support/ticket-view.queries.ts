/**
 * The ticket page in one call (GET /api/common/tickets/{id}/view): the ticket with its names, its
 * links, attachments (without their content), collaborators, the knowledge-base pages tagged for the
 * marker of the hold that opened it (published only), the staff it may be assigned to, and its
 * history: the action-log rows of the ticket in words.
 */
import { and, arrayContains, asc, desc, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type {
  TicketHistoryRow,
  TicketPerson,
  TicketRow,
  TicketView,
} from '../../../src/domain/contracts/tickets';
import { roleDefaults, type Role } from '../../../src/domain/permissions';
import { ticketPriorityLabel, ticketTypeLabel } from '../../../src/domain/resources/ticket.schema';
import { markerTag } from '../../../src/domain/support/exception-tickets';
import { TICKET_STAFF_PERMISSION, ticketStatusLabel } from '../../../src/domain/ticket.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { scopeCondition } from '../../auth/policy';
import type { Db } from '../../db/client';
import {
  actionLog,
  knowledgebasePages,
  ticketAttachments,
  ticketLinks,
  tickets,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { ticketResource } from '../../resources/declarations/support';

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

const staffRoles = (Object.keys(roleDefaults) as Role[]).filter((r) =>
  roleDefaults[r].includes(TICKET_STAFF_PERMISSION),
);

type Before = Record<string, unknown> | null;

/** One history row in words. */
export function historyText(
  action: string,
  before: Before,
  after: Before,
  names: Map<string, string>,
): string {
  const b = before ?? {};
  const a = after ?? {};
  switch (action) {
    case 'add':
      return a.link ? `Opened the ticket about ${String(a.link)}` : 'Opened the ticket';
    case 'link':
      return `Linked ${String(a.label)}`;
    case 'unlink':
      return `Removed the link to ${String(b.label)}`;
    case 'attach':
      return `Attached ${((a.files as string[] | undefined) ?? []).join(', ')}`;
    case 'edit': {
      const parts: string[] = [];
      if (b.name !== a.name) parts.push(`Title: “${String(a.name)}”`);
      if (b.priority !== a.priority)
        parts.push(
          `Priority: ${ticketPriorityLabel(Number(b.priority))} → ${ticketPriorityLabel(Number(a.priority))}`,
        );
      if (b.type !== a.type) parts.push(`Type: ${ticketTypeLabel(String(a.type))}`);
      if (b.assigneeUserId !== a.assigneeUserId)
        parts.push(
          a.assigneeUserId ? `Assigned to ${names.get(String(a.assigneeUserId)) ?? 'a user'}` : 'Unassigned',
        );
      if (b.putIntoBackLog !== a.putIntoBackLog)
        parts.push(a.putIntoBackLog ? 'Put into the backlog' : 'Taken out of the backlog');
      if (b.description !== a.description) parts.push('Description changed');
      if (JSON.stringify(b.collaboratorUserIds) !== JSON.stringify(a.collaboratorUserIds))
        parts.push('Collaborators changed');
      return parts.length ? parts.join('; ') : 'Saved without changes';
    }
    default: {
      const move = `Status: ${ticketStatusLabel(String(b.status))} → ${ticketStatusLabel(String(a.status))}`;
      return a.note ? `${move} (${String(a.note)})` : move;
    }
  }
}

export async function ticketView(db: Db, user: AuthUser, id: number): Promise<TicketView> {
  const [ticket] = await db
    .select({ ...getTableColumns(tickets), ...ticketResource.computed! })
    .from(tickets)
    .where(and(eq(tickets.id, id), scopeCondition(ticketResource, user)));
  if (!ticket) throw notFound('Ticket');
  const row = ticket as unknown as TicketRow & typeof tickets.$inferSelect;
  const [links, attachments, log, suggestions] = await Promise.all([
    db
      .select({
        id: ticketLinks.id,
        objectType: ticketLinks.objectType,
        objectId: ticketLinks.objectId,
        label: ticketLinks.label,
      })
      .from(ticketLinks)
      .where(eq(ticketLinks.ticketId, id))
      .orderBy(asc(ticketLinks.id)),
    db
      .select({
        id: ticketAttachments.id,
        fileName: ticketAttachments.fileName,
        contentType: ticketAttachments.contentType,
        size: ticketAttachments.size,
        createdAt: ticketAttachments.createdAt,
        createdByName: fullName,
      })
      .from(ticketAttachments)
      .leftJoin(users, eq(users.id, ticketAttachments.createdBy))
      .where(eq(ticketAttachments.ticketId, id))
      .orderBy(asc(ticketAttachments.id)),
    db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.resource, ticketResource.name), eq(actionLog.resourceId, String(id))))
      .orderBy(desc(actionLog.id))
      .limit(200),
    row.exceptionMarker ? markerSuggestions(db, row.exceptionMarker) : Promise.resolve([]),
  ]);
  const personIds = [
    ...new Set([
      ...row.collaboratorUserIds,
      ...log.map((l) => l.userId).filter((x): x is string => !!x),
      ...log
        .map((l) => (l.after as Before)?.assigneeUserId)
        .filter((x): x is string => typeof x === 'string'),
    ]),
  ];
  const people = personIds.length
    ? await db.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, personIds))
    : [];
  const names = new Map(people.map((p) => [p.id, p.name]));
  const history: TicketHistoryRow[] = log.map((l) => ({
    id: l.id,
    at: l.createdAt.toISOString(),
    who: l.userId ? (names.get(l.userId) ?? 'A user') : 'Dockhand',
    what: historyText(l.action, l.before as Before, l.after as Before, names),
  }));
  const mayAssign = user.permissions.includes(TICKET_STAFF_PERMISSION);
  const assignees: TicketPerson[] = mayAssign
    ? await db
        .select({ id: users.id, name: fullName })
        .from(users)
        .where(
          and(
            eq(users.status, 'active'),
            or(
              sql`${users.roles} && ${sql`array[${sql.join(
                staffRoles.map((r) => sql`${r}`),
                sql`, `,
              )}]::text[]`}`,
              arrayContains(users.permissions, [TICKET_STAFF_PERMISSION]),
            ),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName))
    : [];
  return {
    ticket: JSON.parse(JSON.stringify(row)) as TicketRow,
    links: links as TicketView['links'],
    attachments: attachments.map((a) => ({ ...a, createdAt: a.createdAt.toISOString() })),
    history,
    collaborators: row.collaboratorUserIds.map((uid) => ({ id: uid, name: names.get(uid) ?? 'A user' })),
    suggestions,
    assignees,
  };
}

/** Published knowledge-base pages tagged for a problem marker. */
export async function markerSuggestions(db: Db, marker: string) {
  return db
    .select({ slug: knowledgebasePages.slug, title: knowledgebasePages.name })
    .from(knowledgebasePages)
    .where(
      and(
        eq(knowledgebasePages.published, true),
        arrayContains(knowledgebasePages.tags, [markerTag(marker)]),
      ),
    )
    .orderBy(asc(knowledgebasePages.sortOrder), asc(knowledgebasePages.id))
    .limit(5);
}
