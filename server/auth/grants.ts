/**
 * Nobody grants more than they hold (DESIGN.md §4): used by invitations and by the user admin. A role
 * can be handed out only when its defaults are all the actor's already, a permission only when the
 * actor holds it, and a restricted actor can only create users restricted to (part of) the same
 * vendors and warehouses. Changing a user is also refused when that user already holds more than the
 * actor, so an admin cannot demote or re-password a developer.
 */
import { inArray } from 'drizzle-orm';
import { effectivePermissions, isRole, roleDefaults } from '../../src/domain/permissions';
import type { Db, Tx } from '../db/client';
import { vendors, warehouses } from '../db/schema';
import { badRequest, forbidden } from '../http/errors';
import type { AuthUser } from './guard';

export interface Grant {
  roles: readonly string[];
  /** The user's own permissions, on top of the roles' defaults. */
  permissions: readonly string[];
  accessVendorIds: number[] | null;
  accessWarehouseIds: number[] | null;
}

const within = (wanted: number[] | null, own: number[] | null) =>
  own === null || (wanted !== null && wanted.every((id) => own.includes(id)));

/** Ids the actor may hand out: within their own scope, and existing (an unknown id reads as out of scope). */
async function existingWithin(
  db: Db | Tx,
  table: typeof vendors | typeof warehouses,
  wanted: number[] | null,
  own: number[] | null,
) {
  if (!within(wanted, own)) return false;
  if (!wanted?.length) return true;
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted));
  return rows.length === new Set(wanted).size;
}

export async function assertCanGrant(db: Db | Tx, actor: AuthUser, grant: Grant): Promise<void> {
  const unknownRole = grant.roles.find((r) => !isRole(r));
  if (unknownRole !== undefined || grant.roles.length === 0) {
    throw badRequest('Some fields are not valid.', { roleType: 'Unknown role' });
  }
  if (grant.roles.some((r) => isRole(r) && roleDefaults[r].some((p) => !actor.permissions.includes(p)))) {
    throw forbidden('You cannot grant a role with permissions you do not have.');
  }
  const notHeld = grant.permissions.filter((p) => !actor.permissions.includes(p));
  if (notHeld.length > 0) {
    throw forbidden(`You cannot grant permissions you do not have: ${notHeld.join(', ')}.`);
  }
  const fields: Record<string, string> = {};
  if (!(await existingWithin(db, vendors, grant.accessVendorIds, actor.accessVendorIds))) {
    fields.accessVendorIds = 'Choose vendors you have access to';
  }
  if (!(await existingWithin(db, warehouses, grant.accessWarehouseIds, actor.accessWarehouseIds))) {
    fields.accessWarehouseIds = 'Choose warehouses you have access to';
  }
  if (Object.keys(fields).length > 0) throw badRequest('Some fields are not valid.', fields);
}

/** The user as stored holds nothing the actor lacks (no permission, vendor or warehouse more). */
export function covers(actor: AuthUser, target: Grant): boolean {
  const held = effectivePermissions(target.roles, target.permissions);
  return (
    held.every((p) => actor.permissions.includes(p)) &&
    within(target.accessVendorIds, actor.accessVendorIds) &&
    within(target.accessWarehouseIds, actor.accessWarehouseIds)
  );
}

/** An actor may change only users they cover. */
export function assertCovers(actor: AuthUser, target: Grant): void {
  if (!covers(actor, target)) throw forbidden('You cannot change a user who holds more access than you.');
}
