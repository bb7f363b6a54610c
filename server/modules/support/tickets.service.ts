/**
 * Support ticket writes (issue 19) under /api/common/tickets; the engine serves the list and the read
 * (server/resources/declarations/support.ts, ownWrites). Every write is one transaction on a ticket in
 * the user's scope (404 otherwise) with its action-log row, bumps lastActivityAt, and records the
 * automation event (TicketCreated; TicketUpdated when status, assignee or priority change) in the
 * same transaction. Status, assignee and backlog are support staff's (ticket.lifecycle.ts): someone
 * else's ticket starts Open, unassigned, out of the backlog; their edit that sets them is refused (403).
 * Numbers come from the ticket_number sequence: distinct under concurrency, never reused.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ticketScreenPath, type TicketRow } from '../../../src/domain/contracts/tickets';
import { ticketSchema, ticketStaffDefaults } from '../../../src/domain/resources/ticket.schema';
import {
  TICKET_STAFF_PERMISSION,
  ticketStatusLabel,
  ticketStepPermissions,
  ticketStepRefusal,
  ticketTransitions,
  type TicketStep,
} from '../../../src/domain/ticket.lifecycle';
import type { Clock } from '../../clock';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import { allows, canSeeVendor, scopeCondition } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { orderHolds, ticketLinks, tickets, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound, validateBody } from '../../http/errors';
import { ticketResource } from '../../resources/declarations/support';
import { staleVersion, writableValues } from '../../resources/engine';
import { recordAutomationEvent } from '../automations/automation-events.service';
import { checkTicketFiles, storeTicketFiles } from './ticket-attachments.service';
import { resolveTicketLink, type ResolvedLink } from './ticket-links.service';

export interface TicketContext {
  db: Db;
  clock: Clock;
  user: AuthUser;
}

type Ticket = typeof tickets.$inferSelect;

const isStaff = (user: AuthUser) => user.permissions.includes(TICKET_STAFF_PERMISSION);

const bodyOf = (body: unknown): Record<string, unknown> => {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return body as Record<string, unknown>;
};

/** The ticket in the user's scope, locked for the transaction (404 otherwise). */
export async function lockTicket(tx: Tx, user: AuthUser, id: number): Promise<Ticket> {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), scopeCondition(ticketResource, user)))
    .for('update');
  if (!row) throw notFound('Ticket');
  return row;
}

/** The ticket in the user's scope (404 otherwise). */
export async function findTicket(db: Db, user: AuthUser, id: number): Promise<Ticket> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), scopeCondition(ticketResource, user)));
  if (!row) throw notFound('Ticket');
  return row;
}

/** The event automations answer, in the write's transaction. */
export function recordTicketEvent(
  tx: Tx,
  clock: Clock,
  type: 'TicketCreated' | 'TicketUpdated',
  ticket: Ticket,
  createdBy: string | null,
  changed: string[] = [],
) {
  return recordAutomationEvent(tx, clock, {
    type,
    subject: { type: 'ticket', id: ticket.id, ref: `Ticket #${ticket.ticketNumber}` },
    vendorId: ticket.vendorId,
    createdBy,
    payload: {
      number: ticket.ticketNumber,
      title: ticket.name,
      status: ticket.status,
      statusLabel: ticketStatusLabel(ticket.status),
      priority: ticket.priority,
      type: ticket.type,
      assigneeUserId: ticket.assigneeUserId,
      url: ticketScreenPath(ticket.id),
      ...(changed.length ? { changed } : {}),
    },
  });
}

/** Assignee and collaborators must be active users; the assignee one who works tickets. */
async function checkPeople(tx: Tx, values: Record<string, unknown>) {
  const ids = [
    ...((values.collaboratorUserIds as string[] | undefined) ?? []),
    ...(values.assigneeUserId ? [values.assigneeUserId as string] : []),
  ];
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.status, 'active')));
  const known = new Set(found.map((u) => u.id));
  const fields: Record<string, string> = {};
  if (values.assigneeUserId && !known.has(values.assigneeUserId as string))
    fields.assigneeUserId = 'Choose an active user as assignee';
  if (((values.collaboratorUserIds as string[] | undefined) ?? []).some((id) => !known.has(id)))
    fields.collaboratorUserIds = 'Collaborators must be active users';
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
}

/** The ticket's client: the one chosen, else the linked object's, else the user's only one. */
function vendorFor(user: AuthUser, chosen: number | null, link: ResolvedLink | null): number | null {
  if (link?.vendorId != null && chosen != null && chosen !== link.vendorId)
    throw badRequest('Some fields are not valid.', { link: `${link.label} belongs to another client` });
  const vendorId =
    chosen ?? link?.vendorId ?? (user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null);
  if (!canSeeVendor(user, vendorId))
    throw badRequest('Some fields are not valid.', { vendorId: 'Choose a vendor you have access to' });
  return vendorId;
}

/**
 * The open hold of an order that no ticket follows yet, locked: a ticket someone opens about a held
 * order becomes that hold's ticket, so it resolves itself when the hold is released and the
 * exception job never opens a second one about the same hold (issue 19).
 */
async function unticketedHold(tx: Tx, orderId: number) {
  const [hold] = await tx
    .select({ id: orderHolds.id, type: orderHolds.type })
    .from(orderHolds)
    .leftJoin(tickets, eq(tickets.exceptionHoldId, orderHolds.id))
    .where(and(eq(orderHolds.orderId, orderId), isNull(orderHolds.releasedAt), isNull(tickets.id)))
    .orderBy(asc(orderHolds.id))
    .limit(1)
    .for('update', { of: orderHolds });
  return hold ?? null;
}

/** Opens a ticket with its link and attachments; answers the saved row. */
export async function createTicket(ctx: TicketContext, rawBody: unknown): Promise<Ticket> {
  const { db, clock, user } = ctx;
  const body = bodyOf(rawBody);
  // Staff may open a ticket in any status (a call taken on the phone and solved at once).
  const values = writableValues(ticketResource, await validateBody(ticketSchema, body));
  if (!isStaff(user)) Object.assign(values, ticketStaffDefaults);
  const files = checkTicketFiles(body.attachments);
  return db.transaction(async (tx) => {
    const link = body.link ? await resolveTicketLink(tx, user, body.link) : null;
    const hold = link?.objectType === 'order' ? await unticketedHold(tx, Number(link.objectId)) : null;
    const at = clock.now();
    await checkPeople(tx, values);
    const row = {
      ...(values as typeof tickets.$inferInsert),
      vendorId: vendorFor(user, (values.vendorId as number | null) ?? null, link),
      createdBy: user.id,
      exceptionHoldId: hold?.id ?? null,
      exceptionMarker: hold?.type ?? null,
      lastActivityAt: at,
      resolvedAt: values.status === 'Resolved' ? at : null,
      createdAt: at,
      updatedAt: at,
    };
    // The exception job may have opened the hold's ticket meanwhile (another process): then this one
    // is an ordinary ticket about the order, not a second ticket of the hold.
    const [claimed] = await tx
      .insert(tickets)
      .values(row)
      .onConflictDoNothing({ target: tickets.exceptionHoldId })
      .returning();
    const [created] = claimed
      ? [claimed]
      : await tx
          .insert(tickets)
          .values({ ...row, exceptionHoldId: null, exceptionMarker: null })
          .returning();
    const ticket = created!;
    if (link)
      await tx.insert(ticketLinks).values({
        ticketId: ticket.id,
        objectType: link.objectType,
        objectId: link.objectId,
        label: link.label,
        createdAt: at,
      });
    const stored = await storeTicketFiles(tx, ticket.id, files, user.id, at);
    await recordAction(tx, {
      actorId: user.id,
      resource: ticketResource.name,
      resourceId: ticket.id,
      action: 'add',
      before: null,
      after: { ...ticket, link: link?.label ?? null, attachments: stored.map((f) => f.fileName) },
      at,
    });
    await recordTicketEvent(tx, clock, 'TicketCreated', ticket, user.id);
    return ticket;
  });
}

/** Edits title, description, type, priority, collaborators — and, for staff, assignee and backlog. */
export async function editTicket(ctx: TicketContext, rawBody: unknown): Promise<Ticket> {
  const { db, clock, user } = ctx;
  const body = bodyOf(rawBody);
  const id = Number(body.id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw notFound('Ticket');
  const values = writableValues(ticketResource, await validateBody(ticketSchema, body));
  // Only the lifecycle's steps move the status.
  delete values.status;
  return db.transaction(async (tx) => {
    const before = await lockTicket(tx, user, id);
    if (!isStaff(user)) {
      const asked = (key: 'status' | 'assigneeUserId' | 'putIntoBackLog') =>
        body[key] !== undefined && (body[key] ?? null) !== (before[key] ?? null);
      if (asked('status') || asked('assigneeUserId') || asked('putIntoBackLog'))
        throw forbidden('Only support staff set the status, assignee or backlog of a ticket.');
      values.assigneeUserId = before.assigneeUserId;
      values.putIntoBackLog = before.putIntoBackLog;
    }
    // A ticket keeps its client: its links and thread belong to it.
    values.vendorId = before.vendorId;
    const sent = Number(body.version);
    if (!Number.isInteger(sent))
      throw badRequest('Some fields are not valid.', { version: 'Version is required' });
    if (sent !== before.version) throw staleVersion();
    await checkPeople(tx, values);
    const at = clock.now();
    const [after] = await tx
      .update(tickets)
      .set({
        ...(values as Partial<Ticket>),
        version: sql`${tickets.version} + 1`,
        updatedAt: at,
        lastActivityAt: at,
      })
      .where(and(eq(tickets.id, id), eq(tickets.version, sent)))
      .returning();
    if (!after) throw staleVersion();
    await recordAction(tx, {
      actorId: user.id,
      resource: ticketResource.name,
      resourceId: id,
      action: 'edit',
      before,
      after,
      at,
    });
    const changed = (['status', 'assigneeUserId', 'priority'] as const).filter((k) => before[k] !== after[k]);
    if (changed.length) await recordTicketEvent(tx, clock, 'TicketUpdated', after, user.id, changed);
    return after;
  });
}

/** Moves a ticket one step of its lifecycle (409 when the step is not open from its status). */
export async function takeTicketStep(
  ctx: TicketContext,
  id: number,
  step: TicketStep,
  rawBody: unknown,
): Promise<Ticket> {
  const { db, clock, user } = ctx;
  if (!allows(user, ticketStepPermissions[step]))
    throw forbidden('Only support staff change the status of a ticket.');
  const body = bodyOf(rawBody);
  return db.transaction(async (tx) => {
    const before = await lockTicket(tx, user, id);
    if (body.version !== undefined && Number(body.version) !== before.version) throw staleVersion();
    const refusal = ticketStepRefusal(before, step);
    if (refusal) throw conflict(refusal);
    return moveTicket(tx, clock, before, ticketTransitions[step].to, user.id, step, clock.now());
  });
}

/** Writes a status change with its history row and event (a step, or the system's resolve). */
export async function moveTicket(
  tx: Tx,
  clock: Clock,
  before: Ticket,
  status: string,
  userId: string | null,
  action: string,
  at: Date,
  note?: string,
): Promise<Ticket> {
  const [after] = await tx
    .update(tickets)
    .set({
      status,
      resolvedAt: status === 'Resolved' ? at : status === 'Open' ? null : before.resolvedAt,
      version: sql`${tickets.version} + 1`,
      updatedAt: at,
      lastActivityAt: at,
    })
    .where(eq(tickets.id, before.id))
    .returning();
  await recordAction(tx, {
    actorId: userId,
    resource: ticketResource.name,
    resourceId: before.id,
    action,
    before: { status: before.status },
    after: { status, ...(note ? { note } : {}) },
    at,
  });
  await recordTicketEvent(tx, clock, 'TicketUpdated', after!, userId, ['status']);
  return after!;
}

/** Links one more object to a ticket (whoever may edit it; the object checked as on create). */
export async function addTicketLink(ctx: TicketContext, id: number, rawBody: unknown) {
  const { db, clock, user } = ctx;
  const body = bodyOf(rawBody);
  return db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, user, id);
    const link = await resolveTicketLink(tx, user, body.link ?? body);
    if (link.vendorId != null && ticket.vendorId != null && link.vendorId !== ticket.vendorId)
      throw badRequest('Some fields are not valid.', { link: `${link.label} belongs to another client` });
    const at = clock.now();
    const [row] = await tx
      .insert(ticketLinks)
      .values({
        ticketId: id,
        objectType: link.objectType,
        objectId: link.objectId,
        label: link.label,
        createdAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(`${link.label} is already linked to this ticket.`);
    await touch(tx, id, at);
    await recordAction(tx, {
      actorId: user.id,
      resource: ticketResource.name,
      resourceId: id,
      action: 'link',
      before: null,
      after: { label: link.label },
      at,
    });
    return row;
  });
}

export async function removeTicketLink(ctx: TicketContext, id: number, linkId: number) {
  const { db, clock, user } = ctx;
  await db.transaction(async (tx) => {
    await lockTicket(tx, user, id);
    const [gone] = await tx
      .delete(ticketLinks)
      .where(and(eq(ticketLinks.id, linkId), eq(ticketLinks.ticketId, id)))
      .returning();
    if (!gone) throw notFound('Link');
    const at = clock.now();
    await touch(tx, id, at);
    await recordAction(tx, {
      actorId: user.id,
      resource: ticketResource.name,
      resourceId: id,
      action: 'unlink',
      before: { label: gone.label },
      after: null,
      at,
    });
  });
}

/** Attaches files to a ticket (refused whole, nothing written, when one is refused). */
export async function addTicketFiles(ctx: TicketContext, id: number, rawBody: unknown) {
  const { db, clock, user } = ctx;
  const files = checkTicketFiles(bodyOf(rawBody).attachments);
  if (files.length === 0)
    throw badRequest('Some fields are not valid.', { attachments: 'Choose a file to attach' });
  return db.transaction(async (tx) => {
    await lockTicket(tx, user, id);
    const at = clock.now();
    const stored = await storeTicketFiles(tx, id, files, user.id, at);
    await touch(tx, id, at);
    await recordAction(tx, {
      actorId: user.id,
      resource: ticketResource.name,
      resourceId: id,
      action: 'attach',
      before: null,
      after: { files: stored.map((f) => f.fileName) },
      at,
    });
    return stored;
  });
}

const touch = (tx: Tx, id: number, at: Date) =>
  tx.update(tickets).set({ lastActivityAt: at, updatedAt: at }).where(eq(tickets.id, id));

/** The ticket of a number, in the user's scope (for /redirectSupport?ticketNumber=). */
export async function ticketByNumber(
  db: Db,
  user: AuthUser,
  n: number,
): Promise<Pick<TicketRow, 'id' | 'ticketNumber'>> {
  const [row] = await db
    .select({ id: tickets.id, ticketNumber: tickets.ticketNumber })
    .from(tickets)
    .where(and(eq(tickets.ticketNumber, n), scopeCondition(ticketResource, user)))
    .limit(1);
  if (!row) throw notFound('Ticket');
  return row;
}
