/**
 * The shipping tool connector against the fake of ShipStation API v1 (server/integrations/
 * shipping-tool/fake-server.ts) on a local port, over real HTTP: Basic auth with the key and secret,
 * every page of the products, inactive records asked for too, a refused key, a 429 waited out once
 * (the wait recorded, not slept), an unreachable tool, and an answer of another shape refused with a
 * message naming the call and the field. The demo's in-process account answers the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHIPPING_TOOL_URL } from '../../src/domain/contracts/shipping-tool';
import { createShippingToolConnector } from '../../server/integrations/shipping-tool/connector';
import { DEMO_SHIPPING_TOOL_CREDENTIALS } from '../../server/integrations/shipping-tool/demo-account';
import {
  createFakeShipStation,
  type FakeProduct,
  type FakeShipStation,
} from '../../server/integrations/shipping-tool/fake-server';
import {
  MAX_RATE_LIMIT_WAIT_SECONDS,
  ShippingToolError,
} from '../../server/integrations/shipping-tool/transport';

const credentials = { apiKey: 'ss-key', apiSecret: 'ss-secret' };
const product = (n: number, active = true): FakeProduct => ({
  productId: 9000 + n,
  sku: `SKU-${String(n).padStart(3, '0')}`,
  name: ` Product ${n} `,
  price: 10 + n / 4,
  weightOz: 3.25,
  active,
});

let fake: FakeShipStation;
let baseUrl: string;
const waits: number[] = [];
const connector = (overrides: Partial<typeof credentials> = {}, pageSize = 2) =>
  createShippingToolConnector(
    { baseUrl, ...credentials, ...overrides },
    { pageSize, wait: async (ms) => void waits.push(ms) },
  );

beforeAll(async () => {
  fake = createFakeShipStation({
    ...credentials,
    data: {
      stores: [
        { storeId: 1, storeName: 'Web Shop', marketplaceId: 26, marketplaceName: 'Shopify', active: true },
        { storeId: 2, storeName: 'Old eBay', marketplaceId: 3, marketplaceName: 'eBay', active: false },
      ],
      products: [product(1), product(2), product(3), product(4, false), product(5)],
      tags: [
        { tagId: 7, name: 'VIP', color: '#7c3aed' },
        { tagId: 8, name: 'Odd colour', color: 'red' },
      ],
    },
  });
  baseUrl = await fake.listen();
});
afterAll(() => fake.close());

describe('the ShipStation v1 calls', () => {
  it('reads every page of the products, inactive ones too, with Basic auth', async () => {
    fake.requests.length = 0;
    const products = await connector().products();
    expect(products.map((p) => p.sku)).toEqual(['SKU-001', 'SKU-002', 'SKU-003', 'SKU-004', 'SKU-005']);
    expect(products[0]).toEqual({
      externalId: '9001',
      sku: 'SKU-001',
      name: 'Product 1',
      price: 10.25,
      weightOz: 3.25,
      active: true,
    });
    expect(products.find((p) => p.sku === 'SKU-004')!.active).toBe(false);
    expect(fake.requests.map((r) => [r.path, r.query.page, r.query.pageSize, r.query.showInactive])).toEqual([
      ['/products', '1', '2', 'true'],
      ['/products', '2', '2', 'true'],
      ['/products', '3', '2', 'true'],
    ]);
    expect(fake.requests.every((r) => r.authorized)).toBe(true);
  });

  it('reads the stores and the tags as Dockhand keeps them', async () => {
    expect(await connector().stores()).toEqual([
      { externalId: '1', name: 'Web Shop', marketplace: 'Shopify', active: true },
      { externalId: '2', name: 'Old eBay', marketplace: 'eBay', active: false },
    ]);
    expect(await connector().tags()).toEqual([
      { externalId: '7', name: 'VIP', color: '#7C3AED', active: true },
      { externalId: '8', name: 'Odd colour', color: null, active: true },
    ]);
  });

  it('names the refused key and secret (401)', async () => {
    const refused = connector({ apiSecret: 'wrong' }).stores();
    await expect(refused).rejects.toBeInstanceOf(ShippingToolError);
    await expect(refused).rejects.toThrow('The shipping tool refused the key and secret.');
    expect(fake.requests.at(-1)!.authorized).toBe(false);
  });

  it('waits the seconds a 429 asks for, then tries once more', async () => {
    waits.length = 0;
    fake.limitNextRequests(7);
    expect(await connector().tags()).toHaveLength(2);
    expect(waits).toEqual([7000]);

    // Twice over the limit: the sync fails with the reason, after one wait.
    waits.length = 0;
    fake.limitNextRequests(2, 2);
    await expect(connector().stores()).rejects.toThrow(/still limiting requests/);
    expect(waits).toEqual([2000]);
  });

  it('bounds the wait a 429 asks for', async () => {
    waits.length = 0;
    fake.limitNextRequests(3600);
    await connector().stores();
    expect(waits).toEqual([MAX_RATE_LIMIT_WAIT_SECONDS * 1000]);
  });

  it('refuses an answer of another shape with a message naming the call and the field', async () => {
    fake.answerNextWith('/stores', [{ storeId: '12', storeName: 'Web Shop', active: true }]);
    await expect(connector().stores()).rejects.toThrow(
      "The shipping tool's answer to GET /stores is not what ShipStation v1 sends: [0].storeId must be a number.",
    );
    fake.answerNextWith('/products', { items: [] });
    await expect(connector().products()).rejects.toThrow(
      /answer to GET \/products \(page 1\) is not what ShipStation v1 sends: products is missing/,
    );
    fake.answerNextWith('/accounts/listtags', { tags: [] });
    await expect(connector().tags()).rejects.toThrow(/GET \/accounts\/listtags .*the answer must be a list/);
  });

  it('names an unreachable tool and a wrong base URL', async () => {
    const gone = createShippingToolConnector({ baseUrl: 'http://127.0.0.1:9', ...credentials });
    await expect(gone.stores()).rejects.toThrow(/could not be reached at 127\.0\.0\.1:9/);
    const wrongPath = createShippingToolConnector({ baseUrl: `${baseUrl}/v2`, ...credentials });
    await expect(wrongPath.tags()).rejects.toThrow(/has no GET \/accounts\/listtags: check the base URL/);
  });
});

describe('the demo account', () => {
  it('answers in-process at demo://shipstation with the demo key', async () => {
    const demo = createShippingToolConnector({
      baseUrl: DEMO_SHIPPING_TOOL_URL,
      ...DEMO_SHIPPING_TOOL_CREDENTIALS,
    });
    expect((await demo.stores()).map((s) => s.name)).toContain('Northwind Shopify');
    expect((await demo.products()).length).toBeGreaterThan(3);
    const refused = createShippingToolConnector({
      baseUrl: DEMO_SHIPPING_TOOL_URL,
      apiKey: 'someone-else',
      apiSecret: 'x',
    });
    await expect(refused.tags()).rejects.toThrow('The shipping tool refused the key and secret.');
  });
});
