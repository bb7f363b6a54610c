/** The order's history, newest first: every status change and action, with who did it and when. */
import { css, cx } from 'styled-system/css';
import { orderStatusLabel } from '../../../domain/order.lifecycle';
import { formatInstant } from './order-format';
import type { TimelineItem } from '../../../api/orders.api';
import { ui } from '../../../components/ui/styles';
import { TextLink } from '../../../components/text-link';
import { fulfillmentOrdersContract } from '../../../domain/contracts/fulfillment-orders';

/** The fulfillment order an entry is about, when it names one: linked to its page. */
const fulfillmentOrderOf = (item: TimelineItem) => {
  const id = item.details?.fulfillmentOrderId;
  return typeof id === 'number' ? `${fulfillmentOrdersContract.screen.path}/details/${id}` : null;
};

const dot = css({
  position: 'absolute',
  left: '0',
  top: '5px',
  w: '3',
  h: '3',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'surface',
});
const dotColor: Record<TimelineItem['kind'], string> = {
  status: ui.bgAccent,
  action: css({ bg: 'fg.muted' }),
  intake: ui.bgSuccess,
  sync: ui.bgWarning,
  note: ui.bgNeutral,
};

const styles = {
  list: css({ listStyle: 'none', position: 'relative' }),
  item: css({
    position: 'relative',
    pl: '6',
    pb: '4',
    _last: { pb: '0' },
    // The line joining the dots.
    _before: {
      content: '""',
      position: 'absolute',
      left: '5px',
      top: '14px',
      bottom: '-2px',
      w: '2px',
      bg: 'border',
    },
    '&:last-child::before': { display: 'none' },
  }),
  meta: ui.mutedSmall,
};

export function OrderTimeline({ items }: { items: TimelineItem[] }) {
  if (items.length === 0) return <p className={styles.meta}>Nothing has happened to this order yet.</p>;
  return (
    <ol className={styles.list} aria-label="Timeline">
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span aria-hidden="true" className={cx(dot, dotColor[item.kind] ?? dotColor.note)} />
          <p className={ui.medium}>
            {item.message}
            {item.kind === 'status' && item.toStatus && (
              <span className={ui.aside}>
                {' '}
                ({item.fromStatus ? `${orderStatusLabel(item.fromStatus)} → ` : ''}
                {orderStatusLabel(item.toStatus)})
              </span>
            )}
          </p>
          <p className={styles.meta}>
            {item.userName ?? 'System'} · {formatInstant(item.createdAt)}
            {fulfillmentOrderOf(item) && (
              <>
                {' · '}
                <TextLink href={fulfillmentOrderOf(item)!}>Open the fulfillment order</TextLink>
              </>
            )}
          </p>
        </li>
      ))}
    </ol>
  );
}
