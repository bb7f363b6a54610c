/**
 * How a pulled 3PL list is written, in the caller's (short) transaction: each record upserted on
 * (connection, natural key) with ON CONFLICT, so a second sync, or two processes syncing at once,
 * leave one row per record; a row's version moves only when a pulled field changed. A row kept by hand
 * (no connection) with the same natural key is adopted by the connection instead of being repeated,
 * keeping its mapping. Mapping columns (warehouse, vendor, vendor product) are never written here.
 */
import { and, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  tplBillingCodes,
  tplCarriers,
  tplCarrierServices,
  tplCustomers,
  tplFacilities,
  tplItems,
  tplUnitsOfMeasure,
} from '../../db/schema';
import type { StepCounts } from './wms-sync.types';

type ListTable =
  | typeof tplFacilities
  | typeof tplCustomers
  | typeof tplCarriers
  | typeof tplCarrierServices
  | typeof tplBillingCodes
  | typeof tplItems;

type Row = Record<string, unknown>;

export interface ListScope {
  tx: Tx;
  connectionId: number;
  now: Date;
}

export interface ListSpec<R extends object> {
  /** The record's natural key within the connection (the conflict target with connection_id). */
  key: readonly (keyof R & string)[];
  /** The pulled fields: a change of one updates the row and its version. */
  compared: readonly (keyof R & string)[];
}

export interface ListOutcome {
  counts: StepCounts;
  /** Our row id of every pulled record, by its natural key (keyOf). */
  ids: Map<string, number>;
  /** The rows this sync saw for the first time (created, not adopted). */
  createdIds: number[];
}

const CHUNK = 500;

export const keyOf = (row: object, key: readonly string[]) =>
  key.map((k) => String((row as Row)[k] ?? '')).join('\u001f');

const columnsOf = (table: ListTable | typeof tplUnitsOfMeasure) =>
  getTableColumns(table) as unknown as Record<string, PgColumn>;

const excluded = (column: PgColumn) => sql`excluded.${sql.identifier(column.name)}`;

/**
 * The SET of an upsert: the pulled fields; version and updatedAt move only when one of them changed
 * (tables without a version have only updatedAt).
 */
function upsertSet(table: ListTable | typeof tplUnitsOfMeasure, compared: readonly string[]) {
  const columns = columnsOf(table);
  const changed = sql`(${sql.join(
    compared.map((key) => sql`${columns[key]!}`),
    sql`, `,
  )}) is distinct from (${sql.join(
    compared.map((key) => excluded(columns[key]!)),
    sql`, `,
  )})`;
  const set: Record<string, SQL> = Object.fromEntries(compared.map((key) => [key, excluded(columns[key]!)]));
  if (columns.version)
    set.version = sql`case when ${changed} then ${columns.version} + 1 else ${columns.version} end`;
  set.updatedAt = sql`case when ${changed} then excluded.updated_at else ${columns.updatedAt!} end`;
  return set;
}

/** Counts what an upsert of `rows` over `existing` (by key) will do. */
function countChanges<R extends object>(
  rows: readonly R[],
  existing: Map<string, Row>,
  spec: ListSpec<R>,
): StepCounts {
  const counts = { created: 0, updated: 0, unchanged: 0 };
  for (const row of rows) {
    const before = existing.get(keyOf(row, spec.key));
    if (!before) counts.created++;
    else if (spec.compared.some((k) => !Object.is(before[k] ?? null, (row as Row)[k] ?? null)))
      counts.updated++;
    else counts.unchanged++;
  }
  return counts;
}

/** The last of each key: a list that names a record twice is written once. */
const uniqueBy = <R extends object>(rows: readonly R[], key: readonly string[]) => [
  ...new Map(rows.map((row) => [keyOf(row, key), row])).values(),
];

/** Hands the connection the rows kept by hand (no connection) that share a pulled record's key. */
async function adoptHandMade<R extends object>(
  { tx, connectionId }: ListScope,
  table: ListTable,
  rows: readonly R[],
  owned: Map<string, Row>,
  key: readonly string[],
) {
  const wanted = new Set(rows.map((row) => keyOf(row, key)).filter((k) => !owned.has(k)));
  if (wanted.size === 0) return;
  const handMade = (await tx
    .select()
    .from(table)
    .where(isNull(table.connectionId))
    .orderBy(table.id)) as unknown as (Row & { id: number })[];
  const adopt = new Map<string, number>();
  for (const row of handMade) {
    const k = keyOf(row, key);
    if (wanted.has(k) && !adopt.has(k)) adopt.set(k, row.id);
  }
  if (adopt.size === 0) return;
  await tx
    .update(table)
    .set({ connectionId })
    .where(and(inArray(table.id, [...adopt.values()]), isNull(table.connectionId)));
}

/** Upserts one pulled list of the connection; answers its counts and our ids. */
export async function upsertList<R extends object>(
  scope: ListScope,
  table: ListTable,
  pulled: readonly R[],
  spec: ListSpec<R>,
): Promise<ListOutcome> {
  const { tx, connectionId, now } = scope;
  const rows = uniqueBy(pulled, spec.key);
  const ownedRows = async () =>
    (await tx.select().from(table).where(eq(table.connectionId, connectionId))) as unknown as (Row & {
      id: number;
    })[];
  const byKey = (list: (Row & { id: number })[]) => new Map(list.map((row) => [keyOf(row, spec.key), row]));
  await adoptHandMade(scope, table, rows, byKey(await ownedRows()), spec.key);
  const existing = byKey(await ownedRows());
  const counts = countChanges(rows, existing, spec);

  const columns = columnsOf(table);
  for (let i = 0; i < rows.length; i += CHUNK)
    await tx
      .insert(table)
      .values(
        rows
          .slice(i, i + CHUNK)
          .map((row) => ({ ...row, connectionId, createdAt: now, updatedAt: now })) as never,
      )
      .onConflictDoUpdate({
        target: [columns.connectionId!, ...spec.key.map((k) => columns[k]!)],
        set: upsertSet(table, spec.compared),
      });

  const after = byKey(await ownedRows());
  const ids = new Map([...after].map(([k, row]) => [k, row.id]));
  const createdIds = rows.flatMap((row) => {
    const k = keyOf(row, spec.key);
    return existing.has(k) ? [] : [ids.get(k)!];
  });
  return { counts, ids, createdIds };
}

/**
 * Units of measure are one list for all (unique on code): a pulled unit updates the row of its code,
 * whoever made it, and a row kept by hand is adopted by the connection.
 */
export async function upsertUnitsOfMeasure(
  { tx, connectionId, now }: ListScope,
  pulled: readonly { externalId: string; code: string; name: string }[],
): Promise<StepCounts> {
  const rows = uniqueBy(pulled, ['code']);
  if (rows.length === 0) return { created: 0, updated: 0, unchanged: 0 };
  const existing = await tx
    .select()
    .from(tplUnitsOfMeasure)
    .where(
      inArray(
        tplUnitsOfMeasure.code,
        rows.map((r) => r.code),
      ),
    );
  const counts = countChanges(rows, new Map(existing.map((row) => [row.code, row])), {
    key: ['code'],
    compared: ['externalId', 'name'],
  });
  await tx
    .insert(tplUnitsOfMeasure)
    .values(rows.map((row) => ({ ...row, connectionId, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: tplUnitsOfMeasure.code,
      set: {
        ...upsertSet(tplUnitsOfMeasure, ['externalId', 'name']),
        connectionId: sql`coalesce(${tplUnitsOfMeasure.connectionId}, excluded.connection_id)`,
      },
    });
  return counts;
}
