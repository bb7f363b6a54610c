/**
 * The load machine, model-based: the shortest and the simple paths of load.model.ts replayed against
 * a real actor. Data is held exactly when the last call answered (a failed refresh keeps it, a failed
 * load drops it), and a failure is only shown without data.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import { loadModel } from '../../../src/machines/load/load.model';
import type { LoadContext } from '../../../src/machines/load/load.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as LoadContext;
  if (snapshot.matches('loaded') || snapshot.matches('refreshing')) expect(context.hasData).toBe(true);
  if (snapshot.matches('failed')) {
    expect(context.hasData).toBe(false);
    expect(context.error).not.toBeNull();
  }
  if (!context.hasData) expect(context.data).toBeUndefined();
}

describe('load (model-based)', () => {
  const replay = createReplay(loadModel, { invariant });
  const paths = [...flowPaths(loadModel), ...flowPaths(loadModel, 'simple')];

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
