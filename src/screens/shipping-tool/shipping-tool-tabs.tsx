/** The shipping tool's lists as tabs: one per list the user may read; the path says which is open. */
import { css } from 'styled-system/css';
import { shippingToolListLabels, type ShippingToolList } from '../../domain/contracts/shipping-tool';

const styles = {
  bar: css({ display: 'flex', gap: '1' }),
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

interface Props {
  list: ShippingToolList;
  lists: readonly ShippingToolList[];
  onOpen: (list: ShippingToolList) => void;
}

export function ShippingToolTabs({ list, lists, onOpen }: Props) {
  return (
    <div role="tablist" aria-label="Shipping tool lists" className={styles.bar}>
      {lists.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === list}
          className={styles.tab}
          onClick={() => tab !== list && onOpen(tab)}
        >
          {shippingToolListLabels[tab]}
        </button>
      ))}
    </div>
  );
}
