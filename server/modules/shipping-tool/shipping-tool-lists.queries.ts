/**
 * The shipping tool's lists as the screen reads them (a storefront's stores, products or tags of its
 * tool, each with the Dockhand record it maps to), what a record may be mapped to, and the sync log.
 * Every read is limited to one storefront the user may see (shipping-tool-access.ts).
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  ShippingToolChoice,
  ShippingToolList,
  ShippingToolPage,
  ShippingToolRows,
  ShippingToolSyncRow,
} from '../../../src/domain/contracts/shipping-tool';
import type { Sendable } from '../../../src/domain/contracts/wire';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-patterns';
import {
  orderTags,
  shippingToolProducts,
  shippingToolStores,
  shippingToolSyncs,
  shippingToolTags,
  storefrontProducts,
  stores,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { storefrontOf } from './shipping-tool-access.policy';
import type { ListQuery } from './shipping-tool-query.schema';

type Reader = Db | Tx;

/** How many choices a mapping select offers at most (a storefront's products, its tags). */
const CHOICES_LIMIT = 5000;

const common = <T extends typeof shippingToolStores | typeof shippingToolProducts | typeof shippingToolTags>(
  t: T,
) => ({
  id: t.id,
  projectId: t.projectId,
  externalId: t.externalId,
  name: t.name,
  active: t.active,
  syncedAt: t.syncedAt,
  version: t.version,
});

/** Each list's table, row, search and order. */
const lists = {
  stores: {
    table: shippingToolStores,
    mapping: shippingToolStores.storeId,
    select: (db: Reader) =>
      db
        .select({
          ...common(shippingToolStores),
          marketplace: shippingToolStores.marketplace,
          storeId: shippingToolStores.storeId,
          storeName: stores.name,
        })
        .from(shippingToolStores)
        .leftJoin(stores, eq(stores.id, shippingToolStores.storeId))
        .$dynamic(),
    search: (pattern: string) =>
      or(
        ilike(shippingToolStores.name, pattern),
        ilike(shippingToolStores.marketplace, pattern),
        ilike(shippingToolStores.externalId, pattern),
      ),
    order: [asc(shippingToolStores.name), asc(shippingToolStores.id)],
  },
  products: {
    table: shippingToolProducts,
    mapping: shippingToolProducts.storefrontProductId,
    select: (db: Reader) =>
      db
        .select({
          ...common(shippingToolProducts),
          sku: shippingToolProducts.sku,
          price: shippingToolProducts.price,
          weightOz: shippingToolProducts.weightOz,
          storefrontProductId: shippingToolProducts.storefrontProductId,
          storefrontProductSku: storefrontProducts.sku,
          storefrontProductName: storefrontProducts.name,
        })
        .from(shippingToolProducts)
        .leftJoin(storefrontProducts, eq(storefrontProducts.id, shippingToolProducts.storefrontProductId))
        .$dynamic(),
    search: (pattern: string) =>
      or(
        ilike(shippingToolProducts.name, pattern),
        ilike(shippingToolProducts.sku, pattern),
        ilike(shippingToolProducts.externalId, pattern),
      ),
    order: [asc(shippingToolProducts.sku), asc(shippingToolProducts.id)],
  },
  tags: {
    table: shippingToolTags,
    mapping: shippingToolTags.orderTagId,
    select: (db: Reader) =>
      db
        .select({
          ...common(shippingToolTags),
          color: shippingToolTags.color,
          orderTagId: shippingToolTags.orderTagId,
          orderTagName: orderTags.name,
          orderTagColor: orderTags.color,
        })
        .from(shippingToolTags)
        .leftJoin(orderTags, eq(orderTags.id, shippingToolTags.orderTagId))
        .$dynamic(),
    search: (pattern: string) =>
      or(ilike(shippingToolTags.name, pattern), ilike(shippingToolTags.externalId, pattern)),
    order: [asc(shippingToolTags.name), asc(shippingToolTags.id)],
  },
} as const;

/** One page of a list of one storefront, active records first. */
export async function listRecords<L extends ShippingToolList>(
  db: Db,
  user: AuthUser,
  list: L,
  query: ListQuery,
): Promise<Sendable<ShippingToolPage<ShippingToolRows[L]>>> {
  await storefrontOf(db, user, query.projectId);
  const { table, mapping, select, search, order } = lists[list];
  const where = and(
    eq(table.projectId, query.projectId),
    query.search ? search(containsPattern(query.search)) : undefined,
    query.mapped === null ? undefined : query.mapped ? isNotNull(mapping) : isNull(mapping),
    query.active === null ? undefined : eq(table.active, query.active),
  );
  const [total] = await db.select({ n: count() }).from(table).where(where);
  const items = await select(db)
    .where(where)
    .orderBy(desc(table.active), ...order)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { total: total?.n ?? 0, items } as unknown as Sendable<ShippingToolPage<ShippingToolRows[L]>>;
}

/** One record of a list as the list shows it; 404 when missing. */
export async function recordRow<L extends ShippingToolList>(db: Reader, list: L, id: number) {
  const { table, select } = lists[list];
  const [row] = await select(db).where(eq(table.id, id));
  if (!row) throw notFound('Record');
  return row as unknown as Sendable<ShippingToolRows[L]>;
}

/** The Dockhand records of the storefront a record of `list` may be mapped to. */
export async function listChoices(
  db: Db,
  user: AuthUser,
  list: ShippingToolList,
  projectId: number,
): Promise<ShippingToolChoice[]> {
  await storefrontOf(db, user, projectId);
  if (list === 'stores')
    return db
      .select({ id: stores.id, label: stores.name })
      .from(stores)
      .where(eq(stores.projectId, projectId))
      .orderBy(asc(stores.name), asc(stores.id))
      .limit(CHOICES_LIMIT);
  if (list === 'products')
    return db
      .select({
        id: storefrontProducts.id,
        label: sql<string>`${storefrontProducts.sku} || ' — ' || ${storefrontProducts.name}`,
      })
      .from(storefrontProducts)
      .where(eq(storefrontProducts.projectId, projectId))
      .orderBy(asc(storefrontProducts.sku), asc(storefrontProducts.id))
      .limit(CHOICES_LIMIT);
  return db
    .select({ id: orderTags.id, label: orderTags.name })
    .from(orderTags)
    .where(eq(orderTags.projectId, projectId))
    .orderBy(asc(orderTags.name), asc(orderTags.id))
    .limit(CHOICES_LIMIT);
}

const userName = sql<
  string | null
>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

const syncColumns = {
  id: shippingToolSyncs.id,
  projectId: shippingToolSyncs.projectId,
  scope: shippingToolSyncs.scope,
  status: shippingToolSyncs.status,
  counts: shippingToolSyncs.counts,
  error: shippingToolSyncs.error,
  userName,
  startedAt: shippingToolSyncs.startedAt,
  finishedAt: shippingToolSyncs.finishedAt,
};

/** One row of the sync log. */
export async function syncRow(db: Reader, id: number) {
  const [row] = await db
    .select(syncColumns)
    .from(shippingToolSyncs)
    .leftJoin(users, eq(users.id, shippingToolSyncs.userId))
    .where(eq(shippingToolSyncs.id, id));
  return row! satisfies Sendable<ShippingToolSyncRow>;
}

/** A storefront's sync log, newest first. */
export async function listSyncs(
  db: Db,
  user: AuthUser,
  query: Pick<ListQuery, 'projectId' | 'page' | 'perPage'>,
): Promise<Sendable<ShippingToolPage<ShippingToolSyncRow>>> {
  await storefrontOf(db, user, query.projectId);
  const where: SQL = eq(shippingToolSyncs.projectId, query.projectId);
  const [total] = await db.select({ n: count() }).from(shippingToolSyncs).where(where);
  const items = await db
    .select(syncColumns)
    .from(shippingToolSyncs)
    .leftJoin(users, eq(users.id, shippingToolSyncs.userId))
    .where(where)
    .orderBy(desc(shippingToolSyncs.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { total: total?.n ?? 0, items };
}
