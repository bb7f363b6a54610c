/**
 * Checkout (issue 16): browsing a storefront's catalogue with a cart (add, set a quantity, remove),
 * the ship-to (an entry of the vendor's address book or typed), requested service and notes, checked
 * by the server's own schema before anything is sent → placing (POST /api/common/checkout/orders with
 * the checkout's one Idempotency-Key) → placed (announced: the screen goes to the order) | failed
 * (the server's messages per field; a retry, or any edit and placing again, keeps the same key, so a
 * lost answer never becomes a second order). Choosing another storefront empties the cart: its
 * products are that storefront's. Pure: placeOrder and announcePlaced are provided by
 * checkout.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutAnswer } from '../../domain/contracts/checkout';
import { fieldsOf, messageOf } from '../api-failure';
import { addToCart, emptyDetails, placeBody, placeProblems, shipToOf } from './checkout.logic';
import type { CheckoutContext, CheckoutEvent, CheckoutInput, PlaceOrderInput } from './checkout.types';

export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
  },
  actors: {
    placeOrder: fromPromise<CheckoutAnswer, PlaceOrderInput>(() =>
      Promise.reject(new Error('placeOrder not provided')),
    ),
  },
  guards: {
    canPlace: ({ context }) => Object.keys(placeProblems(context)).length === 0,
    // A product of the chosen storefront that maps to an item or a kit.
    canAdd: ({ context, event }) =>
      event.type === 'cart.add' && context.projectId !== null && event.product.orderable,
    isOtherStorefront: ({ context, event }) =>
      event.type === 'storefront.choose' && event.projectId !== context.projectId,
  },
  actions: {
    // Another storefront sells other products and belongs to a vendor with another address book.
    chooseStorefront: assign(({ context, event }) =>
      event.type === 'storefront.choose'
        ? {
            projectId: event.projectId,
            cart: [],
            details: {
              ...context.details,
              shipmentAddressId: null,
              requestedService: '',
            },
            problems: {},
            error: null,
          }
        : {},
    ),
    addProduct: assign(({ context, event }) =>
      event.type === 'cart.add'
        ? { cart: addToCart(context.cart, event.product), problems: {}, error: null }
        : {},
    ),
    setQuantity: assign(({ context, event }) =>
      event.type === 'cart.setQuantity'
        ? {
            cart: context.cart.map((l) => (l.sku === event.sku ? { ...l, quantity: event.quantity } : l)),
            problems: {},
          }
        : {},
    ),
    removeProduct: assign(({ context, event }) =>
      event.type === 'cart.remove'
        ? { cart: context.cart.filter((l) => l.sku !== event.sku), problems: {} }
        : {},
    ),
    chooseShipTo: assign(({ context, event }) => {
      if (event.type !== 'shipTo.choose') return {};
      const { shipmentAddressId: _id, ...problems } = context.problems;
      return {
        details: {
          ...context.details,
          shipmentAddressId: event.addressId,
          shipmentAddress: event.address ? shipToOf(event.address) : context.details.shipmentAddress,
        },
        problems,
      };
    }),
    // Typing an address is leaving the saved one.
    setShipTo: assign(({ context, event }) => {
      if (event.type !== 'shipTo.set') return {};
      const { [`shipmentAddress.${event.field}`]: _fixed, ...problems } = context.problems;
      return {
        details: {
          ...context.details,
          shipmentAddressId: null,
          shipmentAddress: { ...context.details.shipmentAddress, [event.field]: event.value },
        },
        problems,
      };
    }),
    setDetail: assign(({ context, event }) => {
      if (event.type !== 'details.set') return {};
      const { [event.field]: _fixed, ...problems } = context.problems;
      return { details: { ...context.details, [event.field]: event.value }, problems };
    }),
    forgetFailure: assign({ error: null }),
    explain: assign(({ context }) => ({ problems: placeProblems(context), error: null })),
    storeFailure: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error),
      problems: fieldsOf(params.error),
    })),
    storePlaced: assign((_, params: { placed: CheckoutAnswer }) => ({
      placed: params.placed,
      problems: {},
      error: null,
    })),
    /** The screen's toast and navigation to the order; provided by the implementations. */
    announcePlaced: () => {},
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    idempotencyKey: input.idempotencyKey,
    projectId: input.projectId,
    cart: [],
    details: emptyDetails(),
    problems: {},
    error: null,
    placed: null,
  }),
  initial: 'browsing',
  states: {
    browsing: {
      on: {
        'storefront.choose': { guard: 'isOtherStorefront', actions: 'chooseStorefront' },
        'cart.add': { guard: 'canAdd', actions: 'addProduct' },
        'cart.setQuantity': { actions: 'setQuantity' },
        'cart.remove': { actions: 'removeProduct' },
        'shipTo.choose': { actions: 'chooseShipTo' },
        'shipTo.set': { actions: 'setShipTo' },
        'details.set': { actions: 'setDetail' },
        'order.place': [{ guard: 'canPlace', target: 'placing' }, { actions: 'explain' }],
      },
    },
    placing: {
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => ({ idempotencyKey: context.idempotencyKey, body: placeBody(context) }),
        onDone: {
          target: 'placed',
          actions: { type: 'storePlaced', params: ({ event }) => ({ placed: event.output }) },
        },
        onError: {
          target: 'failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      on: {
        // The same request again: what failed was checked, and any edit leaves this state.
        'order.retry': 'placing',
        // An edit goes back to the cart, applied as it is there; the server's other messages stay.
        'storefront.choose': {
          guard: 'isOtherStorefront',
          target: 'browsing',
          actions: ['chooseStorefront', 'forgetFailure'],
        },
        'cart.add': { guard: 'canAdd', target: 'browsing', actions: ['addProduct', 'forgetFailure'] },
        'cart.setQuantity': { target: 'browsing', actions: ['setQuantity', 'forgetFailure'] },
        'cart.remove': { target: 'browsing', actions: ['removeProduct', 'forgetFailure'] },
        'shipTo.choose': { target: 'browsing', actions: ['chooseShipTo', 'forgetFailure'] },
        'shipTo.set': { target: 'browsing', actions: ['setShipTo', 'forgetFailure'] },
        'details.set': { target: 'browsing', actions: ['setDetail', 'forgetFailure'] },
      },
    },
    placed: { type: 'final', entry: 'announcePlaced' },
  },
});
