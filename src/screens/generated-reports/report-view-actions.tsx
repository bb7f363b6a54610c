/**
 * A generated report's page actions: its CSV and XLSX downloads (disabled, with the reason, until its
 * files can be had), cancel while it waits or runs (confirmed first), and run again once it ended.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { FramedDialog } from '../../components/framed-dialog';
import { ui } from '../../components/ui/styles';
import type { GeneratedReportView } from '../../domain/contracts/generated-reports';
import { downloadReportFile } from '../../machines/generated-report/generated-report.calls';
import { downloadRefusal } from '../../machines/generated-report/generated-report.logic';
import type { ReportFileFormat } from '../../machines/generated-report/generated-report.types';
import type { ReportViewFlow } from '../../machines/generated-report/use-report-view';
import { useApi } from '../../machines/use-app';

export function ReportDownloads({ report }: { report: GeneratedReportView }) {
  const api = useApi();
  const [busy, setBusy] = useState<ReportFileFormat | null>(null);
  const refusal = downloadRefusal(report);
  const download = async (format: ReportFileFormat) => {
    setBusy(format);
    try {
      await downloadReportFile(api, report, format);
    } catch (error) {
      toast.error(
        `The ${format.toUpperCase()} file could not be downloaded: ${describeApiError(error).message}`,
      );
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant={format === 'csv' ? 'primary' : 'secondary'}
          disabled={refusal !== null}
          title={refusal ?? undefined}
          loading={busy === format}
          onClick={() => void download(format)}
        >
          Download {format.toUpperCase()}
        </Button>
      ))}
    </>
  );
}

export function ReportSteps({ flow, mayRequest }: { flow: ReportViewFlow; mayRequest: boolean }) {
  const [confirming, setConfirming] = useState(false);
  if (!mayRequest) return null;
  return (
    <>
      {flow.canCancel && (
        <Button variant="secondary" loading={flow.step === 'cancelling'} onClick={() => setConfirming(true)}>
          Cancel report
        </Button>
      )}
      {(flow.canRerun || flow.step === 'rerunning') && (
        <Button variant="secondary" loading={flow.step === 'rerunning'} onClick={flow.rerun}>
          Run again
        </Button>
      )}
      <FramedDialog
        open={confirming}
        role="alertdialog"
        title="Cancel this report?"
        description="It stops at its next batch and ends Failed, with no file. You can run it again later."
        onClose={() => setConfirming(false)}
      >
        <div className={ui.dialogFooter}>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it running
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setConfirming(false);
              flow.cancel();
            }}
          >
            Cancel report
          </Button>
        </div>
      </FramedDialog>
    </>
  );
}
