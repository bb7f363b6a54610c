/**
 * The dashboard's data through its actor: the figures of a version, kept on screen while reloading,
 * a burst of live changes gathered into one reload, a failed reload keeping the figures, and a
 * version switch cancelling the running load.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DashboardAnswer, DashboardView } from '../../../src/domain/dashboard';
import { dashboardMachine, type DashboardInput } from '../../../src/machines/dashboard/dashboard.machine';

const answerFor = (view: DashboardView | null, n = 0): DashboardAnswer => ({
  view,
  views: ['orders', 'warehouse'],
  today: '2025-03-10',
  weekEnd: '2025-03-16',
  timezoneOffset: -5,
  generatedAt: `2025-03-10T15:00:0${n}.000Z`,
  orders: null,
  outbound: null,
  inbound: null,
});

function start(
  fetch: (input: DashboardInput, signal: AbortSignal) => Promise<DashboardAnswer>,
  view: DashboardView | null = null,
) {
  const calls: { input: DashboardInput; signal: AbortSignal }[] = [];
  const actor = createActor(
    dashboardMachine.provide({
      actors: {
        fetchDashboard: fromPromise<DashboardAnswer, DashboardInput>(({ input, signal }) => {
          calls.push({ input, signal });
          return fetch(input, signal);
        }),
      },
      delays: { refreshGathering: 20 },
    }),
    { input: { view } },
  ).start();
  return { actor, calls };
}

describe('dashboard machine', () => {
  it('loads the version asked for', async () => {
    const { actor, calls } = start(async (input) => answerFor(input.view), 'warehouse');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(calls[0]!.input).toEqual({ view: 'warehouse' });
    expect(actor.getSnapshot().context.answer!.view).toBe('warehouse');
  });

  it('gathers a burst of live changes into one reload, keeping the figures meanwhile', async () => {
    let n = 0;
    const { actor, calls } = start(async (input) => answerFor(input.view, n++));
    await waitFor(actor, (s) => s.matches('loaded'));
    for (let i = 0; i < 20; i++) actor.send({ type: 'dashboard.changed' });
    expect(actor.getSnapshot().matches({ loaded: 'gathering' })).toBe(true);
    expect(actor.getSnapshot().context.answer).not.toBeNull();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && calls.length === 2);
    expect(actor.getSnapshot().context.answer!.generatedAt).toBe('2025-03-10T15:00:01.000Z');
  });

  it('reloads once more when a change arrives during a reload', async () => {
    let release: (() => void) | null = null;
    let n = 0;
    const { actor, calls } = start((input) => {
      n += 1;
      return n === 2
        ? new Promise((resolve) => (release = () => resolve(answerFor(input.view, 1))))
        : Promise.resolve(answerFor(input.view, n));
    });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'dashboard.reload' });
    expect(actor.getSnapshot().matches({ loaded: 'reloading' })).toBe(true);
    actor.send({ type: 'dashboard.changed' });
    actor.send({ type: 'dashboard.changed' });
    release!();
    await waitFor(actor, (s) => s.matches({ loaded: 'idle' }) && calls.length === 3);
    expect(calls).toHaveLength(3);
  });

  it('keeps the figures when a reload fails, and says so', async () => {
    const fetch = vi
      .fn<(input: DashboardInput) => Promise<DashboardAnswer>>()
      .mockResolvedValueOnce(answerFor(null))
      .mockRejectedValueOnce(new Error('Cannot reach the server.'));
    const { actor } = start((input) => fetch(input));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'dashboard.reload' });
    await waitFor(actor, (s) => s.context.failure !== null);
    expect(actor.getSnapshot().matches({ loaded: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.answer).not.toBeNull();
    expect(actor.getSnapshot().context.failure!.message).toBe('Cannot reach the server.');
  });

  it('fails a first load, and retries it', async () => {
    const fetch = vi
      .fn<(input: DashboardInput) => Promise<DashboardAnswer>>()
      .mockRejectedValueOnce(new Error('The server answered 500.'))
      .mockResolvedValueOnce(answerFor(null));
    const { actor } = start((input) => fetch(input));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'dashboard.reload' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('switching version cancels the running load and loads the other one', async () => {
    const { actor, calls } = start(
      (input) => (input.view === 'orders' ? new Promise(() => {}) : Promise.resolve(answerFor(input.view))),
      'orders',
    );
    actor.send({ type: 'dashboard.viewChange', view: 'warehouse' });
    expect(calls[0]!.signal.aborted).toBe(true);
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.answer!.view).toBe('warehouse');
    // The same version again changes nothing.
    actor.send({ type: 'dashboard.viewChange', view: 'warehouse' });
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
  });
});
