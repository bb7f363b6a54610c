/**
 * What the checkout suites share: the order fixtures (Northwind Shop, its vendor's and Bluepeak's
 * users), storefront products mapped to fresh items with a wholesale price and stock, Kit bills of
 * materials sold as products, and the checkout's calls.
 */
import { eq } from 'drizzle-orm';
import { billsOfMaterials, storefrontProducts, vendorProducts } from '../../server/db/schema';
import { newItem, unique, type OrderFixtures } from './order-fixtures';

export const CATALOGUE = '/api/common/checkout/catalogue';
export const SERVICES = '/api/common/checkout/services';
export const PLACE = '/api/common/checkout/orders';

export const shipTo = {
  name: 'Ada Lovelace',
  addressLine1: '1 Main St',
  city: 'Dallas',
  state: 'TX',
  postcode: '75001',
  countryCode: 'US',
};

/** An item of the storefront's vendor with a wholesale price, sold on the storefront under `sku`. */
export async function product(
  f: OrderFixtures,
  prefix: string,
  stock: number,
  price: number | null,
  options: { trackInventory?: boolean; ignored?: boolean } = {},
) {
  const item = await newItem(f, stock, { trackInventory: options.trackInventory });
  await f.t.database.db
    .update(vendorProducts)
    .set({ wholesalePrice: price })
    .where(eq(vendorProducts.id, item.id));
  const sku = `${prefix}-${item.sku}`;
  await f.t.database.db.insert(storefrontProducts).values({
    projectId: f.project.id,
    sku,
    name: `Storefront ${sku}`,
    vendorProductId: item.id,
    onFulfillmentIgnore: options.ignored ?? false,
  });
  return { item, sku };
}

/** A Kit bill of materials of the vendor, sold on the storefront under `sku`. */
export async function kit(
  f: OrderFixtures,
  prefix: string,
  components: { item: { id: number; sku: string }; quantity: number; unitsPerItemUnit?: number }[],
) {
  const [bom] = await f.t.database.db
    .insert(billsOfMaterials)
    .values({
      name: `Kit ${prefix}`,
      type: 'Kit',
      vendorId: f.project.vendorId,
      warehouseId: f.project.warehouseId,
      items: components.map((c) => ({
        sku: c.item.sku,
        name: c.item.sku,
        quantity: c.quantity,
        vendorProductId: c.item.id,
        unitsPerItemUnit: c.unitsPerItemUnit ?? null,
      })),
    })
    .returning();
  const sku = `${prefix}-KIT`;
  await f.t.database.db.insert(storefrontProducts).values({
    projectId: f.project.id,
    sku,
    name: `Kit ${prefix}`,
    billOfMaterialsId: bom!.id,
  });
  return { bom: bom!, sku };
}

/** A breakfast box: 2 mugs (10 in stock, $4), 1 candle (7 in stock, $2.50), 3 cards (untracked, $1.25). */
export async function breakfastBox(f: OrderFixtures) {
  const prefix = unique('CO');
  const mug = await product(f, prefix, 10, 4);
  const candle = await product(f, prefix, 7, 2.5);
  const card = await product(f, prefix, 0, 1.25, { trackInventory: false });
  const box = await kit(f, prefix, [
    { item: mug.item, quantity: 2 },
    { item: candle.item, quantity: 1 },
    { item: card.item, quantity: 3 },
  ]);
  return { prefix, mug, candle, card, box };
}

/** Places a checkout (as the Northwind brand user, with a new Idempotency-Key unless told). */
export const placeCheckout = (
  f: OrderFixtures,
  body: Record<string, unknown>,
  options: { token?: string; key?: string | null } = {},
) =>
  f.t.request('POST', PLACE, {
    token: options.token ?? f.brand,
    body: { projectId: f.project.id, shipmentAddress: shipTo, ...body },
    headers: options.key === null ? {} : { 'idempotency-key': options.key ?? unique('key') },
  });

/** Northwind Shop's catalogue searched for `search`. */
export const catalogueOf = (f: OrderFixtures, search: string, token = f.brand, extra = '') =>
  f.t.request('GET', `${CATALOGUE}?projectId=${f.project.id}&search=${encodeURIComponent(search)}${extra}`, {
    token,
  });
