/**
 * A list's facets (the orders list's status counts): load machine children of the list, loaded with
 * its applied filters, again when they change, with the list's reload and refresh; cancelled with the
 * list when the filters change or the list stops. A page change leaves them alone.
 */
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { createListMachine } from './list.implementations';
import type { Filters, ListInput, ListQuery, ListRow, Page } from './list.types';

interface Call<I, O> {
  input: I;
  signal: AbortSignal;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

type Counts = Record<string, number>;

function startList(input: ListInput = {}) {
  const pages: Call<ListQuery, Page<ListRow>>[] = [];
  const counts: Call<Filters, Counts>[] = [];
  const machine = createListMachine(
    {
      list: (query, signal) =>
        new Promise<Page<ListRow>>((resolve, reject) =>
          pages.push({ input: query, signal: signal!, resolve, reject }),
        ),
    },
    () => ({
      statusCounts: (filters, signal) =>
        new Promise<Counts>((resolve, reject) => counts.push({ input: filters, signal, resolve, reject })),
    }),
  );
  const actor = createActor(machine, { input: { facets: ['statusCounts'], ...input } }).start();
  return {
    actor,
    pages,
    counts,
    lastCounts: () => counts[counts.length - 1]!,
    facets: () => actor.getSnapshot().context.facets,
  };
}

const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('list facets', () => {
  it('load with the list, for its applied filters, as children of the list', async () => {
    const { actor, counts, pages, facets } = startList({ filters: { vendorId: 3 } });
    expect(pages).toHaveLength(1);
    expect(counts).toHaveLength(1);
    expect(counts[0]!.input).toEqual({ vendorId: 3 });
    expect(actor.getSnapshot().children['facet.statusCounts']).toBeDefined();
    expect(facets()).toEqual({ statusCounts: null });
    counts[0]!.resolve({ New: 4 });
    await waitFor(actor, (s) => s.context.facets.statusCounts !== null);
    expect(facets()).toEqual({ statusCounts: { New: 4 } });
  });

  it('are cancelled together with the page when the filters change, and load for the new ones', async () => {
    const { actor, counts, pages, lastCounts, facets } = startList();
    counts[0]!.resolve({ New: 4 });
    await settle();
    actor.send({ type: 'query.change', filters: { search: 'mug' } });
    actor.send({ type: 'filters.apply' });
    expect(pages[0]!.signal.aborted).toBe(true);
    expect(counts).toHaveLength(2);
    expect(lastCounts().input).toEqual({ search: 'mug' });
    // The last counts stay on screen meanwhile.
    expect(facets()).toEqual({ statusCounts: { New: 4 } });
    actor.send({ type: 'filters.reset' });
    expect(counts[1]!.signal.aborted).toBe(true);
    expect(lastCounts().input).toEqual({});
    // The superseded call's late answer never lands.
    counts[1]!.resolve({ New: 99 });
    await settle();
    expect(facets()).toEqual({ statusCounts: { New: 4 } });
    lastCounts().resolve({ New: 5 });
    await settle();
    expect(facets()).toEqual({ statusCounts: { New: 5 } });
  });

  it('load again when the URL syncs the query', () => {
    const { actor, counts, lastCounts } = startList();
    actor.send({
      type: 'list.sync',
      filters: { orderStatus: 'Hold' },
      pagination: { page: 1, perPage: 25 },
      sort: null,
    });
    expect(counts[0]!.signal.aborted).toBe(true);
    expect(lastCounts().input).toEqual({ orderStatus: 'Hold' });
  });

  it('a page, page size or sort change leaves them alone', () => {
    const { actor, counts } = startList();
    actor.send({ type: 'page.change', page: 2 });
    actor.send({ type: 'perPage.change', perPage: 50 });
    actor.send({ type: 'sort.change', sort: { by: 'createdAt', desc: true } });
    expect(counts).toHaveLength(1);
    expect(counts[0]!.signal.aborted).toBe(false);
  });

  it('reload with the list; a failed load shows no counts rather than wrong ones', async () => {
    const { actor, counts, lastCounts, facets } = startList();
    counts[0]!.resolve({ New: 4 });
    await settle();
    actor.send({ type: 'list.reload' });
    expect(counts).toHaveLength(2);
    lastCounts().reject(new Error('503'));
    await settle();
    expect(facets()).toEqual({ statusCounts: null });
  });

  it("refresh with the list's live refresh, keeping the counts when that fails", async () => {
    const { actor, pages, counts, lastCounts, facets } = startList();
    pages[0]!.resolve({ total: 1, items: [{ id: 1 }] });
    counts[0]!.resolve({ New: 4 });
    await waitFor(actor, (s) => s.matches('loaded'));
    actor.send({ type: 'list.refresh' });
    expect(counts).toHaveLength(2);
    lastCounts().reject(new Error('offline'));
    pages[1]!.resolve({ total: 1, items: [{ id: 1 }] });
    await settle();
    expect(facets()).toEqual({ statusCounts: { New: 4 } });
    actor.send({ type: 'list.refresh' });
    lastCounts().resolve({ New: 6 });
    await settle();
    expect(facets()).toEqual({ statusCounts: { New: 6 } });
  });

  it('are cancelled with the list when it stops (the screen left)', () => {
    const { actor, pages, counts } = startList();
    actor.stop();
    expect(pages[0]!.signal.aborted).toBe(true);
    expect(counts[0]!.signal.aborted).toBe(true);
  });

  it('a list without facets starts no children', () => {
    const actor = createActor(createListMachine({ list: () => new Promise<Page<ListRow>>(() => {}) }), {
      input: {},
    }).start();
    // Only the page's call.
    expect(Object.keys(actor.getSnapshot().children)).toHaveLength(1);
    expect(actor.getSnapshot().context.facets).toEqual({});
    actor.stop();
  });
});
