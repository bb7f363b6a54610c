/**
 * One declaration per resource base (spec §7): the table, its filters and sorts, the tenant columns
 * that scope it, the permissions of each call and the shared yup schema of its form. The engine
 * (engine.ts) turns a declaration into the five generic calls.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AnyObjectSchema } from 'yup';
import type {
  AnyContract,
  ContractPermissions,
  FilterName,
  RowOf,
  SortKey,
} from '../../src/domain/contracts/contract';
import type { RowShapeCheck } from '../../src/domain/contracts/wire';
import type { AuthUser } from '../auth/guard';
import type { RecordScope } from '../auth/policy';
import type { Tx } from '../db/client';
import type { DomainEvent, DomainEvents } from '../events/domain-events';
import type { FilterDef } from './filters';

/**
 * Who may use each generic call: any one of the listed entries (server/auth/policy.ts's `allows`);
 * an empty list means nobody (read-only bases). Declared by the resource's contract.
 */
export type ResourcePermissions = ContractPermissions;

export type Row = Record<string, unknown>;

/** What a declaration's write hook sees: the validated values (which it may complete) in the transaction. */
export interface WriteContext {
  tx: Tx;
  user: AuthUser;
  action: 'add' | 'edit';
  values: Row;
  /** The stored row, on edit. */
  before: Row | null;
  /** The write's time, from the context clock (the seed writes a consistent past). */
  at: Date;
}

/**
 * A reference from the written row to another row: it must exist, and where `match` is given the
 * referenced row's column must equal the written row's field (e.g. a product of the same vendor).
 * A bad reference answers 400 on its field instead of a foreign-key failure.
 */
export interface ReferenceCheck {
  field: string;
  table: PgTable;
  id: PgColumn;
  match?: { column: PgColumn; field: string };
  message: string;
}

export interface AfterAddContext {
  tx: Tx;
  user: AuthUser;
  row: Row;
  events: DomainEvents;
  /** The write's time (the clock's). */
  at: Date;
}

/** The tenant columns that scope a resource's rows (server/auth/policy.ts). */
export type ResourceScope = RecordScope;

/** A declaration's filters: exactly the contract's filter names (a missing or extra one fails tsc). */
export type ResourceFilters<C extends AnyContract = AnyContract> = { [K in FilterName<C>]: FilterDef };
/** A declaration's sort columns: exactly the contract's sort keys. */
export type ResourceSortable<C extends AnyContract = AnyContract> = { [K in SortKey<C>]: PgColumn };

/**
 * A resource declaration. Name, base, list path and permissions come from its contract
 * (src/domain/contracts), which the SPA reads too; build one with `defineResource`.
 */
export interface ResourceDecl<C extends AnyContract = AnyContract> {
  /** The resource's name in logs and the action log, e.g. 'vendors'. */
  name: string;
  /** e.g. '/api/common/vendors' */
  base: string;
  /** spec §7: most bases list at `{base}/listItems`, some at `{base}/list`. */
  listPath: 'listItems' | 'list';
  /** The contract the declaration was made from. */
  contract: C;
  table: PgTable;
  id: PgColumn;
  idType: 'int' | 'uuid';
  /** The column carrying the optimistic-lock version; edits on a stale version answer 409. */
  version?: PgColumn;
  /** Body of add and edit; unknown fields are dropped. */
  schema?: AnyObjectSchema;
  /** Body of edit, where it differs from add's (users: newPassword instead of password). */
  editSchema?: AnyObjectSchema;
  filters: ResourceFilters<C>;
  /** Sort keys; a request's sortBy matches them ignoring case ('OrderDate' is 'orderDate'). */
  sortable: ResourceSortable<C>;
  defaultSort: { by: SortKey<C>; desc: boolean };
  defaultPerPage: number;
  /** Tenant columns: rows are limited to the user's accessVendorIds / accessWarehouseIds. */
  scope?: ResourceScope;
  /** Further row limits for a user (tickets a user may see, docs visible to the user's roles). */
  scopeWhere?: (user: AuthUser) => SQL | undefined;
  permissions: ResourcePermissions;
  /** Fields never sent to the browser. */
  hidden?: readonly string[];
  /**
   * Lifecycle fields (statuses): the schema validates them for the forms, but add takes the column
   * default and edit leaves them unchanged; only special actions move them (DESIGN.md §5, §6).
   */
  stateFields?: readonly string[];
  references?: readonly ReferenceCheck[];
  /**
   * Runs in the write's transaction after validation and before the tenant check: completes
   * derived values (a vendor from the project) and refuses what the schema cannot see (throw HttpError).
   */
  beforeWrite?: (ctx: WriteContext) => Promise<void> | void;
  /** Runs in the delete's transaction before the row goes: refuses what the permission cannot see. */
  beforeDelete?: (ctx: { tx: Tx; user: AuthUser; before: Row }) => Promise<void> | void;
  /**
   * Runs in the add's transaction after the row is inserted (a stock document moves its stock through
   * the ledger here); what it returns runs after the commit (publishing the document's events).
   */
  afterAdd?: (ctx: AfterAddContext) => Promise<(() => void) | void>;
  /** The live event (spec §7) an add, edit or delete of a row publishes once it has committed. */
  liveEvent?: (row: Row) => DomainEvent;
  /** The projects list answers a plain array (spec §7). */
  listAsArray?: boolean;
  /**
   * Add, edit and delete are served by a module of their own under the same paths and permission
   * lists (users: passwords, grants, sessions); the engine serves list and get.
   */
  ownWrites?: boolean;
  /**
   * Read-only values the list and the read answer beside the row's columns, each a SQL expression on
   * the row (a charge's invoice number and open question), so a screen needs no second call per page.
   */
  computed?: Record<string, SQL>;
}

/** What a declaration adds to its contract: the table, its filters and sorts, scope, hooks. */
export type ResourceBody<C extends AnyContract> = Omit<
  ResourceDecl<C>,
  'name' | 'base' | 'listPath' | 'permissions' | 'contract'
>;

/**
 * Passes when the table's rows, as they read in JSON, have every field of the contract's row type
 * (the SPA's) with the same kind and nullability (wire.ts's RowShapeCheck); otherwise asks for an
 * impossible property, so tsc names the contract's row type.
 */
export type RowMatches<T extends PgTable, C extends AnyContract> = RowShapeCheck<T['$inferSelect'], RowOf<C>>;

/**
 * A declaration whose name, base, list path and permissions are its contract's; its filters, sort
 * keys and rows are checked against the contract's here, and the result reads like any other
 * declaration.
 */
export function defineResource<C extends AnyContract, T extends PgTable>(
  contract: C,
  body: ResourceBody<C> & { table: T } & RowMatches<T, C>,
): ResourceDecl {
  return {
    ...body,
    contract,
    name: contract.name,
    base: contract.base,
    listPath: contract.listPath,
    permissions: contract.permissions,
  };
}

export const MAX_PER_PAGE = 200;
