/**
 * The transfer allocation flow, model-based: every path of transfer-allocation.model.ts replayed
 * against a real actor. Stock is never reserved on a plan that takes too much, and a refused
 * allocation because the stock changed always comes with a new key for the next try.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import { isPlanValid } from '../../../src/machines/transfer-allocation/transfer-allocation.logic';
import { transferAllocationModel } from '../../../src/machines/transfer-allocation/transfer-allocation.model';
import type { AllocationContext } from '../../../src/machines/transfer-allocation/transfer-allocation.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as AllocationContext;
  if (snapshot.matches('allocating')) expect(isPlanValid(context)).toBe(true);
  if (snapshot.matches('stockChanged')) expect(context.idempotencyKey).not.toBe('key-1');
  if (snapshot.matches('editing')) expect(context.proposal).not.toBeNull();
  expect(snapshot.status).toBe(snapshot.matches('allocated') ? 'done' : 'active');
}

describe('transfer allocation (model-based)', () => {
  const paths = flowPaths(transferAllocationModel);
  const replay = createReplay(transferAllocationModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
