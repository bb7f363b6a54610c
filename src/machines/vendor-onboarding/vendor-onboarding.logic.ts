/** Pure rules of the vendor onboarding checklist, shared by its guards and its view. */
import type { OnboardingChecklist } from '../../domain/onboarding';
import type { OnboardingStep, OnboardingStepState } from '../../domain/onboarding-steps';
import type { MissingStep } from './vendor-onboarding.types';

export const stepStateLabels: Record<OnboardingStepState, string> = {
  done: 'Done',
  blocked: 'Blocked',
  todo: 'To do',
};

/** 'Onboarding: 5 of 7 required steps done'. */
export const progressText = (checklist: OnboardingChecklist) =>
  `Onboarding: ${checklist.requiredDone} of ${checklist.requiredTotal} required ${
    checklist.requiredTotal === 1 ? 'step' : 'steps'
  } done`;

/** 'needs Storefronts and stores first' for a blocked step (its blockers' labels from the checklist). */
export function needsText(step: OnboardingStep, steps: readonly OnboardingStep[]): string | null {
  if (step.state !== 'blocked' || !step.blockedBy?.length) return null;
  const labels = step.blockedBy.map((id) => steps.find((s) => s.id === id)?.label ?? id);
  return `needs ${labels.join(', ')} first`;
}

/** A vendor may be denied unless it is denied already. */
export const canDeny = (checklist: OnboardingChecklist | null) =>
  checklist !== null && checklist.audience === 'staff' && checklist.stage !== 'denied';

export const canComplete = (checklist: OnboardingChecklist | null) => checklist?.canComplete === true;

/** The missing steps of a 409 onboarding_incomplete (a CallFailure carrying them), else []. */
export function missingOf(error: unknown): MissingStep[] {
  const missing = (error as { missing?: unknown } | null)?.missing;
  return Array.isArray(missing) ? (missing as MissingStep[]) : [];
}
