/**
 * /reports/generatedReports/new/{type?}: request a generated report. First the type (only those the
 * user holds the permission of; a type in the path opens its form at once), then its filters, with a
 * name made from the type and the period. Request → the new report's page, where it runs. The query
 * may prefill the form (report-request.logic.ts: `name`, `projectId`, `filters=<JSON>` or a filter
 * per parameter), as links from the report screens do.
 */
import { useEffect, useState } from 'react';
import { cx } from 'styled-system/css';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { LockIcon } from '../../components/icons';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui/styles';
import {
  generatedReportScreenPath,
  generatedReportsContract,
  newGeneratedReportScreenPath,
} from '../../domain/contracts/generated-reports';
import { prefillOfSearch } from '../../machines/generated-report/report-request.logic';
import { useReportRequest } from '../../machines/generated-report/use-report-request';
import type { ScreenProps } from '../../routes.types';
import { ReportRequestForm } from './report-request-form';
import { ReportTypeChooser } from './report-type-chooser';

export default function NewGeneratedReportScreen({ params }: Partial<ScreenProps>) {
  const search = useSearch();
  const [, navigate] = useLocation();
  // The URL is read once, when the form opens.
  const [prefill] = useState(() => prefillOfSearch(search));
  const flow = useReportRequest(params?.type ?? null, prefill);
  const { values, created, types } = flow.context;

  // The path names the type being filled in, so a reload keeps it.
  const type = values?.type ?? null;
  useEffect(() => {
    if ((params?.type ?? null) !== type)
      navigate(`${newGeneratedReportScreenPath(type ?? undefined)}${search ? `?${search}` : ''}`, {
        replace: true,
      });
    // Only a change of the flow's type moves the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type]);
  useEffect(() => {
    if (flow.step === 'done' && created) navigate(generatedReportScreenPath(created.id));
  }, [flow.step, created, navigate]);

  if (types.length === 0)
    return (
      <EmptyState icon={<LockIcon size={26} />} title="No report you may request">
        Each report type needs its own permission; ask an administrator for the one you need.
      </EmptyState>
    );

  return (
    <div className={ui.maxW1040}>
      <PageHeader
        title="New report"
        description={
          values
            ? 'Choose what it covers. It runs in the background: you can leave its page and come back.'
            : 'Choose the kind of report to run.'
        }
        actions={
          values ? (
            <Button variant="secondary" onClick={flow.back}>
              Other report types
            </Button>
          ) : (
            <Link
              href={generatedReportsContract.screen.path}
              className={buttonClass({ variant: 'secondary' })}
            >
              Back to the reports
            </Link>
          )
        }
      />
      {flow.step === 'failed' && (
        <div className={ui.mb4}>
          <Notice tone="danger" role="alert" title="The report could not be requested">
            <p>{flow.context.error}</p>
            <div className={cx(ui.row, ui.mt3)}>
              <Button size="sm" onClick={flow.retry}>
                Try again
              </Button>
              <Button size="sm" variant="secondary" onClick={flow.edit}>
                Edit
              </Button>
            </div>
          </Notice>
        </div>
      )}
      {values ? (
        flow.step !== 'failed' && <ReportRequestForm flow={flow} values={values} />
      ) : (
        <ReportTypeChooser types={types} onChoose={(t) => flow.choose(t)} />
      )}
    </div>
  );
}
