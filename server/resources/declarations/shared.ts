/** Helpers the area declarations share. */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../auth/guard';
import { projects, vendorProducts } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { custom, type FilterDef } from '../filters';
import type { ReferenceCheck, WriteContext } from '../resource';

/** A whole number from JSON or query text; null when it is not one. */
export function toInt(value: unknown): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) ? n : null;
}

/** Rows whose vendor column is the vendor of the given project (vendor products by project). */
export function vendorOfProject(vendorColumn: PgColumn): FilterDef {
  return custom((value) => {
    const projectId = toInt(value);
    if (projectId === null) return { error: 'Must be a whole number' };
    return inArray(
      vendorColumn,
      new QueryBuilder().select({ id: projects.vendorId }).from(projects).where(eq(projects.id, projectId)),
    );
  });
}

/** A kind of record (a shipment type, a report type) and the permission that opens it. */
export type Kinds<K> = readonly (readonly [K, string])[];

/** The kinds the user holds the permission for. */
function permittedKinds<K>(user: AuthUser, kinds: Kinds<K>): K[] {
  return kinds.filter(([, permission]) => user.permissions.includes(permission)).map(([kind]) => kind);
}

/** Limits rows to the kinds the user holds a permission for; undefined when every kind is open. */
export function kindsVisible<K extends string | number>(
  column: PgColumn,
  user: AuthUser,
  kinds: Kinds<K>,
): SQL | undefined {
  const open = permittedKinds(user, kinds);
  if (open.length === kinds.length) return undefined;
  return open.length ? inArray(column, open) : sql`false`;
}

/** The permission of one kind, or undefined for an unknown kind. */
export const permissionOfKind = <K>(kinds: Kinds<K>, kind: unknown) => kinds.find(([k]) => k === kind)?.[1];

/** A reference to a project of the row's own vendor. */
export const projectOfVendor: ReferenceCheck = {
  field: 'projectId',
  table: projects,
  id: projects.id,
  match: { column: projects.vendorId, field: 'vendorId' },
  message: 'Choose a project of this vendor',
};

/** A reference to a warehouse product of the row's own vendor. */
export const productOfVendor = (field: string): ReferenceCheck => ({
  field,
  table: vendorProducts,
  id: vendorProducts.id,
  match: { column: vendorProducts.vendorId, field: 'vendorId' },
  message: 'Choose a product of this vendor',
});

/** Sets a creator field on add. */
export const stampCreator =
  (field: string) =>
  ({ action, values, user }: WriteContext) => {
    if (action === 'add') values[field] = user.id;
  };

export const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);
