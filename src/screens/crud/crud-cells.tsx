import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { DataColumn } from '../../components/data-table/data-table';
import type { CrudColumn, CrudRow } from './crud-config';

const formatDate = (value: string) =>
  new Date(value).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

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
      return money.format(Number(value));
    default: {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      return column.labels?.[text] ?? text;
    }
  }
}

export const dataColumnsOf = (columns: readonly CrudColumn[]): DataColumn<CrudRow>[] =>
  columns.map((c) => ({
    id: c.key,
    header: c.header,
    sortKey: c.sortKey,
    hiddenByDefault: c.hiddenByDefault,
    align: c.format === 'money' ? 'end' : 'start',
    cell: (row) => formatCell(c, row[c.key]),
  }));
