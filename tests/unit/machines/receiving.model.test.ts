/**
 * The receiving flow, model-based: every path of receiving.model.ts (the shortest path to each state
 * it tells apart, and one more for each transition those miss) replayed against a real actor, with
 * the rules that must hold at every step. Together the paths enter every state and take every
 * transition of the machine.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import {
  hasWork,
  isOverReceiptBlocked,
  pendingOverReceipts,
} from '../../../src/machines/receiving/receiving.logic';
import { receivingModel } from '../../../src/machines/receiving/receiving.model';
import type { ReceivingContext } from '../../../src/machines/receiving/receiving.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ReceivingContext;
  // Nothing is committed without work, nor past an over-receipt nobody confirmed, nor past one beyond
  // the tolerance confirmed without the override permission.
  if (snapshot.matches('committing')) {
    expect(hasWork(context)).toBe(true);
    if (pendingOverReceipts(context).length > 0) expect(context.overReceiptConfirmed).toBe(true);
    if (context.overReceiptConfirmed) expect(isOverReceiptBlocked(context)).toBe(false);
  }
  expect(context.current !== null).toBe(snapshot.matches('entering'));
  if (snapshot.matches('done')) expect(context.result).not.toBeNull();
}

describe('receiving flow (model-based)', () => {
  const paths = flowPaths(receivingModel);
  const replay = createReplay(receivingModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
