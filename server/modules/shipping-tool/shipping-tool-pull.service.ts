/**
 * What one sync writes for each list, in the sync's transaction:
 * - upserts the pulled records by (connection, external id) with ON CONFLICT, so two processes
 *   syncing at once leave one row per record (the later write wins field by field), and bumps a
 *   row's version only when one of its fields changed;
 * - marks inactive the records the tool no longer lists (kept for their mapping's history);
 * - maps the records nobody mapped yet: a store to the storefront's store of the same name, a product
 *   to the storefront product of the same SKU (made when missing, by intake's own rule: mapLines), a
 *   tag to the storefront's order tag of the same name (made when missing). A mapping already set,
 *   by a person or an earlier sync, is never overwritten (each update is guarded by "still unmapped"),
 *   and neither is a person's "none": a record someone unmapped by hand (its 'unmap' row in the
 *   action log, shipping-tool-mapping.service.ts) stays unmapped.
 */
import { and, eq, getTableColumns, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ShippingToolList, ShippingToolListCounts } from '../../../src/domain/contracts/shipping-tool';
import type { Tx } from '../../db/client';
import {
  actionLog,
  orderTags,
  shippingToolConnections,
  shippingToolProducts,
  shippingToolStores,
  shippingToolTags,
  storefrontProducts,
  stores,
} from '../../db/schema';
import {
  nameKey,
  sameName,
  type PulledProduct,
  type PulledStore,
  type PulledTag,
} from '../../integrations/shipping-tool/mappers';
import { mapLines } from '../orders/order-checks.logic';
import type { Storefront } from './shipping-tool-access.policy';
import { MAPPING_RESOURCES } from './shipping-tool-mapping.service';

type Connection = typeof shippingToolConnections.$inferSelect;

export interface PullContext {
  tx: Tx;
  connection: Connection;
  project: Storefront;
  now: Date;
}

export interface ListOutcome {
  counts: ShippingToolListCounts;
  /** Storefront products or order tags the sync made for records of the tool Dockhand did not have. */
  madeIds: number[];
}

type PulledTable = typeof shippingToolStores | typeof shippingToolProducts | typeof shippingToolTags;
type Existing = Record<string, unknown> & { externalId: string };

const CHUNK = 500;
const DEFAULT_TAG_COLOR = '#6B7280';

/** Upserts `rows` of one list and deactivates what the tool no longer lists; answers the counts. */
async function upsertPulled<R extends { externalId: string; active: boolean }>(
  { tx, connection, now }: PullContext,
  table: PulledTable,
  rows: readonly R[],
  compared: readonly (keyof R & string)[],
): Promise<ShippingToolListCounts> {
  const columns = getTableColumns(table) as unknown as Record<string, PgColumn>;
  const existing = (await tx
    .select()
    .from(table)
    .where(eq(table.connectionId, connection.id))) as unknown as Existing[];
  const byId = new Map(existing.map((row) => [row.externalId, row]));
  const counts = { created: 0, updated: 0, unchanged: 0, deactivated: 0 };
  for (const row of rows) {
    const before = byId.get(row.externalId);
    if (!before) counts.created++;
    else if (compared.some((key) => !Object.is(before[key], row[key]))) counts.updated++;
    else counts.unchanged++;
  }

  const excluded = (key: string) => sql`excluded.${sql.identifier(columns[key]!.name)}`;
  const changed = sql`(${sql.join(
    compared.map((key) => sql`${columns[key]!}`),
    sql`, `,
  )}) is distinct from (${sql.join(
    compared.map((key) => excluded(key)),
    sql`, `,
  )})`;
  const set: Record<string, SQL> = Object.fromEntries(compared.map((key) => [key, excluded(key)]));
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx
      .insert(table)
      .values(
        rows.slice(i, i + CHUNK).map((row) => ({
          ...row,
          connectionId: connection.id,
          projectId: connection.projectId,
          vendorId: connection.vendorId,
          syncedAt: now,
          createdAt: now,
          updatedAt: now,
        })) as never,
      )
      .onConflictDoUpdate({
        target: [table.connectionId, table.externalId],
        set: {
          ...set,
          syncedAt: sql`excluded.synced_at`,
          version: sql`case when ${changed} then ${table.version} + 1 else ${table.version} end`,
          updatedAt: sql`case when ${changed} then excluded.updated_at else ${table.updatedAt} end`,
        },
      });
  }

  const listed = rows.map((row) => row.externalId);
  const gone = await tx
    .update(table)
    .set({ active: false, version: sql`${table.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(table.connectionId, connection.id),
        eq(table.active, true),
        listed.length ? notInArray(table.externalId, listed) : undefined,
      ),
    )
    .returning({ id: table.id });
  counts.deactivated = gone.length;
  return counts;
}

/** The records of `rows` that a person unmapped by hand: left unmapped. */
async function unmappedByHand<T extends { id: number }>(
  tx: Tx,
  list: ShippingToolList,
  rows: readonly T[],
): Promise<T[]> {
  if (rows.length === 0) return [];
  const cleared = new Set<string>();
  for (let i = 0; i < rows.length; i += CHUNK) {
    const found = await tx
      .selectDistinct({ id: actionLog.resourceId })
      .from(actionLog)
      .where(
        and(
          eq(actionLog.resource, MAPPING_RESOURCES[list]),
          eq(actionLog.action, 'unmap'),
          inArray(
            actionLog.resourceId,
            rows.slice(i, i + CHUNK).map((row) => String(row.id)),
          ),
        ),
      );
    for (const row of found) if (row.id) cleared.add(row.id);
  }
  return rows.filter((row) => !cleared.has(String(row.id)));
}

/** Sets a pulled record's mapping (`column`, to `set`) unless someone set one meanwhile. */
const mapIfUnmapped = (
  ctx: PullContext,
  table: PulledTable,
  id: number,
  column: PgColumn,
  set: Record<string, number>,
) =>
  ctx.tx
    .update(table)
    .set({ ...set, version: sql`${table.version} + 1`, updatedAt: ctx.now })
    .where(and(eq(table.id, id), isNull(column)));

export async function pullStores(ctx: PullContext, pulled: readonly PulledStore[]): Promise<ListOutcome> {
  const counts = await upsertPulled(ctx, shippingToolStores, pulled, ['name', 'marketplace', 'active']);
  const unmapped = await unmappedByHand(
    ctx.tx,
    'stores',
    await ctx.tx
      .select({ id: shippingToolStores.id, name: shippingToolStores.name })
      .from(shippingToolStores)
      .where(and(eq(shippingToolStores.connectionId, ctx.connection.id), isNull(shippingToolStores.storeId))),
  );
  if (unmapped.length) {
    const candidates = await ctx.tx
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(eq(stores.projectId, ctx.project.id));
    for (const row of unmapped) {
      const store = sameName(row.name, candidates);
      if (store)
        await mapIfUnmapped(ctx, shippingToolStores, row.id, shippingToolStores.storeId, {
          storeId: store.id,
        });
    }
  }
  return { counts, madeIds: [] };
}

export async function pullProducts(ctx: PullContext, pulled: readonly PulledProduct[]): Promise<ListOutcome> {
  const counts = await upsertPulled(ctx, shippingToolProducts, pulled, [
    'sku',
    'name',
    'price',
    'weightOz',
    'active',
  ]);
  const unmapped = await unmappedByHand(
    ctx.tx,
    'products',
    await ctx.tx
      .select({
        id: shippingToolProducts.id,
        sku: shippingToolProducts.sku,
        name: shippingToolProducts.name,
        active: shippingToolProducts.active,
      })
      .from(shippingToolProducts)
      .where(
        and(
          eq(shippingToolProducts.connectionId, ctx.connection.id),
          isNull(shippingToolProducts.storefrontProductId),
          ne(shippingToolProducts.sku, ''),
        ),
      ),
  );
  if (unmapped.length === 0) return { counts, madeIds: [] };
  // An active product of the tool that the storefront never listed becomes a storefront product, as
  // an order line with an unknown SKU does on intake (mapped at once to the vendor item of that SKU).
  const { createdProductIds } = await mapLines(
    ctx.tx,
    ctx.project,
    unmapped.filter((p) => p.active).map((p) => ({ sku: p.sku, name: p.name, quantity: 1 })),
  );
  const skus = [...new Set(unmapped.map((p) => p.sku))];
  const known = new Map<string, number>();
  for (let i = 0; i < skus.length; i += CHUNK) {
    const found = await ctx.tx
      .select({ id: storefrontProducts.id, sku: storefrontProducts.sku })
      .from(storefrontProducts)
      .where(
        and(
          eq(storefrontProducts.projectId, ctx.project.id),
          inArray(storefrontProducts.sku, skus.slice(i, i + CHUNK)),
        ),
      );
    for (const p of found) known.set(p.sku, p.id);
  }
  for (const row of unmapped) {
    const storefrontProductId = known.get(row.sku);
    if (storefrontProductId)
      await mapIfUnmapped(ctx, shippingToolProducts, row.id, shippingToolProducts.storefrontProductId, {
        storefrontProductId,
      });
  }
  return { counts, madeIds: createdProductIds };
}

export async function pullTags(ctx: PullContext, pulled: readonly PulledTag[]): Promise<ListOutcome> {
  const counts = await upsertPulled(ctx, shippingToolTags, pulled, ['name', 'color', 'active']);
  const unmapped = await unmappedByHand(
    ctx.tx,
    'tags',
    await ctx.tx
      .select({ id: shippingToolTags.id, name: shippingToolTags.name, color: shippingToolTags.color })
      .from(shippingToolTags)
      .where(
        and(
          eq(shippingToolTags.connectionId, ctx.connection.id),
          isNull(shippingToolTags.orderTagId),
          eq(shippingToolTags.active, true),
        ),
      ),
  );
  if (unmapped.length === 0) return { counts, madeIds: [] };
  const tagsOf = () =>
    ctx.tx
      .select({ id: orderTags.id, name: orderTags.name })
      .from(orderTags)
      .where(eq(orderTags.projectId, ctx.project.id));
  let candidates = await tagsOf();
  // One new order tag per name, however many of the tool's tags carry it.
  const missing = new Map<string, { name: string; color: string | null }>();
  for (const row of unmapped)
    if (!sameName(row.name, candidates) && !missing.has(nameKey(row.name)))
      missing.set(nameKey(row.name), row);
  let madeIds: number[] = [];
  if (missing.size) {
    const made = await ctx.tx
      .insert(orderTags)
      .values(
        [...missing.values()].map((row) => ({
          projectId: ctx.project.id,
          name: row.name,
          color: row.color ?? DEFAULT_TAG_COLOR,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })),
      )
      // A tag someone (or another sync) made meanwhile is read back below instead.
      .onConflictDoNothing()
      .returning({ id: orderTags.id });
    madeIds = made.map((t) => t.id);
    candidates = await tagsOf();
  }
  for (const row of unmapped) {
    const tag = sameName(row.name, candidates);
    if (tag)
      await mapIfUnmapped(ctx, shippingToolTags, row.id, shippingToolTags.orderTagId, { orderTagId: tag.id });
  }
  return { counts, madeIds };
}
