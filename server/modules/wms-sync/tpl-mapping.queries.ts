/**
 * How a 3PL connection's records map to Dockhand's, as every sync step reads it: its facilities (to
 * our warehouses) and customers (to our vendors) by the WMS's id, the facilities of the connection's
 * warehouse, and which fulfilment orders are mirrored there.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { fulfillmentOrders, tplCustomers, tplFacilities } from '../../db/schema';
import type { WmsConnection } from './wms-sync.types';

type Reader = Db | Tx;

/** The connection's facilities by the WMS's id: our row and the warehouse it is mapped to. */
export async function facilitiesOf(db: Reader, connectionId: number) {
  const rows = await db
    .select({
      id: tplFacilities.id,
      externalId: tplFacilities.externalId,
      warehouseId: tplFacilities.warehouseId,
    })
    .from(tplFacilities)
    .where(and(eq(tplFacilities.connectionId, connectionId), isNotNull(tplFacilities.externalId)))
    .orderBy(asc(tplFacilities.id));
  return new Map(rows.map((f) => [f.externalId!, f]));
}

/** The connection's customers by the WMS's id: our row and the vendor it is mapped to. */
export async function customersOf(db: Reader, connectionId: number) {
  const rows = await db
    .select({ id: tplCustomers.id, externalId: tplCustomers.externalId, vendorId: tplCustomers.vendorId })
    .from(tplCustomers)
    .where(and(eq(tplCustomers.connectionId, connectionId), isNotNull(tplCustomers.externalId)))
    .orderBy(asc(tplCustomers.id));
  return new Map(rows.map((c) => [c.externalId!, c]));
}

/** The WMS ids of the facilities mapped to the connection's warehouse, oldest first. */
export async function warehouseFacilityIds(db: Reader, connection: WmsConnection): Promise<string[]> {
  const facilities = await facilitiesOf(db, connection.id);
  return [...facilities.values()]
    .filter((f) => f.warehouseId === connection.warehouseId)
    .map((f) => f.externalId!);
}

/** Fulfilment orders mirrored to the WMS of this warehouse. */
export const mirroredAt = (warehouseId: number) =>
  and(eq(fulfillmentOrders.mirrored, true), eq(fulfillmentOrders.warehouseId, warehouseId));
