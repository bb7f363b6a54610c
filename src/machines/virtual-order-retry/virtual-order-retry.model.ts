/**
 * The virtual-order retry flow's model for generated paths (flow-model.ts): one virtual order (sent at
 * once), one kept for an unknown store (a store chosen first), two chosen ones, a storefront's three
 * pending ones, or a storefront with none (nothing happens).
 */
import { defineFlowModel } from '../flow-model';
import { virtualOrderRetryMachine } from './virtual-order-retry.machine';
import type { RetryEvent, VirtualOrderRetryResult } from './virtual-order-retry.types';

const placed = (id: number): VirtualOrderRetryResult => ({
  id,
  orderNumber: `W-${id}`,
  outcome: 'placed',
  message: `Placed as order W-${id} (Awaiting shipment).`,
  orderId: 100 + id,
});

export const virtualOrderRetryModel = defineFlowModel({
  machine: virtualOrderRetryMachine,
  inputs: [undefined],
  events: (): RetryEvent[] => [
    {
      type: 'retry.choose',
      target: {
        kind: 'one',
        id: 1,
        orderNumber: 'W-1',
        projectId: 5,
        unknownStore: false,
        sentStoreId: null,
      },
    },
    {
      type: 'retry.choose',
      target: { kind: 'one', id: 2, orderNumber: 'W-2', projectId: 5, unknownStore: true, sentStoreId: 9 },
    },
    { type: 'retry.choose', target: { kind: 'chosen', ids: [1, 2] } },
    {
      type: 'retry.choose',
      target: { kind: 'storefront', projectId: 5, name: 'Northwind Shop', pending: 3 },
    },
    {
      type: 'retry.choose',
      target: { kind: 'storefront', projectId: 5, name: 'Northwind Shop', pending: 0 },
    },
    { type: 'retry.store', store: 7 },
    { type: 'retry.submit' },
    { type: 'retry.cancel' },
    { type: 'retry.close' },
  ],
  answers: {
    sendRetry: {
      output: [{ results: [placed(1), { ...placed(2), outcome: 'failed', orderId: null }] }],
      error: [new Error('The server answered 503.')],
    },
  },
  facets: (s) => ({ kind: s.context.target?.kind ?? null, store: s.context.store }),
});
