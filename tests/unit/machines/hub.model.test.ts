/**
 * The live hub, model-based: every path of hub.model.ts replayed against a real actor, the 2 s retry
 * on fake timers. Site-down is raised only past the retry limit, site-up on every successful start,
 * and a stop always leaves the counters at zero.
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { HUB_SITE_DOWN_AFTER_RETRIES } from '../../../src/domain/constants';
import { flowPaths } from '../../../src/machines/flow-model';
import type { HubContext } from '../../../src/machines/hub/hub.machine';
import { hubModel } from '../../../src/machines/hub/hub.model';
import { createReplay } from './model-replay';

const signals = { up: 0, failures: [] as number[] };

function invariant(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as HubContext;
  if (snapshot.matches('connected') || snapshot.matches('idle')) expect(context.failures).toBe(0);
  if (snapshot.matches('reconnecting')) expect(context.lastError).not.toBeNull();
  // Each site-down came with a failure past the limit.
  expect(signals.failures.every((n) => n > HUB_SITE_DOWN_AFTER_RETRIES)).toBe(true);
}

describe('live hub (model-based)', () => {
  const paths = flowPaths(hubModel);
  const replay = createReplay(hubModel, {
    invariant,
    provide: {
      actions: {
        raiseSiteUp: () => void signals.up++,
        raiseSiteDown: ({ context }) => void signals.failures.push((context as HubContext).failures),
      },
    },
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    await replay.run(path);
  });

  it('enters every state and takes every transition', () => {
    expect(replay.uncovered()).toEqual({ states: [], transitions: [] });
    expect(signals.up).toBeGreaterThan(0);
    expect(signals.failures.length).toBeGreaterThan(0);
  });
});
