/**
 * Who may reach what of the warehouse system connections: a warehouse outside the user's scope answers
 * 404 as a missing one (policy.ts's rule), and so does a drift whose warehouse or vendor is outside it.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { WMS_SYSTEMS, type WmsSystem } from '../../../src/domain/contracts/wms-connections';
import type { AuthUser } from '../../auth/guard';
import { canSeeWarehouse, vendorScope, warehouseScope } from '../../auth/policy';
import type { Db, Tx } from '../../db/client';
import { tplStockDrifts, warehouses } from '../../db/schema';
import { notFound } from '../../http/errors';

export type Warehouse = typeof warehouses.$inferSelect;

/** The path's system: one of WMS_SYSTEMS, else 404 as for a path nothing answers. */
export function systemOf(raw: unknown): WmsSystem {
  const system = WMS_SYSTEMS.find((s) => s === raw);
  if (!system) throw notFound('System');
  return system;
}

/** The warehouse, when the user may see it; 404 otherwise. */
export async function warehouseInScope(db: Db | Tx, user: AuthUser, warehouseId: number): Promise<Warehouse> {
  const [warehouse] = canSeeWarehouse(user, warehouseId)
    ? await db.select().from(warehouses).where(eq(warehouses.id, warehouseId))
    : [];
  if (!warehouse) throw notFound('Warehouse');
  return warehouse;
}

/** The drifts the user may see: their warehouse and their vendor in scope. */
export const driftScope = (user: AuthUser): SQL | undefined =>
  and(warehouseScope(user, tplStockDrifts.warehouseId), vendorScope(user, tplStockDrifts.vendorId));
