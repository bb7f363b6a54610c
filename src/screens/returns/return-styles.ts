/** Layout pieces the returns screens share (tables come from the receiving screens' styles). */
import { css } from 'styled-system/css';

export { row, stack, table } from '../receiving/receiving-styles';

export const numberInput = css({ w: '20', textAlign: 'right' });
export const muted = css({ color: 'fg.muted' });
export const lineError = css({ color: 'danger', fontSize: '13px', fontWeight: 'medium', mt: '1' });
export const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
  gap: '4',
  '& dt': { fontSize: '13px', color: 'fg.muted', fontWeight: 'medium' },
  '& dd': { mt: '0.5' },
});
