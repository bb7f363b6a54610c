/**
 * The return confirm flow, model-based: every path of return-confirm.model.ts replayed against a real
 * actor, the search debounce on fake timers. Nothing is committed from entries that fail their
 * checks, and a return that arrived in full is never edited.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { remainingOf } from '../../../src/domain/order-return';
import { flowPaths } from '../../../src/machines/flow-model';
import { entryProblems } from '../../../src/machines/return-confirm/return-confirm.logic';
import { returnConfirmModel } from '../../../src/machines/return-confirm/return-confirm.model';
import type { ConfirmContext } from '../../../src/machines/return-confirm/return-confirm.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ConfirmContext;
  if (snapshot.matches('reviewing') || snapshot.matches('committing'))
    expect(entryProblems(context.orderReturn!, context.entries)).toEqual({});
  if (snapshot.matches('editing'))
    expect(context.orderReturn!.items.some((line) => remainingOf(line) > 0)).toBe(true);
  if (snapshot.matches('done')) expect(context.result).not.toBeNull();
}

describe('return confirm (model-based)', () => {
  const paths = flowPaths(returnConfirmModel);
  const replay = createReplay(returnConfirmModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
