/** The manufacturing screens' own styles (the shared ones are `ui`). */
import { css } from 'styled-system/css';
import { ui } from '../../components/ui/styles';

export const mfg = {
  /** A read-only table inside a card: ruled rows, muted headers, figures aligned. */
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { py: '2', px: '2', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' },
    '& th': { fontSize: '13px', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' },
    '& tbody tr:last-child td': { borderBottomWidth: '0' },
  }),
  num: ui.endCell,
  sku: ui.code,
  /** The details of a record: label over value, three to a row. */
  details: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
    gap: '4',
    '& dt': { fontSize: '13px', color: 'fg.muted', fontWeight: 'medium' },
    '& dd': { mt: '0.5' },
  }),
  /** A page's cards side by side on a wide screen: the main one and a narrower one. */
  split: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', xl: 'minmax(0, 3fr) minmax(320px, 2fr)' },
    gap: '5',
    alignItems: 'start',
  }),
  /** Figures of a side panel: big number over its label, two to a row. */
  figuresPanel: css({
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: '4',
    '& dt': { fontSize: '13px', color: 'fg.muted', fontWeight: 'medium' },
    '& dd': { mt: '0.5', fontSize: '18px', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  }),
  /** Figures of a summary: big number over its label. */
  figures: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
    gap: '4',
    '& dt': { fontSize: '13px', color: 'fg.muted', fontWeight: 'medium' },
    '& dd': { mt: '0.5', fontSize: '20px', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  }),
};
