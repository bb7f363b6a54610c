import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { createListMachine } from './list.implementations';
import { listMachine } from './list.machine';
import { LIST_SUPERSEDED, type ListInput, type ListQuery, type ListRow, type Page } from './list.types';

interface Call {
  query: ListQuery;
  signal: AbortSignal;
  resolve: (page: Page<ListRow>) => void;
  reject: (error: unknown) => void;
}

/** A list machine whose every load waits until the test answers it. */
function startList(input: ListInput = {}) {
  const calls: Call[] = [];
  const machine = listMachine.provide({
    actors: {
      fetchPage: fromPromise<Page<ListRow>, ListQuery>(
        ({ input: query, signal }) =>
          new Promise((resolve, reject) => calls.push({ query, signal, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input }).start();
  const visited: string[] = [];
  actor.subscribe((s) => visited.push(String(s.value)));
  return { actor, calls, visited, last: () => calls[calls.length - 1]! };
}

const page = (ids: number[], total = ids.length): Page<ListRow> => ({
  total,
  items: ids.map((id) => ({ id })),
});

describe('list machine', () => {
  it('loads the first page with the default page size of 10', async () => {
    const { actor, calls } = startList();
    expect(calls[0]!.query).toEqual({ filters: {}, page: 1, perPage: 10 });
    calls[0]!.resolve(page([1, 2], 12));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ items: [{ id: 1 }, { id: 2 }], totalRows: 12 });
  });

  it('cancels the running request when the filters change', () => {
    const { actor, calls } = startList();
    actor.send({ type: 'query.change', filters: { search: 'north' } });
    // Typing in the filter form does not load yet.
    expect(calls).toHaveLength(1);
    actor.send({ type: 'filters.apply' });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    expect(calls[1]!.query.filters).toEqual({ search: 'north' });
  });

  it('applying the filters goes back to page 1', async () => {
    const { actor, calls, last } = startList({ pagination: { page: 3 } });
    expect(calls[0]!.query.page).toBe(3);
    last().resolve(page([1], 40));
    actor.send({ type: 'query.change', filters: { status: 'Onboarded' } });
    actor.send({ type: 'filters.apply' });
    expect(last().query).toMatchObject({ page: 1, filters: { status: 'Onboarded' } });
    expect(actor.getSnapshot().context.pagination.page).toBe(1);
  });

  it('a new page size goes back to page 1; a page change keeps the filters', () => {
    const { actor, last } = startList({ filters: { search: 'a' } });
    actor.send({ type: 'page.change', page: 4 });
    expect(last().query).toMatchObject({ page: 4, perPage: 10, filters: { search: 'a' } });
    actor.send({ type: 'perPage.change', perPage: 25 });
    expect(last().query).toMatchObject({ page: 1, perPage: 25 });
  });

  it('resetting clears both the applied and the form filters', async () => {
    const { actor, last } = startList({ filters: { search: 'north', status: 'Inactive' } });
    actor.send({ type: 'query.change', filters: { fulfillmentType: 'LogisticsVendor' } });
    expect(actor.getSnapshot().context.formFilters).toEqual({
      search: 'north',
      status: 'Inactive',
      fulfillmentType: 'LogisticsVendor',
    });
    actor.send({ type: 'filters.reset' });
    expect(actor.getSnapshot().context).toMatchObject({ filters: {}, formFilters: {} });
    expect(last().query.filters).toEqual({});
  });

  it('keeps the old rows while the next page loads', async () => {
    const { actor, last } = startList();
    last().resolve(page([1, 2, 3], 30));
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'page.change', page: 2 });
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    expect(actor.getSnapshot().context.items).toHaveLength(3);
  });

  it('sends the sort and goes back to page 1 when it changes', () => {
    const { actor, last } = startList({ pagination: { page: 2 } });
    actor.send({ type: 'sort.change', sort: { by: 'code', desc: true } });
    expect(last().query).toMatchObject({ page: 1, sortBy: 'code', sortDesc: true });
  });

  it('a reload cancelled by a newer one is not a failure', async () => {
    const { actor, calls, visited } = startList();
    actor.send({ type: 'list.reload' });
    expect(calls[0]!.signal.aborted).toBe(true);
    // The cancelled request rejects (as ofetch does); the list keeps waiting for the newer one.
    calls[0]!.reject(new DOMException(LIST_SUPERSEDED, 'AbortError'));
    calls[1]!.reject(new Error(LIST_SUPERSEDED));
    await Promise.resolve();
    expect(actor.getSnapshot().matches('loading')).toBe(true);
    actor.send({ type: 'list.reload' });
    calls[2]!.resolve(page([7]));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(visited).not.toContain('failed');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('fails on an error answer and loads again on reload', async () => {
    const { actor, last } = startList();
    const error = new Error('500');
    last().reject(error);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(error);
    actor.send({ type: 'list.reload' });
    last().resolve(page([1]));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('with failWhenEmpty, an empty answer is a failure (the projects list)', async () => {
    const { actor, last } = startList({ failWhenEmpty: true });
    last().resolve(page([]));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'list.reload' });
    last().resolve(page([1]));
    await waitFor(actor, (s) => s.matches('loaded'));
  });

  it('without failWhenEmpty, an empty answer is an empty list', async () => {
    const { actor, last } = startList();
    last().resolve(page([]));
    await waitFor(actor, (s) => s.matches('loaded'));
  });

  it('syncs the whole query from the URL', () => {
    const { actor, last } = startList();
    actor.send({
      type: 'list.sync',
      filters: { search: 'x' },
      pagination: { page: 2, perPage: 25 },
      sort: { by: 'name', desc: false },
    });
    expect(last().query).toEqual({
      filters: { search: 'x' },
      page: 2,
      perPage: 25,
      sortBy: 'name',
      sortDesc: false,
    });
    expect(actor.getSnapshot().context.formFilters).toEqual({ search: 'x' });
  });
});

describe('createListMachine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("cancels the superseded request with the reason 'Loading different items list now!'", async () => {
    const signals: AbortSignal[] = [];
    const list = vi.fn(
      (_query: ListQuery, signal?: AbortSignal) =>
        new Promise<Page<ListRow>>((resolve, reject) => {
          signals.push(signal!);
          const timer = setTimeout(() => resolve(page([1])), 1000);
          signal!.addEventListener('abort', () => (clearTimeout(timer), reject(signal!.reason)));
        }),
    );
    const actor = createActor(createListMachine({ list }), { input: {} }).start();
    const visited: string[] = [];
    actor.subscribe((s) => visited.push(String(s.value)));
    await vi.advanceTimersByTimeAsync(500);
    actor.send({ type: 'filters.apply' });
    expect(signals[0]!.aborted).toBe(true);
    expect((signals[0]!.reason as Error).message).toBe(LIST_SUPERSEDED);
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().matches('loaded')).toBe(true);
    expect(visited).not.toContain('failed');
    expect(list).toHaveBeenCalledTimes(2);
  });
});
