/** The status tabs above the orders: one per status with its count under the other filters. */
import { css } from 'styled-system/css';
import type { StatusCounts } from '../../../api/orders.api';
import { STATUS_TABS, tabCount } from './status-tabs';

const count = new Intl.NumberFormat('en-US');

const styles = {
  bar: css({
    display: 'flex',
    gap: '1',
    overflowX: 'auto',
    px: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  tab: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    h: '10',
    px: '2.5',
    fontSize: '13px',
    fontWeight: 'medium',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    cursor: 'pointer',
    _hover: { color: 'fg' },
    '&[aria-selected=true]': { color: 'accent', borderColor: 'accent' },
  }),
  count: css({
    minW: '6',
    px: '1.5',
    borderRadius: 'full',
    bg: 'canvas',
    color: 'fg.muted',
    fontSize: '11px',
    fontWeight: 'semibold',
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
    '[aria-selected=true] &': { bg: 'accent.subtle', color: 'accent' },
  }),
};

export function OrderStatusTabs({
  value,
  counts,
  onChange,
}: {
  value: string;
  counts: StatusCounts | null;
  onChange: (value: string) => void;
}) {
  return (
    <div role="tablist" aria-label="Order status" className={styles.bar}>
      {STATUS_TABS.map((tab) => {
        const n = tabCount(counts, tab.value);
        return (
          <button
            key={tab.value || 'all'}
            type="button"
            role="tab"
            aria-selected={tab.value === value}
            aria-label={n === null ? tab.label : `${tab.label}: ${count.format(n)}`}
            className={styles.tab}
            onClick={() => onChange(tab.value)}
          >
            {tab.label}
            {n !== null && (
              <span aria-hidden="true" className={styles.count}>
                {count.format(n)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
