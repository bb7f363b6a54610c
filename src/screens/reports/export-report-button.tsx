/**
 * "Export" on a report screen (issue 17): requests the generated report that holds the screen's
 * numbers with its filters (report-exports.ts), then opens that report's page, where it runs and its
 * CSV and XLSX files wait. Shown only to users who may request that type; the server's message shows
 * as a toast when it refuses. The screen passes its key and its filters, nothing else.
 */
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { useLocation } from 'wouter';
import { Button } from '../../components/button';
import { userDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { generatedReportScreenPath } from '../../domain/contracts/generated-reports';
import { useReportExport } from '../../machines/report-export/use-report-export';
import { usePermissions } from '../../machines/use-app';
import { exportTypeOf, reportExport, type ReportScreenKey, type ScreenFilters } from './report-exports';

const inWords = new Intl.ListFormat('en-US', { type: 'conjunction' });

/** The button over a short note, both at the header's end. */
const withNote = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: '1',
  maxW: '80',
});

export function ExportReportButton({ report, filters }: { report: ReportScreenKey; filters: ScreenFilters }) {
  const { can } = usePermissions();
  const [, navigate] = useLocation();
  const flow = useReportExport({
    onCreated: (id) => navigate(generatedReportScreenPath(id)),
    onFailed: (message) => toast.error(message),
  });
  if (!can(exportTypeOf(report).permission)) return null;

  const planned = reportExport(report, filters, userDay());
  const many = (planned?.leftOut.length ?? 0) > 1;
  const leftOut = planned?.leftOut.length ? inWords.format(planned.leftOut) : null;
  const hint = planned
    ? `Runs ${planned.typeLabel} for ${planned.period} as a report you can download (CSV, XLSX).${
        leftOut ? ` The ${leftOut} filter${many ? 's are' : ' is'} not part of it.` : ''
      }`
    : 'Available once the report has loaded.';
  const button = (
    <Button
      variant="secondary"
      title={hint}
      loading={flow.isRequesting}
      disabled={!planned || !flow.canRequest(planned.request)}
      onClick={() => planned && flow.request(planned.request)}
    >
      Export
    </Button>
  );
  if (!leftOut) return button;
  // The file is wider than the screen: say so where it is seen, not only on hover.
  return (
    <div className={withNote}>
      {button}
      <p className={`${ui.mutedSmall} ${ui.end}`} aria-hidden="true">
        Exports without the {leftOut} filter{many ? 's' : ''}.
      </p>
    </div>
  );
}
