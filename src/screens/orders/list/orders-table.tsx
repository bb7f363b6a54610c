/**
 * The table of the orders lists: DataTable's columns, sorting and per-user column choices, plus what
 * a busy order desk needs from it: compact rows, a header that stays in view while the rows scroll,
 * and a leading checkbox column for bulk actions (select one, or every order on the page). The
 * selection lives with the screen, so reloading the rows never drops it.
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
import { describeApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import { ColumnPicker } from '../../../components/data-table/column-picker';
import type { DataColumn } from '../../../components/data-table/data-table';
import { Pagination } from '../../../components/data-table/pagination';
import { useColumnChoices } from '../../../components/data-table/use-column-choices';
import { Notice } from '../../../components/notice';
import { Spinner } from '../../../components/spinner';
import type { ListRow } from '../../../machines/list/list.types';
import type { ResourceList } from '../../../machines/list/use-resource-list';

export interface RowSelection {
  selected: ReadonlySet<ListRow['id']>;
  onChange: (next: Set<ListRow['id']>) => void;
}

interface OrdersTableProps<T extends ListRow> {
  tableId: string;
  label: string;
  columns: readonly DataColumn<T>[];
  list: ResourceList<T>;
  /** The fixed Action column (never hidden). */
  actions: (row: T) => ReactNode;
  /** How a row is named for its checkbox and actions ('order NWG-10421'). */
  rowName: (row: T) => string;
  selection?: RowSelection;
  /** Between the filters and the rows, left of the column picker: tabs, the bulk bar. */
  toolbar?: ReactNode;
  filters?: ReactNode;
  emptyTitle: string;
  emptyText?: ReactNode;
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
    alignItems: 'center',
    gap: '3',
    px: '4',
    py: '2',
    minH: '12',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  // The rows scroll under the header: a long page of orders keeps its column names in view.
  scroller: css({ overflow: 'auto', maxH: 'calc(100vh - 190px)', minH: '160px' }),
  table: css({ w: 'full', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }),
  // No z-index: a sticky cell already paints over the rows, and menus and popovers (portalled later
  // in the page) must still paint over it. Its line is a shadow: a collapsed border scrolls away.
  th: css({
    position: 'sticky',
    top: '0',
    textAlign: 'start',
    px: '3',
    h: '9',
    bg: 'canvas',
    color: 'fg.muted',
    fontSize: '11px',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    whiteSpace: 'nowrap',
    boxShadow: 'inset 0 -1px 0 token(colors.border)',
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
  td: css({
    px: '3',
    py: '1.5',
    fontSize: '13px',
    // One line per order: a long name scrolls the table sideways rather than doubling the row.
    whiteSpace: 'nowrap',
    borderBottomWidth: '1px',
    borderColor: 'border',
    verticalAlign: 'middle',
  }),
  check: css({
    w: '10',
    pl: '4',
    pr: '1',
    '& input': { w: '4', h: '4', accentColor: 'token(colors.accent)' },
  }),
  row: css({
    _hover: { bg: '#fafbfc' },
    '&[data-selected]': { bg: 'accent.subtle' },
    '&:last-child td': { borderBottomWidth: '0' },
  }),
  busy: css({ opacity: 0.55, transition: 'opacity 150ms' }),
  message: css({ px: '6', py: '12', textAlign: 'center', color: 'fg.muted' }),
};

const endAligned = css({ textAlign: 'end' });

export function OrdersTable<T extends ListRow>({
  tableId,
  label,
  columns,
  list,
  actions,
  rowName,
  selection,
  toolbar,
  filters,
  emptyTitle,
  emptyText,
  describeFailure = (error) => ({ message: describeApiError(error).message, retry: true }),
}: OrdersTableProps<T>) {
  const defaults = useMemo(
    () => Object.fromEntries(columns.map((c) => [c.id, !c.hiddenByDefault])),
    [columns],
  );
  const [columnVisibility, setColumnVisibility] = useColumnChoices(tableId, defaults);

  // The table keeps visibility and sorting; cells are rendered here, not by FlexRender, which mounts a
  // cell function as a component: new column definitions (names loaded, tags loaded) would remount
  // every cell, and an open row menu with it.
  const shape = columns.map((c) => `${c.id}:${c.sortKey ?? ''}`).join('|');
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns([
      ...columns.map((c) =>
        helper.accessor((row) => (c.sortKey ? (row as Record<string, unknown>)[c.sortKey] : undefined), {
          id: c.id,
          enableSorting: Boolean(c.sortKey),
          sortDescFirst: true,
        }),
      ),
      helper.display({ id: ACTION_COLUMN, enableHiding: false }),
    ]);
    // Rebuilt only when the set of columns changes, not when their cells do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape]);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const headerOf = (id: string) => (id === ACTION_COLUMN ? 'Action' : (byId.get(id)?.header ?? id));
  const renderCell = (id: string, row: T) => (id === ACTION_COLUMN ? actions(row) : byId.get(id)?.cell(row));

  // The server's sortBy matches ignoring case ('OrderDate' is orderDate).
  const sortColumn = useMemo(
    () => list.sort && columns.find((c) => c.sortKey?.toLowerCase() === list.sort!.by.toLowerCase()),
    [list.sort, columns],
  );
  const sorting: SortingState = useMemo(
    () => (sortColumn && list.sort ? [{ id: sortColumn.id, desc: list.sort.desc }] : []),
    [list.sort, sortColumn],
  );

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
  const pickable = table
    .getAllLeafColumns()
    .filter((c) => c.getCanHide())
    .map((c) => ({
      id: c.id,
      label: headerOf(c.id),
      visible: c.getIsVisible(),
    }));
  const isEnd = (id: string) => id === ACTION_COLUMN || columns.find((c) => c.id === id)?.align === 'end';

  const pageIds = list.items.map((row) => row.id);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const togglePage = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of pageIds)
      if (on) next.add(id);
      else next.delete(id);
    selection.onChange(next);
  };
  const toggleRow = (id: ListRow['id'], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };

  let body: ReactNode = null;
  if (list.isLoading && rows.length === 0)
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
      {failure ? (
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
      ) : (
        <>
          <div className={styles.toolbar}>
            <div className={css({ flex: '1', minW: '0' })}>{toolbar}</div>
            <ColumnPicker
              columns={pickable}
              onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
            />
          </div>
          <div className={styles.scroller}>
            <table className={styles.table} aria-label={label} aria-busy={list.isLoading}>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {selection && (
                      <th scope="col" className={cx(styles.th, styles.check)}>
                        <input
                          type="checkbox"
                          aria-label="Select every order on this page"
                          disabled={pageIds.length === 0}
                          checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                          ref={(el) => {
                            if (el) el.indeterminate = selectedOnPage > 0 && selectedOnPage < pageIds.length;
                          }}
                          onChange={(e) => togglePage(e.target.checked)}
                        />
                      </th>
                    )}
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className={cx(styles.th, isEnd(header.column.id) && endAligned)}
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
                              {headerOf(header.column.id)}
                              <span aria-hidden="true">
                                {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                              </span>
                            </button>
                          ) : (
                            headerOf(header.column.id)
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody className={list.isLoading && rows.length > 0 ? styles.busy : undefined}>
                {rows.map((row) => {
                  const checked = selection?.selected.has(row.original.id) ?? false;
                  return (
                    <tr key={row.id} className={styles.row} data-selected={checked || undefined}>
                      {selection && (
                        <td className={cx(styles.td, styles.check)}>
                          <input
                            type="checkbox"
                            aria-label={`Select ${rowName(row.original)}`}
                            checked={checked}
                            onChange={(e) => toggleRow(row.original.id, e.target.checked)}
                          />
                        </td>
                      )}
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className={cx(styles.td, isEnd(cell.column.id) && endAligned)}>
                          {renderCell(cell.column.id, row.original)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
            {body}
          </div>
          <Pagination
            page={list.pagination.page}
            pageCount={list.pageCount}
            perPage={list.pagination.perPage}
            totalRows={list.totalRows}
            onPageChange={list.setPage}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
    </section>
  );
}
