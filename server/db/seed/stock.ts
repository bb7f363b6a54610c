/**
 * Stock: the opening balances, received through the stock ledger like any other receipt (a balance is
 * the sum of its ledger), and the direct inventory updates people recorded later (cycle counts,
 * breakage), applied through the ledger as the API applies them.
 */
import { eq } from 'drizzle-orm';
import { fixedClock } from '../../clock';
import { applyDirectUpdate } from '../../modules/inventory/direct-updates.service';
import { directInventoryUpdateResource } from '../../resources/declarations/inventory';
import { StockLedger } from '../../modules/inventory/stock-ledger.service';
import { directInventoryUpdates, warehouseProductLocations } from '../schema';
import type { VendorProduct } from './catalogue';
import { DAY, HOUR, isoDay, type SeedContext, type SeedStep } from './context';
import { addRecord } from './records';

/** Northwind's mugs reach Reno on transfer TR-NWG-0042 (transfers.ts) instead of as opening stock. */
export const TRANSFERRED_TO_RENO = { sku: 'NWG-MUG-11', quantity: 60 };

export function openingStock(ctx: SeedContext, productRows: readonly VendorProduct[]): SeedStep[] {
  const run = async () => {
    const { tx, vendorId, warehouseId } = ctx;
    const ledger = new StockLedger(tx, ctx.userId('warehouse@dockhand.test'), fixedClock(ctx.clock.now()));
    const opening = { kind: 'receipt', reason: 'Opening balance (demo data)' };
    for (const [i, p] of productRows.entries()) {
      const aisle = String.fromCharCode(65 + (i % 6));
      let qty = p.inventoryStatus === 0 ? 0 : p.inventoryStatus === 1 ? 12 : 140 + i * 7;
      if (qty === 0) continue;
      if (p.sku === TRANSFERRED_TO_RENO.sku) qty += TRANSFERRED_TO_RENO.quantity;
      const place = { warehouseId: p.warehouseId!, vendorProductId: p.id };
      await ledger.add(
        {
          ...place,
          location: `${aisle}-${String(i + 1).padStart(2, '0')}-1`,
          lotNumber: `L${2400 + i}`,
          lpn: `LPN${100200 + i}`,
          expirationDate:
            p.sku.startsWith('KTC') || p.sku.startsWith('LUM')
              ? isoDay(new Date(ctx.end.getTime() + (120 + i * 15) * DAY))
              : null,
        },
        qty,
        opening,
      );
      if (qty > 100) {
        await ledger.add(
          { ...place, location: `BULK-${aisle}${i + 1}`, lotNumber: `L${2300 + i}`, lpn: `LPN${100500 + i}` },
          48,
          opening,
        );
      }
    }
    // Northwind's wholesale storefront ships from Reno: part of Northwind's stock sits there too.
    for (const p of productRows.filter((x) => x.vendorId === vendorId('NWG') && x.inventoryStatus !== 0)) {
      if (p.sku === TRANSFERRED_TO_RENO.sku) continue;
      await ledger.add(
        { warehouseId: warehouseId('RNO'), vendorProductId: p.id, location: 'R-01-1' },
        60,
        opening,
      );
    }
    await ledger.refreshInventoryStatus();
  };
  return [{ at: ctx.ago(40 * DAY), run }];
}

/**
 * Direct inventory updates, recorded at each item's first location as the API's add records them (its
 * action-log entry included) and applied through the ledger.
 */
export function directUpdates(ctx: SeedContext, productRows: readonly VendorProduct[]): SeedStep[] {
  const updates = [
    {
      code: 'NWG',
      item: 0,
      type: 'add',
      quantity: 24,
      ref: 'CC-2024-118',
      note: 'Cycle count found an extra case',
      by: 'warehouse@dockhand.test',
      ago: 9 * DAY,
    },
    {
      code: 'BPO',
      item: 1,
      type: 'set',
      quantity: 12,
      ref: 'CC-2024-121',
      note: 'Recount after damage',
      by: 'warehouse@dockhand.test',
      ago: 6 * DAY + 3 * HOUR,
    },
    {
      code: 'KTC',
      item: 2,
      type: 'remove',
      quantity: 6,
      ref: 'DMG-0031',
      note: 'Broken jars',
      by: 'admin@dockhand.test',
      ago: 2 * DAY + 5 * HOUR,
    },
  ] as const;
  return updates.map((u) => ({
    at: ctx.ago(u.ago),
    run: async () => {
      const { tx } = ctx;
      const product = productRows.filter((p) => p.vendorId === ctx.vendorId(u.code))[u.item]!;
      const [first] = await tx
        .select()
        .from(warehouseProductLocations)
        .where(eq(warehouseProductLocations.vendorProductId, product.id))
        .orderBy(warehouseProductLocations.id)
        .limit(1);
      await addRecord(
        ctx,
        directInventoryUpdateResource,
        u.by,
        {
          vendorId: product.vendorId,
          warehouseId: product.warehouseId!,
          warehouseProductId: product.id,
          type: u.type,
          quantity: u.quantity,
          referenceNumber: u.ref,
          location: first?.location ?? null,
          lotNumber: first?.lotNumber ?? null,
          lpn: first?.lpn ?? null,
          expirationDate: first?.expirationDate ?? null,
          note: u.note,
        },
        {
          // The declaration's afterAdd (directUpdateAfterAdd) at the time the update was recorded.
          afterAdd: async (row) => {
            const ledger = new StockLedger(tx, ctx.userId(u.by), fixedClock(row.createdAt as Date));
            await applyDirectUpdate(tx, ledger, row as typeof directInventoryUpdates.$inferSelect);
            await ledger.refreshInventoryStatus();
          },
        },
      );
    },
  }));
}
