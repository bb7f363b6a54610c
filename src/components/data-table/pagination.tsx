import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../button';
import { ui } from '../ui/styles';

const PAGE_SIZE_CHOICES = [10, 25, 50, 100] as const;

interface PaginationProps {
  page: number;
  pageCount: number;
  perPage: number;
  totalRows: number;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}

/** Under a table: the row count, the page size, and page x of y with previous / next. */
export function Pagination({
  page,
  pageCount,
  perPage,
  totalRows,
  onPageChange,
  onPerPageChange,
}: PaginationProps) {
  const sizes = [...new Set([...PAGE_SIZE_CHOICES, perPage])].sort((a, b) => a - b);
  return (
    <nav
      aria-label="Pagination"
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '4',
        flexWrap: 'wrap',
        px: '4',
        py: '3',
        borderTopWidth: '1px',
        borderColor: 'border',
        color: 'fg.muted',
      })}
    >
      <span>
        {totalRows} {totalRows === 1 ? 'row' : 'rows'}
      </span>
      <label className={css({ display: 'flex', alignItems: 'center', gap: '2', ml: 'auto' })}>
        Rows per page
        <select
          className={`${input()} ${css({ w: '20', h: '8' })}`}
          value={perPage}
          onChange={(e) => onPerPageChange(Number(e.target.value))}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span aria-live="polite" className={css({ color: 'fg', fontVariantNumeric: 'tabular-nums' })}>
        Page {page} of {pageCount}
      </span>
      <div className={ui.row}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pageCount}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
