/**
 * The return label flow, model-based: every path of return-label.model.ts replayed against a real
 * actor, the search debounce on fake timers. A return is never created from lines or details that
 * fail their checks, and the label is only fetched for a created return.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import { detailProblems, lineProblems } from '../../../src/machines/return-label/return-label.logic';
import { returnLabelModel } from '../../../src/machines/return-label/return-label.model';
import type { LabelContext } from '../../../src/machines/return-label/return-label.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as LabelContext;
  if (snapshot.matches('creating')) {
    expect(lineProblems(context.order!, context.quantities)).toEqual({});
    expect(detailProblems(context.details)).toEqual({});
  }
  if (snapshot.matches('done')) expect(context.created).not.toBeNull();
  if (snapshot.matches({ done: 'ready' })) expect(context.label).not.toBeNull();
  if (snapshot.matches('choosingLines') || snapshot.matches('details')) expect(context.order).not.toBeNull();
}

describe('return label (model-based)', () => {
  const paths = flowPaths(returnLabelModel);
  const replay = createReplay(returnLabelModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
