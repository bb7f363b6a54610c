/** The export flow's I/O: the generic add of /api/common/generatedReports (src/api/resource-client.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import { contractClient } from '../../api/resource-client';
import { generatedReportsContract } from '../../domain/contracts/generated-reports';
import { failingAs } from '../api-failure';
import { reportExportMachine } from './report-export.machine';
import type { CreatedReport, ExportRequest } from './report-export.types';

export function createReportExportMachine(api: ApiClient) {
  const reports = contractClient(api, generatedReportsContract);
  return reportExportMachine.provide({
    actors: {
      createReport: fromPromise<CreatedReport, ExportRequest>(async ({ input }) => {
        const row = await failingAs(reports.add({ ...input }));
        return { id: Number(row.id) };
      }),
    },
  });
}
