/**
 * A generated report's row actions in the history: download its CSV or XLSX (Ready, files not
 * expired), cancel it while it waits or runs (confirmed first), run it again once it ended. Each is
 * one call; the list refreshes in place after it (live events move the new report along).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { FramedDialog } from '../../components/framed-dialog';
import { ui } from '../../components/ui/styles';
import {
  cancelReport,
  downloadReportFile,
  rerunReport,
} from '../../machines/generated-report/generated-report.calls';
import { downloadRefusal, isUnderWay } from '../../machines/generated-report/generated-report.logic';
import type {
  GeneratedReportRow,
  ReportFileFormat,
} from '../../machines/generated-report/generated-report.types';
import { useApi } from '../../machines/use-app';

type Busy = ReportFileFormat | 'rerun' | null;

export function GeneratedReportRowActions({
  row,
  mayRequest,
  onCancel,
  onChanged,
}: {
  row: GeneratedReportRow;
  /** The user may cancel and run reports again (the contract's create permission). */
  mayRequest: boolean;
  onCancel: (row: GeneratedReportRow) => void;
  onChanged: () => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState<Busy>(null);
  const run = async (what: Exclude<Busy, null>, call: () => Promise<unknown>, failed: string) => {
    setBusy(what);
    try {
      await call();
    } catch (error) {
      toast.error(`${failed}: ${describeApiError(error).message}`);
    } finally {
      setBusy(null);
    }
  };
  const download = (format: ReportFileFormat) =>
    void run(
      format,
      () => downloadReportFile(api, row, format),
      `The ${format.toUpperCase()} file could not be downloaded`,
    );
  const rerun = () =>
    void run(
      'rerun',
      async () => {
        await rerunReport(api, row.id);
        toast.success(`${row.name} runs again as a new report.`);
        onChanged();
      },
      'The report could not be run again',
    );

  return (
    <div className={ui.cellActions}>
      {downloadRefusal(row) === null && (
        <>
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'csv'}
            aria-label={`Download ${row.name} as CSV`}
            onClick={() => download('csv')}
          >
            CSV
          </Button>
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'xlsx'}
            aria-label={`Download ${row.name} as XLSX`}
            onClick={() => download('xlsx')}
          >
            XLSX
          </Button>
        </>
      )}
      {mayRequest && isUnderWay(row.status) && (
        <Button size="sm" variant="ghost" aria-label={`Cancel ${row.name}`} onClick={() => onCancel(row)}>
          Cancel
        </Button>
      )}
      {mayRequest && !isUnderWay(row.status) && (
        <Button
          size="sm"
          variant="ghost"
          loading={busy === 'rerun'}
          aria-label={`Run ${row.name} again`}
          onClick={rerun}
        >
          Run again
        </Button>
      )}
    </div>
  );
}

/** Confirms cancelling a report under way; a report that ended meanwhile (409) says so. */
export function CancelReportDialog({
  report,
  onClose,
  onCancelled,
}: {
  report: GeneratedReportRow | null;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!report) return;
    setBusy(true);
    try {
      await cancelReport(api, report.id);
      toast.success(`${report.name} was cancelled.`);
    } catch (error) {
      toast.error(describeApiError(error).message);
    } finally {
      setBusy(false);
      onClose();
      onCancelled();
    }
  };
  return (
    <FramedDialog
      open={report !== null}
      role="alertdialog"
      title={`Cancel ${report?.name ?? 'this report'}?`}
      description="It stops at its next batch and ends Failed, with no file. You can run it again later."
      onClose={onClose}
    >
      <div className={ui.dialogFooter}>
        <Button variant="secondary" onClick={onClose}>
          Keep it running
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          Cancel report
        </Button>
      </div>
    </FramedDialog>
  );
}
