/** A virtual order's row actions (Retry, Discard: what its lifecycle offers) and the bar over chosen rows. */
import type { VirtualOrderRow } from '../../api/virtual-orders.api';
import { Button } from '../../components/button';
import { plural } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { offersStep } from '../../domain/virtual-order.lifecycle';
import { virtualOrderName } from './virtual-order-columns';

export function VirtualOrderRowActions({
  row,
  mayRetry,
  mayDiscard,
  onRetry,
  onDiscard,
}: {
  row: VirtualOrderRow;
  mayRetry: boolean;
  mayDiscard: boolean;
  onRetry: (row: VirtualOrderRow) => void;
  onDiscard: (row: VirtualOrderRow) => void;
}) {
  const name = virtualOrderName(row);
  return (
    <div className={ui.cellActions}>
      {mayRetry && offersStep(row, 'retry') && (
        <Button size="sm" variant="secondary" onClick={() => onRetry(row)} aria-label={`Retry ${name}`}>
          Retry
        </Button>
      )}
      {mayDiscard && offersStep(row, 'discard') && (
        <Button size="sm" variant="ghost" onClick={() => onDiscard(row)} aria-label={`Discard ${name}`}>
          Discard
        </Button>
      )}
    </div>
  );
}

export function ChosenBar({
  count,
  onRetry,
  onClear,
}: {
  count: number;
  onRetry: () => void;
  onClear: () => void;
}) {
  if (count === 0) return null;
  return (
    <div role="region" aria-label="Chosen virtual orders" className={ui.rowWrap}>
      <span className={ui.semibold}>{plural(count, 'virtual order')} chosen</span>
      <Button size="sm" onClick={onRetry}>
        Retry chosen
      </Button>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear
      </Button>
    </div>
  );
}
