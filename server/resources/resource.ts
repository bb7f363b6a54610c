/**
 * One declaration per resource base (spec §7): the table, its filters and sorts, the tenant columns
 * that scope it, the permissions of each call and the shared yup schema of its form. The engine
 * (engine.ts) turns a declaration into the five generic calls.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/guard';
import type { AnyObjectSchema } from 'yup';
import type { FilterDef } from './filters';

/** Any one of the listed permissions allows the call; an empty list means nobody (read-only bases). */
export interface ResourcePermissions {
  view: readonly string[];
  create: readonly string[];
  edit: readonly string[];
  delete: readonly string[];
}

export interface ResourceDecl {
  /** The resource's name in logs and the action log, e.g. 'vendors'. */
  name: string;
  /** e.g. '/api/common/vendors' */
  base: string;
  /** spec §7: most bases list at `{base}/listItems`, some at `{base}/list`. */
  listPath: 'listItems' | 'list';
  table: PgTable;
  id: PgColumn;
  idType: 'int' | 'uuid';
  /** The column carrying the optimistic-lock version; edits on a stale version answer 409. */
  version?: PgColumn;
  /** Body of add and edit; unknown fields are dropped. */
  schema?: AnyObjectSchema;
  filters: Record<string, FilterDef>;
  sortable: Record<string, PgColumn>;
  defaultSort: { by: string; desc: boolean };
  defaultPerPage: number;
  /** Tenant columns: rows are limited to the user's accessVendorIds / accessWarehouseIds. */
  scope?: { vendor?: PgColumn; warehouse?: PgColumn };
  /** Scope for rows whose tenant is reached through another table (a store through its project). */
  scopeWhere?: (user: AuthUser) => SQL | undefined;
  permissions: ResourcePermissions;
  /** Fields never sent to the browser. */
  hidden?: readonly string[];
  /** The projects list answers a plain array (spec §7). */
  listAsArray?: boolean;
}

export const MAX_PER_PAGE = 200;
