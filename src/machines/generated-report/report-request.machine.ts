/**
 * Requesting a generated report: choosing a type (only those the user holds the permission of) →
 * editing its filter block → submitting (POST /api/common/generatedReports) → done with the new
 * report (the screen moves to its page), or back to editing with the server's message under each
 * field it refused (400), or failed (an outage: retry, or edit). Values that fail the request's own
 * schema are never sent. Picking another type while editing keeps what the two types share. A type
 * given by the URL that the user may request opens its form at once. Pure: createReport is provided
 * by report-request.implementations.ts (and by tests).
 */
import { assign, fromPromise, setup } from 'xstate';
import { fieldsOf, messageOf, statusOf } from '../api-failure';
import { isReportType } from './generated-report.logic';
import {
  changeType,
  newRequestValues,
  refusalOf,
  requestBody,
  requestProblems,
} from './report-request.logic';
import type {
  GeneratedReportRow,
  ReportRequestBody,
  RequestContext,
  RequestEvent,
  RequestInput,
} from './generated-report.types';

const submitted = (event: RequestEvent) => (event.type === 'request.submit' ? event.values : null);

export const reportRequestMachine = setup({
  types: {
    input: {} as RequestInput,
    context: {} as RequestContext,
    events: {} as RequestEvent,
  },
  actors: {
    createReport: fromPromise<GeneratedReportRow, ReportRequestBody>(() =>
      Promise.reject(new Error('createReport not provided')),
    ),
  },
  guards: {
    hasType: ({ context }) => context.values !== null,
    mayRequest: ({ context, event }) =>
      event.type === 'request.choose' &&
      isReportType(event.reportType) &&
      context.types.includes(event.reportType),
    valuesValid: ({ event }) => {
      const values = submitted(event);
      return values !== null && Object.keys(requestProblems(values)).length === 0;
    },
    /** A 400 with messages per field: the form shows them. */
    isRefusal: (_, params: { error: unknown }) =>
      statusOf(params.error) === 400 && Object.keys(fieldsOf(params.error)).length > 0,
  },
  actions: {
    chooseType: assign(({ context, event }) =>
      event.type === 'request.choose' && isReportType(event.reportType)
        ? {
            values: changeType(event.values ?? context.values, event.reportType, context.prefill),
            problems: {},
            error: null,
          }
        : {},
    ),
    clearType: assign({ values: null, problems: {}, error: null }),
    storeValues: assign(({ event }) => {
      const values = submitted(event);
      return values ? { values, problems: {}, error: null } : {};
    }),
    explain: assign(({ event }) => {
      const values = submitted(event);
      return values ? { values, problems: requestProblems(values), error: null } : {};
    }),
    storeRefusal: assign(({ context }, params: { error: unknown }) =>
      refusalOf(messageOf(params.error), fieldsOf(params.error), context.values),
    ),
    storeFailure: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error) })),
    storeCreated: assign((_, params: { report: GeneratedReportRow }) => ({ created: params.report })),
  },
}).createMachine({
  id: 'generatedReportRequest',
  context: ({ input }) => {
    const prefill = input.prefill ?? { filters: {} };
    const type = isReportType(input.type) && input.types.includes(input.type) ? input.type : null;
    return {
      types: input.types,
      prefill,
      values: type ? newRequestValues(type, prefill) : null,
      problems: {},
      error: null,
      created: null,
    };
  },
  initial: 'choosing',
  states: {
    choosing: {
      // A type the URL named (and the user may request) opens its form at once.
      always: { guard: 'hasType', target: 'editing' },
      on: { 'request.choose': { guard: 'mayRequest', target: 'editing', actions: 'chooseType' } },
    },
    editing: {
      on: {
        'request.choose': { guard: 'mayRequest', actions: 'chooseType' },
        'request.back': { target: 'choosing', actions: 'clearType' },
        'request.submit': [
          { guard: 'valuesValid', target: 'submitting', actions: 'storeValues' },
          { actions: 'explain' },
        ],
      },
    },
    submitting: {
      invoke: {
        src: 'createReport',
        input: ({ context }) => requestBody(context.values!),
        onDone: {
          target: 'done',
          actions: { type: 'storeCreated', params: ({ event }) => ({ report: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'storeRefusal', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    failed: {
      on: { 'request.retry': 'submitting', 'request.edit': 'editing' },
    },
    done: { type: 'final' },
  },
});

export type ReportRequestMachine = typeof reportRequestMachine;
