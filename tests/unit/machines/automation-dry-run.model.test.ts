/**
 * The dry-run flow, model-based: every path of automation-dry-run.model.ts replayed against a real
 * actor. A run never starts without a loaded kind, and an answer is dropped when the events are read again.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { automationDryRunModel } from '../../../src/machines/automation-dry-run/automation-dry-run.model';
import type { DryRunContext } from '../../../src/machines/automation-dry-run/automation-dry-run.types';
import { flowPaths } from '../../../src/machines/flow-model';
import { createReplay } from './model-replay';

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as DryRunContext;
  if (snapshot.matches('running') || snapshot.matches('loadingEvents'))
    expect(context.eventType).not.toBeNull();
  if (snapshot.matches('loadingEvents')) expect(context.answer).toBeNull();
  if (snapshot.matches('running')) expect(context.draft).not.toBeNull();
  if (snapshot.matches('failed')) expect(context.error).toMatch(/503/);
}

describe('automation dry run (model-based)', () => {
  const paths = flowPaths(automationDryRunModel);
  const replay = createReplay(automationDryRunModel, { invariant });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
  });
});
