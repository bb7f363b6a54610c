/**
 * Table and panel styles of the step-by-step warehouse flows (transfer allocation and confirmation,
 * return label and confirmation): a dense table with numeric columns, a row of actions, a stack.
 */
import { css } from 'styled-system/css';
import { ui } from './ui/styles';

export const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th': {
    textAlign: 'left',
    fontWeight: 'semibold',
    color: 'fg.muted',
    fontSize: 'xs',
    textTransform: 'uppercase',
    letterSpacing: 'wide',
    py: '2',
    px: '3',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& td': { py: '2', px: '3', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'middle' },
  '& td.num, & th.num': { textAlign: 'right', fontVariantNumeric: 'tabular-nums' },
});

export const row = ui.rowWrap2;
export const stack = ui.stack;
