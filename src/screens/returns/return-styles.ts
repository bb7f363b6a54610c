/** Layout pieces the returns screens share (tables, rows and stacks are the warehouse flows' styles). */
import { css, cx } from 'styled-system/css';
import { row } from '../../components/flow-styles';
import { ui } from '../../components/ui/styles';

export { row, stack, table } from '../../components/flow-styles';

export const numberInput = css({ w: '20', textAlign: 'right' });
export const muted = ui.muted;
export const lineError = ui.fieldError;
export const details = ui.facts;
/** A step's buttons: the shortcut at the start, the step's own at the end. */
export const stepActions = cx(row, css({ justifyContent: 'space-between' }));
/** A field narrower than the step: the order search, the put-away location. */
export const narrow = css({ maxW: '360px' });
/** A kit's component: the kit it came in, under its item. */
export const kitNote = ui.mutedSmall;
