/**
 * Creating a return label (issue 5): choose a shipped order (search by number, or the one the route
 * names), choose the lines and how many of each come back (at most what shipped minus earlier
 * returns), then carrier, service and notes, create the return in one call (idempotent), and fetch
 * its label PDF to open or download. Pure: searchOrders, loadOrder, createReturn and fetchLabel are
 * provided by return-label.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { OrderReturnRow } from '../../domain/order-return';
import {
  chosenLines,
  defaultDetails,
  detailProblems,
  firstServiceOf,
  hasReturnable,
  lineProblems,
  lineRefusals,
} from './return-label.logic';
import { fieldsOf, messageOf } from '../api-failure';
import type {
  CreateReturnInput,
  LabelContext,
  LabelEvent,
  LabelInput,
  OrderChoice,
  ReturnableOrder,
} from './return-label.types';

/** A server answer naming lines (`lines[0].quantity`) belongs to the lines step. */
const isLineRefusal = (error: unknown) => Object.keys(fieldsOf(error)).some((f) => f.startsWith('lines'));

export const returnLabelMachine = setup({
  types: {
    input: {} as LabelInput,
    context: {} as LabelContext,
    events: {} as LabelEvent,
  },
  actors: {
    searchOrders: fromPromise<OrderChoice[], { search: string }>(() =>
      Promise.reject(new Error('searchOrders not provided')),
    ),
    loadOrder: fromPromise<ReturnableOrder, { orderId: number }>(() =>
      Promise.reject(new Error('loadOrder not provided')),
    ),
    createReturn: fromPromise<OrderReturnRow, CreateReturnInput>(() =>
      Promise.reject(new Error('createReturn not provided')),
    ),
    fetchLabel: fromPromise<Blob, { id: number }>(() => Promise.reject(new Error('fetchLabel not provided'))),
  },
  delays: { searchDebounce: 250 },
  guards: {
    hasOrderId: ({ context }) => context.orderId !== null,
    canReturn: (_, params: { order: ReturnableOrder }) => hasReturnable(params.order),
    linesValid: ({ context }) =>
      context.order !== null && Object.keys(lineProblems(context.order, context.quantities)).length === 0,
    detailsValid: ({ context }) => Object.keys(detailProblems(context.details)).length === 0,
    isLineRefusal: (_, params: { error: unknown }) => isLineRefusal(params.error),
  },
  actions: {
    storeSearch: assign(({ event }) => (event.type === 'search.change' ? { search: event.text } : {})),
    storeChoices: assign((_, params: { choices: OrderChoice[] }) => ({ choices: params.choices })),
    chooseOrder: assign(({ event }) =>
      event.type === 'order.choose' ? { orderId: event.orderId, error: null, problems: {} } : {},
    ),
    forgetOrder: assign({ orderId: null, order: null, quantities: {}, problems: {}, error: null }),
    storeOrder: assign((_, params: { order: ReturnableOrder }) => ({
      order: params.order,
      quantities: {},
      details: defaultDetails(params.order),
      error: null,
      problems: {},
    })),
    explainNothingLeft: assign((_, params: { order: ReturnableOrder }) => ({
      orderId: null,
      error: `Everything that shipped on ${params.order.order.orderNumber} is already on returns.`,
    })),
    setLine: assign(({ context, event }) =>
      event.type === 'line.set'
        ? { quantities: { ...context.quantities, [event.lineIndex]: event.quantity }, problems: {} }
        : {},
    ),
    chooseAll: assign(({ context }) => ({
      quantities: Object.fromEntries((context.order?.lines ?? []).map((l) => [l.lineIndex, l.returnable])),
      problems: {},
    })),
    explainLines: assign(({ context }) => ({
      problems: context.order ? lineProblems(context.order, context.quantities) : {},
    })),
    setDetail: assign(({ context, event }) => {
      if (event.type !== 'details.set') return {};
      const details = { ...context.details, [event.field]: event.value };
      // Another carrier offers other services: start from its first.
      if (event.field === 'carrierCode') details.serviceCode = firstServiceOf(event.value);
      return { details, problems: {} };
    }),
    explainDetails: assign(({ context }) => ({ problems: detailProblems(context.details) })),
    storeFailure: assign((_, params: { error: unknown }) => ({
      error: messageOf(params.error),
      problems: fieldsOf(params.error),
    })),
    storeLineRefusal: assign(({ context }, params: { error: unknown }) => ({
      error: messageOf(params.error),
      problems: lineRefusals(fieldsOf(params.error), context.quantities),
    })),
    storeCreated: assign((_, params: { created: OrderReturnRow }) => ({
      created: params.created,
      error: null,
    })),
    storeLabel: assign((_, params: { label: Blob }) => ({ label: params.label, error: null })),
  },
}).createMachine({
  id: 'returnLabel',
  context: ({ input }) => ({
    idempotencyKey: input.idempotencyKey,
    orderId: input.orderId ?? null,
    search: '',
    choices: [],
    order: null,
    quantities: {},
    details: { carrierCode: '', serviceCode: '', notes: '' },
    created: null,
    label: null,
    error: null,
    problems: {},
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasOrderId', target: 'loadingOrder' }, { target: 'choosingOrder' }],
    },
    choosingOrder: {
      initial: 'searching',
      on: {
        'search.change': { target: '.debouncing', actions: 'storeSearch' },
        'order.choose': { target: 'loadingOrder', actions: 'chooseOrder' },
      },
      states: {
        idle: {},
        debouncing: { after: { searchDebounce: 'searching' } },
        searching: {
          invoke: {
            src: 'searchOrders',
            input: ({ context }) => ({ search: context.search }),
            onDone: {
              target: 'idle',
              actions: { type: 'storeChoices', params: ({ event }) => ({ choices: event.output }) },
            },
            onError: {
              target: 'idle',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    loadingOrder: {
      invoke: {
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: [
          {
            guard: { type: 'canReturn', params: ({ event }) => ({ order: event.output }) },
            target: 'choosingLines',
            actions: { type: 'storeOrder', params: ({ event }) => ({ order: event.output }) },
          },
          {
            target: 'choosingOrder',
            actions: { type: 'explainNothingLeft', params: ({ event }) => ({ order: event.output }) },
          },
        ],
        onError: {
          target: 'choosingOrder',
          actions: [{ type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, 'forgetOrder'],
        },
      },
    },
    choosingLines: {
      on: {
        'line.set': { actions: 'setLine' },
        'lines.all': { actions: 'chooseAll' },
        'order.change': { target: 'choosingOrder', actions: 'forgetOrder' },
        'lines.next': [{ guard: 'linesValid', target: 'details' }, { actions: 'explainLines' }],
      },
    },
    details: {
      on: {
        'details.set': { actions: 'setDetail' },
        'details.back': 'choosingLines',
        'details.submit': [{ guard: 'detailsValid', target: 'creating' }, { actions: 'explainDetails' }],
      },
    },
    creating: {
      invoke: {
        src: 'createReturn',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey,
          body: {
            orderId: context.order!.order.id,
            carrierCode: context.details.carrierCode,
            serviceCode: context.details.serviceCode,
            lines: chosenLines(context.quantities),
            notes: context.details.notes.trim() || null,
          },
        }),
        onDone: {
          target: 'done',
          actions: { type: 'storeCreated', params: ({ event }) => ({ created: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isLineRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'choosingLines',
            actions: { type: 'storeLineRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'details',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    done: {
      initial: 'loadingLabel',
      states: {
        loadingLabel: {
          invoke: {
            src: 'fetchLabel',
            input: ({ context }) => ({ id: context.created!.id }),
            onDone: {
              target: 'ready',
              actions: { type: 'storeLabel', params: ({ event }) => ({ label: event.output }) },
            },
            onError: {
              target: 'failed',
              actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        ready: {},
        failed: { on: { 'label.retry': 'loadingLabel' } },
      },
    },
  },
});
