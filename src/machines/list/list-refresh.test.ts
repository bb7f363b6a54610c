/**
 * The list's live refresh (list.refresh): the same query loads again without a loading state, so
 * rows, filters, the unsaved filter form, page and sort stay; a failure keeps the rows shown.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { listMachine } from './list.machine';
import { selectIsLoading, selectIsRefreshing } from './list.selectors';
import type { ListInput, ListQuery, ListRow, Page } from './list.types';

interface Call {
  query: ListQuery;
  signal: AbortSignal;
  resolve: (page: Page<ListRow>) => void;
  reject: (error: unknown) => void;
}

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
  return { actor, calls, last: () => calls[calls.length - 1]! };
}

const page = (ids: number[], total = ids.length): Page<ListRow> => ({
  total,
  items: ids.map((id) => ({ id })),
});

async function loadedList() {
  const list = startList({ pagination: { page: 3, perPage: 10 }, filters: { status: 'active' } });
  list.last().resolve(page([1, 2], 40));
  await waitFor(list.actor, (s) => s.matches('loaded'));
  // The user has started typing a new filter but not applied it.
  list.actor.send({ type: 'query.change', filters: { search: 'mug' } });
  return list;
}

describe('list.refresh', () => {
  it('loads the same query again without showing loading, keeping filters, the form and the page', async () => {
    const { actor, calls, last } = await loadedList();
    actor.send({ type: 'list.refresh' });
    expect(calls).toHaveLength(2);
    expect(last().query).toEqual(calls[0]!.query);
    expect(selectIsLoading(actor.getSnapshot())).toBe(false);
    expect(selectIsRefreshing(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.items).toEqual([{ id: 1 }, { id: 2 }]);
    last().resolve(page([1, 3], 41));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({
      items: [{ id: 1 }, { id: 3 }],
      totalRows: 41,
      filters: { status: 'active' },
      formFilters: { status: 'active', search: 'mug' },
      pagination: { page: 3, perPage: 10 },
    });
  });

  it('keeps the rows when the refresh fails', async () => {
    const { actor, last } = await loadedList();
    actor.send({ type: 'list.refresh' });
    last().reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('loaded'));
    expect(actor.getSnapshot().context).toMatchObject({ items: [{ id: 1 }, { id: 2 }], error: null });
  });

  it("gives way to the user's own change, which cancels it", async () => {
    const { actor, calls, last } = await loadedList();
    actor.send({ type: 'list.refresh' });
    actor.send({ type: 'page.change', page: 4 });
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(last().query.page).toBe(4);
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
  });

  it('asks again when it arrives during a load, and loads visibly after a failure', async () => {
    const { actor, calls, last } = startList();
    actor.send({ type: 'list.refresh' });
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls).toHaveLength(2);
    last().reject(new Error('offline'));
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'list.refresh' });
    expect(selectIsLoading(actor.getSnapshot())).toBe(true);
    expect(calls).toHaveLength(3);
  });
});
