/**
 * Retrying virtual orders, model-based: the shortest and the simple paths of
 * virtual-order-retry.model.ts replayed against a real actor. Nothing is sent for a storefront with
 * nothing pending; one virtual order whose store is known goes at once and ends back in idle; one
 * kept for an unknown store goes only once a store is chosen; every answer is announced once.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import { virtualOrderRetryModel } from '../../../src/machines/virtual-order-retry/virtual-order-retry.model';
import type { RetryContext } from '../../../src/machines/virtual-order-retry/virtual-order-retry.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as RetryContext;
  if (snapshot.matches('idle'))
    expect(context).toEqual({ target: null, store: 'payload', results: [], error: null });
  else expect(context.target).not.toBeNull();
  if (snapshot.matches('confirming') && context.target?.kind === 'one')
    expect(context.target.unknownStore || context.error !== null).toBe(true);
  if (snapshot.matches('submitting') && context.target?.kind === 'one' && context.target.unknownStore)
    expect(context.store).not.toBe('payload');
  if (snapshot.matches('done')) expect(context.target?.kind).not.toBe('one');
  if (context.target?.kind === 'storefront') expect(context.target.pending).toBeGreaterThan(0);
}

describe('virtual order retry (model-based)', () => {
  const announced: number[] = [];
  const replay = createReplay(virtualOrderRetryModel, {
    invariant,
    provide: { actions: { announceFinished: () => void announced.push(1) } },
  });
  const paths = [...flowPaths(virtualOrderRetryModel), ...flowPaths(virtualOrderRetryModel, 'simple')];

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
