/**
 * The columns of the generated reports' history, sized so that all of them fit a 1440 px screen: the
 * name (its page), the type, the status (progress while it runs, the reason once failed), the
 * filters used in short, rows, "as of", who asked, when, and when its files expire. Instants read in
 * the user's timezone.
 */
import { css } from 'styled-system/css';
import type { CrudRefSource } from '../../components/crud/crud-config';
import type { RefNames } from '../../components/crud/crud-refs';
import type { DataColumn } from '../../components/data-table/data-table';
import { DateTimeText } from '../../components/data-table/date-time-text';
import { formatCount, formatListInstant, plural } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { generatedReportScreenPath } from '../../domain/contracts/generated-reports';
import {
  isExpiredAt,
  isUnderWay,
  reportTypeLabel,
  shortPeriodText,
} from '../../machines/generated-report/generated-report.logic';
import type { GeneratedReportRow } from '../../machines/generated-report/generated-report.types';
import { ReportProgressBar, ReportStatusBadge } from './report-status';

const dash = <span className={ui.muted}>—</span>;

function When({ value }: { value: string | null }) {
  const text = formatListInstant(value);
  return text ? <DateTimeText text={text} /> : dash;
}

/** The sources the cells name records from (storefronts, vendors, warehouses, users). */
export interface ReportNameSources {
  refs: RefNames;
  projects: CrudRefSource;
  vendors: CrudRefSource;
  warehouses: CrudRefSource;
  /** Absent for users who may not read users: others’ reports then read "another user". */
  users?: CrudRefSource;
  /** The signed-in user’s id: their own reports read "by you". */
  userId: string;
}

const idOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** The filters used, in short: the period, then the storefront(s), vendor and warehouse asked for. */
export function filtersInShort(row: GeneratedReportRow, names: ReportNameSources): string {
  const named = (source: CrudRefSource, id: number | null) =>
    id === null ? null : (names.refs.label(source, id) ?? `#${id}`);
  const storefronts = Array.isArray(row.filters.storefrontIds) ? row.filters.storefrontIds : [];
  const parts = [
    shortPeriodText(row),
    named(names.projects, row.projectId),
    storefronts.length > 1 ? plural(storefronts.length, 'storefront') : null,
    named(names.vendors, idOf(row.filters.vendorId)),
    named(names.warehouses, idOf(row.filters.warehouseId)),
  ];
  return parts.filter(Boolean).join(' · ');
}

function requester(row: GeneratedReportRow, names: ReportNameSources): string {
  if (row.requestedBy === null) return '—';
  if (row.requestedBy === names.userId) return 'you';
  return (names.users && names.refs.label(names.users, row.requestedBy)) ?? 'another user';
}

const styles = {
  status: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1', w: '112px' }),
  reason: css({
    color: 'danger',
    fontSize: '12px',
    lineClamp: 2,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
  }),
};

/** When it was asked for, and by whom, on two lines. */
function Requested({ row, names }: { row: GeneratedReportRow; names: ReportNameSources }) {
  return (
    <div>
      <span className={ui.block}>{formatListInstant(row.createdAt) ?? '—'}</span>
      <span className={ui.captionLine}>by {requester(row, names)}</span>
    </div>
  );
}

function StatusCell({ row }: { row: GeneratedReportRow }) {
  return (
    <div className={styles.status}>
      <ReportStatusBadge report={row} />
      {row.status === 'Processing' && (
        <ReportProgressBar value={row.progress} label={`Progress of ${row.name}`} thin />
      )}
      {row.status === 'Failed' && row.error && (
        <span className={styles.reason} title={row.error}>
          {row.error}
        </span>
      )}
    </div>
  );
}

function Expires({ row }: { row: GeneratedReportRow }) {
  if (row.status !== 'Ready' || row.expiresAt === null) return dash;
  if (isExpiredAt(row)) return <span className={ui.muted}>Expired</span>;
  return <When value={row.expiresAt} />;
}

export function generatedReportColumns(names: ReportNameSources): DataColumn<GeneratedReportRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      minWidth: 110,
      maxWidth: 160,
      cell: (row) => <TextLink href={generatedReportScreenPath(row.id)}>{row.name}</TextLink>,
    },
    { id: 'type', header: 'Type', minWidth: 90, maxWidth: 120, cell: (row) => reportTypeLabel(row.type) },
    { id: 'status', header: 'Status', sortKey: 'status', cell: (row) => <StatusCell row={row} /> },
    {
      id: 'filters',
      header: 'Filters used',
      minWidth: 110,
      maxWidth: 160,
      cell: (row) => filtersInShort(row, names),
    },
    {
      id: 'rowCount',
      header: 'Rows',
      align: 'end',
      cell: (row) => (row.status === 'Ready' || isUnderWay(row.status) ? formatCount(row.rowCount) : dash),
    },
    { id: 'asOf', header: 'As of', minWidth: 56, maxWidth: 72, cell: (row) => <When value={row.asOf} /> },
    {
      id: 'createdAt',
      header: 'Requested',
      sortKey: 'createdAt',
      cell: (row) => <Requested row={row} names={names} />,
    },
    { id: 'expiresAt', header: 'Expires', minWidth: 56, maxWidth: 72, cell: (row) => <Expires row={row} /> },
  ];
}
