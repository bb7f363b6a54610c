/**
 * The generic calls of spec §7 for one declared resource: list (filters merged with page/perPage,
 * answering { total, items }), get, add, edit (optimistic version check) and delete. Each route
 * declares its permission list (the policy's hook enforces it) and every query and write is limited
 * to the user's scope (server/auth/policy.ts); every write is one transaction with its action-log row.
 */
import { and, asc, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { effectiveTimezoneOffset } from '../../src/domain/timezone';
import type { AppDeps } from '../context';
import { recordAction } from '../audit/action-log';
import { currentUser, type AuthUser } from '../auth/guard';
import {
  canSeeVendor,
  canSeeWarehouse,
  findVisibleProject,
  isLimited,
  scopeCondition,
  warehouseColumnsOf,
} from '../auth/policy';
import type { Tx } from '../db/client';
import type { DomainEvents } from '../events/domain-events';
import { badRequest, conflict, forbidden, HttpError, notFound, validateBody } from '../http/errors';
import { idempotencyKeyOf, withIdempotency } from '../http/idempotency';
import { buildFilters } from './filters';
import { MAX_PER_PAGE, type ResourceDecl, type Row } from './resource';

/** The property name under which a column appears in rows (Drizzle's camelCase key). */
function keyOf(decl: ResourceDecl, column: PgColumn | undefined): string | undefined {
  if (!column) return undefined;
  return Object.entries(getTableColumns(decl.table)).find(([, c]) => c === column)?.[0];
}

export function parseId(decl: ResourceDecl, raw: unknown): number | string {
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

/** The column name (snake_case) a Postgres error names, as the row's property name. */
function fieldOfColumn(decl: ResourceDecl, column: unknown): string | undefined {
  if (typeof column !== 'string') return undefined;
  return Object.entries(getTableColumns(decl.table)).find(([, c]) => c.name === column)?.[0];
}

/**
 * Constraint violations become 409s; a missing required value or a value the column cannot hold
 * (a schema gap) becomes a 400, never a 500; anything else (including our own HttpErrors) passes on.
 */
function translateDbError(decl: ResourceDecl) {
  return (err: unknown): never => {
    const code = pgCode(err);
    if (code === '23505') throw conflict('A record with these values already exists.');
    if (code === '23503')
      throw conflict('This record is in use by other records and cannot be removed or changed that way.');
    if (code === '23502' || code === '23514' || code?.startsWith('22')) {
      const e = err as { column?: unknown; cause?: { column?: unknown } };
      const field = fieldOfColumn(decl, e.column ?? e.cause?.column);
      throw badRequest('Some fields are not valid.', {
        [field ?? '_']: code === '23502' ? 'This field is required' : 'This value is not valid',
      });
    }
    throw err;
  };
}

/**
 * Tenant values of a new or changed row must lie in the user's scope; a lone vendor is filled in.
 * On edit, fields the body leaves out keep their stored values.
 */
async function checkTenant(
  tx: Tx,
  decl: ResourceDecl,
  user: AuthUser,
  values: Row,
  before: Row | null,
): Promise<void> {
  const fields: Record<string, string> = {};
  const current = (key: string) => (values[key] === undefined && before ? before[key] : values[key]);
  const vendorKey = keyOf(decl, decl.scope?.vendor);
  if (vendorKey) {
    if (current(vendorKey) == null && user.accessVendorIds?.length === 1)
      values[vendorKey] = user.accessVendorIds[0];
    if (!canSeeVendor(user, current(vendorKey) as number | null))
      fields[vendorKey] = 'Choose a vendor you have access to';
  }
  // A transfer may be written (requested) by either end; stock leaves its source only through the
  // steps that need the source in scope (server/modules/inbound/shipment-steps.policy.ts).
  const warehouseKeys = warehouseColumnsOf(decl.scope).map((c) => keyOf(decl, c)!);
  const setWarehouses = warehouseKeys.filter((key) => current(key) != null);
  if (setWarehouses.length && !setWarehouses.some((key) => canSeeWarehouse(user, current(key) as number))) {
    for (const key of setWarehouses) fields[key] = 'Choose a warehouse you have access to';
  }
  const projectKey = keyOf(decl, decl.scope?.project);
  if (projectKey && isLimited(user)) {
    const projectId = current(projectKey) as number | null | undefined;
    if (projectId == null) fields[projectKey] = 'Choose a project';
    else if (!(await findVisibleProject(tx, user, projectId)))
      fields[projectKey] = 'Choose a project you have access to';
  }
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
}

/** Declared references must name existing rows (of the same vendor, project, … where asked). */
async function checkReferences(tx: Tx, decl: ResourceDecl, values: Row, before: Row | null): Promise<void> {
  const fields: Record<string, string> = {};
  for (const ref of decl.references ?? []) {
    const value = values[ref.field] === undefined && before ? before[ref.field] : values[ref.field];
    if (value == null) continue;
    let matchCondition: SQL | undefined;
    if (ref.match) {
      const expected =
        values[ref.match.field] === undefined && before ? before[ref.match.field] : values[ref.match.field];
      matchCondition = expected == null ? sql`false` : eq(ref.match.column, expected);
    }
    const [found] = await tx
      .select({ id: ref.id })
      .from(ref.table)
      .where(and(eq(ref.id, value), matchCondition))
      .limit(1);
    if (!found) fields[ref.field] = ref.message;
  }
  if (Object.keys(fields).length) throw badRequest('Some fields are not valid.', fields);
}

/** The project a row belongs to, for the action log (so project logs can show it). */
const projectOf = (row: Row | null | undefined) =>
  typeof row?.projectId === 'number' ? row.projectId : null;

function parsePaging(decl: ResourceDecl, body: Row) {
  const fields: Record<string, string> = {};
  const page = body.page === undefined ? 1 : Number(body.page);
  const perPage = body.perPage === undefined ? decl.defaultPerPage : Number(body.perPage);
  if (!Number.isInteger(page) || page < 1) fields.page = 'Must be a whole number from 1';
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > MAX_PER_PAGE)
    fields.perPage = `Must be a whole number from 1 to ${MAX_PER_PAGE}`;
  const requested =
    body.sortBy === undefined || body.sortBy === '' || body.sortBy === null
      ? decl.defaultSort.by
      : String(body.sortBy);
  const sortBy =
    Object.keys(decl.sortable).find((key) => key.toLowerCase() === requested.toLowerCase()) ?? requested;
  if (!(sortBy in decl.sortable)) fields.sortBy = `Must be one of: ${Object.keys(decl.sortable).join(', ')}`;
  const sortDesc =
    body.sortDesc === undefined ? decl.defaultSort.desc : body.sortDesc === true || body.sortDesc === 'true';
  return { page, perPage, sortBy, sortDesc, fields };
}

/**
 * The validated body without the lifecycle fields, which only special actions move. A null for a
 * required column that has a default (an order date, an entry date) means "the default" on add and
 * "unchanged" on edit.
 */
/** The validated body without its lifecycle fields (the column defaults set those on add). */
export function writableValues(decl: ResourceDecl, validated: unknown): Row {
  const values = { ...(validated as Row) };
  for (const field of decl.stateFields ?? []) delete values[field];
  const columns = getTableColumns(decl.table);
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (value === null && column?.notNull && column.hasDefault) delete values[key];
  }
  return values;
}

function asObject(body: unknown): Row {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return body as Row;
}

/**
 * Adds one record of `decl` in `tx` as the add route does once the body is validated (writable values
 * only): the declaration's hooks, the tenant and reference checks, the insert and the action log.
 * Answers the saved record and what to run once the transaction commits (its events).
 */
export async function insertRecord(
  tx: Tx,
  decl: ResourceDecl,
  user: AuthUser,
  values: Row,
  { events, at }: { events: DomainEvents; at: Date },
): Promise<{ saved: Row; afterCommit: (() => void) | void }> {
  await decl.beforeWrite?.({ tx, user, action: 'add', values, before: null, at });
  await checkTenant(tx, decl, user, values, null);
  await checkReferences(tx, decl, values, null);
  const [created] = (await tx.insert(decl.table).values(values).returning()) as Row[];
  await recordAction(tx, {
    actorId: user.id,
    resource: decl.name,
    resourceId: created![keyOf(decl, decl.id)!] as number,
    action: 'add',
    before: null,
    after: serialize(decl, created!),
    projectId: projectOf(created),
  });
  const afterCommit = await decl.afterAdd?.({ tx, user, row: created!, events, at });
  return { saved: serialize(decl, created!), afterCommit };
}

export function registerResource(
  app: FastifyInstance,
  decl: ResourceDecl,
  { database: { db }, events, clock }: AppDeps,
): void {
  // Routes live inside the /api scope, so the base loses its /api prefix here.
  const base = decl.base.replace(/^\/api/, '');
  const table = decl.table;
  const idKey = keyOf(decl, decl.id)!;
  const versionKey = keyOf(decl, decl.version);
  const columns = getTableColumns(table);
  // A function: each edit stamps its own time (a value here would stamp every edit with start-up time).
  const updatedAt = () => ('updatedAt' in columns ? { updatedAt: clock.now() } : {});
  const publishLive = (row: Row) => {
    if (decl.liveEvent) events.publish(decl.liveEvent(row));
  };

  // What a list and a read answer: the columns, and the declaration's computed values.
  const answered = decl.computed ? { ...columns, ...decl.computed } : columns;

  const findInScope = async (user: AuthUser, id: number | string, tx = db) => {
    const [row] = await tx
      .select()
      .from(table)
      .where(and(eq(decl.id, id), scopeCondition(decl, user)));
    if (!row) throw notFound();
    return row;
  };

  app.post(`${base}/${decl.listPath}`, { config: { access: decl.permissions.view } }, async (request) => {
    const user = currentUser(request);
    const body = asObject(request.body);
    const paging = parsePaging(decl, body);
    const filters = buildFilters(decl.filters, body, {
      timezoneOffset: effectiveTimezoneOffset(user.timezone),
    });
    const fields = { ...paging.fields, ...filters.errors };
    if (Object.keys(fields).length) throw badRequest('Some filters are not valid.', fields);

    const where = and(scopeCondition(decl, user), filters.where);
    const sortColumn = decl.sortable[paging.sortBy]!;
    // Descending puts empty values last, as users expect, and matches the DESC NULLS LAST of the
    // indexes (PostgreSQL's own DESC default, NULLS FIRST, would keep the list from using them).
    const direction = (column: PgColumn) => (paging.sortDesc ? sql`${column} desc nulls last` : asc(column));
    // The id breaks ties, so paging is stable when many rows share a sort value.
    const query = db
      .select(answered)
      .from(table)
      .where(where)
      .orderBy(direction(sortColumn), direction(decl.id));
    if (decl.listAsArray) return (await query.limit(1000)).map((row) => serialize(decl, row));
    const [items, [totals]] = await Promise.all([
      query.limit(paging.perPage).offset((paging.page - 1) * paging.perPage),
      db.select({ total: count() }).from(table).where(where),
    ]);
    return { total: totals?.total ?? 0, items: items.map((row) => serialize(decl, row)) };
  });

  app.get(`${base}/:id`, { config: { access: decl.permissions.view } }, async (request) => {
    const user = currentUser(request);
    const id = parseId(decl, (request.params as { id: string }).id);
    const [row] = await db
      .select(answered)
      .from(table)
      .where(and(eq(decl.id, id), scopeCondition(decl, user)));
    if (!row) throw notFound();
    return serialize(decl, row);
  });

  if (decl.ownWrites) return;

  app.post(base, { config: { access: decl.permissions.create } }, async (request, reply) => {
    const user = currentUser(request);
    if (!decl.schema) throw forbidden('Records of this kind cannot be added.');
    const values = writableValues(decl, await validateBody(decl.schema, request.body));
    const key = idempotencyKeyOf(request);
    const { saved, afterCommit } = await db
      .transaction(async (tx) => {
        const after: { commit?: (() => void) | void } = {};
        // A retry with the same Idempotency-Key answers the first request's row, adding nothing.
        const { result } = await withIdempotency(tx, key, `POST ${decl.base}`, user.id, async () => {
          const added = await insertRecord(tx, decl, user, values, { events, at: clock.now() });
          after.commit = added.afterCommit;
          return added.saved;
        });
        return { saved: result, afterCommit: after.commit };
      })
      .catch(translateDbError(decl));
    afterCommit?.();
    publishLive(saved);
    return reply.status(201).send(saved);
  });

  app.post(`${base}/edit`, { config: { access: decl.permissions.edit } }, async (request) => {
    const user = currentUser(request);
    if (!decl.schema) throw forbidden('Records of this kind cannot be edited.');
    const body = asObject(request.body);
    const id = parseId(decl, body.id ?? body[idKey]);
    const values = writableValues(decl, await validateBody(decl.editSchema ?? decl.schema, body));
    const saved = await db
      .transaction(async (tx) => {
        const before = await findInScope(user, id, tx);
        await decl.beforeWrite?.({ tx, user, action: 'edit', values, before, at: clock.now() });
        await checkTenant(tx, decl, user, values, before);
        await checkReferences(tx, decl, values, before);
        let versionCheck: SQL | undefined;
        if (versionKey && decl.version) {
          const sent = Number(body.version);
          if (!Number.isInteger(sent))
            throw badRequest('Some fields are not valid.', { version: 'Version is required' });
          if (sent !== before[versionKey]) throw staleVersion();
          versionCheck = eq(decl.version, sent);
          values[versionKey] = sql`${decl.version} + 1`;
        }
        const [after] = (await tx
          .update(table)
          .set({ ...values, ...updatedAt() })
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
          projectId: projectOf(after),
        });
        return serialize(decl, after);
      })
      .catch(translateDbError(decl));
    publishLive(saved);
    return saved;
  });

  app.delete(`${base}/:id`, { config: { access: decl.permissions.delete } }, async (request, reply) => {
    const user = currentUser(request);
    const id = parseId(decl, (request.params as { id: string }).id);
    const deleted = await db
      .transaction(async (tx) => {
        const before = await findInScope(user, id, tx);
        await decl.beforeDelete?.({ tx, user, before });
        await tx.delete(table).where(eq(decl.id, id));
        await recordAction(tx, {
          actorId: user.id,
          resource: decl.name,
          resourceId: id,
          action: 'delete',
          before: serialize(decl, before),
          after: null,
          projectId: projectOf(before),
        });
        return before;
      })
      .catch(translateDbError(decl));
    publishLive(deleted);
    return reply.status(204).send();
  });
}

export const staleVersion = () =>
  new HttpError(
    409,
    'stale_version',
    'This record was changed by someone else. Reload it and apply your changes again.',
  );
