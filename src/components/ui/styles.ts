/**
 * The style objects screens kept writing inline, named once: text tones and weights, stacks and rows,
 * the two-column form grid, a dialog's footer and body. Panda extracts these at build time like any
 * `css()`; a screen takes `ui.muted` instead of a fresh `css({ color: 'fg.muted' })`, so a change of
 * look is one edit. One-off styles stay inline beside their screen.
 */
import { css, cva } from 'styled-system/css';

/** A flex column; gap 4 unless told. */
const stack = cva({
  base: { display: 'flex', flexDirection: 'column' },
  variants: {
    gap: { '2': { gap: '2' }, '3': { gap: '3' }, '4': { gap: '4' }, '5': { gap: '5' } },
  },
  defaultVariants: { gap: '4' },
});

export const ui = {
  // Text
  muted: css({ color: 'fg.muted' }),
  mutedSmall: css({ color: 'fg.muted', fontSize: '13px' }),
  mutedNowrap: css({ color: 'fg.muted', whiteSpace: 'nowrap' }),
  subtle: css({ color: 'fg.subtle' }),
  caption: css({ fontSize: '12px', color: 'fg.muted' }),
  danger: css({ color: 'danger' }),
  dangerSmall: css({ color: 'danger', fontSize: '13px' }),
  /** A field's or a line's validation message. */
  fieldError: css({ color: 'danger', fontSize: '13px', fontWeight: 'medium', mt: '1' }),
  medium: css({ fontWeight: 'medium' }),
  mediumNowrap: css({ fontWeight: 'medium', whiteSpace: 'nowrap' }),
  semibold: css({ fontWeight: 'semibold' }),
  nowrap: css({ whiteSpace: 'nowrap' }),
  end: css({ textAlign: 'end' }),
  mono: css({ fontFamily: 'mono' }),
  code: css({ fontFamily: 'mono', fontSize: '13px', whiteSpace: 'nowrap' }),
  srOnly: css({ srOnly: true }),
  // Layout
  stack: stack(),
  stack2: stack({ gap: '2' }),
  stack3: stack({ gap: '3' }),
  stack5: stack({ gap: '5' }),
  row: css({ display: 'flex', gap: '2' }),
  rowCenter: css({ display: 'flex', gap: '2', alignItems: 'center' }),
  rowWrap: css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' }),
  /** A table cell's buttons, at its end. */
  cellActions: css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' }),
  grow: css({ flex: '1', minW: '0' }),
  scrollX: css({ overflowX: 'auto' }),
  /** Form fields side by side from medium screens up. */
  formGrid: css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '4' }),
  twoColumns: css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4' }),
  // Dialogs
  dialogBody: css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' }),
  dialogFooter: css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6' }),
  // Spacing that screens repeat between blocks
  mt1: css({ mt: '1' }),
  mt2: css({ mt: '2' }),
  mt3: css({ mt: '3' }),
  mt4: css({ mt: '4' }),
  mb4: css({ mb: '4' }),
};
