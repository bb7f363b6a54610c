import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  orderBulkMachine,
  type BulkRequest,
  type BulkResult,
} from '../../../src/machines/order-bulk/order-bulk.machine';

function start(answer: (request: BulkRequest) => Promise<{ results: BulkResult[] }>) {
  const requests: BulkRequest[] = [];
  const finished: BulkResult[][] = [];
  const actor = createActor(
    orderBulkMachine.provide({
      actors: {
        updateOrders: fromPromise(({ input }: { input: BulkRequest }) => {
          requests.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  actor.on('bulk.finished', (event) => finished.push(event.results));
  return { actor, requests, finished };
}

const results: BulkResult[] = [
  { id: 1, orderNumber: 'NWG-1', ok: true, orderStatus: 'on_hold' },
  { id: 2, orderNumber: 'NWG-2', ok: false, message: 'An order that is Shipped cannot be held.' },
];

describe('order bulk machine', () => {
  it('sends the chosen action with its confirmation for the selected orders, then keeps the results', async () => {
    const { actor, requests, finished } = start(async () => ({ results }));
    actor.send({ type: 'bulk.choose', action: 'hold', ids: [1, 2] });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'bulk.submit', params: { type: 'address', reason: 'Check the street' } });
    await waitFor(actor, (s) => s.matches('done'));
    expect(requests).toEqual([{ ids: [1, 2], action: 'hold', type: 'address', reason: 'Check the street' }]);
    expect(actor.getSnapshot().context.results).toEqual(results);
    expect(finished).toEqual([results]);
    actor.send({ type: 'bulk.close' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ ids: [], action: null, results: [] });
  });

  it('does not start without orders', () => {
    const { actor } = start(async () => ({ results }));
    actor.send({ type: 'bulk.choose', action: 'archive', ids: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('backing out of the confirmation sends nothing', () => {
    const { actor, requests } = start(async () => ({ results }));
    actor.send({ type: 'bulk.choose', action: 'cancel', ids: [3] });
    actor.send({ type: 'bulk.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(requests).toEqual([]);
  });

  it('a refused request goes back to the confirmation with the error; sending again clears it', async () => {
    let fail = true;
    const { actor, requests, finished } = start(async () => {
      if (fail) throw new Error('You may not update orders in bulk.');
      return { results };
    });
    actor.send({ type: 'bulk.choose', action: 'add-tag', ids: [1, 2] });
    actor.send({ type: 'bulk.submit', params: { tag: 'VIP' } });
    await waitFor(actor, (s) => s.matches('confirming') && s.context.error !== null);
    expect((actor.getSnapshot().context.error as Error).message).toBe('You may not update orders in bulk.');
    expect(finished).toEqual([]);
    fail = false;
    actor.send({ type: 'bulk.submit', params: { tag: 'VIP' } });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(requests).toHaveLength(2);
    expect(requests[1]).toEqual({ ids: [1, 2], action: 'add-tag', tag: 'VIP' });
  });

  it('ignores a second submit while the first is on its way', async () => {
    let release: (value: { results: BulkResult[] }) => void = () => {};
    const { actor, requests } = start(() => new Promise((resolve) => (release = resolve)));
    actor.send({ type: 'bulk.choose', action: 'unhold', ids: [1] });
    actor.send({ type: 'bulk.submit', params: {} });
    actor.send({ type: 'bulk.submit', params: {} });
    expect(requests).toHaveLength(1);
    release({ results });
    await waitFor(actor, (s) => s.matches('done'));
  });
});
