/**
 * The load machine through its actor: loading → loaded | failed, retry, a silent refresh that keeps
 * the data shown (also when it fails), and cancellation: a call left behind by a new input, a retry or
 * the actor stopping is aborted, and its late answer never lands.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { createLoadMachine, fromLoad } from '../../../src/machines/load/load.implementations';
import { loadMachine } from '../../../src/machines/load/load.machine';
import {
  selectData,
  selectFailure,
  selectIsRefreshing,
  selectStatus,
} from '../../../src/machines/load/load.selectors';

interface Call {
  input: unknown;
  signal: AbortSignal;
  resolve: (data: unknown) => void;
  reject: (error: unknown) => void;
}

/** A load machine whose every call waits until the test answers it (and ignores its signal). */
function startLoad(input: unknown = 1) {
  const calls: Call[] = [];
  const machine = createLoadMachine(
    (callInput: unknown, signal) =>
      new Promise((resolve, reject) => calls.push({ input: callInput, signal, resolve, reject })),
  );
  const actor = createActor(machine, { input: { input } }).start();
  const statuses: string[] = [];
  actor.subscribe((s) => statuses.push(selectStatus(s)));
  return { actor, calls, statuses, last: () => calls[calls.length - 1]! };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

async function loaded(data: unknown = { name: 'North' }) {
  const load = startLoad();
  load.last().resolve(data);
  await waitFor(load.actor, (s) => s.matches('loaded'));
  return load;
}

describe('load machine', () => {
  it('loads its input, then holds the answer', async () => {
    const { actor, calls } = startLoad(7);
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toBe(7);
    calls[0]!.resolve({ id: 7 });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectData(actor.getSnapshot())).toEqual({ id: 7 });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('fails through the shared failure mapper, and a retry loads again', async () => {
    const { actor, calls, last } = startLoad();
    last().reject(new Error('The server answered 503.'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectFailure(actor.getSnapshot())).toEqual({
      status: null,
      message: 'The server answered 503.',
      fields: {},
    });
    expect(selectData(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'load.retry' });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(calls).toHaveLength(2);
    last().resolve('again');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectData(actor.getSnapshot())).toBe('again');
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });

  it('a retry of loaded data loads visibly', async () => {
    const { actor, calls } = await loaded();
    actor.send({ type: 'load.retry' });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(calls).toHaveLength(2);
  });

  it('a refresh keeps the data shown while it loads, then swaps it in', async () => {
    const { actor, calls, statuses, last } = await loaded({ name: 'North' });
    const before = statuses.length;
    actor.send({ type: 'load.refresh' });
    expect(calls).toHaveLength(2);
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
    expect(selectStatus(actor.getSnapshot())).toBe('loaded');
    expect(selectData(actor.getSnapshot())).toEqual({ name: 'North' });
    last().resolve({ name: 'North East' });
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectData(actor.getSnapshot())).toEqual({ name: 'North East' });
    expect(statuses.slice(before)).not.toContain('loading');
  });

  it('a failed refresh keeps the data', async () => {
    const { actor, statuses, last } = await loaded({ name: 'North' });
    const before = statuses.length;
    actor.send({ type: 'load.refresh' });
    last().reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectData(actor.getSnapshot())).toEqual({ name: 'North' });
    expect(selectStatus(actor.getSnapshot())).toBe('loaded');
    expect(statuses.slice(before)).not.toContain('failed');
  });

  it('a refresh of a failed load is an ordinary load', async () => {
    const { actor, calls, last } = startLoad();
    last().reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'load.refresh' });
    expect(selectStatus(actor.getSnapshot())).toBe('loading');
    expect(calls).toHaveLength(2);
  });

  it('a new input cancels the running call, and its late answer never lands', async () => {
    const { actor, calls } = startLoad('a');
    actor.send({ type: 'load.change', input: 'b' });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    expect(calls[1]!.input).toBe('b');
    calls[0]!.resolve('answer for a');
    await settle();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    calls[1]!.resolve('answer for b');
    await waitFor(actor, (s) => s.matches('loaded'));
    calls[0]!.reject(new Error('too late'));
    await settle();
    expect(selectData(actor.getSnapshot())).toBe('answer for b');
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
  });

  it('a superseded refresh and a superseded failure never land either', async () => {
    const { actor, calls } = await loaded('first');
    actor.send({ type: 'load.refresh' });
    actor.send({ type: 'load.refresh' });
    expect(calls[1]!.signal.aborted).toBe(true);
    calls[1]!.reject(new Error('late failure'));
    calls[2]!.resolve('third');
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(selectData(actor.getSnapshot())).toBe('third');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('stopping the actor aborts the running call', () => {
    const { actor, calls } = startLoad();
    actor.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('without a parent it reports to no one; with one it reports its data, null after a failure', async () => {
    const reports: unknown[] = [];
    const calls: Call[] = [];
    const child = loadMachine.provide({
      actors: {
        fetch: fromPromise<unknown, unknown>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
        ),
      },
    });
    const parent = setup({ actors: { child } }).createMachine({
      invoke: { id: 'facet', src: 'child', input: { input: 'x' } },
      on: { 'load.report': { actions: ({ event }) => reports.push(event) } },
    });
    const actor = createActor(parent).start();
    calls[0]!.resolve({ open: 3 });
    await settle();
    expect(reports).toEqual([{ type: 'load.report', id: 'facet', data: { open: 3 } }]);
    actor.getSnapshot().children.facet!.send({ type: 'load.retry' });
    calls[1]!.reject(new Error('503'));
    await settle();
    expect(reports[1]).toEqual({ type: 'load.report', id: 'facet', data: null });
    actor.stop();
  });
});

describe('fromLoad', () => {
  it('aborts the request with the given reason when the actor stops, and drops its answer', async () => {
    let seen: AbortSignal | undefined;
    let answer: (value: string) => void = () => {};
    const logic = fromLoad<string, number>(
      (_input, signal) => {
        seen = signal;
        return new Promise((resolve) => (answer = resolve));
      },
      () => new Error('Loading something else now'),
    );
    const actor = createActor(logic, { input: 1 });
    const outputs: unknown[] = [];
    actor.subscribe((s) => outputs.push(s.status));
    actor.start();
    actor.stop();
    expect(seen!.aborted).toBe(true);
    expect((seen!.reason as Error).message).toBe('Loading something else now');
    answer('late');
    await settle();
    expect(outputs).not.toContain('done');
  });
});
