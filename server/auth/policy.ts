/**
 * The one place that answers "may this user do this to this record" (DESIGN.md §4).
 *
 * - Routes: every /api route declares `config.access` (a permission list, or 'public');
 *   `enforceRouteAccess` is the one hook that
 *   signs the user in and enforces it, and `assertRouteDeclaresAccess` refuses to start a server with
 *   a route that declares nothing.
 * - Records: rows carrying a vendor, a warehouse or a project are limited to the user's
 *   accessVendorIds / accessWarehouseIds; an id outside the scope answers 404, exactly like a missing one.
 * - Documents with two warehouses (a transfer): reading needs either end in scope; taking stock out
 *   of the source (allocate, confirm, ship) needs the source; receiving needs the destination; writing
 *   the document (a request, which moves no stock) needs either end.
 */
import { and, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Role } from '../../src/domain/permissions';
import type { Tx } from '../db/client';
import { projects } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { AuthUser } from './guard';

// ── Permission entries ──────────────────────────────────────────────────────────────────────────

/** A permission-list entry that any signed-in user satisfies (e.g. reading the docs). */
export const ANY_SIGNED_IN = '*';
/** A permission-list entry that the users holding `role` satisfy (spec §6: "has a role"). */
export const withRole = (role: Role) => `role:${role}`;

type Grants = { permissions: readonly string[]; roles: readonly string[] };

/**
 * Any one of the listed entries allows the call; an empty list means nobody. An entry is a
 * permission id of src/domain/permissions.ts, `role:<role>`, or ANY_SIGNED_IN.
 */
export function allows(user: Grants, list: readonly string[]): boolean {
  return list.some((entry) =>
    entry === ANY_SIGNED_IN
      ? true
      : entry.startsWith('role:')
        ? user.roles.includes(entry.slice('role:'.length))
        : user.permissions.includes(entry),
  );
}

/** Answers 403 unless the user holds one of the entries. */
export function requireAny(user: Grants, list: readonly string[]): void {
  if (!allows(user, list)) throw forbidden();
}

// ── Route access ────────────────────────────────────────────────────────────────────────────────

/**
 * What a route requires: 'public' (no sign-in: sign-in itself, the storefront connectors'
 * key-authenticated intake), or a permission list (any one entry; `[ANY_SIGNED_IN]` for any signed-in
 * user). A lifecycle action's route declares that action's permission from the lifecycle table.
 */
export type RouteAccess = 'public' | readonly string[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Any signed-in user. */
export const signedIn: RouteAccess = [ANY_SIGNED_IN];

/** Declares one access for every route of a plugin scope that does not declare its own. */
export function declareSubtreeAccess(scope: FastifyInstance, access: RouteAccess): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? access };
  });
}

/** The `onRoute` check: an /api route without a declared access fails the server's start. */
export function assertRouteDeclaresAccess(route: RouteOptions): void {
  if (!route.url.startsWith('/api/')) return;
  const access = route.config?.access;
  if (access === undefined)
    throw new Error(`Route ${String(route.method)} ${route.url} declares no access (config.access)`);
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

/** The /api routes with their declared access (HEAD routes mirror their GET). */
export function routeAccessTable(routes: readonly RouteOptions[]): RouteAccessEntry[] {
  return routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && route.url.startsWith('/api/'))
      .map((method) => ({ method, url: route.url, access: route.config!.access! })),
  );
}

/**
 * The one hook that guards every /api route: public routes pass; every other route signs the user
 * in (`authenticate`) and answers 403 unless they hold what the route declares.
 */
export function enforceRouteAccess(
  authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
) {
  return async function routeAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') return;
    await authenticate(request, reply);
    requireAny(request.user!, access);
  };
}

// ── Record scope ────────────────────────────────────────────────────────────────────────────────

/** A predicate limiting `column` to the ids in `allowed`; undefined when unrestricted. */
export function scopedTo(column: AnyColumn, allowed: number[] | null): SQL | undefined {
  if (allowed === null) return undefined;
  if (allowed.length === 0) return sql`false`;
  return inArray(column, allowed);
}

export const vendorScope = (user: AuthUser, column: AnyColumn) => scopedTo(column, user.accessVendorIds);
export const warehouseScope = (user: AuthUser, column: AnyColumn) =>
  scopedTo(column, user.accessWarehouseIds);

export function canSeeVendor(user: AuthUser, vendorId: number | null | undefined): boolean {
  return user.accessVendorIds === null || (vendorId != null && user.accessVendorIds.includes(vendorId));
}

export function canSeeWarehouse(user: AuthUser, warehouseId: number | null | undefined): boolean {
  return (
    user.accessWarehouseIds === null || (warehouseId != null && user.accessWarehouseIds.includes(warehouseId))
  );
}

export const isLimited = (user: AuthUser) =>
  user.accessVendorIds !== null || user.accessWarehouseIds !== null;

/** A project is visible when its vendor is, and its warehouse, when set, is too (GET /api/myprojects). */
function projectVisible(user: AuthUser): SQL | undefined {
  const warehouse = warehouseScope(user, projects.warehouseId);
  return and(vendorScope(user, projects.vendorId), warehouse && or(isNull(projects.warehouseId), warehouse));
}

/** `column` holds a project the user may see; undefined for unlimited users. */
function inVisibleProject(user: AuthUser, column: AnyColumn): SQL | undefined {
  if (!isLimited(user)) return undefined;
  const visible = new QueryBuilder().select({ id: projects.id }).from(projects).where(projectVisible(user));
  return sql`${column} in ${visible}`;
}

/** The project, when the user may see it. */
export async function findVisibleProject(tx: Tx, user: AuthUser, projectId: number) {
  const [project] = await tx
    .select({ id: projects.id, vendorId: projects.vendorId, warehouseId: projects.warehouseId })
    .from(projects)
    .where(and(sql`${projects.id} = ${projectId}`, projectVisible(user)));
  return project ?? null;
}

/** The tenant columns of a kind of record. */
export interface RecordScope {
  vendor?: PgColumn;
  warehouse?: PgColumn;
  /** A document that moves stock between two warehouses (a transfer, a 3PL receipt). */
  stockRoute?: { from: PgColumn; to: PgColumn };
  /** Rows without a warehouse are visible to warehouse-limited users too (a bulk shipment not yet placed). */
  warehouseOptional?: boolean;
  /** Rows reached through their project's vendor and warehouse (order tags, storefront products). */
  project?: PgColumn;
  /** Rows without a project are shared (content templates); only unlimited users may write them. */
  projectOptional?: boolean;
}

/** The warehouse columns of a scope: the one warehouse, or both ends of a stock route. */
export const warehouseColumnsOf = (scope: RecordScope | undefined): readonly PgColumn[] =>
  scope?.stockRoute
    ? [scope.stockRoute.to, scope.stockRoute.from]
    : scope?.warehouse
      ? [scope.warehouse]
      : [];

/** The rows of a kind the user may read: in their vendors, warehouses (either end) and projects. */
export function scopeCondition(
  kind: { scope?: RecordScope; scopeWhere?: (user: AuthUser) => SQL | undefined },
  user: AuthUser,
): SQL | undefined {
  const scope = kind.scope ?? {};
  const vendor = scope.vendor ? scopedTo(scope.vendor, user.accessVendorIds) : undefined;
  let warehouse: SQL | undefined;
  const columns = warehouseColumnsOf(scope);
  if (columns.length && user.accessWarehouseIds !== null) {
    const any = or(...columns.map((c) => scopedTo(c, user.accessWarehouseIds)));
    warehouse = scope.warehouseOptional ? or(and(...columns.map((c) => isNull(c))), any) : any;
  }
  let project: SQL | undefined;
  if (scope.project) {
    const visible = inVisibleProject(user, scope.project);
    project = visible && scope.projectOptional ? or(isNull(scope.project), visible) : visible;
  }
  return and(vendor, warehouse, project, kind.scopeWhere?.(user));
}

/** Taking stock out of a warehouse (allocate, confirm, ship): 404 unless it is in the user's scope. */
export function requireStockOut(user: AuthUser, warehouseId: number | null | undefined): void {
  if (!canSeeWarehouse(user, warehouseId)) throw notFound();
}

/** Receiving into a warehouse: 404 unless it is in the user's scope. */
export function requireStockIn(user: AuthUser, warehouseId: number | null | undefined): void {
  if (!canSeeWarehouse(user, warehouseId)) throw notFound();
}
