/**
 * Receiving drafts: the receiving flow saves its progress per shipment and user, so leaving half
 * way loses nothing; committing the receipt (receiving.service.ts) removes the draft.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { InboundLine } from '../../../src/domain/receiving';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { receivingDrafts, vendorProducts, vendors } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { lockShipment, requireStepRights, type Shipment } from './shipment-steps.policy';

const MAX_DRAFT_BYTES = 256 * 1024;

const mine = (user: AuthUser, shipmentId: number) =>
  and(eq(receivingDrafts.shipmentId, shipmentId), eq(receivingDrafts.userId, user.id));

/**
 * The shipment's lines with their items' barcodes, so a scan of the barcode counts the line. A line's
 * item is its vendorProductId, or the vendor's item with the line's SKU (as receiving finds it).
 */
async function withItemBarcodes(tx: Tx, shipment: Shipment): Promise<Shipment> {
  const lines = (shipment.items ?? []) as InboundLine[];
  if (lines.length === 0) return shipment;
  const ids = lines.flatMap((l) => (l.vendorProductId ? [l.vendorProductId] : []));
  const skus = lines.filter((l) => !l.vendorProductId).map((l) => l.sku);
  const items = await tx
    .select({ id: vendorProducts.id, sku: vendorProducts.sku, barcode: vendorProducts.barcode })
    .from(vendorProducts)
    .where(
      and(
        eq(vendorProducts.vendorId, shipment.vendorId),
        or(
          ids.length ? inArray(vendorProducts.id, ids) : undefined,
          skus.length ? inArray(vendorProducts.sku, skus) : undefined,
        ),
      ),
    );
  const byId = new Map(items.map((i) => [i.id, i.barcode]));
  const bySku = new Map(items.map((i) => [i.sku, i.barcode]));
  return {
    ...shipment,
    items: lines.map((line) => ({
      ...line,
      barcode: (line.vendorProductId ? byId.get(line.vendorProductId) : bySku.get(line.sku)) ?? null,
    })),
  };
}

/** Whether a saved draft holds work (entries or lines closed short): a receipt in progress. */
function draftHasWork(state: unknown): boolean {
  const draft = state as { entries?: unknown; closeShort?: unknown } | null;
  return (
    (Array.isArray(draft?.entries) && draft.entries.length > 0) ||
    (Array.isArray(draft?.closeShort) && draft.closeShort.length > 0)
  );
}

/** Of these shipments, the ones whose receipt this user has in progress (a draft with work). */
export async function receiptsInProgress(
  db: Db | Tx,
  user: AuthUser,
  shipmentIds: readonly number[],
): Promise<Set<number>> {
  if (shipmentIds.length === 0) return new Set();
  const drafts = await db
    .select({ shipmentId: receivingDrafts.shipmentId, state: receivingDrafts.state })
    .from(receivingDrafts)
    .where(and(inArray(receivingDrafts.shipmentId, [...shipmentIds]), eq(receivingDrafts.userId, user.id)));
  return new Set(drafts.filter((d) => draftHasWork(d.state)).map((d) => d.shipmentId));
}

/**
 * What the receiving flow starts from: the shipment (its lines with their items' barcodes), the
 * vendor's tolerance, and this user's draft.
 */
export async function loadReceiving(db: Db, user: AuthUser, shipmentId: number) {
  return db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, user, shipmentId);
    requireStepRights(user, shipment, 'receive');
    const [vendor] = await tx
      .select({ tolerance: vendors.receivingTolerancePercent })
      .from(vendors)
      .where(eq(vendors.id, shipment.vendorId));
    const [draft] = await tx.select().from(receivingDrafts).where(mine(user, shipmentId));
    return {
      shipment: await withItemBarcodes(tx, shipment),
      tolerancePercent: vendor?.tolerance ?? 0,
      draft: draft ? { state: draft.state, updatedAt: draft.updatedAt } : null,
    };
  });
}

export async function saveDraft(db: Db, user: AuthUser, shipmentId: number, state: unknown) {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) {
    throw badRequest('Some fields are not valid.', { state: 'The draft must be an object' });
  }
  if (JSON.stringify(state).length > MAX_DRAFT_BYTES) {
    throw badRequest('Some fields are not valid.', { state: 'The draft is too large' });
  }
  return db.transaction(async (tx) => {
    const shipment = await lockShipment(tx, user, shipmentId);
    requireStepRights(user, shipment, 'receive');
    const now = new Date();
    await tx
      .insert(receivingDrafts)
      .values({ shipmentId, userId: user.id, state, updatedAt: now })
      .onConflictDoUpdate({
        target: [receivingDrafts.shipmentId, receivingDrafts.userId],
        set: { state, updatedAt: now },
      });
    return { state, updatedAt: now };
  });
}

export async function discardDraft(db: Db, user: AuthUser, shipmentId: number) {
  await db.delete(receivingDrafts).where(mine(user, shipmentId));
}
