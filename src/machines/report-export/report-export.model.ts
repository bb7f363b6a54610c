/**
 * The report export flow's model for generated paths (flow-model.ts): a request with a name, one
 * without (not taken); the server creates the report, refuses the filters (400 with a message per
 * field) or the type (403).
 */
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { reportExportMachine } from './report-export.machine';
import type { ExportEvent, ExportRequest } from './report-export.types';

const shipped: ExportRequest = {
  type: 'StorefrontShippedCount',
  name: 'Shipped 2026-11-01 – 2026-11-30',
  projectId: 3,
  filters: { dateFilter: 'custom', startDate: '2026-11-01', endDate: '2026-11-30' },
};

const refused = (status: number, message: string, fields: Record<string, string> = {}) =>
  Object.assign(asCallFailure(new Error(message)), { status, fields });

export const reportExportModel = defineFlowModel({
  machine: reportExportMachine,
  inputs: [undefined],
  events: (): ExportEvent[] => [
    { type: 'export.request', request: shipped },
    { type: 'export.request', request: { ...shipped, name: '  ' } },
  ],
  answers: {
    createReport: {
      output: [{ id: 41 }],
      error: [
        refused(400, 'Some fields are not valid.', {
          'filters.endDate': 'End date must not be before the start date',
        }),
        refused(403, 'You may not request this kind of report.'),
      ],
    },
  },
  facets: (s) => ({ reportId: s.context.reportId, failed: s.context.error !== null }),
});
