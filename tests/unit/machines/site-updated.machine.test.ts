/** Spec §1, §9: the site-updated event is retried every 3 s until the live connection exists. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { SERVICE_WORKER_NOTICE_RETRY_MS } from '../../../src/domain/constants';
import { siteUpdatedMachine } from '../../../src/machines/site-updated/site-updated.machine';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function start() {
  const state = { connected: false, checks: 0, announced: 0 };
  const actor = createActor(
    siteUpdatedMachine.provide({
      guards: {
        isHubConnected: () => {
          state.checks++;
          return state.connected;
        },
      },
      actions: { announceUpdate: () => void state.announced++ },
    }),
  ).start();
  return { actor, state };
}

describe('site-updated machine', () => {
  it('announces at once when the live connection exists', () => {
    const { actor, state } = start();
    state.connected = true;
    actor.send({ type: 'site.updated' });
    expect(state.announced).toBe(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('checks again every 3 s while disconnected and announces once connected', async () => {
    const { actor, state } = start();
    actor.send({ type: 'site.updated' });
    expect(actor.getSnapshot().value).toBe('waitingForHub');
    const checksAfterEvent = state.checks;
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_NOTICE_RETRY_MS * 3);
    expect(state.checks).toBeGreaterThanOrEqual(checksAfterEvent + 3);
    expect(state.announced).toBe(0);
    state.connected = true;
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_NOTICE_RETRY_MS - 1);
    expect(state.announced).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.announced).toBe(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('a second update while waiting is still one announcement', async () => {
    const { actor, state } = start();
    actor.send({ type: 'site.updated' });
    actor.send({ type: 'site.updated' });
    state.connected = true;
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_NOTICE_RETRY_MS);
    expect(state.announced).toBe(1);
  });
});
