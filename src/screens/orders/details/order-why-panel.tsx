/**
 * "Why isn't this shipping?" on the order page, for orders still waiting to ship (the lists' quick
 * view shows the same panel). It loads again whenever the order changes.
 */
import { Card } from '../../../components/card';
import { WhyNotShipping } from '../why-not-shipping';
import type { Order } from '../../../api/orders.api';
import { isWaiting } from '../../../domain/order.lifecycle';

export function OrderWhyPanel({ order }: { order: Order }) {
  if (!isWaiting(order.orderStatus)) return null;
  return (
    <Card>
      <WhyNotShipping orderId={order.id} refreshKey={order.version} />
    </Card>
  );
}
