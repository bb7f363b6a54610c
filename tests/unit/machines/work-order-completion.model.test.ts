/**
 * The work-order completion flow, model-based: every path of work-order-completion.model.ts replayed
 * against a real actor. No item is ever picked beyond its share or a lot beyond what it holds, nothing
 * is reviewed or committed before every item has exactly its share picked and the output is valid,
 * and a refusal because the order changed always comes with a new key for the next try.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import {
  commitOf,
  heldLots,
  isOutputValid,
  isPickComplete,
  pickedFor,
  sharesOf,
} from '../../../src/machines/work-order-completion/work-order-completion.logic';
import {
  completionModelOrder,
  workOrderCompletionModel,
} from '../../../src/machines/work-order-completion/work-order-completion.model';
import type { CompletionContext } from '../../../src/machines/work-order-completion/work-order-completion.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as CompletionContext;
  const { loaded, picks, quantity } = context;
  if (loaded && snapshot.matches('pickingLots')) {
    for (const item of sharesOf(loaded, quantity))
      expect(pickedFor(picks, item.vendorProductId)).toBeLessThanOrEqual(item.share);
    for (const lot of heldLots(loaded))
      expect(picks[lot.vendorProductId]?.[lot.lotKey] ?? 0).toBeLessThanOrEqual(lot.held);
  }
  if (['enteringOutput', 'reviewing', 'committing'].some((s) => snapshot.matches(s)))
    expect(isPickComplete(context)).toBe(true);
  if (snapshot.matches('reviewing') || snapshot.matches('committing'))
    expect(isOutputValid(context)).toBe(true);
  if (snapshot.matches('changed')) expect(context.idempotencyKey).not.toBe('key-1');
  if (snapshot.matches('notCompletable')) expect(context.error).toMatch(/Release the work order first/);
  expect(snapshot.status).toBe(snapshot.matches('done') ? 'done' : 'active');
}

describe('work-order completion (model-based)', () => {
  const paths = flowPaths(workOrderCompletionModel);
  const replay = createReplay(workOrderCompletionModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});

describe('work-order completion rules', () => {
  const context = (quantity: number, picks: CompletionContext['picks']): CompletionContext => ({
    workOrderId: 7,
    idempotencyKey: 'key-1',
    loaded: completionModelOrder,
    quantity,
    picks,
    output: { lot: 'FG-1', expiry: '2027-01-31' },
    refusal: null,
    error: null,
  });

  it('shares a part completion by the rounding rule: 4 of 10 take 4 mugs and 1 sleeve', () => {
    expect(sharesOf(completionModelOrder, 4).map((i) => [i.sku, i.share])).toEqual([
      ['MUG', 4],
      ['SLEEVE', 1],
    ]);
    expect(sharesOf(completionModelOrder, 10).map((i) => [i.sku, i.share])).toEqual([
      ['MUG', 10],
      ['SLEEVE', 3],
    ]);
  });

  it('sends exactly the lots reviewed, with the version shown', () => {
    expect(commitOf(context(4, { 31: { EARLY: 0, LATE: 4 }, 32: { '': 1 } }))).toEqual({
      workOrderId: 7,
      idempotencyKey: 'key-1',
      body: {
        version: 3,
        quantity: 4,
        lot: 'FG-1',
        expiry: '2027-01-31',
        consumedLots: [
          { vendorProductId: 31, lotNumber: 'LATE', quantity: 4 },
          { vendorProductId: 32, lotNumber: null, quantity: 1 },
        ],
      },
    });
  });
});
