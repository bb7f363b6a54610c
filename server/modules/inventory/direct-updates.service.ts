/**
 * A direct inventory update moves stock when it is recorded (the engine's add of /api/inventory/diu
 * calls this in the same transaction): add, remove, or set a count, after converting the quantity
 * from the unit it was entered in to the item's own unit.
 */
import { eq } from 'drizzle-orm';
import { directInventoryUpdatesContract } from '../../../src/domain/contracts/direct-inventory-updates';
import { convertQuantity } from '../../../src/domain/stock';
import { recordAction } from '../../audit/action-log';
import type { Tx } from '../../db/client';
import { directInventoryUpdates, vendorProducts } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { AfterAddContext } from '../../resources/resource';
import { stockEventsOf } from './stock-changes.service';
import { StockLedger } from './stock-ledger.service';

type DirectUpdate = typeof directInventoryUpdates.$inferSelect;
export type NewDirectUpdate = Omit<typeof directInventoryUpdates.$inferInsert, 'id' | 'version'>;

/** Moves the stock of a recorded update through `ledger`. */
export async function applyDirectUpdate(tx: Tx, ledger: StockLedger, update: DirectUpdate): Promise<void> {
  const [product] = await tx
    .select({
      itemUnit: vendorProducts.itemUnit,
      unitsPerBox: vendorProducts.unitsPerBox,
      unitsPerPallet: vendorProducts.unitsPerPallet,
    })
    .from(vendorProducts)
    .where(eq(vendorProducts.id, update.warehouseProductId));
  if (!product) throw badRequest('Some fields are not valid.', { warehouseProductId: 'Choose an item' });
  const converted = convertQuantity(update.quantity, update.measurementUnit, product.itemUnit, product);
  if (!converted.ok) throw badRequest('Some fields are not valid.', { quantity: converted.message });
  const place = {
    warehouseId: update.warehouseId,
    vendorProductId: update.warehouseProductId,
    location: update.location ?? '',
    lotNumber: update.lotNumber,
    lpn: update.lpn,
    expirationDate: update.expirationDate,
  };
  const movement = {
    kind: update.type,
    reason: update.note ?? 'Direct inventory update',
    source: { type: 'direct_inventory_update', id: update.id },
  };
  if (update.type === 'set') await ledger.count(place, converted.quantity, movement);
  else if (update.type === 'remove') await ledger.remove(place, converted.quantity, movement);
  else await ledger.add(place, converted.quantity, movement);
}

/**
 * Records a direct update that the system makes (a 3PL WMS adjustment, an applied drift) and moves
 * its stock through `ledger`, in the caller's transaction, with the action-log row the engine's add
 * would write. `actorId` null: the system.
 */
export async function recordDirectUpdate(
  tx: Tx,
  ledger: StockLedger,
  values: NewDirectUpdate,
  actorId: string | null,
): Promise<DirectUpdate> {
  const at = ledger.clock.now();
  const [update] = await tx
    .insert(directInventoryUpdates)
    .values({ createdAt: at, updatedAt: at, ...values })
    .returning();
  await applyDirectUpdate(tx, ledger, update!);
  await recordAction(tx, {
    actorId,
    resource: directInventoryUpdatesContract.name,
    resourceId: update!.id,
    action: 'add',
    before: null,
    after: update,
    at,
  });
  return update!;
}

/** The declaration's afterAdd: the movement in the add's transaction, its events after the commit. */
export async function directUpdateAfterAdd({ tx, user, row, events }: AfterAddContext) {
  const ledger = new StockLedger(tx, user.id);
  await applyDirectUpdate(tx, ledger, row as DirectUpdate);
  await ledger.refreshInventoryStatus();
  const published = await stockEventsOf(tx, ledger);
  return () => published.forEach((event) => events.publish(event));
}
