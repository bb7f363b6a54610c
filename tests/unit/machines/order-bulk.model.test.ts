/**
 * The orders bulk update, model-based: the shortest and the simple paths of order-bulk.model.ts (the
 * machine is small enough for every path that visits no state twice) replayed against a real actor.
 * Nothing is sent without orders and an action, and the results are announced once per answer.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import type { OrderBulkContext } from '../../../src/machines/order-bulk/order-bulk.machine';
import { orderBulkModel } from '../../../src/machines/order-bulk/order-bulk.model';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as OrderBulkContext;
  if (snapshot.matches('confirming') || snapshot.matches('submitting')) {
    expect(context.ids.length).toBeGreaterThan(0);
    expect(context.action).not.toBeNull();
  }
  if (snapshot.matches('idle')) expect(context).toEqual({ ids: [], action: null, results: [], error: null });
}

describe('orders bulk update (model-based)', () => {
  const announced: number[] = [];
  const replay = createReplay(orderBulkModel, {
    invariant,
    provide: { actions: { announceFinished: () => void announced.push(1) } },
  });
  const paths = [...flowPaths(orderBulkModel), ...flowPaths(orderBulkModel, 'simple')];

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const before = announced.length;
    await replay.run(path);
    const answers = path.steps.filter((s) => s.event.type.startsWith('xstate.done.actor.')).length;
    expect(announced.length - before).toBe(answers);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
