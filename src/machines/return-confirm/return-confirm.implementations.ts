/** The confirm flow's I/O over the API (server/modules/returns; the engine's list and get). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { contractClient } from '../../api/resource-client';
import { orderReturnsContract } from '../../domain/contracts/order-returns';
import type { OrderReturnRow } from '../../domain/order-return';
import { failingAs } from '../api-failure';
import { RETURNS_BASE } from '../return-label/return-label.implementations';
import { returnConfirmMachine } from './return-confirm.machine';
import type { CommitInput } from './return-confirm.types';

/** How many open returns the chooser offers at once. */
const CHOICES = 20;

export function createReturnConfirmMachine(api: ApiClient) {
  return returnConfirmMachine.provide({
    actors: {
      loadChoices: fromPromise<OrderReturnRow[], { orderId: number | null; search: string }>(
        ({ input, signal }) =>
          failingAs(
            contractClient(api, orderReturnsContract)
              .list(
                {
                  filters: {
                    confirmation: ['none', 'partial'],
                    ...(input.orderId !== null ? { orderId: input.orderId } : {}),
                    ...(input.search.trim() ? { search: input.search.trim() } : {}),
                  },
                  sortBy: 'createdAt',
                  sortDesc: true,
                  page: 1,
                  perPage: CHOICES,
                },
                signal,
              )
              .then((page) => page.items),
          ),
      ),
      loadReturn: fromPromise<OrderReturnRow, { id: number }>(({ input, signal }) =>
        failingAs(api<OrderReturnRow>(`${RETURNS_BASE}/${input.id}`, { signal })),
      ),
      commit: fromPromise<OrderReturnRow, CommitInput>(({ input }) =>
        failingAs(
          api<OrderReturnRow>(`${RETURNS_BASE}/${input.id}/confirm`, {
            method: 'POST',
            body: input.body,
            headers: { 'Idempotency-Key': input.idempotencyKey },
          }),
        ),
      ),
    },
  });
}
