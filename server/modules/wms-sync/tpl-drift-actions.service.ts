/**
 * The drift list's two actions (issue 20), each all or nothing in one transaction over the drifts
 * asked for: 404 unless every one is in the user's scope, 409 unless every one is still open.
 *
 * Apply: a direct inventory update sets our count to the WMS's (reference `WMS drift <id>`) through
 * the ledger; the drift is then applied, its stock events published after the commit. Our stock of
 * an item and lot may lie at several places: the count is set at the one holding most (the available
 * one first), so that the total becomes the WMS's. Dismiss closes drifts without touching stock.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DriftRow } from '../../../src/domain/contracts/wms-connections';
import type { Sendable } from '../../../src/domain/contracts/wire';
import { driftIdsSchema } from '../../../src/domain/resources/wms-connection.schema';
import { recordAction } from '../../audit/action-log';
import type { AuthUser } from '../../auth/guard';
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { tplStockDrifts, vendorProducts } from '../../db/schema';
import type { DomainEvents } from '../../events/domain-events';
import { conflict, notFound, validateBody } from '../../http/errors';
import { recordDirectUpdate } from '../inventory/direct-updates.service';
import { changeStock } from '../inventory/stock-changes.service';
import { onHandPlaces } from '../inventory/stock.queries';
import { driftReference, lotOf } from './tpl-drift.logic';
import { driftRows } from './tpl-drift.queries';
import { driftScope } from './wms-access.policy';

export const DRIFT_RESOURCE = 'tplStockDrifts';

export interface DriftDeps {
  db: Db;
  clock: Clock;
  events: DomainEvents;
}

type Drift = typeof tplStockDrifts.$inferSelect;

/**
 * The drifts of the ids, locked, all or nothing: 404 unless every one exists in the user's scope, 409
 * unless every one is still open.
 */
async function openDrifts(tx: Tx, user: AuthUser, body: unknown): Promise<Drift[]> {
  const { ids } = await validateBody(driftIdsSchema, body);
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(tplStockDrifts)
    .where(and(inArray(tplStockDrifts.id, wanted), driftScope(user)))
    .orderBy(asc(tplStockDrifts.id))
    .for('update');
  if (rows.length !== wanted.length) throw notFound('Difference');
  const closed = rows.filter((d) => d.status !== 'open');
  if (closed.length)
    throw conflict(
      `Difference ${closed.map((d) => d.id).join(', ')} is no longer open: reload the list and choose again.`,
    );
  return rows;
}

/** The count that makes our total of the drift's item and lot the WMS's, and where it is taken. */
async function countFor(tx: Tx, drift: Drift) {
  const places = (await onHandPlaces(tx, drift.warehouseId, [drift.vendorId])).filter(
    (p) => p.vendorProductId === drift.vendorProductId && lotOf(p.lotNumber) === drift.lotNumber,
  );
  const main = [...places].sort(
    (a, b) => Number(b.bucket === 'available') - Number(a.bucket === 'available') || b.onHand - a.onHand,
  )[0];
  const elsewhere = places.reduce((n, p) => n + (p === main ? 0 : p.onHand), 0);
  const quantity = drift.wmsOnHand - elsewhere;
  if (quantity < 0)
    throw conflict(
      `Difference ${drift.id}: ${elsewhere} units of ${drift.sku} lie outside the main place of this warehouse (quarantine, damaged or other locations); move or count them first.`,
    );
  return { quantity, place: main };
}

/** Applies the proposals of the drifts: answers them as they now stand. */
export async function applyDrifts({ db, clock, events }: DriftDeps, user: AuthUser, body: unknown) {
  const ids = await changeStock(
    db,
    events,
    user.id,
    async (ledger, tx) => {
      const drifts = await openDrifts(tx, user, body);
      const now = ledger.clock.now();
      for (const drift of drifts) {
        if (drift.vendorProductId === null)
          throw conflict(
            `Difference ${drift.id}: ${drift.sku} is no item of this vendor in Dockhand, so nothing can be set.`,
          );
        const [item] = await tx
          .select({ itemUnit: vendorProducts.itemUnit })
          .from(vendorProducts)
          .where(eq(vendorProducts.id, drift.vendorProductId));
        const { quantity, place } = await countFor(tx, drift);
        const update = await recordDirectUpdate(
          tx,
          ledger,
          {
            vendorId: drift.vendorId,
            warehouseId: drift.warehouseId,
            warehouseProductId: drift.vendorProductId,
            type: 'set',
            quantity,
            measurementUnit: item!.itemUnit,
            referenceNumber: driftReference(drift.id),
            location: place?.location ?? null,
            lotNumber: drift.lotNumber || null,
            lpn: place?.lpn ?? null,
            expirationDate: place?.expirationDate ?? null,
            note: `Set to the 3PL WMS's count of ${drift.wmsOnHand} (ours was ${drift.dockhandOnHand})`,
            createdBy: user.id,
          },
          user.id,
        );
        await closeDrift(tx, user, drift, 'applied', now, update.id);
      }
      return drifts.map((d) => d.id);
    },
    clock,
  );
  return { items: await driftRows(db, user, ids) } satisfies Sendable<{ items: DriftRow[] }>;
}

async function closeDrift(
  tx: Tx,
  user: AuthUser,
  drift: Drift,
  status: 'applied' | 'dismissed',
  at: Date,
  directInventoryUpdateId: number | null = null,
) {
  const [after] = await tx
    .update(tplStockDrifts)
    .set({ status, resolvedBy: user.id, resolvedAt: at, directInventoryUpdateId, updatedAt: at })
    .where(eq(tplStockDrifts.id, drift.id))
    .returning();
  await recordAction(tx, {
    actorId: user.id,
    resource: DRIFT_RESOURCE,
    resourceId: drift.id,
    action: status === 'applied' ? 'apply' : 'dismiss',
    before: drift,
    after,
    at,
  });
}

/** Closes the drifts without changing stock, all or nothing. */
export async function dismissDrifts({ db, clock }: DriftDeps, user: AuthUser, body: unknown) {
  const ids = await db.transaction(async (tx) => {
    const drifts = await openDrifts(tx, user, body);
    for (const drift of drifts) await closeDrift(tx, user, drift, 'dismissed', clock.now());
    return drifts.map((d) => d.id);
  });
  return { items: await driftRows(db, user, ids) } satisfies Sendable<{ items: DriftRow[] }>;
}
