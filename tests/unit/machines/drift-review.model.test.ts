/**
 * The stock drift review, model-based: every path of drift-review.model.ts replayed against a real
 * actor. Nothing is applied without the permission or for a difference with no proposal; a conflict
 * says what happened and is left only by a reload.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { canApplyAll, proposalText, signed } from '../../../src/machines/drift-review/drift-review.logic';
import { drift, driftReviewModel } from '../../../src/machines/drift-review/drift-review.model';
import type { ReviewContext } from '../../../src/machines/drift-review/drift-review.types';
import { flowPaths } from '../../../src/machines/flow-model';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ReviewContext;
  if (snapshot.matches('confirmingApply') || snapshot.matches('applying')) {
    expect(context.mayApply).toBe(true);
    expect(canApplyAll(context.drifts)).toBe(true);
  }
  if (snapshot.matches('idle')) expect(context.drifts).toEqual([]);
  if (snapshot.matches('conflict')) expect(context.error).toMatch(/changed these differences meanwhile/);
  if (snapshot.matches('applied') || snapshot.matches('dismissed'))
    expect(context.done).toBe(context.drifts.length);
}

describe('stock drift review (model-based)', () => {
  const paths = flowPaths(driftReviewModel);
  const replay = createReplay(driftReviewModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });

  it('reads a difference and its proposal in words', () => {
    expect(signed(7)).toBe('+7');
    expect(signed(-3)).toBe('−3');
    expect(proposalText(drift(7))).toBe('Set to 42 (reference WMS drift 7)');
    expect(proposalText(drift(9, { proposal: null }))).toBe('No update proposed');
  });
});
