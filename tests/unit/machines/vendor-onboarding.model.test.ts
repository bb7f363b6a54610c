/**
 * The vendor onboarding checklist, model-based: every path of vendor-onboarding.model.ts replayed
 * against a real actor. Nothing is marked onboarded without clients.manage or while a required step is
 * not done; a 409 onboarding_incomplete shows the steps the server found missing.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import {
  canDeny,
  missingOf,
  needsText,
  progressText,
} from '../../../src/machines/vendor-onboarding/vendor-onboarding.logic';
import {
  blockedChecklist,
  checklist,
  missingSteps,
  vendorOnboardingModel,
} from '../../../src/machines/vendor-onboarding/vendor-onboarding.model';
import type { OnboardingContext } from '../../../src/machines/vendor-onboarding/vendor-onboarding.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as OnboardingContext;
  if (snapshot.matches('confirming') || snapshot.matches('submitting')) {
    expect(context.mayManage).toBe(true);
    expect(context.action).not.toBeNull();
  }
  if (context.action === 'complete' && snapshot.matches('confirming'))
    expect(context.checklist?.canComplete).toBe(true);
  if (snapshot.matches('ready')) {
    expect(context.checklist).not.toBeNull();
    expect(context.action).toBeNull();
    expect(context.missing).toEqual([]);
  }
  if (snapshot.matches('incomplete')) expect(context.missing).toEqual(missingSteps);
  if (snapshot.matches('failed') || snapshot.matches('unavailable')) expect(context.error).not.toBeNull();
}

describe('vendor onboarding checklist (model-based)', () => {
  const paths = flowPaths(vendorOnboardingModel);
  const replay = createReplay(vendorOnboardingModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });

  it('reads the checklist in words', () => {
    expect(progressText(blockedChecklist)).toBe('Onboarding: 1 of 3 required steps done');
    const [, , orderChannel] = blockedChecklist.steps;
    expect(needsText(orderChannel!, blockedChecklist.steps)).toBe('needs Storefronts and stores first');
    expect(needsText(blockedChecklist.steps[0]!, blockedChecklist.steps)).toBeNull();
    expect(canDeny(checklist({ stage: 'denied' }))).toBe(false);
    expect(canDeny(checklist({ audience: 'brand' }))).toBe(false);
    expect(missingOf({ missing: missingSteps })).toEqual(missingSteps);
    expect(missingOf(null)).toEqual([]);
  });
});
