/**
 * A server-paged, server-sorted table over a list (useResourceList), on @tanstack/react-table v9
 * (`useTable` with the column-visibility and row-sorting features; sorting is manual: a header click
 * asks the list to load sorted by the column's sortKey). The user's column choices are kept per user
 * and table. An Action column, when given, is always last, cannot be hidden and stays at the right
 * edge while the table scrolls sideways. With `selection`, a leading checkbox column selects rows
 * (one, or every row on the page); the selection lives with the screen, so reloading the rows never
 * drops it; `isSelectable` keeps closed records out of it. With `details`, a leading button opens a
 * row's details in a full-width row under it. The rows scroll under a header that stays in view,
 * inside the page (its scrollbars within reach); the compact density is a busy desk's table of short
 * one-line rows. Columns carry size hints (width, minWidth, maxWidth) so that a list's default
 * columns fit a 1440 px screen: a fixed-width cell is cut with an ellipsis, a bounded one wraps, and
 * either shows its whole text on hover.
 */
import {
  columnVisibilityFeature,
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table';
import { Fragment, useMemo, useState, type PointerEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { describeApiError } from '../../api/api-error';
import type { ResourceList } from '../../machines/list/use-resource-list';
import type { ListRow } from '../../machines/list/list.types';
import { Button } from '../button';
import { ChevronDownIcon } from '../icons';
import { Notice } from '../notice';
import { Spinner } from '../spinner';
import { ColumnPicker, type Density } from './column-picker';
import { Pagination } from './pagination';
import { useColumnChoices, useDensityChoice } from './use-column-choices';
import { ui } from '../ui/styles';

export interface DataColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's sortBy key; with it, the header sorts the list. */
  sortKey?: string;
  hiddenByDefault?: boolean;
  align?: 'start' | 'end';
  /**
   * Size hints (px), so that a list's default columns fit its page. `width` is the room a column's
   * content gets: longer content is cut with an ellipsis (codes, free text). `minWidth` and
   * `maxWidth` bound a column whose text wraps (names): it narrows to `minWidth` when the table is
   * short of room, and reads on three lines at most (two in compact rows). Either way a cut cell
   * shows its whole text on hover, and the column's header wraps between words rather than widen
   * the column.
   */
  width?: number;
  minWidth?: number;
  maxWidth?: number;
}

/** The selected rows' ids, kept by the screen (they survive reloads and pages). */
export interface RowSelection<T extends ListRow = ListRow> {
  selected: ReadonlySet<ListRow['id']>;
  onChange: (next: Set<ListRow['id']>) => void;
  /** Rows that cannot be acted on (a closed record) get a disabled checkbox; every row by default. */
  isSelectable?: (row: T) => boolean;
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
  /** With it, a leading checkbox column selects rows. */
  selection?: RowSelection<T>;
  /** How a row is named for its checkbox ('order NWG-10421'): 'Select order NWG-10421'. */
  rowName?: (row: T) => string;
  /** The page checkbox's accessible name. */
  selectAllLabel?: string;
  /**
   * With it, a leading button per row shows the row's details (an explanation, its lines) in a
   * full-width row under it; several rows may be open at once.
   */
  details?: (row: T) => ReactNode;
  /** Above the table, beside the column picker (the filter bar goes in `filters`). */
  filters?: ReactNode;
  /** Between the filters and the rows, left of the column picker: tabs, a bulk bar. */
  toolbar?: ReactNode;
  /** The screen's row density until the user picks one in the Columns menu. */
  density?: Density;
  /** A sortable column's first click sorts descending (newest, largest first). */
  sortDescFirst?: boolean;
  emptyTitle?: string;
  emptyText?: ReactNode;
  /** The message of a failed load; describeApiError's by default. Return retry: false for errors a retry cannot fix. */
  describeFailure?: (error: unknown) => { message: string; retry: boolean };
}

const features = tableFeatures({ columnVisibilityFeature, rowSortingFeature });
const ACTION_COLUMN = '_actions';
const line = 'token(colors.border)';

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
  // The rows scroll under the header, and sideways, inside the page: a long page keeps its column names
  // in view and its horizontal scrollbar within reach.
  scroller: css({ overflow: 'auto', maxH: 'calc(100vh - 190px)', minH: '160px' }),
  table: css({ w: 'full', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' }),
  // The header's line is a shadow: a collapsed border scrolls away under a sticky header. z-index 1
  // keeps it over the sticky action cells of the rows, and under menus and popovers (dropdown).
  // (Each property is set by one class only: the order of atomic classes decides nothing.)
  th: css({
    position: 'sticky',
    top: '0',
    zIndex: '1',
    textAlign: 'start',
    lineHeight: '1.25',
    bg: 'canvas',
    color: 'fg.muted',
    fontWeight: 'semibold',
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    boxShadow: `inset 0 -1px 0 ${line}`,
  }),
  thComfortable: css({ px: '4', h: '10', fontSize: '12px' }),
  thCompact: css({ px: '2', h: '9', fontSize: '11px' }),
  // A sized column's header wraps between words rather than widen the column; others keep one line.
  nowrap: css({ whiteSpace: 'nowrap' }),
  sortButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    textAlign: 'start',
    gap: '1',
    font: 'inherit',
    color: 'inherit',
    textTransform: 'inherit',
    letterSpacing: 'inherit',
    cursor: 'pointer',
    _hover: { color: 'fg' },
  }),
  td: css({ borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'middle' }),
  tdComfortable: css({ px: '4', py: '3' }),
  // One line per row (nowrap), but for the columns sized to wrap (two lines at most). Compact rows
  // carry compact badges and row buttons too.
  tdCompact: css({
    px: '2',
    py: '1.5',
    fontSize: '13px',
    '& .badge': { h: '5', px: '1.5', fontSize: '11px' },
    '& .button': { px: '1.5' },
  }),
  // A fixed-width cell: its content does not size the column (contain), and is cut with an ellipsis.
  clip: css({ contain: 'inline-size', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  // A wrapping cell: three lines at most, two in compact rows; a word longer than the column breaks
  // rather than widen it.
  wrap: css({ lineClamp: 3, overflowWrap: 'anywhere' }),
  wrapCompact: css({ lineClamp: 2, overflowWrap: 'anywhere' }),
  // The Action column stays at the right edge; its cells take the row's background (hover, selected).
  actionTh: css({
    position: 'sticky',
    right: '0',
    zIndex: '1',
    boxShadow: `inset 1px 0 0 ${line}, inset 0 -1px 0 ${line}`,
  }),
  actionTd: css({ position: 'sticky', right: '0', bg: 'inherit', boxShadow: `inset 1px 0 0 ${line}` }),
  check: css({
    w: '10',
    pl: '4',
    pr: '1',
    '& input': { w: '4', h: '4', accentColor: 'token(colors.accent)' },
  }),
  row: css({
    bg: 'surface',
    _hover: { bg: '#fafbfc' },
    '&[data-selected]': { bg: 'accent.subtle' },
    '&:last-child td': { borderBottomWidth: '0' },
  }),
  busy: css({ opacity: 0.55, transition: 'opacity 150ms' }),
  toggleCell: css({ w: '10', pl: '3', pr: '0' }),
  toggle: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '7',
    h: '7',
    borderRadius: 'md',
    color: 'fg.muted',
    cursor: 'pointer',
    _hover: { bg: 'canvas', color: 'fg' },
    '& svg': { transform: 'rotate(-90deg)', transition: 'transform 120ms' },
    '&[aria-expanded=true] svg': { transform: 'none' },
  }),
  detailsRow: css({
    bg: 'canvas',
    '& > td': { px: '6', py: '4', borderBottomWidth: '1px', borderColor: 'border' },
  }),
  message: css({ px: '6', py: '12', textAlign: 'center', color: 'fg.muted' }),
  end: ui.end,
};

/** How a column's size hints shape its cells: cut to a fixed width, wrapped within bounds, or neither. */
function sizing(column: Pick<DataColumn<never>, 'width' | 'minWidth' | 'maxWidth'>): 'clip' | 'wrap' | null {
  if (column.width !== undefined) return 'clip';
  if (column.minWidth !== undefined || column.maxWidth !== undefined) return 'wrap';
  return null;
}

/** A cut or clamped cell's whole text as its tooltip; measured on hover, when its width is known. */
function showWholeText(event: PointerEvent<HTMLElement>) {
  const el = event.currentTarget;
  const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
  if (cut) el.title = el.innerText.replace(/\s*\n\s*/g, '\n').trim();
  else el.removeAttribute('title');
}

export function DataTable<T extends ListRow>({
  tableId,
  label,
  columns,
  list,
  actions,
  selection,
  rowName = (row) => `row ${row.id}`,
  selectAllLabel = 'Select every row on this page',
  details,
  filters,
  toolbar,
  density: screenDensity = 'comfortable',
  sortDescFirst = false,
  emptyTitle = 'Nothing here yet',
  emptyText,
  describeFailure = (error) => ({ message: describeApiError(error).message, retry: true }),
}: DataTableProps<T>) {
  const defaults = useMemo(
    () => Object.fromEntries(columns.map((c) => [c.id, !c.hiddenByDefault])),
    [columns],
  );
  const [columnVisibility, setColumnVisibility] = useColumnChoices(tableId, defaults);
  const [density, setDensity] = useDensityChoice(tableId, screenDensity);
  const [opened, setOpened] = useState<ReadonlySet<ListRow['id']>>(new Set());
  const toggleDetails = (id: ListRow['id']) =>
    setOpened((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // The table keeps visibility and sorting; cells are rendered here, not by FlexRender, which mounts a
  // cell function as a component: new column definitions (names loaded, tags loaded) would remount
  // every cell, and an open row menu with it.
  const hasActions = Boolean(actions);
  const shape = columns.map((c) => `${c.id}:${c.sortKey ?? ''}`).join('|');
  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, T>();
    return helper.columns([
      ...columns.map((c) =>
        helper.accessor((row) => (c.sortKey ? (row as Record<string, unknown>)[c.sortKey] : undefined), {
          id: c.id,
          enableSorting: Boolean(c.sortKey),
          sortDescFirst,
        }),
      ),
      ...(hasActions ? [helper.display({ id: ACTION_COLUMN, enableHiding: false })] : []),
    ]);
    // Rebuilt only when the set of columns changes, not when their cells do.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shape, hasActions, sortDescFirst]);
  const byId = new Map(columns.map((c) => [c.id, c]));
  const headerOf = (id: string) => (id === ACTION_COLUMN ? 'Action' : (byId.get(id)?.header ?? id));
  const renderCell = (id: string, row: T) =>
    id === ACTION_COLUMN ? actions?.(row) : byId.get(id)?.cell(row);

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
  const compact = density === 'compact';
  const pickable = table
    .getAllLeafColumns()
    .filter((c) => c.getCanHide())
    .map((c) => ({ id: c.id, label: headerOf(c.id), visible: c.getIsVisible() }));
  const thClass = cx(styles.th, compact ? styles.thCompact : styles.thComfortable);
  const tdClass = cx(styles.td, compact ? styles.tdCompact : styles.tdComfortable);
  const cellClass = (id: string, kind: 'th' | 'td') => {
    if (id === ACTION_COLUMN)
      return kind === 'th'
        ? cx(thClass, styles.end, styles.actionTh, styles.nowrap)
        : cx(tdClass, styles.end, styles.actionTd, compact && styles.nowrap);
    const column = byId.get(id);
    const sized = column && sizing(column);
    const oneLine = kind === 'th' ? !sized : compact && sized !== 'wrap';
    return cx(
      kind === 'th' ? thClass : tdClass,
      column?.align === 'end' && styles.end,
      oneLine && styles.nowrap,
    );
  };
  const cellContent = (id: string, row: T) => {
    const column = byId.get(id);
    const sized = column && sizing(column);
    if (!sized) return renderCell(id, row);
    return (
      <div
        className={sized === 'clip' ? styles.clip : compact ? styles.wrapCompact : styles.wrap}
        style={
          sized === 'clip'
            ? { minWidth: column.width }
            : { minWidth: column.minWidth, maxWidth: column.maxWidth }
        }
        onPointerEnter={showWholeText}
      >
        {renderCell(id, row)}
      </div>
    );
  };

  // The page checkbox selects the rows that may be selected.
  const pageIds = list.items.filter((row) => selection?.isSelectable?.(row) ?? true).map((row) => row.id);
  const selectedOnPage = selection ? pageIds.filter((id) => selection.selected.has(id)).length : 0;
  const select = (ids: readonly ListRow['id'][], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids)
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
        {emptyText && <div className={ui.mt1}>{emptyText}</div>}
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
              <Button variant="secondary" size="sm" className={ui.mt3} onClick={list.reload}>
                Retry
              </Button>
            )}
          </Notice>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <div className={ui.grow}>{toolbar}</div>
            <ColumnPicker
              columns={pickable}
              onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
              density={density}
              onDensity={setDensity}
            />
          </div>
          <div className={styles.scroller}>
            <table className={styles.table} aria-label={label} aria-busy={list.isLoading}>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {details && (
                      <th scope="col" className={cx(thClass, styles.toggleCell)}>
                        <span className={ui.srOnly}>Details</span>
                      </th>
                    )}
                    {selection && (
                      <th scope="col" className={cx(thClass, styles.check)}>
                        <input
                          type="checkbox"
                          aria-label={selectAllLabel}
                          disabled={pageIds.length === 0}
                          checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                          ref={(el) => {
                            if (el) el.indeterminate = selectedOnPage > 0 && selectedOnPage < pageIds.length;
                          }}
                          onChange={(e) => select(pageIds, e.target.checked)}
                        />
                      </th>
                    )}
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className={cellClass(header.column.id, 'th')}
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
                  const open = details !== undefined && opened.has(row.original.id);
                  const cells = row.getVisibleCells();
                  return (
                    <Fragment key={row.id}>
                      <tr className={styles.row} data-selected={checked || undefined}>
                        {details && (
                          <td className={cx(tdClass, styles.toggleCell)}>
                            <button
                              type="button"
                              className={styles.toggle}
                              aria-expanded={open}
                              aria-label={`${open ? 'Hide' : 'Show'} details of ${rowName(row.original)}`}
                              onClick={() => toggleDetails(row.original.id)}
                            >
                              <ChevronDownIcon size={16} />
                            </button>
                          </td>
                        )}
                        {selection && (
                          <td className={cx(tdClass, styles.check)}>
                            <input
                              type="checkbox"
                              aria-label={`Select ${rowName(row.original)}`}
                              checked={checked}
                              disabled={!(selection.isSelectable?.(row.original) ?? true)}
                              onChange={(e) => select([row.original.id], e.target.checked)}
                            />
                          </td>
                        )}
                        {cells.map((cell) => (
                          <td key={cell.id} className={cellClass(cell.column.id, 'td')}>
                            {cellContent(cell.column.id, row.original)}
                          </td>
                        ))}
                      </tr>
                      {open && (
                        <tr className={styles.detailsRow}>
                          <td colSpan={cells.length + (selection ? 2 : 1)}>{details(row.original)}</td>
                        </tr>
                      )}
                    </Fragment>
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
