/**
 * "Why isn't this shipping?" on the order page, for orders still waiting to ship (the lists' quick
 * view shows the same panel). It loads again whenever the order changes.
 */
import { Card } from '../../../components/card';
import { WhyNotShipping } from '../why-not-shipping';
import type { Order } from '../../../api/orders.api';

const WAITING = ['awaiting_payment', 'awaiting_shipment', 'on_hold'];

export function OrderWhyPanel({ order }: { order: Order }) {
  if (!WAITING.includes(order.orderStatus)) return null;
  return (
    <Card>
      <WhyNotShipping orderId={order.id} refreshKey={order.version} />
    </Card>
  );
}
