/**
 * A report page's model for generated paths (flow-model.ts): the report may be read waiting,
 * running, ready, failed or expired, or not at all (404); live events of this report (progress, its
 * end) and of another one arrive; cancel may be taken or refused (409: it ended meanwhile); run again
 * may make the new report or fail.
 */
import type { GeneratedReportView } from '../../domain/contracts/generated-reports';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import type { ViewEvent } from './generated-report.types';
import { reportViewMachine } from './report-view.machine';

const view = (over: Partial<GeneratedReportView>): GeneratedReportView => ({
  id: 7,
  type: 'StorefrontShippedCount',
  typeLabel: 'Storefront Shipments Count',
  name: 'Shipments this week',
  status: 'Requested',
  projectId: null,
  vendorId: null,
  warehouseId: null,
  forMultipleStorefronts: false,
  filters: { dateFilter: 'this-week' },
  filterSummary: [{ label: 'Date filter', value: 'This week' }],
  period: null,
  progress: 0,
  progressMessage: null,
  rowCount: 0,
  columns: [],
  preview: [],
  asOf: null,
  error: null,
  requestedBy: 'u-1',
  requestedByName: 'Ada Admin',
  createdAt: '2026-11-26T10:00:00Z',
  startedAt: null,
  completedAt: null,
  expiresAt: null,
  expired: false,
  version: 1,
  ...over,
});

const running = view({ status: 'Processing', progress: 40, rowCount: 1000 });
const ready = view({
  status: 'Ready',
  progress: 100,
  rowCount: 3,
  completedAt: '2026-11-26T10:01:00Z',
  expiresAt: '2026-12-03T10:01:00Z',
});
const failed = view({ status: 'Failed', error: 'Cancelled by Ada Admin.' });
const expired = { ...ready, expired: true };
const failure = (status: number, message: string) =>
  Object.assign(asCallFailure(new Error(message)), { status });

export const reportViewModel = defineFlowModel({
  machine: reportViewMachine,
  inputs: [{ id: 7 }],
  events: (): ViewEvent[] => [
    {
      type: 'report.live',
      update: {
        id: 7,
        type: 'StorefrontShippedCount',
        status: 'Processing',
        progress: 60,
        progressMessage: null,
        rowCount: 2000,
      },
    },
    {
      type: 'report.live',
      update: {
        id: 7,
        type: 'StorefrontShippedCount',
        status: 'Ready',
        progress: 100,
        progressMessage: null,
        rowCount: 3,
      },
    },
    {
      type: 'report.live',
      update: {
        id: 8,
        type: 'StorefrontShippedCount',
        status: 'Processing',
        progress: 10,
        progressMessage: null,
        rowCount: 0,
      },
    },
    { type: 'report.retry' },
    { type: 'report.cancel' },
    { type: 'report.rerun' },
  ],
  answers: {
    loadReport: {
      output: [view({}), running, ready, failed, expired],
      error: [failure(404, 'Report not found.')],
    },
    cancelReport: {
      output: [failed],
      error: [failure(409, 'This report is already ready; it cannot be cancelled.')],
    },
    rerunReport: { output: [view({ id: 8 })], error: [failure(503, 'The server answered 503.')] },
  },
  facets: (s) => ({
    status: s.context.report?.status ?? null,
    expired: s.context.report?.expired ?? false,
    stale: s.context.stale,
    actionError: s.context.actionError !== null,
  }),
});
