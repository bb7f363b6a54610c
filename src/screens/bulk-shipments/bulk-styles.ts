/** Styles the bulk shipment page's cards share: definition lists, numbers, codes. */
import { css } from 'styled-system/css';
import { ui } from '../../components/ui/styles';

export const bulkStyles = {
  dl: css({
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: '4',
    rowGap: '2',
    '& dt': { color: 'fg.muted', fontSize: '13px' },
    '& dd': { minW: '0', overflowWrap: 'anywhere' },
  }),
  code: ui.code,
  muted: ui.mutedSmall,
  scroller: ui.scrollX,
  address: css({ display: 'flex', flexDirection: 'column', fontStyle: 'normal' }),
  preWrap: css({ whiteSpace: 'pre-wrap' }),
};
