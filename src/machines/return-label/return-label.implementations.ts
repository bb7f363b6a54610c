/** The label flow's I/O over the API (server/modules/returns, and the orders list for the picker). */
import type { FetchOptions } from 'ofetch';
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { contractClient } from '../../api/resource-client';
import { ordersContract } from '../../domain/contracts/orders';
import type { OrderReturnRow } from '../../domain/order-return';
import { ORDER_STATUS } from '../../domain/order.lifecycle';
import { failingAs } from '../api-failure';
import { returnLabelMachine } from './return-label.machine';
import type { CreateReturnInput, OrderChoice, ReturnableOrder } from './return-label.types';

export const RETURNS_BASE = '/api/common/orderReturns';
/** How many shipped orders the picker offers at once. */
const CHOICES = 10;

/** The label PDF of a return, as a Blob (fetched with the user's token, so no bare link works). */
export const fetchReturnLabel = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api<Blob>(`${RETURNS_BASE}/${id}/label.pdf`, {
    responseType: 'blob',
    signal,
  } as unknown as FetchOptions<'json'>);

export function createReturnLabelMachine(api: ApiClient) {
  return returnLabelMachine.provide({
    actors: {
      searchOrders: fromPromise<OrderChoice[], { search: string }>(({ input, signal }) =>
        failingAs(
          contractClient(api, ordersContract)
            .list(
              {
                filters: {
                  orderStatus: ORDER_STATUS.shipped,
                  ...(input.search.trim() ? { orderNumber: input.search.trim() } : {}),
                },
                sortBy: 'shipDate',
                sortDesc: true,
                page: 1,
                perPage: CHOICES,
              },
              signal,
            )
            .then((page) => page.items),
        ),
      ),
      loadOrder: fromPromise<ReturnableOrder, { orderId: number }>(({ input, signal }) =>
        failingAs(api<ReturnableOrder>(`${RETURNS_BASE}/returnable/${input.orderId}`, { signal })),
      ),
      createReturn: fromPromise<OrderReturnRow, CreateReturnInput>(({ input }) =>
        failingAs(
          api<OrderReturnRow>(RETURNS_BASE, {
            method: 'POST',
            body: input.body,
            headers: { 'Idempotency-Key': input.idempotencyKey },
          }),
        ),
      ),
      fetchLabel: fromPromise<Blob, { id: number }>(({ input, signal }) =>
        failingAs(fetchReturnLabel(api, input.id, signal)),
      ),
    },
  });
}
