/**
 * The parts of a generated report's page: where its job stands (progress and message while it runs,
 * the reason once failed, the expiry notice), its facts (type, period in the user's calendar, "as
 * of", who asked, rows, expiry), the filters it used as people read them, and the first rows of its
 * file under the file's own headers (figures right-aligned).
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { formatCount, formatDay, formatInstantZoned } from '../../components/format';
import { Notice } from '../../components/notice';
import { ui } from '../../components/ui/styles';
import {
  REPORT_FILE_DAYS,
  type ReportCell,
  type ReportColumn,
} from '../../domain/contracts/generated-reports';
import { formatAmount } from '../../domain/money';
import {
  isUnderWay,
  periodText,
  requestedPeriodText,
} from '../../machines/generated-report/generated-report.logic';
import type { GeneratedReportView } from '../../machines/generated-report/generated-report.types';
import { ReportProgressBar } from './report-status';

const dash = <span className={ui.muted}>—</span>;
const at = (value: string | null) => (value ? formatInstantZoned(value) : dash);

/** Where the job stands, when there is something to say: under way, failed, or its files gone. */
export function ReportProgress({
  report,
  canRerun,
  onRerun,
}: {
  report: GeneratedReportView;
  canRerun: boolean;
  onRerun: () => void;
}) {
  if (isUnderWay(report.status))
    return (
      <Card>
        <div className={ui.stack2} aria-live="polite">
          <div className={ui.rowCenter3}>
            <span className={ui.semibold}>
              {report.status === 'Requested'
                ? 'Waiting to start'
                : `Processing · ${Math.round(report.progress)}%`}
            </span>
            <span className={ui.mutedSmall}>
              {report.progressMessage ??
                (report.status === 'Requested'
                  ? 'It starts as soon as the job runner is free.'
                  : `${formatCount(report.rowCount)} rows so far.`)}
            </span>
            <span className={cx(ui.mutedSmall, ui.grow, ui.end)}>
              The files can be downloaded once it is ready.
            </span>
          </div>
          <ReportProgressBar
            value={report.status === 'Requested' ? 0 : report.progress}
            label={`Progress of ${report.name}`}
          />
        </div>
      </Card>
    );
  if (report.status === 'Failed')
    return (
      <Notice tone="danger" role="alert" title="This report failed">
        {report.error ?? 'The job ended without a reason.'}
      </Notice>
    );
  if (report.expired)
    return (
      <Notice tone="warning" title="Its files have expired">
        <p>
          A report’s files are kept {REPORT_FILE_DAYS} days. Run it again for new ones, with the same filters
          {report.filters.dateFilter && report.filters.dateFilter !== 'custom'
            ? ' over the current period'
            : ''}
          .
        </p>
        {canRerun && (
          <Button size="sm" className={ui.mt3} onClick={onRerun}>
            Run again
          </Button>
        )}
      </Notice>
    );
  return null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ReportFacts({ report }: { report: GeneratedReportView }) {
  return (
    <Card title="About this report">
      <dl className={ui.facts}>
        <Fact label="Type">{report.typeLabel}</Fact>
        <Fact label="Period">
          {report.period ? periodText(report.period) : requestedPeriodText(report.filters)}
        </Fact>
        <Fact label="As of">
          {report.asOf ? at(report.asOf) : report.status === 'Ready' ? 'Nothing in the period' : dash}
        </Fact>
        <Fact label="Requested by">{report.requestedByName ?? dash}</Fact>
        <Fact label="Requested">{at(report.createdAt)}</Fact>
        <Fact label="Completed">{at(report.completedAt)}</Fact>
        <Fact label="Rows">
          {report.status === 'Failed'
            ? dash
            : `${formatCount(report.rowCount)}${isUnderWay(report.status) ? ' so far' : ''}`}
        </Fact>
        <Fact label="Files kept until">
          {report.expired ? 'Expired' : report.expiresAt ? at(report.expiresAt) : dash}
        </Fact>
      </dl>
    </Card>
  );
}

/** The period first, then the rest as the server lists them. */
const FIRST = ['Storefront', 'Date filter', 'Start date', 'End date'];
const rank = (label: string) => (FIRST.includes(label) ? FIRST.indexOf(label) : FIRST.length);

export function ReportFiltersUsed({ report }: { report: GeneratedReportView }) {
  const summary = [...report.filterSummary].sort((a, b) => rank(a.label) - rank(b.label));
  return (
    <Card title="Filters used">
      {summary.length === 0 ? (
        <p className={ui.muted}>None: everything you may see over the period.</p>
      ) : (
        <dl className={ui.facts}>
          {summary.map((f) => (
            <Fact key={f.label} label={f.label}>
              {f.value}
            </Fact>
          ))}
        </dl>
      )}
    </Card>
  );
}

const isFigure = (column: ReportColumn) => column.kind === 'number' || column.kind === 'money';

function cellText(column: ReportColumn, cell: ReportCell): string {
  if (cell === null || cell === '') return '—';
  if (column.kind === 'number' && typeof cell === 'number') return formatCount(cell);
  if (column.kind === 'money') {
    try {
      return formatAmount(cell);
    } catch {
      return String(cell);
    }
  }
  if (column.kind === 'date' && typeof cell === 'string') return formatDay(cell);
  return String(cell);
}

const styles = {
  cell: css({ px: '4', py: '2', borderBottomWidth: '1px', borderColor: 'border', whiteSpace: 'nowrap' }),
};

export function ReportPreview({ report }: { report: GeneratedReportView }) {
  const shown = report.preview.length;
  const description =
    shown === 0
      ? report.status === 'Ready'
        ? 'The report has no rows: nothing matched its filters over the period.'
        : report.expired
          ? 'Its rows were deleted with its files.'
          : 'The first rows show here as soon as they are read.'
      : isUnderWay(report.status)
        ? 'The first rows read so far; the preview fills up as the report runs.'
        : shown < report.rowCount
          ? `The first ${formatCount(shown)} of ${formatCount(report.rowCount)} rows; download the file for all of them.`
          : `All ${formatCount(report.rowCount)} rows.`;
  return (
    <Card title="Preview" description={description}>
      {report.columns.length > 0 && !report.expired && (
        <div className={ui.scrollX}>
          <table className={ui.plainTable} aria-label={`Preview of ${report.name}`}>
            <thead>
              <tr>
                {report.columns.map((c) => (
                  <th key={c.key} scope="col" className={cx(ui.plainTh, isFigure(c) && ui.endCell)}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.preview.map((row, i) => (
                <tr key={i}>
                  {report.columns.map((c, j) => (
                    <td key={c.key} className={cx(styles.cell, isFigure(c) && ui.endCell)}>
                      {cellText(c, row[j] ?? null)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
