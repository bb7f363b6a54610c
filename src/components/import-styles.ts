/**
 * The look the two spreadsheet imports (items, orders) share: the file input and its label, and the
 * preview table of the file's rows with its problems column.
 */
import { css } from 'styled-system/css';

export const importStyles = {
  /** The native file input inside the input recipe, its button drawn like a secondary button. */
  fileInput: css({
    py: '1.5',
    h: 'auto',
    cursor: 'pointer',
    '&::file-selector-button': {
      mr: '3',
      px: '3',
      py: '1',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      bg: 'canvas',
      color: 'fg',
      fontWeight: 'semibold',
      cursor: 'pointer',
    },
  }),
  fileLabel: css({ display: 'block', fontWeight: 'medium', mb: '1' }),
  previewTable: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontSize: '13px',
    fontVariantNumeric: 'tabular-nums',
  }),
  previewTh: css({
    textAlign: 'start',
    px: '3',
    h: '9',
    bg: 'canvas',
    color: 'fg.muted',
    fontSize: '12px',
    fontWeight: 'semibold',
    whiteSpace: 'nowrap',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  previewTd: css({ px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' }),
  /** The problems column: wide enough to read a message without wrapping every word. */
  problems: css({ minW: '260px' }),
  /** The line under a preview cut short: how many rows more. */
  previewMore: css({ px: '3', py: '2', color: 'fg.muted', fontSize: '13px' }),
};
