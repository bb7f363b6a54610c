/**
 * The onboarding steps of some vendors, computed on every call (so a change made elsewhere shows on
 * the next read): the facts (onboarding-steps.queries.ts), the go-live sample orders where they are
 * due, and the pure decision (src/domain/onboarding-steps.ts). Shared by the vendor's checklist and
 * the Onboarding Status list.
 *
 * The go-live check runs THE order simulation (order-simulation.service.ts: intake in a transaction
 * that is rolled back), one sample order per storefront taking orders, holding one unit of each of
 * its mapped products; it runs only for a vendor whose storefronts, order channel, items and first
 * stock are done (before that the sample would only repeat what those steps say), and only for staff.
 */
import { holdTypeLabel } from '../../../src/domain/order.lifecycle';
import type { OnboardingAudience } from '../../../src/domain/onboarding';
import {
  goLiveCheckDue,
  onboardingSteps,
  type GoLiveRun,
  type OnboardingFacts,
  type OnboardingStep,
} from '../../../src/domain/onboarding-steps';
import {
  MAX_SIMULATED_LINES,
  orderSimulationSchema,
} from '../../../src/domain/resources/order-simulation.schema';
import type { AuthUser } from '../../auth/guard';
import { allows } from '../../auth/policy';
import type { Db } from '../../db/client';
import { simulateOrder } from '../order-simulation/order-simulation.service';
import { onboardingFacts, sampleSkus, type VendorRecord } from './onboarding-steps.queries';

export interface ChecklistContext {
  db: Db;
  user: AuthUser;
  now: Date;
}

/** Who reads vendors as staff (the clients permissions); anyone else reading a checklist is its brand. */
export const CLIENT_VIEWERS = ['clients.view', 'clients.manage'] as const;

export const audienceOf = (user: AuthUser): OnboardingAudience =>
  allows(user, CLIENT_VIEWERS) ? 'staff' : 'brand';

/** One sample order per storefront taking orders, through intake and rolled back. */
async function goLiveRuns(ctx: ChecklistContext, facts: OnboardingFacts): Promise<GoLiveRun[]> {
  const live = facts.storefronts.filter((s) => s.enabled);
  const skus = await sampleSkus(
    ctx.db,
    live.map((s) => s.id),
    MAX_SIMULATED_LINES,
  );
  const runs: GoLiveRun[] = [];
  for (const s of live) {
    const lines = (skus.get(s.id) ?? []).map((sku) => ({ sku, quantity: 1 }));
    if (lines.length === 0) {
      runs.push({ storefrontId: s.id, lines: 0, refused: null, holds: [] });
      continue;
    }
    const store = s.stores.find((st) => st.id === s.onlySyncStoreId) ?? s.stores.find((st) => !st.hidden);
    const input = await orderSimulationSchema.validate({
      projectId: s.id,
      storeId: store?.id ?? null,
      lines,
      count: 1,
    });
    const answer = await simulateOrder(ctx.db, ctx.user, input, ctx.now);
    runs.push({
      storefrontId: s.id,
      lines: lines.length,
      // The answer is typed as sent (Sendable): its texts are plain strings.
      refused: answer.refused == null ? null : String(answer.refused),
      holds: answer.holds.map((h) => ({
        type: String(h.type),
        label: holdTypeLabel(String(h.type)),
        reason: String(h.reason),
      })),
    });
  }
  return runs;
}

/** A vendor's steps as `audience` sees them: staff every step, a brand its own steps only. */
export function stepsFor(facts: OnboardingFacts, audience: OnboardingAudience): OnboardingStep[] {
  const steps = onboardingSteps(facts);
  return audience === 'staff' ? steps : steps.filter((s) => s.owner === 'brand');
}

/**
 * Runs the go-live sample orders of a vendor where they are due and not run yet (staff only: it is
 * not the brand's step). Answers whether it ran.
 */
export async function settleGoLive(
  ctx: ChecklistContext,
  facts: OnboardingFacts,
  audience: OnboardingAudience,
): Promise<boolean> {
  if (audience !== 'staff' || facts.goLive !== null || !goLiveCheckDue(facts)) return false;
  facts.goLive = await goLiveRuns(ctx, facts);
  return true;
}

/** Each vendor's steps, every go-live check due run (one vendor after another). */
export async function stepsOfVendors(
  ctx: ChecklistContext,
  vendorRows: readonly VendorRecord[],
  audience: OnboardingAudience,
): Promise<Map<number, OnboardingStep[]>> {
  const all = await onboardingFacts(ctx.db, vendorRows, ctx.now);
  const answer = new Map<number, OnboardingStep[]>();
  for (const [vendorId, facts] of all) {
    await settleGoLive(ctx, facts, audience);
    answer.set(vendorId, stepsFor(facts, audience));
  }
  return answer;
}
