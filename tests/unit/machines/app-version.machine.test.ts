import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { appVersionMachine } from '../../../src/machines/app-version/app-version.machine';

function start(serverIds: string[]) {
  let call = 0;
  let reloads = 0;
  const actor = createActor(
    appVersionMachine.provide({
      actors: {
        fetchBuildId: fromPromise(async () => {
          const id = serverIds[Math.min(call++, serverIds.length - 1)];
          if (id === 'offline') throw new Error('offline');
          return id!;
        }),
      },
      actions: { reloadApp: () => void reloads++ },
    }),
    { input: { currentBuildId: 'build-1' } },
  ).start();
  return { actor, calls: () => call, reloads: () => reloads };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('app version machine', () => {
  it('polls every minute and stays idle while the build is current', async () => {
    const { actor, calls } = start(['build-1']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('offers the new version and reloads on Yes!', async () => {
    const { actor, reloads } = start(['build-2']);
    actor.send({ type: 'version.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('outdated');
    expect(actor.getSnapshot().context.latestBuildId).toBe('build-2');
    actor.send({ type: 'version.update' });
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(reloads()).toBe(1);
  });

  it('Later hides the dialog until a yet newer build appears', async () => {
    const { actor } = start(['build-2', 'build-2', 'build-3']);
    actor.send({ type: 'version.detected' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'version.later' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'version.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'version.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('outdated');
    expect(actor.getSnapshot().context.latestBuildId).toBe('build-3');
  });

  it('treats an unreachable server as nothing new', async () => {
    const { actor } = start(['offline']);
    actor.send({ type: 'version.check' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
