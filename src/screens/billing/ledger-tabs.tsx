/** The ledger's views for staff: the charges, a client's open period, the unbilled activity check. */
import { css } from 'styled-system/css';

export type LedgerTab = 'charges' | 'openPeriod' | 'unbilled';

const labels: Record<LedgerTab, string> = {
  charges: 'Charges',
  openPeriod: 'Open period',
  unbilled: 'Unbilled activity',
};

const styles = {
  bar: css({ display: 'flex', gap: '1', borderBottomWidth: '1px', borderColor: 'border', pb: '2' }),
  tab: css({
    h: '9',
    px: '3',
    fontSize: '14px',
    fontWeight: 'medium',
    color: 'fg.muted',
    borderRadius: 'md',
    cursor: 'pointer',
    _hover: { color: 'fg', bg: 'canvas' },
    '&[aria-selected=true]': { color: 'accent', bg: 'accent.subtle' },
  }),
};

export function LedgerTabs({
  tab,
  tabs,
  onOpen,
}: {
  tab: LedgerTab;
  tabs: readonly LedgerTab[];
  onOpen: (tab: LedgerTab) => void;
}) {
  return (
    <div role="tablist" aria-label="Ledger views" className={styles.bar}>
      {tabs.map((t) => (
        <button
          key={t}
          type="button"
          role="tab"
          aria-selected={t === tab}
          className={styles.tab}
          onClick={() => onOpen(t)}
        >
          {labels[t]}
        </button>
      ))}
    </div>
  );
}
