/**
 * Generating a client invoice: choosing (vendor, warehouse or all, period, due date, notes) →
 * previewing (POST …/generate with `preview: true`, which writes nothing) → reviewed (the charges by
 * type, the minimum's top-up, the total, and the unbilled warnings) → issuing → issued with the
 * invoice (or the one already issued for that period: `replayed`, the screen says so). From reviewed:
 * back to choosing, preview again, or run billing for the period's pending events (queued, then a new
 * preview once the run had a moment). Values that fail the body's own schema are never sent; a 400
 * comes back under the form's fields; any other failure is `failed` with the server's message (retry
 * repeats the call that failed, or edit). Pure: the calls are provided by
 * invoice-generate.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { fieldsOf, messageOf, statusOf } from '../api-failure';
import {
  generateBody,
  generateProblems,
  mayIssue,
  newGenerateValues,
  refusalOf,
  withPresetDays,
} from './invoice-generate.logic';
import type {
  BillingRunAnswer,
  BillingRunInput,
  GenerateContext,
  GenerateEvent,
  GenerateInput,
  GenerateInvoiceAnswer,
  GenerateInvoiceInput,
  InvoicePreview,
} from './invoice-generate.types';

const submitted = (event: GenerateEvent) => (event.type === 'generate.preview' ? event.values : null);
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const invoiceGenerateMachine = setup({
  types: {
    input: {} as GenerateInput,
    context: {} as GenerateContext,
    events: {} as GenerateEvent,
  },
  actors: {
    previewInvoice: fromPromise<InvoicePreview, GenerateInvoiceInput>(() =>
      Promise.reject(new Error('previewInvoice not provided')),
    ),
    issueInvoice: fromPromise<GenerateInvoiceAnswer, GenerateInvoiceInput>(() =>
      Promise.reject(new Error('issueInvoice not provided')),
    ),
    runBilling: fromPromise<BillingRunAnswer, BillingRunInput>(() =>
      Promise.reject(new Error('runBilling not provided')),
    ),
  },
  guards: {
    valuesValid: ({ context, event }) => {
      const values = submitted(event);
      return values !== null && Object.keys(generateProblems(values, context.today)).length === 0;
    },
    mayIssue: ({ context }) => mayIssue(context.preview),
    failedIssuing: ({ context }) => context.failedAt === 'issue',
    /** A 400 with messages per field: the form shows them. */
    isRefusal: (_, params: { error: unknown }) =>
      statusOf(params.error) === 400 && Object.keys(fieldsOf(params.error)).length > 0,
  },
  actions: {
    storeValues: assign(({ context, event }) => {
      const values = submitted(event);
      return values ? { values: withPresetDays(values, context.today), problems: {}, error: null } : {};
    }),
    explain: assign(({ context, event }) => {
      const values = submitted(event);
      return values ? { values, problems: generateProblems(values, context.today), error: null } : {};
    }),
    clearPreview: assign({ preview: null, error: null, notice: null }),
    clearError: assign({ error: null, failedAt: null }),
    storePreview: assign((_, params: { preview: InvoicePreview }) => ({
      preview: params.preview,
      error: null,
      failedAt: null,
      notice: null,
    })),
    storeRefusal: assign((_, params: { error: unknown }) => ({
      ...refusalOf(messageOf(params.error), fieldsOf(params.error)),
      preview: null,
      failedAt: null,
    })),
    storeFailure: assign((_, params: { error: unknown; at: 'preview' | 'issue' }) => ({
      error: messageOf(params.error),
      failedAt: params.at,
    })),
    storeRunQueued: assign({
      notice: 'Billing is running for this period: the preview is read again in a moment.',
      error: null,
    }),
    storeRunFailure: assign((_, params: { error: unknown }) => ({
      error: `Billing could not be run: ${messageOf(params.error)}`,
      notice: null,
    })),
    storeIssued: assign((_, params: { answer: GenerateInvoiceAnswer }) => ({
      invoice: params.answer.invoice,
      replayed: params.answer.replayed,
      error: null,
      failedAt: null,
    })),
  },
  delays: {
    /** The job runner picks a queued run within half a second; its charges follow shortly. */
    billingSettle: 2000,
  },
}).createMachine({
  id: 'invoiceGenerate',
  context: ({ input }) => ({
    today: input.today,
    values: newGenerateValues(input.today, input.prefill),
    problems: {},
    preview: null,
    error: null,
    failedAt: null,
    notice: null,
    invoice: null,
    replayed: false,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      on: {
        'generate.preview': [
          { guard: 'valuesValid', target: 'previewing', actions: 'storeValues' },
          { actions: 'explain' },
        ],
      },
    },
    previewing: {
      invoke: {
        src: 'previewInvoice',
        input: ({ context }) => generateBody(context.values, context.today),
        onDone: {
          target: 'reviewed',
          actions: { type: 'storePreview', params: ({ event }) => ({ preview: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: errorParams },
            target: 'choosing',
            actions: { type: 'storeRefusal', params: errorParams },
          },
          {
            target: 'failed',
            actions: {
              type: 'storeFailure',
              params: ({ event }) => ({ error: event.error, at: 'preview' as const }),
            },
          },
        ],
      },
    },
    reviewed: {
      on: {
        'generate.back': { target: 'choosing', actions: 'clearPreview' },
        'generate.refresh': 'previewing',
        'generate.runBilling': 'runningBilling',
        'generate.issue': { guard: 'mayIssue', target: 'issuing' },
      },
    },
    runningBilling: {
      invoke: {
        src: 'runBilling',
        input: ({ context }) => {
          const body = generateBody(context.values, context.today);
          return { vendorId: body.vendorId, from: body.periodStart, to: body.periodEnd };
        },
        onDone: { target: 'settling', actions: 'storeRunQueued' },
        onError: {
          target: 'reviewed',
          actions: { type: 'storeRunFailure', params: errorParams },
        },
      },
    },
    settling: {
      after: { billingSettle: 'previewing' },
    },
    issuing: {
      invoke: {
        src: 'issueInvoice',
        input: ({ context }) => generateBody(context.values, context.today),
        onDone: {
          target: 'issued',
          actions: { type: 'storeIssued', params: ({ event }) => ({ answer: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: errorParams },
            target: 'choosing',
            actions: { type: 'storeRefusal', params: errorParams },
          },
          {
            target: 'failed',
            actions: {
              type: 'storeFailure',
              params: ({ event }) => ({ error: event.error, at: 'issue' as const }),
            },
          },
        ],
      },
    },
    failed: {
      on: {
        'generate.retry': [
          { guard: 'failedIssuing', target: 'issuing', actions: 'clearError' },
          { target: 'previewing', actions: 'clearError' },
        ],
        'generate.edit': { target: 'choosing', actions: ['clearError', 'clearPreview'] },
      },
    },
    issued: { type: 'final' },
  },
});

export type InvoiceGenerateMachine = typeof invoiceGenerateMachine;
