/**
 * Who may read which manual and bulk shipments, beyond the vendor and warehouse scope the resource
 * declares (server/auth/policy.ts): the list, the detail, the steps and the live events all apply it.
 *
 * - A kind needs its view permission (src/domain/manual-shipment.lifecycle.ts kindPermissions): a
 *   bulk-only viewer sees only bulk shipments, a small-parcel viewer never sees bulk ones.
 * - A bulk request not yet placed in a warehouse (warehouseId null) is seen by users without a
 *   warehouse limit, and by warehouse-limited staff only when they may confirm it (choosing the
 *   warehouse is their step); other warehouse-limited users see it once it is placed in theirs.
 */
import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  BULK_SHIPMENT,
  kindPermissions,
  mayViewKind,
  stepPermissions,
} from '../../../src/domain/manual-shipment.lifecycle';
import type { AuthUser } from '../../auth/guard';
import { allows, canSeeVendor, canSeeWarehouse } from '../../auth/policy';
import { manualShipments } from '../../db/schema';

/** Warehouse-limited users see unplaced requests only when they may place them (bulk confirm). */
const seesUnplaced = (user: AuthUser) =>
  user.accessWarehouseIds === null || allows(user, stepPermissions.bulk.confirm);

/** The resource's further row limit (declarations/outbound.ts scopeWhere). */
export function visibleShipments(user: AuthUser): SQL | undefined {
  const bulk = allows(user, kindPermissions.bulk.view);
  const parcel = allows(user, kindPermissions.parcel.view);
  const kind =
    bulk && parcel
      ? undefined
      : bulk
        ? eq(manualShipments.orderType, BULK_SHIPMENT)
        : parcel
          ? ne(manualShipments.orderType, BULK_SHIPMENT)
          : sql`false`;
  return and(kind, seesUnplaced(user) ? undefined : isNotNull(manualShipments.warehouseId));
}

/** The same rule for one row, with the vendor and warehouse scope (the live hub's audience). */
export function mayReadShipment(
  user: AuthUser,
  row: { orderType: string; vendorId: number; warehouseId: number | null },
): boolean {
  return (
    mayViewKind(user.permissions, row.orderType) &&
    canSeeVendor(user, row.vendorId) &&
    (row.warehouseId === null ? seesUnplaced(user) : canSeeWarehouse(user, row.warehouseId))
  );
}
