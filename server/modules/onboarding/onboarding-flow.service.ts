/**
 * One vendor's onboarding (issue 21): its checklist (GET /api/common/vendors/{id}/onboarding), and
 * marking it onboarded or denied (POST …/onboarding/complete | deny): the vendor moves to the status
 * record that counts as onboarded (denied), its status to Onboarded (Denied), in one transaction with
 * an action-log row, which is the vendor's timeline (vendors have no history of their own:
 * onboarding-timeline.queries.ts reads it back in words). The route announces the change after the
 * commit (VendorSetupUpdated), so other open checklists re-read it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  stageOfRecord,
  vendorStage,
  type OnboardingAction,
  type OnboardingActionInput,
  type OnboardingAudience,
  type OnboardingChecklist,
  type OnboardingIncomplete,
  type OnboardingStage,
} from '../../../src/domain/onboarding';
import {
  missingRequired,
  onboardingProgress,
  type OnboardingStep,
} from '../../../src/domain/onboarding-steps';
import { recordAction } from '../../audit/action-log';
import { vendorScope } from '../../auth/policy';
import { vendors, vendorStatuses } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { audienceOf, stepsOfVendors, type ChecklistContext } from './onboarding-checklist.service';

type Vendor = typeof vendors.$inferSelect;
type StatusRecord = typeof vendorStatuses.$inferSelect;

/** "Complete" while a required step is not done: 409 with each such step and what it misses. */
class OnboardingIncompleteError extends HttpError {
  constructor(readonly missing: OnboardingIncomplete['missing']) {
    super(
      409,
      'onboarding_incomplete',
      `The vendor cannot be marked onboarded yet: ${missing.map((m) => m.label).join(', ')} ${missing.length === 1 ? 'is' : 'are'} not done.`,
    );
  }

  override toBody(): OnboardingIncomplete {
    return { error: 'onboarding_incomplete', message: this.message, missing: this.missing };
  }
}

/** The vendor id of a path; anything but a positive whole number answers 404 like a missing vendor. */
export function vendorIdOf(raw: unknown): number {
  const id = Number(raw);
  if (typeof raw !== 'string' || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1)
    throw notFound('Vendor');
  return id;
}

export function actionOf(raw: unknown): OnboardingAction {
  if (raw === 'complete' || raw === 'deny') return raw;
  throw badRequest('Some fields are not valid.', { action: 'Must be one of: complete, deny' });
}

/** The vendor, when in the user's scope (404 otherwise, as for a vendor that does not exist). */
export async function vendorInScope(ctx: ChecklistContext, vendorId: number): Promise<Vendor> {
  const [vendor] = await ctx.db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), vendorScope(ctx.user, vendors.id)));
  if (!vendor) throw notFound('Vendor');
  return vendor;
}

const statusRecords = (ctx: ChecklistContext) =>
  ctx.db.select().from(vendorStatuses).orderBy(asc(vendorStatuses.sortOrder), asc(vendorStatuses.id));

function checklistOf(
  vendor: Vendor,
  records: readonly StatusRecord[],
  steps: OnboardingStep[],
  audience: OnboardingAudience,
  now: Date,
): OnboardingChecklist {
  const record = records.find((r) => r.id === vendor.vendorStatusId);
  const stage = vendorStage(vendor.status, record);
  const progress = onboardingProgress(steps);
  return {
    vendorId: vendor.id,
    vendorCode: vendor.code,
    vendorName: vendor.name,
    status: vendor.status,
    vendorStatusId: record?.id ?? null,
    vendorStatusName: record?.name ?? null,
    stage,
    audience,
    steps,
    requiredDone: progress.requiredDone,
    requiredTotal: progress.requiredTotal,
    blockingStep: progress.blockingStep,
    canComplete: audience === 'staff' && progress.requiredComplete && stage !== 'onboarded',
    checkedAt: now.toISOString(),
  };
}

async function stepsOf(ctx: ChecklistContext, vendor: Vendor, audience: OnboardingAudience) {
  return (await stepsOfVendors(ctx, [vendor], audience)).get(vendor.id)!;
}

/** GET …/vendors/{id}/onboarding: the checklist as the user sees it (staff: all steps; a brand: its own). */
export async function vendorChecklist(ctx: ChecklistContext, vendorId: number): Promise<OnboardingChecklist> {
  const vendor = await vendorInScope(ctx, vendorId);
  const audience = audienceOf(ctx.user);
  const [records, steps] = await Promise.all([statusRecords(ctx), stepsOf(ctx, vendor, audience)]);
  return checklistOf(vendor, records, steps, audience, ctx.now);
}

const target: Record<OnboardingAction, { stage: OnboardingStage; status: string; word: string }> = {
  complete: { stage: 'onboarded', status: 'Onboarded', word: 'onboarded' },
  deny: { stage: 'denied', status: 'Denied', word: 'denied' },
};

/**
 * POST …/vendors/{id}/onboarding/{action}: marks the vendor onboarded (every required step done) or
 * denied. Answers the checklist with the vendor's new stage.
 */
export async function onboardingAction(
  ctx: ChecklistContext,
  vendorId: number,
  action: OnboardingAction,
  input: OnboardingActionInput,
): Promise<OnboardingChecklist> {
  const vendor = await vendorInScope(ctx, vendorId);
  const [records, steps] = await Promise.all([statusRecords(ctx), stepsOf(ctx, vendor, 'staff')]);
  const goal = target[action];
  if (action === 'complete') {
    const missing = missingRequired(steps);
    if (missing.length) throw new OnboardingIncompleteError(missing);
  }
  const record = records.find((r) => stageOfRecord(r) === goal.stage);
  if (!record)
    throw conflict(
      `No vendor status record counts as ${goal.word}: mark one as ${goal.word} on Vendor Status (/manage/customer-status) first.`,
    );

  const saved = await ctx.db.transaction(async (tx) => {
    // Locked, so two admins acting at once make one change and one log row.
    const [before] = await tx.select().from(vendors).where(eq(vendors.id, vendor.id)).for('update');
    const current = records.find((r) => r.id === before!.vendorStatusId);
    if (vendorStage(before!.status, current) === goal.stage)
      throw conflict(`${before!.name} is already ${goal.word}.`);
    const [after] = await tx
      .update(vendors)
      .set({
        vendorStatusId: record.id,
        status: goal.status,
        version: sql`${vendors.version} + 1`,
        updatedAt: ctx.now,
      })
      .where(eq(vendors.id, vendor.id))
      .returning();
    await recordAction(tx, {
      actorId: ctx.user.id,
      resource: 'vendors',
      resourceId: vendor.id,
      action: `onboarding-${action}`,
      before: before!,
      after: input.reason ? { ...after!, reason: input.reason } : after!,
      at: ctx.now,
    });
    return after!;
  });
  return checklistOf(saved, records, steps, 'staff', ctx.now);
}
