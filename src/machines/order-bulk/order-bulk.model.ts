/** The orders bulk update's model for generated paths (flow-model.ts): a hold of two orders, or of none. */
import { defineFlowModel } from '../flow-model';
import { orderBulkMachine, type OrderBulkEvent } from './order-bulk.machine';

export const orderBulkModel = defineFlowModel({
  machine: orderBulkMachine,
  inputs: [undefined],
  events: (): OrderBulkEvent[] => [
    { type: 'bulk.choose', action: 'hold', ids: [1, 2] },
    { type: 'bulk.choose', action: 'hold', ids: [] },
    { type: 'bulk.submit', params: { type: 'operator', reason: 'Check the address' } },
    { type: 'bulk.cancel' },
    { type: 'bulk.close' },
  ],
  answers: {
    updateOrders: {
      output: [
        {
          results: [
            { id: 1, orderNumber: 'W-1', ok: true },
            { id: 2, orderNumber: null, ok: false },
          ],
        },
      ],
      error: [new Error('The server answered 503.')],
    },
  },
});
