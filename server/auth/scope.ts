/**
 * Tenant scoping (DESIGN.md §4): rows that carry a vendor or warehouse are limited to the user's
 * access lists. null means unrestricted; an id outside the scope is treated exactly like a missing one.
 */
import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AuthUser } from './guard';

/** A predicate limiting `column` to the ids in `allowed`; undefined when unrestricted. */
export function scopedTo(column: AnyColumn, allowed: number[] | null): SQL | undefined {
  if (allowed === null) return undefined;
  if (allowed.length === 0) return sql`false`;
  return inArray(column, allowed);
}

export const vendorScope = (user: AuthUser, column: AnyColumn) => scopedTo(column, user.accessVendorIds);
export const warehouseScope = (user: AuthUser, column: AnyColumn) =>
  scopedTo(column, user.accessWarehouseIds);

export function canSeeVendor(user: AuthUser, vendorId: number | null | undefined): boolean {
  return user.accessVendorIds === null || (vendorId != null && user.accessVendorIds.includes(vendorId));
}

export function canSeeWarehouse(user: AuthUser, warehouseId: number | null | undefined): boolean {
  return (
    user.accessWarehouseIds === null || (warehouseId != null && user.accessWarehouseIds.includes(warehouseId))
  );
}
