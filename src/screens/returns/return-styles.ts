/** Layout pieces the returns screens share (tables, rows and stacks are the warehouse flows' styles). */
import { css } from 'styled-system/css';
import { ui } from '../../components/ui/styles';

export { row, stack, table } from '../../components/flow-styles';

export const numberInput = css({ w: '20', textAlign: 'right' });
export const muted = ui.muted;
export const lineError = ui.fieldError;
export const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: '4',
  '& dt': { fontSize: '13px', color: 'fg.muted', fontWeight: 'medium' },
  '& dd': { mt: '0.5' },
});
