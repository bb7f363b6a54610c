/** The retry flow's I/O over the API (server/modules/virtual-orders). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { retryVirtualOrder, retryVirtualOrders } from '../../api/virtual-orders.api';
import { failingAs } from '../api-failure';
import { virtualOrderRetryMachine } from './virtual-order-retry.machine';
import type { RetryRequest, VirtualOrderRetryResult } from './virtual-order-retry.types';

async function send(api: ApiClient, request: RetryRequest): Promise<{ results: VirtualOrderRetryResult[] }> {
  if (request.kind === 'many') return retryVirtualOrders(api, request.body);
  const answer = await retryVirtualOrder(api, request.id, request.storeId);
  return { results: [answer.result] };
}

export function createVirtualOrderRetryMachine(api: ApiClient) {
  return virtualOrderRetryMachine.provide({
    actors: {
      sendRetry: fromPromise<{ results: VirtualOrderRetryResult[] }, RetryRequest>(({ input }) =>
        failingAs(send(api, input)),
      ),
    },
  });
}
