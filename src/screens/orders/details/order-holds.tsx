/** The holds on the order: type, reason, who placed it and when, until when; each removable on its own. */
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '../../../components/button';
import { holdTypeLabel, isOrderMarker } from '../../../domain/order.lifecycle';
import { usePermissions } from '../../../machines/use-app';
import { formatInstant } from './order-format';
import type { OrderHold } from '../../../api/orders.api';
import { ui } from '../../../components/ui/styles';

const styles = {
  list: css({ listStyle: 'none', display: 'flex', flexDirection: 'column' }),
  item: css({
    display: 'flex',
    gap: '4',
    alignItems: 'flex-start',
    py: '3',
    borderTopWidth: '1px',
    borderColor: 'border',
    _first: { borderTopWidth: '0', pt: '0' },
    _last: { pb: '0' },
  }),
  meta: cx(ui.mutedSmall, ui.mt1),
};

export function OrderHolds({
  holds,
  canRemove,
  onRemove,
}: {
  holds: OrderHold[];
  /** The order is on hold now (a hold can be removed only then). */
  canRemove: boolean;
  onRemove: (hold: OrderHold) => void;
}) {
  const { can } = usePermissions();
  const removable = canRemove && can('orders.unhold');
  return (
    <ul className={styles.list} aria-label="Holds">
      {holds.map((hold) => (
        <li key={hold.id} className={styles.item}>
          <div className={ui.grow}>
            <div className={ui.rowWrap2}>
              <span className={badge({ tone: isOrderMarker(hold.type) ? 'warning' : 'danger' })}>
                {holdTypeLabel(hold.type)}
              </span>
              <span className={ui.medium}>{hold.reason}</span>
            </div>
            <p className={styles.meta}>
              {hold.createdByName ? `By ${hold.createdByName}` : 'By the system'} ·{' '}
              {formatInstant(hold.createdAt)}
              {hold.holdUntil && ` · until ${formatInstant(hold.holdUntil)}`}
            </p>
          </div>
          {removable && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Remove ${holdTypeLabel(hold.type)}`}
              onClick={() => onRemove(hold)}
            >
              Remove
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
