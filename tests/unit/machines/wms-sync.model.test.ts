/**
 * Sync now of a warehouse's connection, model-based: every path of wms-sync.model.ts replayed against
 * a real actor, the poll on fake timers. A settled sync shows a run newer than the one known before
 * it (or says why there is none); a failed one always has its reason.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { flowPaths } from '../../../src/machines/flow-model';
import { ownRunOf } from '../../../src/machines/wms-connection/wms-connection.logic';
import type { SyncContext } from '../../../src/machines/wms-connection/wms-connection.types';
import { wmsSyncModel } from '../../../src/machines/wms-connection/wms-sync.model';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as SyncContext;
  if (snapshot.matches('succeeded')) {
    expect(ownRunOf(context)?.status).toBe('Succeeded');
    expect(context.error).toBeNull();
  }
  if (snapshot.matches('failed')) expect(context.error).not.toBeNull();
  if (snapshot.matches('queued') || snapshot.matches('running')) expect(context.jobId).toBe(12);
  if (snapshot.matches('idle')) expect(context.jobId).toBeNull();
}

describe('warehouse system Sync now (model-based)', () => {
  const paths = flowPaths(wmsSyncModel);
  const replay = createReplay(wmsSyncModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
