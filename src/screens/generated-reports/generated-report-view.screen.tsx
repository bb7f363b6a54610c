/**
 * /reports/generatedReports/view/{id}: one generated report. While it waits or runs, its progress and
 * message move live; then its facts (period in the user's calendar, "as of", who asked, rows), the
 * filters it used, the first rows of its file, and its CSV and XLSX downloads (disabled, with the
 * reason, until ready and once expired; a failed report has none: its reason shows). Cancel while it
 * waits or runs (confirmed); run again once it ended, which opens the new report.
 */
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import {
  generatedReportScreenPath,
  generatedReportsContract,
} from '../../domain/contracts/generated-reports';
import { useReportView } from '../../machines/generated-report/use-report-view';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { ReportStatusBadge } from './report-status';
import { ReportDownloads, ReportSteps } from './report-view-actions';
import { ReportFacts, ReportFiltersUsed, ReportPreview, ReportProgress } from './report-view-parts';

const LIST_PATH = generatedReportsContract.screen.path;

function ReportPage({ id }: { id: number }) {
  const flow = useReportView(id);
  const { allows } = usePermissions();
  const [, navigate] = useLocation();
  const { report, loadError, actionError, rerunId } = flow.context;
  const mayRequest = allows(generatedReportsContract.permissions.create);

  useEffect(() => {
    if (rerunId !== null) {
      toast.success('Running again as a new report.');
      navigate(generatedReportScreenPath(rerunId));
    }
  }, [rerunId, navigate]);

  const back = (
    <Link href={LIST_PATH} className={buttonClass({ variant: 'secondary' })}>
      All reports
    </Link>
  );
  if (!report)
    return flow.step === 'unavailable' ? (
      <div className={ui.retryBlock}>
        <PageHeader title="Generated report" actions={back} />
        <Notice tone="danger" role="alert" title="The report could not be opened">
          {loadError}
        </Notice>
        <Button variant="secondary" onClick={flow.retry}>
          Try again
        </Button>
      </div>
    ) : (
      <PageLoading label="Loading the report…" />
    );

  return (
    <div className={ui.maxW1120}>
      <PageHeader
        title={
          <span className={ui.titleWithBadge}>
            {report.name} <ReportStatusBadge report={report} />
          </span>
        }
        description={report.typeLabel}
        actions={
          <>
            {report.status !== 'Failed' && <ReportDownloads report={report} />}
            <ReportSteps flow={flow} mayRequest={mayRequest} />
            {back}
          </>
        }
      />
      <div className={ui.stack}>
        {actionError && (
          <Notice tone="danger" role="alert">
            {actionError}
          </Notice>
        )}
        <ReportProgress report={report} canRerun={mayRequest && flow.canRerun} onRerun={flow.rerun} />
        <ReportFacts report={report} />
        <ReportFiltersUsed report={report} />
        {report.status !== 'Failed' && <ReportPreview report={report} />}
      </div>
    </div>
  );
}

export default function GeneratedReportViewScreen({ params }: Partial<ScreenProps>) {
  const id = Number(params?.id);
  if (!Number.isSafeInteger(id) || id <= 0)
    return (
      <Notice tone="danger" role="alert" title="No such report">
        This address names no report. Open one from the list of generated reports.
      </Notice>
    );
  // One flow per report: "run again" moves to the new one.
  return <ReportPage key={id} id={id} />;
}
