/**
 * Step d of a 3PL sync: shipment confirmations. The WMS's state of every pushed mirrored order still
 * open here is asked for; a Closed one is marked shipped through the order's own ship command (the
 * command runner: the allocation consumed through the ledger, FULFILLED and ORDER_MIRRORED_CLOSED,
 * the action log and events), by the system, with the WMS's carrier, service and tracking number. One
 * the WMS cancelled is left to a person, with the reason on the fulfilment order.
 */
import { and, asc, eq, isNotNull, isNull, ne, or } from 'drizzle-orm';
import { FULFILLMENT_ORDER_STATUS } from '../../../src/domain/fulfillment-order.lifecycle';
import { fulfillmentOrders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PulledOrderStatus } from '../../integrations/tpl-wms/records';
import { markShipped } from '../orders/order-fulfillment.service';
import { mirroredAt } from './tpl-mapping.queries';
import type { StepCounts, TplRun } from './wms-sync.types';

const CANCELLED_IN_WMS = 'Cancelled in the 3PL WMS: cancel the order here, or send it again.';

type Pushed = Pick<
  typeof fulfillmentOrders.$inferSelect,
  'id' | 'orderId' | 'externalId' | 'carrierCode' | 'serviceCode'
>;

async function stillOpen(run: TplRun, id: number): Promise<boolean> {
  const [fo] = await run.db
    .select({ status: fulfillmentOrders.orderStatus })
    .from(fulfillmentOrders)
    .where(eq(fulfillmentOrders.id, id));
  return fo?.status === FULFILLMENT_ORDER_STATUS.Open;
}

/** Ships the order as the WMS did; 'refused' when Dockhand cannot (the reason kept on the fulfilment order). */
async function ship(
  run: TplRun,
  fo: Pushed,
  wms: PulledOrderStatus,
): Promise<'shipped' | 'unchanged' | 'refused'> {
  const { db, events, clock } = run;
  try {
    await markShipped(
      { db, events, clock, user: null },
      {
        id: fo.orderId!,
        ship: {
          carrierCode: wms.carrierCode ?? fo.carrierCode ?? '',
          serviceCode: wms.serviceCode ?? fo.serviceCode ?? '',
          trackingNumber: wms.trackingNumber ?? '',
        },
      },
    );
    return 'shipped';
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    // Another process shipped it meanwhile: nothing left to do.
    if (!(await stillOpen(run, fo.id))) return 'unchanged';
    await db
      .update(fulfillmentOrders)
      .set({
        externalError: `Shipped in the 3PL WMS, but Dockhand could not mark it shipped: ${err.message}`,
      })
      .where(eq(fulfillmentOrders.id, fo.id));
    return 'refused';
  }
}

export async function confirmShipments(run: TplRun): Promise<StepCounts> {
  const { db, connection } = run;
  const counts = { shipped: 0, open: 0, cancelled: 0, refused: 0, unchanged: 0 };
  const pushed = await db
    .select({
      id: fulfillmentOrders.id,
      orderId: fulfillmentOrders.orderId,
      externalId: fulfillmentOrders.externalId,
      carrierCode: fulfillmentOrders.carrierCode,
      serviceCode: fulfillmentOrders.serviceCode,
    })
    .from(fulfillmentOrders)
    .where(
      and(
        mirroredAt(connection.warehouseId),
        eq(fulfillmentOrders.orderStatus, FULFILLMENT_ORDER_STATUS.Open),
        isNotNull(fulfillmentOrders.externalId),
        isNotNull(fulfillmentOrders.orderId),
      ),
    )
    .orderBy(asc(fulfillmentOrders.id));
  if (pushed.length === 0) return counts;
  const statuses = new Map(
    (await run.connector.orderStatuses(pushed.map((fo) => fo.externalId!))).map((s) => [s.externalId, s]),
  );
  for (const fo of pushed) {
    const wms = statuses.get(fo.externalId!);
    if (wms?.status === 'Closed') counts[await ship(run, fo, wms)]++;
    else if (wms?.status === 'Cancelled') {
      counts.cancelled++;
      await db
        .update(fulfillmentOrders)
        .set({ externalError: CANCELLED_IN_WMS })
        .where(
          and(
            eq(fulfillmentOrders.id, fo.id),
            or(
              isNull(fulfillmentOrders.externalError),
              ne(fulfillmentOrders.externalError, CANCELLED_IN_WMS),
            ),
          ),
        );
    } else counts.open++;
  }
  return counts;
}
