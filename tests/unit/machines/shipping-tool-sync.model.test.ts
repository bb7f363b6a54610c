/**
 * "Sync now" of the shipping tool screen, model-based: every path of shipping-tool-sync.model.ts
 * replayed against a real actor. A scope the user may not pull is never sent; a settled sync holds
 * its log row, and a failed one the reason; the counts read in words.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import { maySync, syncSummary } from '../../../src/machines/shipping-tool-sync/shipping-tool-sync.logic';
import { shippingToolSyncModel } from '../../../src/machines/shipping-tool-sync/shipping-tool-sync.model';
import type { SyncContext } from '../../../src/machines/shipping-tool-sync/shipping-tool-sync.types';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as SyncContext;
  if (snapshot.matches('syncing')) expect(maySync(context.lists, context.scope!)).toBe(true);
  if (snapshot.matches('succeeded')) expect(context.sync?.status).toBe('Succeeded');
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (snapshot.matches('idle')) expect(context.error).toBeNull();
}

describe('shipping tool sync (model-based)', () => {
  const paths = flowPaths(shippingToolSyncModel);
  const replay = createReplay(shippingToolSyncModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });

  it('reads the counts of a sync in words, per list pulled', () => {
    expect(
      syncSummary({
        stores: { created: 2, updated: 1, unchanged: 0, deactivated: 1 },
        tags: { created: 0, updated: 0, unchanged: 0, deactivated: 0 },
      }),
    ).toEqual(['Stores: 2 new, 1 updated, 1 no longer listed', 'Order tags: none listed']);
    expect(syncSummary(null)).toEqual([]);
    expect(maySync(['stores', 'tags'], 'all')).toBe(false);
  });
});
