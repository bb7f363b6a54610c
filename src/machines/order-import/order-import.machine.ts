/**
 * Orders import: a CSV or XLSX file is read and grouped into orders in the browser, shown with the
 * problems of each row; the orders without problems are sent to the chosen storefront, each taken
 * or refused on its own by the server, and the outcome of every order is shown.
 *
 *   idle ─file.chosen─► parsing ─► preview ─import.submit─► submitting ─► results
 *                          └────► failed        ▲   └──(call failed)──┘
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  ORDER_IMPORT_MAX_ORDERS,
  sendableOrders,
  type OrderFile,
  type OrderImportResult,
  type OrderImportTarget,
} from '../../domain/order-file';
import { messageOf } from '../api-failure';
import type { OrderImportContext, OrderImportEvent, SubmitOrdersInput } from './order-import.types';

const count = (n: number) => n.toLocaleString('en-US');

/** Why a file read cannot be previewed, or null when it can. */
export function fileRefusal(sheet: OrderFile): string | null {
  if (sheet.missingColumns.length)
    return `The header row lacks ${sheet.missingColumns.length === 1 ? 'the column' : 'the columns'} ${sheet.missingColumns.join(', ')}. Start from the template.`;
  if (sheet.rowCount === 0) return 'The file has no rows below its header row.';
  if (sheet.orders.length > ORDER_IMPORT_MAX_ORDERS)
    return `An import takes at most ${count(ORDER_IMPORT_MAX_ORDERS)} orders; this file has ${count(sheet.orders.length)}. Split it and import each part.`;
  return null;
}

const initialTarget: OrderImportTarget = { projectId: null, storeId: null, paid: true };

export const orderImportMachine = setup({
  types: {
    context: {} as OrderImportContext,
    events: {} as OrderImportEvent,
    // eslint-disable-next-line typed/no-unnecessary-type-assertion -- the type XState reads, not a value
    input: {} as { target?: Partial<OrderImportTarget> },
  },
  actors: {
    readFile: fromPromise<OrderFile, { file: File }>(() =>
      Promise.reject(new Error('readFile not provided')),
    ),
    submitOrders: fromPromise<OrderImportResult[], SubmitOrdersInput>(() =>
      Promise.reject(new Error('submitOrders not provided')),
    ),
  },
  actions: {
    storeFile: assign((_, params: { file: File }) => ({
      file: params.file,
      sheet: null,
      results: null,
      sent: [],
      error: null,
    })),
    storeSheet: assign((_, params: { sheet: OrderFile }) => ({ sheet: params.sheet })),
    storeTarget: assign(({ context }, params: { target: Partial<OrderImportTarget> }) => {
      const target = { ...context.target, ...params.target };
      // Another storefront has other stores.
      if (params.target.projectId !== undefined && params.target.projectId !== context.target.projectId)
        target.storeId = params.target.storeId ?? null;
      return { target };
    }),
    storeSent: assign(({ context }) => ({
      sent: context.sheet ? sendableOrders(context.sheet) : [],
      error: null,
    })),
    storeResults: assign((_, params: { results: OrderImportResult[] }) => ({ results: params.results })),
    storeError: assign((_, params: { error: string }) => ({ error: params.error })),
    clear: assign({ file: null, sheet: null, results: null, sent: [], error: null }),
  },
  guards: {
    isRefused: (_, params: { sheet: OrderFile }) => fileRefusal(params.sheet) !== null,
    canSubmit: ({ context }) =>
      context.target.projectId !== null && context.sheet !== null && sendableOrders(context.sheet).length > 0,
  },
}).createMachine({
  id: 'orderImport',
  context: ({ input }) => ({
    file: null,
    sheet: null,
    target: { ...initialTarget, ...input?.target },
    results: null,
    sent: [],
    error: null,
  }),
  initial: 'idle',
  on: {
    'import.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {
      on: {
        'file.chosen': {
          target: 'parsing',
          actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) },
        },
        'target.change': {
          actions: { type: 'storeTarget', params: ({ event }) => ({ target: event.target }) },
        },
      },
    },
    parsing: {
      invoke: {
        src: 'readFile',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ sheet: event.output }) },
            target: 'failed',
            actions: [
              { type: 'storeSheet', params: ({ event }) => ({ sheet: event.output }) },
              { type: 'storeError', params: ({ event }) => ({ error: fileRefusal(event.output)! }) },
            ],
          },
          {
            target: 'preview',
            actions: { type: 'storeSheet', params: ({ event }) => ({ sheet: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'storeError', params: ({ event }) => ({ error: messageOf(event.error) }) },
        },
      },
    },
    preview: {
      on: {
        'file.chosen': {
          target: 'parsing',
          actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) },
        },
        'target.change': {
          actions: { type: 'storeTarget', params: ({ event }) => ({ target: event.target }) },
        },
        'import.submit': { guard: 'canSubmit', target: 'submitting', actions: 'storeSent' },
      },
    },
    submitting: {
      invoke: {
        src: 'submitOrders',
        input: ({ context }) => ({ orders: context.sent, target: context.target }),
        onDone: {
          target: 'results',
          actions: { type: 'storeResults', params: ({ event }) => ({ results: event.output }) },
        },
        onError: {
          target: 'preview',
          actions: { type: 'storeError', params: ({ event }) => ({ error: messageOf(event.error) }) },
        },
      },
    },
    results: {
      on: {
        'file.chosen': {
          target: 'parsing',
          actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) },
        },
      },
    },
    failed: {
      on: {
        'file.chosen': {
          target: 'parsing',
          actions: { type: 'storeFile', params: ({ event }) => ({ file: event.file }) },
        },
        'target.change': {
          actions: { type: 'storeTarget', params: ({ event }) => ({ target: event.target }) },
        },
      },
    },
  },
});

export type OrderImportMachine = typeof orderImportMachine;
