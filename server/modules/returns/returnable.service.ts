/**
 * What a shipped order can still send back: per order line, what shipped minus what its earlier
 * returns already cover. The label flow shows it; creating a return checks against it.
 */
import { eq } from 'drizzle-orm';
import { returnableLines, type ReturnableLine } from '../../../src/domain/order-return';
import { ORDER_STATUS, orderStatusLabel } from '../../../src/domain/order.lifecycle';
import type { Address } from '../../db/schema/columns';
import type { AuthUser } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { orderReturns } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { findOrder, type Order } from '../orders/order-records.repository';
import { mappedOrderLines } from './return-records.repository';

export interface ReturnableOrder {
  order: {
    id: number;
    orderNumber: string;
    orderStatus: string;
    vendorId: number;
    warehouseId: number | null;
    shipDate: Date | null;
    carrierCode: string | null;
    serviceCode: string | null;
    trackingNumber: string | null;
    shipmentAddress: Address;
  };
  lines: ReturnableLine[];
}

/** Only a shipped order comes back (DESIGN.md §5: shipped is where an order ends). */
export function assertReturnable(order: Pick<Order, 'orderNumber' | 'orderStatus'>): void {
  if (order.orderStatus !== ORDER_STATUS.shipped) {
    throw new HttpError(
      409,
      'not_returnable',
      `Order ${order.orderNumber} is ${orderStatusLabel(order.orderStatus).toLowerCase()}; only shipped orders can be returned.`,
    );
  }
}

/** The order's lines with what each may still return (inside the caller's transaction when given one). */
export async function returnableOf(tx: Db | Tx, order: Order): Promise<ReturnableLine[]> {
  const lines = await mappedOrderLines(tx, order);
  const earlier = await tx
    .select({ items: orderReturns.items })
    .from(orderReturns)
    .where(eq(orderReturns.orderId, order.id));
  return returnableLines(
    lines,
    earlier.map((r) => r.items as Record<string, unknown>[]),
  );
}

/** GET …/returnable/{orderId}: the order as the label flow needs it; 404 outside the user's scope. */
export async function returnableOrder(db: Db, user: AuthUser, orderId: number): Promise<ReturnableOrder> {
  const order = await findOrder(db, user, orderId);
  assertReturnable(order);
  return {
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      orderStatus: order.orderStatus,
      vendorId: order.vendorId,
      warehouseId: order.warehouseId,
      shipDate: order.shipDate,
      carrierCode: order.carrierCode,
      serviceCode: order.serviceCode,
      trackingNumber: order.trackingNumber,
      shipmentAddress: order.shipmentAddress,
    },
    lines: await returnableOf(db, order),
  };
}
