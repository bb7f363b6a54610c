/**
 * Mapping one pulled record by hand: a tool store to one of the storefront's stores, a tool product
 * to one of its storefront products, a tool tag to one of its order tags (null: none). A mapping set
 * here is never overwritten by a sync. One transaction with its action-log row; a record outside the
 * user's storefronts answers 404, a Dockhand record of another storefront 400.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  SHIPPING_TOOL_MAPPING_FIELDS,
  type ShippingToolList,
} from '../../../src/domain/contracts/shipping-tool';
import { shippingToolMappingSchema } from '../../../src/domain/resources/shipping-tool.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import {
  orderTags,
  shippingToolProducts,
  shippingToolStores,
  shippingToolTags,
  storefrontProducts,
  stores,
} from '../../db/schema';
import { badRequest, conflict, notFound, validateBody } from '../../http/errors';
import { storefrontOf } from './shipping-tool-access.policy';
import { recordRow } from './shipping-tool-lists.queries';

/** The action log's name of each list's records (a mapping by hand is recorded under it). */
export const MAPPING_RESOURCES: Record<ShippingToolList, string> = {
  stores: 'shippingToolStores',
  products: 'shippingToolProducts',
  tags: 'shippingToolTags',
};

const targets = {
  stores: { table: shippingToolStores, target: stores, message: 'Choose a store of this storefront' },
  products: {
    table: shippingToolProducts,
    target: storefrontProducts,
    message: 'Choose a product of this storefront',
  },
  tags: { table: shippingToolTags, target: orderTags, message: 'Choose an order tag of this storefront' },
} as const;

/** Maps (or unmaps) one record of `list`; answers it as its list shows it. */
export async function mapRecord(
  db: Db,
  clock: Clock,
  user: AuthUser,
  list: ShippingToolList,
  id: number,
  body: unknown,
) {
  const field = SHIPPING_TOOL_MAPPING_FIELDS[list];
  const { table, target, message } = targets[list];
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) throw notFound('Record');
    await storefrontOf(tx, user, before.projectId).catch(() => {
      throw notFound('Record');
    });
    const input = (await validateBody(shippingToolMappingSchema(list, field), body)) as Record<
      string,
      number | null
    >;
    if (input.version != null && input.version !== before.version)
      throw conflict('Someone else changed this record meanwhile: reload it and try again.');
    const value = input[field] ?? null;
    if (value !== null) {
      const [found] = await tx
        .select({ id: target.id })
        .from(target)
        .where(and(eq(target.id, value), eq(target.projectId, before.projectId)));
      if (!found) throw badRequest('Some fields are not valid.', { [field]: message });
    }
    const current = (before as Record<string, unknown>)[field] ?? null;
    if (current !== value) {
      const now = clock.now();
      await tx
        .update(table)
        .set({ [field]: value, version: sql`${table.version} + 1`, updatedAt: now })
        .where(eq(table.id, id));
      await recordAction(tx, {
        actorId: user.id,
        resource: MAPPING_RESOURCES[list],
        resourceId: id,
        action: value === null ? 'unmap' : 'map',
        before: { [field]: current, externalId: before.externalId, name: before.name },
        after: { [field]: value, externalId: before.externalId, name: before.name },
        projectId: before.projectId,
        at: now,
      });
    }
    return recordRow(tx, list, id);
  });
}
