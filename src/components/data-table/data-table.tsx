/**
 * A server-paged, server-sorted table over a list (useResourceList), on @tanstack/react-table v9
 * (`useTable` with the column-visibility and row-sorting features; sorting is manual: a header click
 * asks the list to load sorted by the column's sortKey). The user's column choices are kept per user
 * and table; an Action column, when given, is always last and cannot be hidden.
 */
import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { describeApiError } from '../../api/api-error';
import type { ResourceList } from '../../machines/list/use-resource-list';
import type { ListRow } from '../../machines/list/list.types';
import { Button } from '../button';
import { Notice } from '../notice';
import { Spinner } from '../spinner';
import { ColumnPicker } from './column-picker';
import { Pagination } from './pagination';
import { useColumnChoices } from './use-column-choices';

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sortBy key; with it, the header sorts the list. */
  sortKey?: string;
  hiddenByDefault?: boolean;
  align?: 'start' | 'end';
}

interface DataTableProps<T extends ListRow> {
  /** Names the table's stored column choices, e.g. 'vendors'. */
  tableId: string;
  /** The table's accessible name. */
  label: string;
  columns: readonly DataColumn<T>[];
  list: ResourceList<T>;
  /** The Action column's content for a row. */
  actions?: (row: T) => ReactNode;
  /** Above the table, beside the column picker (the filter bar goes in `filters`). */
  filters?: ReactNode;
  emptyTitle?: string;
  emptyText?: ReactNode;
  /** The message of a failed load; describeApiError's by default. Return retry: false for errors a retry cannot fix. */
  describeFailure?: (error: unknown) => { message: string; retry: boolean };
}

const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
const ACTION_COLUMN = '_actions';

const styles = {
  frame: css({
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'xl',
    overflow: 'hidden',
  }),
  toolbar: css({
    display: 'flex',
    justifyContent: 'flex-end',
    px: '4',
    py: '2',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  scroller: css({ overflowX: 'auto' }),
  table: css({ w: 'full', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }),
  th: css({
    textAlign: 'start',
    px: '4',
    h: '10',
    bg: 'canvas',
    color: 'fg.muted',
    fontSize: '12px',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  sortButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    font: 'inherit',
    color: 'inherit',
    textTransform: 'inherit',
    letterSpacing: 'inherit',
    cursor: 'pointer',
    _hover: { color: 'fg' },
  }),
  td: css({ px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'middle' }),
  row: css({ _hover: { bg: '#fafbfc' }, '&:last-child td': { borderBottomWidth: '0' } }),
  busy: css({ opacity: 0.5, transition: 'opacity 150ms', pointerEvents: 'none' }),
  message: css({ px: '6', py: '12', textAlign: 'center', color: 'fg.muted' }),
};

const alignClass = (align: DataColumn<unknown>['align']) =>
  align === 'end' ? css({ textAlign: 'end' }) : undefined;

export function DataTable<T extends ListRow>({
  tableId,
  label,
  columns,
  list,
  actions,
  filters,
  emptyTitle = 'Nothing here yet',
  emptyText,
  describeFailure = (error) => ({ message: describeApiError(error).message, retry: true }),
}: DataTableProps<T>) {
  const defaults = useMemo(
    () => Object.fromEntries(columns.map((c) => [c.id, !c.hiddenByDefault])),
    [columns],
  );
  const [columnVisibility, setColumnVisibility] = useColumnChoices(tableId, defaults);

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns([
      ...columns.map((c) =>
        helper.accessor((row) => (c.sortKey ? (row as Record<string, unknown>)[c.sortKey] : undefined), {
          id: c.id,
          header: c.header,
          cell: ({ row }) => c.cell(row.original),
          enableSorting: Boolean(c.sortKey),
          sortDescFirst: false,
        }),
      ),
      ...(actions
        ? [
            helper.display({
              id: ACTION_COLUMN,
              header: 'Action',
              enableHiding: false,
              cell: ({ row }) => actions(row.original),
            }),
          ]
        : []),
    ]);
  }, [columns, actions]);

  const sortKeyToColumn = useMemo(
    () => new Map(columns.filter((c) => c.sortKey).map((c) => [c.sortKey!, c])),
    [columns],
  );
  const sorting: SortingState = useMemo(() => {
    const column = list.sort && sortKeyToColumn.get(list.sort.by);
    return column && list.sort ? [{ id: column.id, desc: list.sort.desc }] : [];
  }, [list.sort, sortKeyToColumn]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: list.items,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableSortingRemoval: false,
    state: { columnVisibility, sorting },
    onColumnVisibilityChange: setColumnVisibility,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const column = next[0] && columns.find((c) => c.id === next[0]!.id);
      list.setSort(column?.sortKey ? { by: column.sortKey, desc: next[0]!.desc } : null);
    },
  });

  const rows = table.getRowModel().rows;
  const failure = list.isFailed ? describeFailure(list.error) : null;
  const firstLoad = list.isLoading && rows.length === 0;
  const pickable = table
    .getAllLeafColumns()
    .filter((c) => c.getCanHide())
    .map((c) => ({
      id: c.id,
      label: columns.find((d) => d.id === c.id)?.header ?? c.id,
      visible: c.getIsVisible(),
    }));
  const alignOf = (id: string) => (id === ACTION_COLUMN ? 'end' : columns.find((c) => c.id === id)?.align);

  let body: ReactNode = null;
  if (failure)
    body = (
      <div className={css({ p: '6' })}>
        <Notice tone="danger" role="alert" title="The list could not be loaded">
          <p>{failure.message}</p>
          {failure.retry && (
            <Button variant="secondary" size="sm" className={css({ mt: '3' })} onClick={list.reload}>
              Retry
            </Button>
          )}
        </Notice>
      </div>
    );
  else if (firstLoad)
    body = (
      <div
        role="status"
        className={cx(styles.message, css({ display: 'flex', gap: '2', justifyContent: 'center' }))}
      >
        <Spinner /> Loading…
      </div>
    );
  else if (rows.length === 0)
    body = (
      <div className={styles.message}>
        <p className={css({ fontWeight: 'semibold', color: 'fg', fontSize: '15px' })}>{emptyTitle}</p>
        {emptyText && <div className={css({ mt: '1' })}>{emptyText}</div>}
      </div>
    );

  return (
    <section className={styles.frame}>
      {filters}
      {!failure && (
        <div className={styles.toolbar}>
          <ColumnPicker
            columns={pickable}
            onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
          />
        </div>
      )}
      {!failure && (
        <div className={styles.scroller}>
          <table className={styles.table} aria-label={label} aria-busy={list.isLoading}>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        className={cx(styles.th, alignClass(alignOf(header.column.id)))}
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className={styles.sortButton}
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            <table.FlexRender header={header} />
                            <span aria-hidden="true">
                              {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                            </span>
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className={list.isLoading && rows.length > 0 ? styles.busy : undefined}>
              {rows.map((row) => (
                <tr key={row.id} className={styles.row}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cx(styles.td, alignClass(alignOf(cell.column.id)))}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {body}
        </div>
      )}
      {failure && body}
      {!failure && (
        <Pagination
          page={list.pagination.page}
          pageCount={list.pageCount}
          perPage={list.pagination.perPage}
          totalRows={list.totalRows}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      )}
    </section>
  );
}
