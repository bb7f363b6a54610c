/**
 * The bulk allocation flow, model-based: every path of bulk-allocation.model.ts replayed against a
 * real actor. The plan never takes more than a place has free or a line needs, nothing is reserved
 * before every line that tracks stock is complete, and a refusal because the stock changed always
 * comes with a new key for the next try.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import {
  chosenFor,
  freeFor,
  isPlanComplete,
} from '../../../src/machines/bulk-allocation/bulk-allocation.logic';
import { bulkAllocationModel } from '../../../src/machines/bulk-allocation/bulk-allocation.model';
import type { BulkAllocationContext } from '../../../src/machines/bulk-allocation/bulk-allocation.types';
import { flowPaths } from '../../../src/machines/flow-model';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as BulkAllocationContext;
  const { proposal, plan } = context;
  if (proposal)
    for (const line of proposal.lines) {
      expect(chosenFor(plan, line.lineIndex)).toBeLessThanOrEqual(line.quantity);
      for (const s of line.stock)
        expect(plan[line.lineIndex]?.[s.balanceId] ?? 0).toBeLessThanOrEqual(
          freeFor(proposal, plan, line.lineIndex, s.balanceId),
        );
    }
  if (snapshot.matches('reviewing') || snapshot.matches('allocating'))
    expect(isPlanComplete(context)).toBe(true);
  if (snapshot.matches('stockChanged')) expect(context.idempotencyKey).not.toBe('key-1');
  if (snapshot.matches('editing')) expect(proposal).not.toBeNull();
  expect(snapshot.status).toBe(snapshot.matches('allocated') ? 'done' : 'active');
}

describe('bulk allocation (model-based)', () => {
  const paths = flowPaths(bulkAllocationModel);
  const replay = createReplay(bulkAllocationModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
