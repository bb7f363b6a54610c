/**
 * Records written as the API's generic add and edit write them (server/resources/engine.ts), at the
 * seed clock's time: the route's permission, the body validated by the declaration's schema, the lifecycle fields
 * (stateFields) left to their defaults, the declaration's write hook, the row with its created and
 * updated times, and its action-log entry. Only the special actions move a lifecycle field; `state`
 * sets one where no such action exists yet (each use says why).
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { recordAction } from '../../audit/action-log';
import { requireAny } from '../../auth/policy';
import { validateBody } from '../../http/errors';
import type { ResourceDecl, Row } from '../../resources/resource';
import type { SeedContext } from './context';

const keyOf = (decl: ResourceDecl, column: PgColumn | undefined) =>
  column && Object.entries(getTableColumns(decl.table)).find(([, c]) => c === column)?.[0];

/** The project a row belongs to, for the action log. */
const projectOf = (row: Row) => (typeof row.projectId === 'number' ? row.projectId : null);

/** The validated body without lifecycle fields; a null for a column with a default means the default. */
async function writableValues(decl: ResourceDecl, body: Row, schema = decl.schema): Promise<Row> {
  if (!schema) throw new Error(`${decl.name} has no form: its records are not added this way`);
  const values = { ...((await validateBody(schema, body)) as Row) };
  for (const field of decl.stateFields ?? []) delete values[field];
  const columns = getTableColumns(decl.table);
  for (const [key, value] of Object.entries(values)) {
    const column = columns[key];
    if (value === null && column?.notNull && column.hasDefault) delete values[key];
  }
  return values;
}

const withoutHidden = (decl: ResourceDecl, row: Row) => {
  const copy = { ...row };
  for (const field of decl.hidden ?? []) delete copy[field];
  return copy;
};

export interface AddOptions {
  /** Lifecycle fields no action moves yet (the record is written as it stands). */
  state?: Row;
  /**
   * Replaces the declaration's afterAdd where that reads the system clock (a direct inventory
   * update's movement): runs in the same place, with the row.
   */
  afterAdd?: (row: Row) => Promise<void>;
  /**
   * The permission the record is really made with, where the generic add is nobody's (an invoice is
   * uploaded with the lifecycle's issue permission, a PTC file imported with its own).
   */
  permissions?: readonly string[];
}

/** Adds one record as `actorEmail` at the clock's time; answers the stored row. */
export async function addRecord(
  ctx: SeedContext,
  decl: ResourceDecl,
  actorEmail: string,
  body: Row,
  options: AddOptions = {},
): Promise<Row> {
  const user = ctx.user(actorEmail);
  // The route's permission, as its preHandler checks it.
  requireAny(user, options.permissions ?? decl.permissions.create);
  const values = await writableValues(decl, body);
  const at = ctx.clock.now();
  await decl.beforeWrite?.({ tx: ctx.tx, user, action: 'add', values, before: null, at });
  const columns = getTableColumns(decl.table);
  const [row] = (await ctx.tx
    .insert(decl.table)
    .values({
      ...('createdAt' in columns ? { createdAt: at } : {}),
      ...('updatedAt' in columns ? { updatedAt: at } : {}),
      ...values,
      ...options.state,
    })
    .returning()) as Row[];
  await recordAction(ctx.tx, {
    actorId: user.id,
    resource: decl.name,
    resourceId: row![keyOf(decl, decl.id)!] as number,
    action: 'add',
    before: null,
    after: withoutHidden(decl, row!),
    projectId: projectOf(row!),
    at,
  });
  if (options.afterAdd) await options.afterAdd(row!);
  else await decl.afterAdd?.({ tx: ctx.tx, user, row: row!, events: ctx.events, at });
  return row!;
}

/**
 * Edits one record as `actorEmail` at the clock's time: like the edit form, the body is the stored
 * record with `changes` on top; answers the stored row.
 */
export async function editRecord(
  ctx: SeedContext,
  decl: ResourceDecl,
  actorEmail: string,
  id: number,
  changes: Row,
  options: Pick<AddOptions, 'state'> = {},
): Promise<Row> {
  const user = ctx.user(actorEmail);
  requireAny(user, decl.permissions.edit);
  const [before] = (await ctx.tx.select().from(decl.table).where(eq(decl.id, id))) as Row[];
  if (!before) throw new Error(`No ${decl.name} ${id}`);
  const values = await writableValues(
    decl,
    { ...withoutHidden(decl, before), ...changes },
    decl.editSchema ?? decl.schema,
  );
  const at = ctx.clock.now();
  await decl.beforeWrite?.({ tx: ctx.tx, user, action: 'edit', values, before, at });
  const versionKey = keyOf(decl, decl.version);
  if (versionKey && decl.version) values[versionKey] = sql`${decl.version} + 1`;
  const [after] = (await ctx.tx
    .update(decl.table)
    .set({
      ...values,
      ...options.state,
      ...('updatedAt' in getTableColumns(decl.table) ? { updatedAt: at } : {}),
    })
    .where(eq(decl.id, id))
    .returning()) as Row[];
  await recordAction(ctx.tx, {
    actorId: user.id,
    resource: decl.name,
    resourceId: id,
    action: 'edit',
    before: withoutHidden(decl, before),
    after: withoutHidden(decl, after!),
    projectId: projectOf(after!),
    at,
  });
  return after!;
}
