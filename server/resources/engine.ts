/**
 * The generic calls of spec §7 for one declared resource: list (filters merged with page/perPage,
 * answering { total, items }), get, add, edit (optimistic version check) and delete. Every call checks
 * its permission and the tenant scope; every write is one transaction with its action-log row.
 */
import { and, asc, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { effectiveTimezoneOffset } from '../../src/domain/timezone';
import type { AppDeps } from '../app';
import { recordAction } from '../audit/action-log';
import { currentUser, type AuthUser } from '../auth/guard';
import { canSeeVendor, canSeeWarehouse, scopedTo } from '../auth/scope';
import { badRequest, conflict, forbidden, HttpError, notFound, validateBody } from '../http/errors';
import { buildFilters } from './filters';
import { MAX_PER_PAGE, type ResourceDecl } from './resource';

type Row = Record<string, unknown>;

function requireAny(user: AuthUser, permissions: readonly string[]) {
  if (!permissions.some((p) => user.permissions.includes(p))) throw forbidden();
}

/** The property name under which a column appears in rows (Drizzle's camelCase key). */
function keyOf(decl: ResourceDecl, column: PgColumn | undefined): string | undefined {
  if (!column) return undefined;
  return Object.entries(getTableColumns(decl.table)).find(([, c]) => c === column)?.[0];
}

function scopeCondition(decl: ResourceDecl, user: AuthUser): SQL | undefined {
  const vendor = decl.scope?.vendor ? scopedTo(decl.scope.vendor, user.accessVendorIds) : undefined;
  const warehouse = decl.scope?.warehouse ? scopedTo(decl.scope.warehouse, user.accessWarehouseIds) : undefined;
  return and(vendor, warehouse, decl.scopeWhere?.(user));
}

function parseId(decl: ResourceDecl, raw: unknown): number | string {
  if (decl.idType === 'int') {
    const id = Number(raw);
    if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
    return id;
  }
  if (typeof raw !== 'string' || !/^[0-9a-f-]{36}$/i.test(raw)) throw notFound();
  return raw;
}

function serialize(decl: ResourceDecl, row: Row): Row {
  if (!decl.hidden?.length) return row;
  const copy = { ...row };
  for (const field of decl.hidden) delete copy[field];
  return copy;
}

/** Postgres error codes, whichever driver (and Drizzle's wrapper) raised them. */
function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Constraint violations become 409s; anything else (including our own HttpErrors) passes on. */
function translateDbError(err: unknown): never {
  const code = pgCode(err);
  if (code === '23505') throw conflict('A record with these values already exists.');
  if (code === '23503') throw conflict('This record is in use by other records and cannot be removed or changed that way.');
  throw err;
}

/** Tenant values of a new or changed row must lie in the user's scope; a lone vendor is filled in. */
function checkTenant(decl: ResourceDecl, user: AuthUser, values: Row): void {
  const fields: Record<string, string> = {};
  const vendorKey = keyOf(decl, decl.scope?.vendor);
  const warehouseKey = keyOf(decl, decl.scope?.warehouse);
  if (vendorKey) {
    if (values[vendorKey] == null && user.accessVendorIds?.length === 1) values[vendorKey] = user.accessVendorIds[0];
    if (!canSeeVendor(user, values[vendorKey] as number | null)) fields[vendorKey] = 'Choose a vendor you have access to';
  }
  if (warehouseKey && values[warehouseKey] != null && !canSeeWarehouse(user, values[warehouseKey] as number)) {
    fields[warehouseKey] = 'Choose a warehouse you have access to';
  }
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
}

function parsePaging(decl: ResourceDecl, body: Row) {
  const fields: Record<string, string> = {};
  const page = body.page === undefined ? 1 : Number(body.page);
  const perPage = body.perPage === undefined ? decl.defaultPerPage : Number(body.perPage);
  if (!Number.isInteger(page) || page < 1) fields.page = 'Must be a whole number from 1';
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    fields.perPage = `Must be a whole number from 1 to ${MAX_PER_PAGE}`;
  const sortBy = body.sortBy === undefined || body.sortBy === '' ? decl.defaultSort.by : String(body.sortBy);
  if (!(sortBy in decl.sortable)) fields.sortBy = `Must be one of: ${Object.keys(decl.sortable).join(', ')}`;
  const sortDesc =
    body.sortDesc === undefined ? decl.defaultSort.desc : body.sortDesc === true || body.sortDesc === 'true';
  return { page, perPage, sortBy, sortDesc, fields };
}

function asObject(body: unknown): Row {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
  return body as Row;
}

export function registerResource(app: FastifyInstance, decl: ResourceDecl, { database: { db } }: AppDeps): void {
  // Routes live inside the /api scope, so the base loses its /api prefix here.
  const base = decl.base.replace(/^\/api/, '');
  const table = decl.table;
  const idKey = keyOf(decl, decl.id)!;
  const versionKey = keyOf(decl, decl.version);
  const columns = getTableColumns(table);
  const updatedAt = 'updatedAt' in columns ? { updatedAt: new Date() } : {};

  const findInScope = async (user: AuthUser, id: number | string, tx = db) => {
    const [row] = await tx.select().from(table).where(and(eq(decl.id, id), scopeCondition(decl, user)));
    if (!row) throw notFound();
    return row as Row;
  };

  app.post(`${base}/${decl.listPath}`, async (request) => {
    const user = currentUser(request);
    requireAny(user, decl.permissions.view);
    const body = asObject(request.body);
    const paging = parsePaging(decl, body);
    const filters = buildFilters(decl.filters, body, { timezoneOffset: effectiveTimezoneOffset(user.timezone) });
    const fields = { ...paging.fields, ...filters.errors };
    if (Object.keys(fields).length) throw badRequest('Some filters are not valid.', fields);

    const where = and(scopeCondition(decl, user), filters.where);
    const sortColumn = decl.sortable[paging.sortBy]!;
    const direction = paging.sortDesc ? desc : asc;
    // The id breaks ties, so paging is stable when many rows share a sort value.
    const query = db.select().from(table).where(where).orderBy(direction(sortColumn), direction(decl.id));
    if (decl.listAsArray) return (await query.limit(1000)).map((row) => serialize(decl, row));
    const [items, [totals]] = await Promise.all([
      query.limit(paging.perPage).offset((paging.page - 1) * paging.perPage),
      db.select({ total: count() }).from(table).where(where),
    ]);
    return { total: totals?.total ?? 0, items: items.map((row) => serialize(decl, row)) };
  });

  app.get(`${base}/:id`, async (request) => {
    const user = currentUser(request);
    requireAny(user, decl.permissions.view);
    return serialize(decl, await findInScope(user, parseId(decl, (request.params as { id: string }).id)));
  });

  app.post(base, async (request, reply) => {
    const user = currentUser(request);
    requireAny(user, decl.permissions.create);
    if (!decl.schema) throw forbidden('Records of this kind cannot be added.');
    const values = (await validateBody(decl.schema, request.body)) as Row;
    checkTenant(decl, user, values);
    const row = await db
      .transaction(async (tx) => {
        const [created] = (await tx.insert(table).values(values).returning()) as Row[];
        await recordAction(tx, {
          actorId: user.id,
          resource: decl.name,
          resourceId: created![idKey] as number,
          action: 'add',
          before: null,
          after: serialize(decl, created!),
        });
        return created!;
      })
      .catch(translateDbError);
    return reply.status(201).send(serialize(decl, row));
  });

  app.post(`${base}/edit`, async (request) => {
    const user = currentUser(request);
    requireAny(user, decl.permissions.edit);
    if (!decl.schema) throw forbidden('Records of this kind cannot be edited.');
    const body = asObject(request.body);
    const id = parseId(decl, body.id ?? body[idKey]);
    const values = (await validateBody(decl.schema, body)) as Row;
    checkTenant(decl, user, values);
    return db
      .transaction(async (tx) => {
        const before = await findInScope(user, id, tx);
        let versionCheck: SQL | undefined;
        if (versionKey && decl.version) {
          const sent = Number(body.version);
          if (!Number.isInteger(sent)) throw badRequest('Some fields are not valid.', { version: 'Version is required' });
          if (sent !== before[versionKey]) throw staleVersion();
          versionCheck = eq(decl.version, sent);
          values[versionKey] = sql`${decl.version} + 1`;
        }
        const [after] = (await tx
          .update(table)
          .set({ ...values, ...updatedAt })
          .where(and(eq(decl.id, id), versionCheck))
          .returning()) as Row[];
        // Someone else's edit committed between our read and our write.
        if (!after) throw staleVersion();
        await recordAction(tx, {
          actorId: user.id,
          resource: decl.name,
          resourceId: id,
          action: 'edit',
          before: serialize(decl, before),
          after: serialize(decl, after),
        });
        return serialize(decl, after);
      })
      .catch(translateDbError);
  });

  app.delete(`${base}/:id`, async (request, reply) => {
    const user = currentUser(request);
    requireAny(user, decl.permissions.delete);
    const id = parseId(decl, (request.params as { id: string }).id);
    await db
      .transaction(async (tx) => {
        const before = await findInScope(user, id, tx);
        await tx.delete(table).where(eq(decl.id, id));
        await recordAction(tx, {
          actorId: user.id,
          resource: decl.name,
          resourceId: id,
          action: 'delete',
          before: serialize(decl, before),
          after: null,
        });
      })
      .catch(translateDbError);
    return reply.status(204).send();
  });
}

const staleVersion = () =>
  new HttpError(409, 'stale_version', 'This record was changed by someone else. Reload it and apply your changes again.');
