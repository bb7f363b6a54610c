/**
 * The dry-run flow through its actors: events load for the chosen kind (a new kind reloads and drops
 * an answer about another), a run sends the picked event and the form's draft and keeps the answer,
 * a failed call is retried, and a kind changed while loading cancels the old request.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { automationDryRunMachine } from '../../../src/machines/automation-dry-run/automation-dry-run.machine';
import type {
  AutomationEventOption,
  DryRunAnswer,
  FetchEventsInput,
  RunDryRunInput,
} from '../../../src/machines/automation-dry-run/automation-dry-run.types';

const event = (id: number, type = 'OrderShipped'): AutomationEventOption => ({
  id,
  type,
  label: type,
  subjectRef: `Order ${id}`,
  occurredAt: '2026-11-28T10:00:00Z',
  vendorId: 1,
  projectId: 1,
  warehouseId: 1,
  marker: null,
});

const answer: DryRunAnswer = {
  automation: { id: 3, name: 'A', type: 'Email', enabled: false },
  event: event(41),
  wouldRun: true,
  reason: null,
  email: { to: ['ada@example.com'], subject: 'S', html: 'B', text: 'B' },
  webhook: null,
};

function start(
  overrides: {
    fetchEvents?: (
      input: FetchEventsInput,
      signal: AbortSignal,
    ) => Promise<{ items: AutomationEventOption[] }>;
    runDryRun?: (input: RunDryRunInput) => Promise<DryRunAnswer>;
  } = {},
) {
  const runs: RunDryRunInput[] = [];
  const machine = automationDryRunMachine.provide({
    actors: {
      fetchEvents: fromPromise(({ input, signal }) =>
        (overrides.fetchEvents ?? (async (i) => ({ items: [event(41, i.eventType)] })))(input, signal),
      ),
      runDryRun: fromPromise(({ input }) => {
        runs.push(input);
        return (overrides.runDryRun ?? (async () => answer))(input);
      }),
    },
  });
  return { actor: createActor(machine, { input: { automationId: 3 } }).start(), runs };
}

describe('automation dry run', () => {
  it('loads the kind’s events, runs with the picked event and the draft, keeps the answer', async () => {
    const { actor, runs } = start();
    actor.send({ type: 'events.load', eventType: 'OrderShipped' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.events.map((e) => e.id)).toEqual([41]);
    actor.send({ type: 'event.pick', eventId: 41 });
    actor.send({ type: 'dryRun.run', draft: { name: 'Draft' } });
    await waitFor(actor, (s) => s.matches('ready') && s.context.answer !== null);
    expect(runs).toEqual([{ automationId: 3, eventId: 41, draft: { name: 'Draft' } }]);
    expect(actor.getSnapshot().context.answer).toEqual(answer);
    // The same kind again changes nothing; another kind reloads and forgets the answer.
    actor.send({ type: 'events.load', eventType: 'OrderShipped' });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    actor.send({ type: 'events.load', eventType: 'OrderCreated' });
    expect(actor.getSnapshot().context).toMatchObject({
      answer: null,
      eventId: null,
      eventType: 'OrderCreated',
    });
    await waitFor(actor, (s) => s.matches('ready'));
  });

  it('cancels the events request of a kind left while loading', async () => {
    const signals: AbortSignal[] = [];
    const { actor } = start({
      fetchEvents: (input, signal) => {
        signals.push(signal);
        return input.eventType === 'OrderShipped' ? new Promise(() => {}) : Promise.resolve({ items: [] });
      },
    });
    actor.send({ type: 'events.load', eventType: 'OrderShipped' });
    actor.send({ type: 'events.load', eventType: 'OrderCreated' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(signals[0]!.aborted).toBe(true);
  });

  it('shows a failed run’s message and retries the run', async () => {
    let fail = true;
    const { actor, runs } = start({
      runDryRun: async () => {
        if (fail) throw new Error('The server answered 503.');
        return answer;
      },
    });
    actor.send({ type: 'events.load', eventType: 'OrderShipped' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'dryRun.run', draft: null });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toContain('503');
    fail = false;
    actor.send({ type: 'dryRun.retry' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.answer !== null);
    expect(runs).toHaveLength(2);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
