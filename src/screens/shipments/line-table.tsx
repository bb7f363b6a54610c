/** The read-only line tables of the shipment views: SKUs, names and right-aligned counts. */
import { css, cx } from 'styled-system/css';
import { ui } from '../../components/ui/styles';

const count = new Intl.NumberFormat('en-US');

export const lineStyles = {
  scroller: css({ overflowX: 'auto', mx: '-6', px: '6' }),
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& td, & th': { py: '2', px: '3', borderBottomWidth: '1px', borderColor: 'border' },
    '& tr:last-child td': { borderBottomWidth: '0' },
    '& td:first-child, & th:first-child': { pl: '0' },
  }),
  th: css({
    textAlign: 'start',
    fontSize: '13px',
    fontWeight: 'medium',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
  }),
  num: css({
    textAlign: 'end',
    fontSize: '13px',
    fontWeight: 'medium',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
  }),
  sku: ui.code,
};

/** A count cell: '—' for nothing, the number otherwise. */
export function Quantity({ value, strong = false }: { value: number | undefined; strong?: boolean }) {
  const n = value ?? 0;
  return (
    <td className={cx(ui.end, strong && ui.semibold)}>
      {n === 0 && !strong ? <span className={ui.subtle}>0</span> : count.format(n)}
    </td>
  );
}
