/**
 * The warehouse version's outbound documents: fulfilment orders still to ship (with those due today
 * and late), small-parcel and bulk shipments still to ship, and the documents shipped per day. Each
 * kind only for a user who may view it, limited by the same scope as its list.
 */
import { and, eq, gte, inArray, isNull, lt, notInArray, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  countsPerDay,
  mergeHourCounts,
  type DayWindow,
  type HourCount,
  type OutboundSummary,
} from '../../../src/domain/dashboard';
import { manualShipmentExcludedTypes } from '../../../src/domain/resources/manual-shipment.schema';
import type { AuthUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import { fulfillmentOrders, manualShipments } from '../../db/schema';
import { fulfillmentOrderResource, manualShipmentResource } from '../../resources/declarations/outbound';
import { countAll, countWhere, epochHour } from './counts.queries';
import { scopeCondition } from '../../auth/policy';
import { FULFILLMENT_ORDER_STATUS } from '../../../src/domain/fulfillment-order.lifecycle';
import { BULK_SHIPMENT, MANUAL_SHIPMENT_STATUS } from '../../../src/domain/manual-shipment.lifecycle';

export interface OutboundDates {
  todayStart: Date;
  tomorrowStart: Date;
  window: DayWindow;
  offset: number;
}

/** Warehouse documents that have not left yet (Shipped and Cancelled are done; a Draft is not submitted). */
const TO_SHIP = [MANUAL_SHIPMENT_STATUS.Open, MANUAL_SHIPMENT_STATUS.AwaitingShipment];
const BULK = BULK_SHIPMENT;

async function fulfillmentOrderFigures(db: Db, user: AuthUser, dates: OutboundDates) {
  const fo = fulfillmentOrders;
  const scope = scopeCondition(fulfillmentOrderResource, user);
  const [[counts], shipped] = await Promise.all([
    db
      .select({
        toShip: countAll(),
        shipToday: countWhere(
          and(gte(fo.shipByDate, dates.todayStart), lt(fo.shipByDate, dates.tomorrowStart)),
        ),
        late: countWhere(lt(fo.shipByDate, dates.todayStart)),
      })
      .from(fo)
      .where(and(inArray(fo.orderStatus, TO_SHIP), scope)),
    shippedPerHour(
      db,
      fo,
      fo.shipDate,
      and(eq(fo.orderStatus, FULFILLMENT_ORDER_STATUS.Shipped), scope),
      dates.window,
    ),
  ]);
  return { counts: counts!, shipped };
}

/**
 * Small-parcel shipments are those the small-parcel list shows (every type but bulk shipments and
 * team gifts); bulk shipments those the bulk list shows.
 */
async function manualShipmentFigures(
  db: Db,
  user: AuthUser,
  parcels: boolean,
  bulk: boolean,
  window: DayWindow,
) {
  const ms = manualShipments;
  const isParcel = notInArray(ms.orderType, [...manualShipmentExcludedTypes]);
  const isBulk = eq(ms.orderType, BULK);
  const kinds = parcels && bulk ? or(isParcel, isBulk) : parcels ? isParcel : isBulk;
  const scope = and(scopeCondition(manualShipmentResource, user), kinds);
  const toShip = inArray(ms.orderStatus, TO_SHIP);
  const draft = eq(ms.orderStatus, MANUAL_SHIPMENT_STATUS.Draft);
  const [[counts], shipped] = await Promise.all([
    db
      .select({
        parcelToShip: countWhere(and(isParcel, toShip)),
        parcelDrafts: countWhere(and(isParcel, draft)),
        bulkToShip: countWhere(and(isBulk, toShip)),
        bulkDrafts: countWhere(and(isBulk, draft)),
        bulkWithoutWarehouse: countWhere(and(isBulk, isNull(ms.warehouseId))),
      })
      .from(ms)
      .where(and(inArray(ms.orderStatus, ['Draft', ...TO_SHIP]), scope)),
    shippedPerHour(
      db,
      ms,
      ms.shipDate,
      and(eq(ms.orderStatus, MANUAL_SHIPMENT_STATUS.Shipped), scope),
      window,
    ),
  ]);
  return { counts: counts!, shipped };
}

function shippedPerHour(
  db: Db,
  table: PgTable,
  shipDate: PgColumn,
  where: SQL | undefined,
  window: DayWindow,
): Promise<HourCount[]> {
  return db
    .select({ hour: epochHour(shipDate), count: countAll() })
    .from(table)
    .where(and(where, gte(shipDate, window.from), lt(shipDate, window.to)))
    .groupBy(epochHour(shipDate));
}

/** The outbound figures for one user of the warehouse version. */
export async function outboundFigures(
  db: Db,
  user: AuthUser,
  dates: OutboundDates,
): Promise<OutboundSummary> {
  const canSeeFulfillment = user.permissions.includes('orders.view');
  const canSeeParcels = user.permissions.includes('shipments.parcel.view');
  const canSeeBulk = user.permissions.includes('shipments.bulk.view');
  const [fulfillment, manual] = await Promise.all([
    canSeeFulfillment ? fulfillmentOrderFigures(db, user, dates) : null,
    canSeeParcels || canSeeBulk
      ? manualShipmentFigures(db, user, canSeeParcels, canSeeBulk, dates.window)
      : null,
  ]);
  const m = manual?.counts;
  return {
    fulfillmentOrders: fulfillment?.counts ?? null,
    parcelShipments: m && canSeeParcels ? { toShip: m.parcelToShip, drafts: m.parcelDrafts } : null,
    bulkShipments:
      m && canSeeBulk
        ? { toShip: m.bulkToShip, drafts: m.bulkDrafts, withoutWarehouse: m.bulkWithoutWarehouse }
        : null,
    shippedPerDay: countsPerDay(
      mergeHourCounts(fulfillment?.shipped ?? [], manual?.shipped ?? []),
      dates.window,
      dates.offset,
    ),
  };
}
