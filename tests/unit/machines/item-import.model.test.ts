/**
 * The Vendor Items import flow, model-based: every path of item-import.model.ts replayed against a
 * real actor. Rows are only imported after a check that every row passed.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import type { ItemImportContext } from '../../../src/machines/item-import/item-import.machine';
import { itemImportModel } from '../../../src/machines/item-import/item-import.model';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ItemImportContext;
  if (snapshot.matches('importing')) expect(context.answer?.valid).toBe(true);
  if (snapshot.matches('imported')) expect(context.answer?.created).toBeGreaterThan(0);
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (snapshot.matches('idle')) expect(context.file).toBeNull();
}

describe('item import (model-based)', () => {
  const paths = flowPaths(itemImportModel);
  const replay = createReplay(itemImportModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
