/**
 * How a generated report's status reads, in its history and on its page: a badge (Waiting to start,
 * Processing with its percentage, Ready, Failed), and the progress bar of a report under way.
 */
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { reportStatusText, reportStatusTones } from '../../machines/generated-report/generated-report.logic';
import type { ReportStatus } from '../../machines/generated-report/generated-report.types';

export function ReportStatusBadge({ report }: { report: { status: ReportStatus; progress: number } }) {
  return (
    <span className={badge({ tone: reportStatusTones[report.status] ?? 'neutral' })}>
      {reportStatusText(report)}
    </span>
  );
}

const styles = {
  track: css({
    h: '2',
    w: 'full',
    bg: 'canvas',
    borderRadius: 'full',
    overflow: 'hidden',
    borderWidth: '1px',
    borderColor: 'border',
  }),
  thin: css({ h: '1.5' }),
  bar: css({ h: 'full', bg: 'accent', borderRadius: 'full', transition: 'width 300ms ease' }),
};

/** A bar from 0 to 100, named for screen readers ('Progress of Shipments early May'). */
export function ReportProgressBar({ value, label, thin }: { value: number; label: string; thin?: boolean }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={cx(styles.track, thin && styles.thin)}
    >
      <div className={styles.bar} style={{ width: `${percent}%` }} />
    </div>
  );
}
