import { badge } from 'styled-system/recipes';
import type { DataColumn } from '../data-table/data-table';
import { formatMinorUnits, fromAmount, type Amount } from '../../domain/money';
import type { CrudColumn, CrudRow } from './crud-config';
import type { RefNames } from './crud-refs';
import { ui } from '../ui/styles';
import { formatDay, formatInstant, formatInstantZoned } from '../format';

const count = new Intl.NumberFormat('en-US');

/** An items[] list as its first SKUs with their quantities: 'NWG-MUG × 1,200, NWG-TEE × 40 +2 more'. */
function formatLines(value: unknown) {
  if (!Array.isArray(value)) return String(value);
  if (value.length === 0) return <span className={ui.muted}>No items</span>;
  const lines = value as { sku?: unknown; quantity?: unknown }[];
  const shown = lines
    .slice(0, 2)
    .map((l) => `${String(l.sku ?? '?')} × ${count.format(Number(l.quantity ?? 0))}`)
    .join(', ');
  return (
    <span className={ui.nowrap}>
      {shown}
      {lines.length > 2 && <span className={ui.muted}> +{lines.length - 2} more</span>}
    </span>
  );
}

/** A cell's content from the column's formatter. */
export function formatCell(column: CrudColumn, value: unknown) {
  if (value === null || value === undefined || value === '')
    return column.format === 'bool' ? 'No' : <span className={ui.muted}>—</span>;
  switch (column.format) {
    case 'badge': {
      const text = String(value);
      return <span className={badge({ tone: 'neutral' })}>{column.labels?.[text] ?? text}</span>;
    }
    case 'date':
      return <span className={ui.mutedNowrap}>{formatDay(String(value))}</span>;
    case 'datetime':
      return (
        <span className={ui.mutedNowrap} title={formatInstantZoned(String(value))}>
          {formatInstant(String(value))}
        </span>
      );
    case 'bool':
      return value === true ? 'Yes' : 'No';
    case 'money':
      return formatMinorUnits(fromAmount(value as Amount));
    case 'lines':
      return formatLines(value);
    default: {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      return column.labels?.[text] ?? text;
    }
  }
}

/**
 * A reference's name; '#id' while the names load or when the row is not among them. A list of ids
 * (an order group's stores) reads as their names, comma-separated.
 */
function refCell(column: CrudColumn, value: unknown, refs: RefNames | undefined) {
  const empty = value === null || value === undefined || value === '';
  const ids = Array.isArray(value) ? value : empty ? [] : [value];
  if (!ids.length) return <span className={ui.muted}>—</span>;
  return ids.map((id) => refs?.label(column.ref!, id) ?? `#${String(id)}`).join(', ');
}

export const dataColumnsOf = (columns: readonly CrudColumn[], refs?: RefNames): DataColumn<CrudRow>[] =>
  columns.map((c) => ({
    id: c.key,
    header: c.header,
    sortKey: c.sortKey,
    hiddenByDefault: c.hiddenByDefault,
    width: c.width,
    minWidth: c.minWidth,
    maxWidth: c.maxWidth,
    align: c.format === 'money' ? 'end' : 'start',
    cell: (row) =>
      c.cell ? c.cell(row, refs) : c.ref ? refCell(c, row[c.key], refs) : formatCell(c, row[c.key]),
  }));
