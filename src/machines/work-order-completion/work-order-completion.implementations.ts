/** The completion flow's I/O over the API (src/api/manufacturing.api.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { completeWorkOrder, loadWorkOrderOverview, workOrdersClient } from '../../api/manufacturing.api';
import { failingAs } from '../api-failure';
import { workOrderCompletionMachine } from './work-order-completion.machine';
import type { CommitInput, LoadedWorkOrder } from './work-order-completion.types';

export function createWorkOrderCompletionMachine(api: ApiClient) {
  return workOrderCompletionMachine.provide({
    actors: {
      loadWorkOrder: fromPromise<LoadedWorkOrder, { workOrderId: number }>(({ input, signal }) =>
        failingAs(
          Promise.all([
            workOrdersClient(api).get(input.workOrderId, signal),
            loadWorkOrderOverview(api, input.workOrderId, signal),
          ]).then(([order, overview]) => ({ order, overview })),
        ),
      ),
      // The failure keeps its status: 409 means the work order changed meanwhile.
      complete: fromPromise<unknown, CommitInput>(({ input }) =>
        failingAs(completeWorkOrder(api, input.workOrderId, input.body, input.idempotencyKey)),
      ),
    },
  });
}
