/** The request flow's I/O: POST /api/common/generatedReports (generated-report.calls.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { failingAs } from '../api-failure';
import { createReport } from './generated-report.calls';
import type { GeneratedReportRow, ReportRequestBody } from './generated-report.types';
import { reportRequestMachine } from './report-request.machine';

export function createReportRequestMachine(api: ApiClient) {
  return reportRequestMachine.provide({
    actors: {
      createReport: fromPromise<GeneratedReportRow, ReportRequestBody>(({ input, signal }) =>
        failingAs(createReport(api, input, signal)),
      ),
    },
  });
}
