/** The report page's I/O: its view, cancel and run again (generated-report.calls.ts). */
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api/http';
import type { GeneratedReportView } from '../../domain/contracts/generated-reports';
import { failingAs } from '../api-failure';
import { fromLoad } from '../load/load.implementations';
import { cancelReport, loadReportView, rerunReport } from './generated-report.calls';
import { reportViewMachine } from './report-view.machine';

type Call = { id: number };

export function createReportViewMachine(api: ApiClient) {
  return reportViewMachine.provide({
    actors: {
      // Leaving a read (a newer event, cancel) aborts its request; its late answer never lands.
      loadReport: fromLoad<GeneratedReportView, Call>(({ id }, signal) =>
        failingAs(loadReportView(api, id, signal)),
      ),
      cancelReport: fromPromise<GeneratedReportView, Call>(({ input }) =>
        failingAs(cancelReport(api, input.id)),
      ),
      rerunReport: fromPromise<GeneratedReportView, Call>(({ input }) =>
        failingAs(rerunReport(api, input.id)),
      ),
    },
  });
}
