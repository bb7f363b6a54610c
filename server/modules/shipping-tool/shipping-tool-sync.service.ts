/**
 * "Sync now": pulls the lists of a scope from the storefront's shipping tool and writes them.
 *
 * The sync log row is written first, Running, on its own (the log shows a sync in progress); then the
 * tool is called, outside any transaction (a slow tool holds no locks); then every list is written in
 * one transaction (shipping-tool-pull.service.ts) that also marks the row Succeeded with its counts.
 * A failure of the tool (refused key, rate limit, unreachable, an answer of another shape) marks the
 * row Failed with the reason and writes nothing else: that is the sync's result, answered with 200.
 * Anything else marks it Failed too, and is answered as the server error it is.
 */
import { and, eq, lt } from 'drizzle-orm';
import {
  listsOfScope,
  type ShippingToolCounts,
  type ShippingToolList,
} from '../../../src/domain/contracts/shipping-tool';
import { shippingToolSyncSchema } from '../../../src/domain/resources/shipping-tool.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { shippingToolConnections, shippingToolSyncs } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { conflict, validateBody } from '../../http/errors';
import {
  createShippingToolConnector,
  type ShippingToolConnector,
} from '../../integrations/shipping-tool/connector';
import type { PulledProduct, PulledStore, PulledTag } from '../../integrations/shipping-tool/mappers';
import { ShippingToolError } from '../../integrations/shipping-tool/transport';
import { requireLists, storefrontOf } from './shipping-tool-access.policy';
import { syncRow } from './shipping-tool-lists.queries';
import { pullProducts, pullStores, pullTags, type PullContext } from './shipping-tool-pull.service';

type Connection = typeof shippingToolConnections.$inferSelect;

/** A sync takes seconds; one Running for this long was cut off with its server process. */
const STALE_AFTER_MS = 30 * 60_000;
const INTERRUPTED = 'Interrupted: the server stopped during the sync. Sync again.';

export interface SyncDeps {
  db: Db;
  clock: Clock;
  events: DomainEvents;
  /** How a connection's tool is reached (the ShipStation connector unless a caller says otherwise). */
  connectorFor?: (connection: Connection) => ShippingToolConnector;
}

export const SYNC_RESOURCE = 'shippingToolSyncs';

const UNEXPECTED =
  'Dockhand could not store what the shipping tool answered; the error is in the system log.';

interface Pulled {
  stores?: PulledStore[];
  products?: PulledProduct[];
  tags?: PulledTag[];
}

/** Calls the tool for each list of the scope, one after the other (the tool limits the rate). */
async function pull(connector: ShippingToolConnector, lists: readonly ShippingToolList[]): Promise<Pulled> {
  const pulled: Pulled = {};
  for (const list of lists) {
    if (list === 'stores') pulled.stores = await connector.stores();
    if (list === 'products') pulled.products = await connector.products();
    if (list === 'tags') pulled.tags = await connector.tags();
  }
  return pulled;
}

/** Runs one sync of the storefront's shipping tool; answers its log row. */
export async function syncShippingTool(deps: SyncDeps, user: AuthUser, projectId: number, body: unknown) {
  const { db, clock } = deps;
  const project = await storefrontOf(db, user, projectId);
  const { scope } = await validateBody(shippingToolSyncSchema, body);
  const lists = listsOfScope(scope);
  requireLists(user, lists);
  const [connection] = await db
    .select()
    .from(shippingToolConnections)
    .where(eq(shippingToolConnections.projectId, projectId));
  if (!connection) throw conflict('This storefront has no shipping tool connection yet: save one first.');
  if (!connection.enabled) throw conflict('The shipping tool connection is disabled: enable it to sync.');

  // A sync still Running long after it started lost its process (a crash or a restart mid-sync): the
  // log says so instead of showing it in progress for ever.
  await db
    .update(shippingToolSyncs)
    .set({ status: 'Failed', error: INTERRUPTED, finishedAt: clock.now() })
    .where(
      and(
        eq(shippingToolSyncs.connectionId, connection.id),
        eq(shippingToolSyncs.status, 'Running'),
        lt(shippingToolSyncs.startedAt, new Date(clock.now().getTime() - STALE_AFTER_MS)),
      ),
    );
  const [started] = await db
    .insert(shippingToolSyncs)
    .values({
      connectionId: connection.id,
      projectId,
      vendorId: connection.vendorId,
      scope,
      status: 'Running',
      userId: user.id,
      startedAt: clock.now(),
    })
    .returning({ id: shippingToolSyncs.id });
  const syncId = started!.id;
  const fail = (error: string) =>
    db
      .update(shippingToolSyncs)
      .set({ status: 'Failed', error, finishedAt: clock.now() })
      .where(eq(shippingToolSyncs.id, syncId));

  const connector = (deps.connectorFor ?? createShippingToolConnector)(connection);
  let madeProductIds: number[] = [];
  try {
    const pulled = await pull(connector, lists);
    madeProductIds = await db.transaction(async (tx) => {
      const now = clock.now();
      const ctx: PullContext = { tx, connection, project, now };
      const counts: ShippingToolCounts = {};
      const made: Record<string, number[]> = {};
      if (pulled.stores) counts.stores = (await pullStores(ctx, pulled.stores)).counts;
      if (pulled.products) {
        const outcome = await pullProducts(ctx, pulled.products);
        counts.products = outcome.counts;
        made.storefrontProductIds = outcome.madeIds;
      }
      if (pulled.tags) {
        const outcome = await pullTags(ctx, pulled.tags);
        counts.tags = outcome.counts;
        made.orderTagIds = outcome.madeIds;
      }
      await tx
        .update(shippingToolSyncs)
        .set({ status: 'Succeeded', counts, finishedAt: now })
        .where(eq(shippingToolSyncs.id, syncId));
      await tx
        .update(shippingToolConnections)
        .set({ lastSyncAt: now })
        .where(eq(shippingToolConnections.id, connection.id));
      await recordAction(tx, {
        actorId: user.id,
        resource: SYNC_RESOURCE,
        resourceId: syncId,
        action: 'sync',
        before: null,
        after: { scope, counts, ...made },
        projectId,
        at: now,
      });
      return made.storefrontProductIds ?? [];
    });
  } catch (err) {
    await fail(err instanceof ShippingToolError ? err.message : UNEXPECTED);
    if (!(err instanceof ShippingToolError)) throw err;
  }
  // After the commit: open product lists and mapping pages show the products the sync made.
  for (const id of madeProductIds)
    deps.events.publish({ type: 'StorefrontProductUpdated', storefrontProductId: id, projectId });
  return syncRow(db, syncId);
}
