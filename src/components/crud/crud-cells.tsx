import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { DataColumn } from '../data-table/data-table';
import { formatMinorUnits, fromAmount, type Amount } from '../../domain/money';
import type { CrudColumn, CrudRow } from './crud-config';
import type { RefNames } from './crud-refs';

/** A calendar day ('YYYY-MM-DD') is the same day everywhere: read it in UTC, not shifted to the zone. */
const formatDate = (value: string) =>
  new Date(value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(/^\d{4}-\d{2}-\d{2}$/.test(value) ? { timeZone: 'UTC' } : {}),
  });

const count = new Intl.NumberFormat('en-US');

/** An items[] list as its first SKUs with their quantities: 'NWG-MUG × 1,200, NWG-TEE × 40 +2 more'. */
function formatLines(value: unknown) {
  if (!Array.isArray(value)) return String(value);
  if (value.length === 0) return <span className={css({ color: 'fg.muted' })}>No items</span>;
  const lines = value as { sku?: unknown; quantity?: unknown }[];
  const shown = lines
    .slice(0, 2)
    .map((l) => `${String(l.sku ?? '?')} × ${count.format(Number(l.quantity ?? 0))}`)
    .join(', ');
  return (
    <span className={css({ whiteSpace: 'nowrap' })}>
      {shown}
      {lines.length > 2 && <span className={css({ color: 'fg.muted' })}> +{lines.length - 2} more</span>}
    </span>
  );
}

/** A cell's content from the column's formatter. */
export function formatCell(column: CrudColumn, value: unknown) {
  if (value === null || value === undefined || value === '')
    return column.format === 'bool' ? 'No' : <span className={css({ color: 'fg.muted' })}>—</span>;
  switch (column.format) {
    case 'badge': {
      const text = String(value);
      return <span className={badge({ tone: 'neutral' })}>{column.labels?.[text] ?? text}</span>;
    }
    case 'date':
      return (
        <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>{formatDate(String(value))}</span>
      );
    case 'datetime':
      return (
        <span className={css({ color: 'fg.muted', whiteSpace: 'nowrap' })}>
          {new Date(String(value)).toLocaleString('en-US', {
            year: 'numeric',
            month: 'short',
            day: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          })}
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
  if (!ids.length) return <span className={css({ color: 'fg.muted' })}>—</span>;
  return ids.map((id) => refs?.label(column.ref!, id) ?? `#${String(id)}`).join(', ');
}

export const dataColumnsOf = (columns: readonly CrudColumn[], refs?: RefNames): DataColumn<CrudRow>[] =>
  columns.map((c) => ({
    id: c.key,
    header: c.header,
    sortKey: c.sortKey,
    hiddenByDefault: c.hiddenByDefault,
    align: c.format === 'money' ? 'end' : 'start',
    cell: (row) => (c.ref ? refCell(c, row[c.key], refs) : formatCell(c, row[c.key])),
  }));
