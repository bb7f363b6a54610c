/**
 * Keeping virtual orders (issue 16, src/domain/virtual-order.lifecycle.ts): when the public intake
 * accepted a storefront's API key but could not turn the order into an order (the payload refused by
 * validation, a store unknown to the storefront, the storefront disabled), the payload is kept as it
 * was received with the reason, so that it can be retried once the cause is fixed instead of being
 * lost. The same payload received again is the same virtual order (the unique key
 * virtual_orders_payload_key decides between racing submissions): one more in receivedCount.
 * A refused key keeps nothing (the call never gets here).
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  statusWhenReceivedAgain,
  type VirtualOrderReasonCode,
} from '../../../src/domain/virtual-order.lifecycle';
import type { Db } from '../../db/client';
import { projects, virtualOrders } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** Where intake refused the order: the body's validation, or intake itself. */
export type RefusalStage = 'validation' | 'intake';

export interface RefusedIntake {
  projectId: number;
  apiKeyId: number;
  /** The body as it was received. */
  payload: Record<string, unknown>;
  stage: RefusalStage;
  error: unknown;
  at: Date;
}

export interface KeptReason {
  reasonCode: VirtualOrderReasonCode;
  reason: string;
  fieldErrors: Record<string, string> | null;
}

/** Why a refusal is kept as a virtual order; null for a refusal that is not one (nothing is kept). */
export function keptReasonOf(stage: RefusalStage, error: unknown, payload: Record<string, unknown>) {
  if (!(error instanceof HttpError)) return null;
  if (stage === 'validation' && error.statusCode === 400)
    return {
      reasonCode: 'invalid_payload',
      reason: `The order was refused as sent: ${error.message}`,
      fieldErrors: error.fields ?? null,
    } satisfies KeptReason;
  if (stage === 'intake' && error.statusCode === 409 && error.error === 'storefront_disabled')
    return {
      reasonCode: 'storefront_disabled',
      reason: error.message,
      fieldErrors: null,
    } satisfies KeptReason;
  if (stage === 'intake' && error.statusCode === 400 && error.fields?.storeId)
    return {
      reasonCode: 'unknown_store',
      reason: `The order names store ${JSON.stringify(payload.storeId)}, which is not a store of this storefront.`,
      fieldErrors: error.fields,
    } satisfies KeptReason;
  return null;
}

/** A stable digest of a payload: the order of its keys does not matter. */
export function payloadDigest(payload: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value)
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
          .map(([k, v]) => [k, canonical(v)]),
      );
    return value;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(payload)))
    .digest('hex');
}

/** The order number a payload names, for the list and its search. */
function orderNumberOf(payload: Record<string, unknown>): string | null {
  const value = payload.orderNumber;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return String(value).trim().slice(0, 100) || null;
}

/**
 * Keeps a refused intake as a virtual order (or counts it again) and answers its id; null when the
 * refusal is not one to keep. Throws only on a database failure, which the caller must not let turn
 * the storefront's answer into a 5xx.
 */
export async function keepVirtualOrder(db: Db, refused: RefusedIntake): Promise<number | null> {
  const kept = keptReasonOf(refused.stage, refused.error, refused.payload);
  if (!kept) return null;
  return db.transaction(async (tx) => {
    const [project] = await tx
      .select({ vendorId: projects.vendorId })
      .from(projects)
      .where(eq(projects.id, refused.projectId));
    if (!project) return null;
    const [row] = await tx
      .insert(virtualOrders)
      .values({
        projectId: refused.projectId,
        vendorId: project.vendorId,
        orderNumber: orderNumberOf(refused.payload),
        channel: 'api',
        apiKeyId: refused.apiKeyId,
        payload: refused.payload,
        payloadHash: payloadDigest(refused.payload),
        ...kept,
        receivedAt: refused.at,
        createdAt: refused.at,
        updatedAt: refused.at,
      })
      .onConflictDoUpdate({
        target: [virtualOrders.projectId, virtualOrders.payloadHash],
        // The latest reason is the one that holds now (a disabled storefront enabled, its store unknown).
        set: {
          ...kept,
          receivedCount: sql`${virtualOrders.receivedCount} + 1`,
          version: sql`${virtualOrders.version} + 1`,
          updatedAt: refused.at,
        },
      })
      .returning({ id: virtualOrders.id, status: virtualOrders.status });
    const status = statusWhenReceivedAgain(row!.status);
    if (status !== row!.status)
      await tx.update(virtualOrders).set({ status }).where(eq(virtualOrders.id, row!.id));
    return row!.id;
  });
}
