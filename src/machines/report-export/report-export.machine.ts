/**
 * "Export" on a report screen: idle → requesting (POST /api/common/generatedReports with the screen's
 * filters as the type's block) → done, announcing the new report so the view opens its page, or
 * failed, announcing the server's message so the view shows it. One request at a time: a click while
 * requesting is not taken; after either end another export may start. Pure: createReport is provided
 * by report-export.implementations.ts (and by tests).
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import { failureText, isRequestable } from './report-export.logic';
import type {
  CreatedReport,
  ExportContext,
  ExportEmitted,
  ExportEvent,
  ExportRequest,
} from './report-export.types';

const cleared: ExportContext = { request: null, reportId: null, error: null };

const requestTransition = {
  guard: {
    type: 'isRequestable',
    params: ({ event }: { event: ExportEvent }) => ({ request: event.request }),
  },
  target: 'requesting',
  actions: {
    type: 'storeRequest',
    params: ({ event }: { event: ExportEvent }) => ({ request: event.request }),
  },
} as const;

export const reportExportMachine = setup({
  types: {
    context: {} as ExportContext,
    events: {} as ExportEvent,
    emitted: {} as ExportEmitted,
  },
  actors: {
    createReport: fromPromise<CreatedReport, ExportRequest>(() =>
      Promise.reject(new Error('createReport not provided')),
    ),
  },
  actions: {
    storeRequest: assign((_, params: { request: ExportRequest }) => ({
      ...cleared,
      request: params.request,
    })),
    storeReport: assign((_, params: { reportId: number }) => ({ reportId: params.reportId })),
    storeError: assign((_, params: { error: unknown }) => ({ error: failureText(params.error) })),
    announceCreated: emit((_, params: { reportId: number }) => ({
      type: 'export.created' as const,
      reportId: params.reportId,
    })),
    announceFailed: emit(({ context }) => ({
      type: 'export.failed' as const,
      message: context.error ?? '',
    })),
  },
  guards: {
    isRequestable: (_, params: { request: ExportRequest }) => isRequestable(params.request),
  },
}).createMachine({
  id: 'reportExport',
  context: cleared,
  initial: 'idle',
  states: {
    idle: { on: { 'export.request': requestTransition } },
    requesting: {
      invoke: {
        src: 'createReport',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'done',
          actions: [
            { type: 'storeReport', params: ({ event }) => ({ reportId: event.output.id }) },
            { type: 'announceCreated', params: ({ event }) => ({ reportId: event.output.id }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [
            { type: 'storeError', params: ({ event }) => ({ error: event.error }) },
            'announceFailed',
          ],
        },
      },
    },
    // The view opens the report's page; a screen that stays may export again.
    done: { on: { 'export.request': requestTransition } },
    failed: { on: { 'export.request': requestTransition } },
  },
});

export type ReportExportMachine = typeof reportExportMachine;
