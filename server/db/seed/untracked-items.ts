/**
 * Items whose stock the warehouses do not keep (Inventory Tracking Off), added over the history as
 * people add items (the vendor item form): gift wrap cut from bulk rolls at Dallas's pack station
 * (sold on Northwind's shop as an add-on), Bluepeak's kayak that ships by freight from its maker,
 * and the inserts and samples that go loose into parcels. Orders ship them without allocating stock.
 */
import { eq } from 'drizzle-orm';
import { storefrontProductResource } from '../../resources/declarations/orders';
import { vendorProductResource } from '../../resources/declarations/inventory';
import { projects } from '../schema';
import { DAY, HOUR, type SeedContext, type SeedStep } from './context';
import { addRecord } from './records';

/** Northwind's gift wrap, and the SKU its shop sells it under. */
export const GIFT_WRAP = { sku: 'NWG-GIFTWRAP', storefrontSku: 'NWG-SHOP-GIFTWRAP' };

const untracked = [
  {
    ago: 55 * DAY,
    vendor: 'NWG',
    warehouse: 'DAL',
    sku: GIFT_WRAP.sku,
    item: 'Gift Wrap & Card',
    description: 'Kraft wrap and a handwritten card, cut from bulk rolls at the pack station',
    type: 'Packaging',
    itemUnit: 'E',
    wholesalePrice: 1.8,
    weight: 0.1,
  },
  {
    ago: 31 * DAY,
    vendor: 'BPO',
    warehouse: 'RNO',
    sku: 'BPO-KAYAK-12',
    item: 'Touring Kayak 12ft',
    description: 'Ships by freight straight from the maker; never stocked at Reno',
    type: 'Stock Item',
    itemUnit: 'E',
    wholesalePrice: 410,
    weight: 52,
  },
  {
    ago: 21 * DAY,
    vendor: 'KTC',
    warehouse: 'CMH',
    sku: 'KTC-INSERT-RCP',
    item: 'Recipe Insert Card',
    description: 'One in every subscription box; printed by the thousand, not counted',
    type: 'Packaging',
    itemUnit: 'E',
    wholesalePrice: 0.06,
    weight: 0.01,
  },
  {
    ago: 16 * DAY + 4 * HOUR,
    vendor: 'LUM',
    warehouse: 'MEM',
    sku: 'LUM-SAMPLE-3',
    item: 'Sample Sachet Trio',
    description: 'Free samples added to orders over $50',
    type: 'Packaging',
    itemUnit: 'E',
    wholesalePrice: 0.35,
    weight: 0.02,
  },
] as const;

export function untrackedItems(ctx: SeedContext): SeedStep[] {
  return untracked.map(({ ago, vendor, warehouse, ...item }) => ({
    at: ctx.ago(ago),
    run: async () => {
      const row = await addRecord(ctx, vendorProductResource, 'admin@dockhand.test', {
        ...item,
        vendorId: ctx.vendorId(vendor),
        warehouseId: ctx.warehouseId(warehouse),
        trackInventory: false,
      });
      if (item.sku !== GIFT_WRAP.sku) return;
      // The shop's add-on, mapped to the item so its orders ship it.
      const [shop] = await ctx.tx.select().from(projects).where(eq(projects.clientCode, 'NWG-SHOP'));
      await addRecord(ctx, storefrontProductResource, 'admin@dockhand.test', {
        projectId: shop!.id,
        name: item.item,
        sku: GIFT_WRAP.storefrontSku,
        vendorProductId: row.id,
      });
    },
  }));
}
