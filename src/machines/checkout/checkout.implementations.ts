/** The checkout's I/O over the API (src/api/checkout.api.ts), and what the screen does once placed. */
import { fromPromise } from 'xstate';
import { placeCheckoutOrder } from '../../api/checkout.api';
import type { ApiClient } from '../../api/http';
import type { CheckoutAnswer } from '../../domain/contracts/checkout';
import { failingAs } from '../api-failure';
import { checkoutMachine } from './checkout.machine';
import type { PlaceOrderInput } from './checkout.types';

export interface CheckoutDeps {
  /** The order is placed (or was, by this checkout's key): say so and open it. */
  onPlaced: (placed: CheckoutAnswer) => void;
}

export function createCheckoutMachine(api: ApiClient, deps: CheckoutDeps) {
  return checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise<CheckoutAnswer, PlaceOrderInput>(({ input }) =>
        failingAs(placeCheckoutOrder(api, input.body, input.idempotencyKey)),
      ),
    },
    actions: {
      announcePlaced: ({ context }) => {
        if (context.placed) deps.onPlaced(context.placed);
      },
    },
  });
}
