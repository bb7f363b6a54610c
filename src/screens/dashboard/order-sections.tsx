/**
 * The storefront version: open orders per status, to ship today and late, held orders per marker and
 * shipped per day. Every figure links to the orders list filtered to exactly those orders.
 */
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { Card } from '../../components/card';
import { TextLink } from '../../components/text-link';
import { OPEN_ORDER_STATUSES, type OrderSummary } from '../../domain/dashboard';
import {
  holdTypeLabel,
  isOrderMarker,
  ORDER_STATUS,
  orderStatusLabel,
  tagColor,
  type ManualHoldType,
} from '../../domain/order.lifecycle';
import { formatCount, plural } from './dashboard-format';
import { heldOrders, ordersByShipBy, ordersWithStatus } from './dashboard-links';
import { ShippedChart } from './shipped-chart';
import { StatTile, type Tone } from './stat-tile';
import { ui } from '../../components/ui/styles';

const statusTone: Record<(typeof OPEN_ORDER_STATUSES)[number], Tone> = {
  awaiting_payment: 'neutral',
  awaiting_shipment: 'accent',
  pending_fulfillment: 'accent',
  on_hold: 'warning',
};
const statusHint: Record<(typeof OPEN_ORDER_STATUSES)[number], string> = {
  awaiting_payment: 'Not paid yet',
  awaiting_shipment: 'Ready to send to fulfilment',
  pending_fulfillment: 'At the warehouse',
  on_hold: 'Need attention',
};

export const gridClass = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});
const columnsClass = css({
  display: 'grid',
  gap: '5',
  alignItems: 'start',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
});
const rowClass = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  py: '2',
  px: '2',
  mx: '-2',
  borderRadius: 'md',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'canvas' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
});

/** People's holds have no tag of their own: a colour each, so the list reads at a glance. */
const manualHoldColors: Record<ManualHoldType, string> = {
  operator: '#475467',
  client: '#7a5af8',
  address: '#0086c9',
  payment: '#c11574',
  inventory: '#dc6803',
};

function HeldOrders({ summary }: { summary: OrderSummary }) {
  const total = summary.byStatus.on_hold;
  const counted = summary.holdsByType.reduce((n, h) => n + h.count, 0);
  return (
    <Card
      title="Held orders"
      as="h2"
      description={total === 0 ? 'Nothing on hold.' : `${plural(total, 'order')} on hold, by reason`}
      actions={total > 0 && <TextLink href={heldOrders()}>View all</TextLink>}
    >
      {summary.holdsByType.length === 0 ? (
        <p className={ui.muted}>No order is waiting on a hold.</p>
      ) : (
        <ul aria-label="Held orders by reason">
          {summary.holdsByType.map(({ type, count }) => {
            const marker = isOrderMarker(type);
            return (
              <li key={type}>
                {/* A marker is a tag the list filters by; people's holds open every held order. */}
                <Link href={marker ? heldOrders(type) : heldOrders()} className={rowClass}>
                  <span
                    aria-hidden="true"
                    className={css({ w: '2.5', h: '2.5', borderRadius: 'full', flexShrink: 0 })}
                    style={{ background: marker ? tagColor(type) : manualHoldColors[type] }}
                  />
                  <span className={ui.fill}>{holdTypeLabel(type)}</span>
                  <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
                    {formatCount(count)}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {counted > total && (
        <p className={css({ mt: '3', fontSize: '12px', color: 'fg.subtle' })}>
          Some orders are held for more than one reason: they count under each.
        </p>
      )}
    </Card>
  );
}

export function OrderSections({ summary }: { summary: OrderSummary }) {
  return (
    <>
      <section aria-labelledby="orders-by-status">
        <h2 id="orders-by-status" className={ui.srOnly}>
          Open orders by status
        </h2>
        <div className={gridClass}>
          {OPEN_ORDER_STATUSES.map((status) => (
            <StatTile
              key={status}
              label={orderStatusLabel(status)}
              value={summary.byStatus[status]}
              tone={statusTone[status]}
              hint={statusHint[status]}
              href={ordersWithStatus(status)}
            />
          ))}
        </div>
      </section>
      <div className={columnsClass}>
        <ShippedChart
          title="Shipped per day"
          what="Orders shipped"
          noun="order"
          days={summary.shippedPerDay}
          href={ordersWithStatus(ORDER_STATUS.shipped)}
        />
        <div className={ui.stack5}>
          <section
            aria-label="Orders to ship"
            className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '4' })}
          >
            <StatTile
              label="To ship today"
              value={summary.shipToday}
              tone="accent"
              hint="Ship-by date today"
              href={ordersByShipBy()}
            />
            <StatTile
              label="Late"
              value={summary.late}
              tone="danger"
              hint="Past their ship-by date"
              href={ordersByShipBy()}
            />
          </section>
          <HeldOrders summary={summary} />
        </div>
      </div>
    </>
  );
}
