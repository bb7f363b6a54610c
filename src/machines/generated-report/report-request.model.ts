/**
 * The request flow's model for generated paths (flow-model.ts): a user who may request two types
 * (opening on the list of types, or on a type the URL named) and one whose URL names a type they may
 * not request (the list of types then). Values for a custom range without its days are refused
 * before anything is sent. The server may make the report, refuse a field (back to the form) or a
 * rule outside the form (its message), or fail (retry, edit).
 */
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import type { GeneratedReportRow, RequestEvent } from './generated-report.types';
import { newRequestValues } from './report-request.logic';
import { reportRequestMachine } from './report-request.machine';

const thisWeek = newRequestValues('StorefrontShippedCount');
const customWithoutDays = {
  ...thisWeek,
  filters: { ...thisWeek.filters, dateFilter: 'custom', startDate: null, endDate: null },
};

const created: GeneratedReportRow = {
  id: 41,
  type: 'StorefrontShippedCount',
  name: thisWeek.name,
  status: 'Requested',
  projectId: null,
  vendorId: null,
  warehouseId: null,
  forMultipleStorefronts: false,
  filters: { dateFilter: 'this-week', startDate: null, endDate: null },
  requestedBy: 'u-1',
  progress: 0,
  progressMessage: null,
  rowCount: 0,
  period: null,
  asOf: null,
  expiresAt: null,
  completedAt: null,
  createdAt: '2026-11-26T10:00:00Z',
  error: null,
  version: 1,
};

const refused = (fields: Record<string, string>) =>
  Object.assign(asCallFailure(new Error('Some fields are not valid.')), { status: 400, fields });

export const reportRequestModel = defineFlowModel({
  machine: reportRequestMachine,
  inputs: [
    { types: ['StorefrontShippedCount', 'WarehouseItemsInOutReport'] },
    { types: ['StorefrontShippedCount', 'WarehouseItemsInOutReport'], type: 'WarehouseItemsInOutReport' },
    { types: ['StorefrontShippedCount'], type: 'FactoringFinanceInvoiceReport' },
  ],
  events: (): RequestEvent[] => [
    { type: 'request.choose', reportType: 'StorefrontShippedCount' },
    { type: 'request.choose', reportType: 'WarehouseItemsInOutReport' },
    { type: 'request.choose', reportType: 'FactoringFinanceInvoiceReport' },
    { type: 'request.back' },
    { type: 'request.submit', values: thisWeek },
    { type: 'request.submit', values: customWithoutDays },
    { type: 'request.retry' },
    { type: 'request.edit' },
  ],
  answers: {
    createReport: {
      output: [created],
      error: [
        refused({ 'filters.startDate': 'Start date is required' }),
        refused({ vendorId: 'Choose the vendor this report is for' }),
        Object.assign(asCallFailure(new Error('The server answered 503.')), { status: 503 }),
      ],
    },
  },
  facets: (s) => ({
    type: s.context.values?.type ?? null,
    types: s.context.types.length,
    problems: Object.keys(s.context.problems).sort(),
    error: s.context.error !== null,
  }),
});
