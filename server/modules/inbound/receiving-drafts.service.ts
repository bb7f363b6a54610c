/**
 * Receiving drafts: the receiving flow saves its progress per shipment and user, so leaving half
 * way loses nothing; committing the receipt (receiving.service.ts) removes the draft.
 */
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { receivingDrafts, vendors } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { lockShipment, requireStepRights } from './shipment-steps.policy';

const MAX_DRAFT_BYTES = 256 * 1024;

const mine = (user: AuthUser, shipmentId: number) =>
  and(eq(receivingDrafts.shipmentId, shipmentId), eq(receivingDrafts.userId, user.id));

/** What the receiving flow starts from: the shipment, the vendor's tolerance, and this user's draft. */
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
      shipment,
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
