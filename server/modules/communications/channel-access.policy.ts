/**
 * Who may read and post in a channel: its active members, and for a purchase order's or a ticket's
 * channel only while they can still see that document (a member who lost the permission or the
 * vendor/warehouse scope no longer reads it, nor receives its events). Anything else answers 404, as
 * for a channel that does not exist.
 *
 * The document checks mirror the declarations of /api/po and /api/common/tickets (their permission
 * lists and tenant scope) as a predicate over loaded rows, so one query can check many users at once.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { effectivePermissions } from '../../../src/domain/permissions';
import { PO_CHANNEL_PERMISSION, type ChannelKind } from '../../../src/domain/communications';
import type { Db, Tx } from '../../db/client';
import { channelMembers, channels, purchaseOrders, tickets, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { poResource } from '../../resources/declarations/inbound';
import { ticketResource } from '../../resources/declarations/support';
import { allows } from '../../auth/policy';

export type Channel = typeof channels.$inferSelect;

/** The parts of a user that decide access (an AuthUser is one). */
export interface Subject {
  id: string;
  firstName: string;
  lastName: string;
  permissions: readonly string[];
  roles: readonly string[];
  accessVendorIds: number[] | null;
  accessWarehouseIds: number[] | null;
}

/** The scope columns of the document a channel belongs to (null for direct and group channels). */
export interface ChannelDocument {
  poVendorId: number | null;
  poWarehouseId: number | null;
  ticketVendorId: number | null;
  ticketCreatedBy: string | null;
  ticketCollaborators: string[] | null;
  /** Set on a ticket the system opened about a held order: its client's users follow it too. */
  ticketExceptionHoldId: number | null;
}

export const documentColumns = {
  poVendorId: purchaseOrders.vendorId,
  poWarehouseId: purchaseOrders.warehouseId,
  ticketVendorId: tickets.vendorId,
  ticketCreatedBy: tickets.createdBy,
  ticketCollaborators: tickets.collaboratorUserIds,
  ticketExceptionHoldId: tickets.exceptionHoldId,
};

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** As the tenant scope of server/auth/scope.ts: null is unrestricted, else the id must be listed. */
const within = (allowed: number[] | null, id: number | null) =>
  allowed === null || (id !== null && allowed.includes(id));

/** Staff see every vendor; a vendor (brand) user is limited to theirs. */
export const isStaff = (subject: Pick<Subject, 'accessVendorIds'>) => subject.accessVendorIds === null;

function canSeePurchaseOrder(
  subject: Subject,
  po: { vendorId: number | null; warehouseId: number | null },
): boolean {
  return (
    allows(subject, poResource.permissions.view) &&
    subject.permissions.includes(PO_CHANNEL_PERMISSION) &&
    within(subject.accessVendorIds, po.vendorId) &&
    within(subject.accessWarehouseIds, po.warehouseId)
  );
}

function canSeeTicket(
  subject: Subject,
  ticket: {
    vendorId: number | null;
    createdBy: string | null;
    collaboratorUserIds: string[] | null;
    exceptionHoldId?: number | null;
  },
): boolean {
  if (!allows(subject, ticketResource.permissions.view)) return false;
  if (!within(subject.accessVendorIds, ticket.vendorId)) return false;
  return (
    subject.permissions.includes('support.tickets.viewAll') ||
    ticket.createdBy === subject.id ||
    (ticket.collaboratorUserIds ?? []).includes(subject.id) ||
    ticket.exceptionHoldId != null
  );
}

/** Whether the subject may use a channel of this kind with this document (members only; checked apart). */
export function canUseChannel(subject: Subject, kind: ChannelKind | string, doc: ChannelDocument): boolean {
  if (kind === 'purchase_order')
    return canSeePurchaseOrder(subject, { vendorId: doc.poVendorId, warehouseId: doc.poWarehouseId });
  if (kind === 'ticket')
    return canSeeTicket(subject, {
      vendorId: doc.ticketVendorId,
      createdBy: doc.ticketCreatedBy,
      collaboratorUserIds: doc.ticketCollaborators,
      exceptionHoldId: doc.ticketExceptionHoldId,
    });
  return true;
}

/** A channel with its document's scope columns. */
async function channelWithDocument(db: Db | Tx, channelId: number) {
  const [row] = await db
    .select({ channel: channels, ...documentColumns })
    .from(channels)
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, channels.purchaseOrderId))
    .leftJoin(tickets, eq(tickets.id, channels.ticketId))
    .where(eq(channels.id, channelId));
  return row;
}

const isActiveMember = async (db: Db | Tx, channelId: number, userId: string) => {
  const [row] = await db
    .select({ userId: channelMembers.userId })
    .from(channelMembers)
    .where(
      and(
        eq(channelMembers.channelId, channelId),
        eq(channelMembers.userId, userId),
        isNull(channelMembers.leftAt),
      ),
    );
  return row !== undefined;
};

/** The channel when the subject is an active member allowed to use it; 404 otherwise. */
export async function channelForMember(db: Db | Tx, subject: Subject, channelId: number): Promise<Channel> {
  const row =
    Number.isSafeInteger(channelId) && channelId > 0 ? await channelWithDocument(db, channelId) : null;
  if (
    !row ||
    !canUseChannel(subject, row.channel.kind, row) ||
    !(await isActiveMember(db, channelId, subject.id))
  )
    throw notFound('Channel');
  return row.channel;
}

/** Active users as subjects, with their effective permissions (the hub knows only user ids). */
async function loadSubjects(db: Db | Tx, userIds: readonly string[]): Promise<Subject[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.status, 'active')));
  return rows.map((u) => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    roles: u.roles,
    permissions: effectivePermissions(u.roles, u.permissions),
    accessVendorIds: u.accessVendorIds,
    accessWarehouseIds: u.accessWarehouseIds,
  }));
}

export async function loadSubject(db: Db | Tx, userId: string): Promise<Subject | null> {
  return (await loadSubjects(db, [userId]))[0] ?? null;
}

/**
 * Who receives a channel's events: its active members who are active users and may still use it.
 * Answers null when the channel is gone.
 */
export async function channelAudience(
  db: Db | Tx,
  channelId: number,
): Promise<{ channel: Channel; subjects: Subject[] } | null> {
  const row = await channelWithDocument(db, channelId);
  if (!row) return null;
  const members = await db
    .select({ userId: channelMembers.userId })
    .from(channelMembers)
    .where(and(eq(channelMembers.channelId, channelId), isNull(channelMembers.leftAt)));
  const subjects = await loadSubjects(
    db,
    members.map((m) => m.userId),
  );
  return { channel: row.channel, subjects: subjects.filter((s) => canUseChannel(s, row.channel.kind, row)) };
}
