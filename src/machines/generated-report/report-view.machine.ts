/**
 * A generated report's page: loading → waiting (Requested) or running (Processing), following the
 * live GeneratedReportUpdated events of this report (each shown at once, then the page read again
 * for its rows; events arriving during a read ask for one more) → ready, failed or expired. A slow
 * poll stands in for events missed while the live connection was down; a ready report is read again
 * when its files expire. Cancel (waiting or running) and run again (once ended: the screen moves to
 * the new report) are calls of their own; a refusal (409: it ended meanwhile) is shown and the page
 * read again. Pure: loadReport, cancelReport and rerunReport are provided by
 * report-view.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GeneratedReportView } from '../../domain/contracts/generated-reports';
import { messageOf } from '../api-failure';
import { isUnderWay, withUpdate } from './generated-report.logic';
import type { ReportUpdate, ViewContext, ViewEvent, ViewInput } from './generated-report.types';

type Call = { id: number };
const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

/** setTimeout's longest delay; a report's files last days, well within it. */
const MAX_DELAY = 2_147_483_647;
/** How often a report under way is read again without events (the live connection may be down). */
export const REPORT_POLL_MS = 15_000;

const withStatus =
  (status: GeneratedReportView['status']) =>
  ({ context }: { context: ViewContext }) =>
    context.report?.status === status;

export const reportViewMachine = setup({
  types: {
    input: {} as ViewInput,
    context: {} as ViewContext,
    events: {} as ViewEvent,
  },
  actors: {
    loadReport: fromPromise<GeneratedReportView, Call>(notProvided('loadReport')),
    cancelReport: fromPromise<GeneratedReportView, Call>(notProvided('cancelReport')),
    rerunReport: fromPromise<GeneratedReportView, Call>(notProvided('rerunReport')),
  },
  delays: {
    pollInterval: REPORT_POLL_MS,
    /** Until the report's files expire (a second after, so the server says so too). */
    untilExpiry: ({ context }) => {
      const at = context.report?.expiresAt ? Date.parse(context.report.expiresAt) : NaN;
      return Number.isNaN(at) ? MAX_DELAY : Math.min(MAX_DELAY, Math.max(0, at - Date.now() + 1000));
    },
  },
  guards: {
    isAboutThis: ({ context }, params: { update: ReportUpdate }) => params.update.id === context.id,
    isExpired: ({ context }) => context.report?.expired === true && context.report.status === 'Ready',
    isReady: withStatus('Ready'),
    isFailed: withStatus('Failed'),
    isProcessing: withStatus('Processing'),
    isStale: ({ context }) => context.stale,
    isUnderWay: ({ context }) => context.report !== null && isUnderWay(context.report.status),
    hasEnded: ({ context }) => context.report !== null && !isUnderWay(context.report.status),
  },
  actions: {
    storeReport: assign((_, params: { report: GeneratedReportView }) => ({
      report: params.report,
      loadError: null,
      stale: false,
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: messageOf(params.error) })),
    applyUpdate: assign(({ context }, params: { update: ReportUpdate }) =>
      context.report ? { report: withUpdate(context.report, params.update) } : {},
    ),
    markStale: assign({ stale: true }),
    clearStale: assign({ stale: false }),
    storeActionError: assign((_, params: { error: unknown }) => ({ actionError: messageOf(params.error) })),
    clearActionError: assign({ actionError: null }),
    storeRerun: assign((_, params: { report: GeneratedReportView }) => ({ rerunId: params.report.id })),
  },
}).createMachine({
  id: 'generatedReportView',
  context: ({ input }) => ({
    id: input.id,
    report: null,
    loadError: null,
    actionError: null,
    stale: false,
    rerunId: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadReport',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'settling',
          actions: { type: 'storeReport', params: ({ event }) => ({ report: event.output }) },
        },
        onError: {
          target: 'unavailable',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    unavailable: {
      on: { 'report.retry': 'loading' },
    },
    // Where the report stands, as last read (or as its last live event said).
    settling: {
      always: [
        { guard: 'isExpired', target: 'expired' },
        { guard: 'isReady', target: 'ready' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'isProcessing', target: 'running' },
        { target: 'waiting' },
      ],
    },
    waiting: {
      after: { pollInterval: 'refreshing' },
      on: {
        'report.live': {
          guard: { type: 'isAboutThis', params: ({ event }) => ({ update: event.update }) },
          target: 'refreshing',
          actions: { type: 'applyUpdate', params: ({ event }) => ({ update: event.update }) },
        },
        'report.cancel': 'cancelling',
      },
    },
    running: {
      after: { pollInterval: 'refreshing' },
      on: {
        'report.live': {
          guard: { type: 'isAboutThis', params: ({ event }) => ({ update: event.update }) },
          target: 'refreshing',
          actions: { type: 'applyUpdate', params: ({ event }) => ({ update: event.update }) },
        },
        'report.cancel': 'cancelling',
      },
    },
    // Reading the page again; the report's last known status stays on screen, and its steps with it.
    refreshing: {
      // An event left unread matters only to this read: a later one reads the page anyway.
      exit: 'clearStale',
      on: {
        'report.live': {
          guard: { type: 'isAboutThis', params: ({ event }) => ({ update: event.update }) },
          actions: [{ type: 'applyUpdate', params: ({ event }) => ({ update: event.update }) }, 'markStale'],
        },
        'report.cancel': { guard: 'isUnderWay', target: 'cancelling' },
        'report.rerun': { guard: 'hasEnded', target: 'rerunning' },
      },
      invoke: {
        src: 'loadReport',
        input: ({ context }) => ({ id: context.id }),
        onDone: [
          {
            guard: 'isStale',
            target: 'refreshing',
            reenter: true,
            actions: { type: 'storeReport', params: ({ event }) => ({ report: event.output }) },
          },
          {
            target: 'settling',
            actions: { type: 'storeReport', params: ({ event }) => ({ report: event.output }) },
          },
        ],
        // The report as last known stays; the next event or poll reads it again.
        onError: 'settling',
      },
    },
    cancelling: {
      entry: 'clearActionError',
      on: {
        'report.live': {
          guard: { type: 'isAboutThis', params: ({ event }) => ({ update: event.update }) },
          actions: { type: 'applyUpdate', params: ({ event }) => ({ update: event.update }) },
        },
      },
      invoke: {
        src: 'cancelReport',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'settling',
          actions: { type: 'storeReport', params: ({ event }) => ({ report: event.output }) },
        },
        onError: {
          target: 'refreshing',
          actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      after: { untilExpiry: 'refreshing' },
      on: { 'report.rerun': 'rerunning' },
    },
    failed: {
      on: { 'report.rerun': 'rerunning' },
    },
    expired: {
      on: { 'report.rerun': 'rerunning' },
    },
    rerunning: {
      entry: 'clearActionError',
      invoke: {
        src: 'rerunReport',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'replaced',
          actions: { type: 'storeRerun', params: ({ event }) => ({ report: event.output }) },
        },
        onError: {
          target: 'settling',
          actions: { type: 'storeActionError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Run again: the new report is the one to follow (the screen moves to its page).
    replaced: { type: 'final' },
  },
});

export type ReportViewMachine = typeof reportViewMachine;
