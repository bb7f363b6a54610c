/**
 * The checkout's catalogue over HTTP (issue 16): items and kits with what they map to, availability
 * at the storefront's warehouse (a kit's: the whole kits its scarcest component covers; untracked
 * items always) and price (wholesale; a kit's: its components' × per-kit quantity, rounded once),
 * unmapped products listed but not orderable, ignored ones left out, paged; the storefront's
 * requested services; another vendor's storefront is unknown (404), a user without the permission 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontProducts } from '../../server/db/schema';
import { breakfastBox, CATALOGUE, catalogueOf, kit, product, SERVICES } from './checkout-fixtures';
import { startTestApp } from './harness';
import { orderFixtures, unique, type OrderFixtures } from './order-fixtures';

let f: OrderFixtures;

beforeAll(async () => {
  f = await orderFixtures(await startTestApp());
});
afterAll(() => f.t.close());

describe('the catalogue', () => {
  it('lists items and kits with what they map to, availability and price', async () => {
    const { prefix, mug, card, box } = await breakfastBox(f);
    const res = await catalogueOf(f, prefix);
    expect(res.statusCode, res.body).toBe(200);
    const { total, items } = res.json();
    expect(total).toBe(4);
    const bySku = (sku: string) => items.find((p: { sku: string }) => p.sku === sku);
    expect(bySku(mug.sku)).toMatchObject({
      kind: 'item',
      mappedSku: mug.item.sku,
      available: 10,
      price: 4,
      orderable: true,
    });
    // Untracked items are always available.
    expect(bySku(card.sku)).toMatchObject({ kind: 'item', available: null, price: 1.25 });
    // 10 mugs cover 5 boxes, 7 candles 7: the mugs decide. 2 × $4 + $2.50 + 3 × $1.25.
    expect(bySku(box.sku)).toMatchObject({
      kind: 'kit',
      mappedTo: `Kit ${prefix}`,
      available: 5,
      price: 14.25,
      orderable: true,
    });
    expect(bySku(box.sku).components).toEqual([
      { sku: mug.item.sku, name: mug.item.item, perKit: '2', available: 10 },
      expect.objectContaining({ perKit: '1', available: 7 }),
      expect.objectContaining({ perKit: '3', available: null }),
    ]);
  });

  it('prices a fractional kit exactly, rounded once; pages; leaves out ignored and marks unmapped products', async () => {
    const prefix = unique('CF');
    const sugar = await product(f, prefix, 10, 1);
    // One kit takes a third of a unit: $1 / 3 → $0.33, and 10 units cover 30 kits.
    const third = await kit(f, prefix, [{ item: sugar.item, quantity: 1, unitsPerItemUnit: 3 }]);
    await product(f, prefix, 5, 9, { ignored: true });
    const unmapped = `${prefix}-LOOSE`;
    await f.t.database.db
      .insert(storefrontProducts)
      .values({ projectId: f.project.id, sku: unmapped, name: `Zz ${unmapped}` });
    const all = (await catalogueOf(f, prefix)).json();
    expect(all.total).toBe(3);
    expect(all.items.find((p: { sku: string }) => p.sku === third.sku)).toMatchObject({
      price: 0.33,
      available: 30,
    });
    expect(all.items.find((p: { sku: string }) => p.sku === unmapped)).toMatchObject({
      mappedTo: null,
      orderable: false,
      notOrderable: 'Not mapped',
      price: null,
    });
    const page2 = (await catalogueOf(f, prefix, f.brand, '&page=2&perPage=2')).json();
    expect(page2.total).toBe(3);
    expect(page2.items).toHaveLength(1);
  });

  it('the requested services of the storefront, and whether it has a default route', async () => {
    const res = await f.t.request('GET', `${SERVICES}?projectId=${f.project.id}`, { token: f.brand });
    expect(res.statusCode, res.body).toBe(200);
    // The demo's active "Standard" mapping; "Priority" is inactive. The fixtures add a catch-all.
    expect(res.json()).toEqual({ requestedServices: ['Standard'], hasDefault: true });
  });

  it('a bad query answers 400 per field', async () => {
    const res = await f.t.request('GET', `${CATALOGUE}?projectId=x&perPage=1000`, { token: f.brand });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['perPage', 'projectId']);
  });
});

describe('who may see a catalogue', () => {
  it('another vendor’s storefront is unknown (404); its own users see it', async () => {
    const other = f.bluepeakProject.id;
    const list = await f.t.request('GET', `${CATALOGUE}?projectId=${other}`, { token: f.brand });
    expect(list.statusCode).toBe(404);
    const services = await f.t.request('GET', `${SERVICES}?projectId=${other}`, { token: f.brand });
    expect(services.statusCode).toBe(404);
    const theirs = await f.t.request('GET', `${CATALOGUE}?projectId=${other}`, { token: f.bluepeak });
    expect(theirs.statusCode).toBe(200);
  });

  it('without orders.checkout.view: 403', async () => {
    expect((await catalogueOf(f, 'x', f.warehouse)).statusCode).toBe(403);
    const services = await f.t.request('GET', `${SERVICES}?projectId=${f.project.id}`, {
      token: f.warehouse,
    });
    expect(services.statusCode).toBe(403);
  });
});
