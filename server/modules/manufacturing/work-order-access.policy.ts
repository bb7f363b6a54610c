/**
 * Who may read and work which work orders, beyond the vendor and warehouse scope the declaration
 * names (server/auth/policy.ts), applied by the list, the detail, the steps, the overview and the
 * live events alike.
 *
 * - Manufacturing's own permissions (manufacturing.workOrders.view / .update) open every work order
 *   in the user's scope; the warehouse-document permissions of spec §6 ("work orders under purchase
 *   orders": warehouses.po.workOrders.view / .create) open only work orders carried by a purchase
 *   order, and creating one needs the purchase order it is under.
 * - A vendor (brand) user holds the view permission by default: its own work orders, read-only
 *   unless granted manufacturing.workOrders.update.
 * The steps' own checks are work-order-steps.policy.ts.
 */
import { isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guard';
import { allows, canSeeVendor, canSeeWarehouse } from '../../auth/policy';
import { workOrders } from '../../db/schema';

/** Manufacturing's own view of work orders (all kinds). */
export const MANUFACTURING_VIEW = ['manufacturing.workOrders.view', 'manufacturing.workOrders.update'];
/** Spec §6's "work orders under purchase orders" (only those carried by a purchase order). */
export const PO_WORK_ORDERS_VIEW = ['warehouses.po.workOrders.view', 'warehouses.po.workOrders.create'];
export const PO_WORK_ORDERS_CREATE = ['warehouses.po.workOrders.create'];
export const WORK_ORDERS_UPDATE = ['manufacturing.workOrders.update'];

/** The declaration's further row limit: PO-only users see work orders under purchase orders. */
export function visibleWorkOrders(user: AuthUser): SQL | undefined {
  if (allows(user, MANUFACTURING_VIEW)) return undefined;
  if (allows(user, PO_WORK_ORDERS_VIEW)) return isNotNull(workOrders.purchaseOrderId);
  return sql`false`;
}

/** The same rule for one row, with the scope (the live hub's audience). */
export function mayReadWorkOrder(
  user: AuthUser,
  row: { vendorId: number; warehouseId: number; purchaseOrderId: number | null },
): boolean {
  const kind =
    allows(user, MANUFACTURING_VIEW) || (allows(user, PO_WORK_ORDERS_VIEW) && row.purchaseOrderId !== null);
  return kind && canSeeVendor(user, row.vendorId) && canSeeWarehouse(user, row.warehouseId);
}
