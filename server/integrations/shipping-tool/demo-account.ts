/**
 * The demo's shipping tool account (base URL demo://shipstation): Northwind Shop's ShipStation, served
 * by the fake (fake-server.ts) inside the server process, since the demo has no network. Its stores,
 * products and tags are the demo storefront's own, plus what a real account holds beside them: a store
 * Dockhand has no store for (Etsy), a closed eBay store, the gift set kit, a mug set Dockhand has
 * not listed yet, a retired mug, and tags Dockhand has no order tag for.
 */
import { createFakeShipStation, type FakeShipStation, type FakeShipStationData } from './fake-server';
import type { FetchLike } from './transport';

export const DEMO_SHIPPING_TOOL_CREDENTIALS = {
  apiKey: 'demo-shipstation-key',
  apiSecret: 'demo-shipstation-secret',
} as const;

export function demoShipStationData(): FakeShipStationData {
  return {
    stores: [
      {
        storeId: 21101,
        storeName: 'Northwind Shopify',
        marketplaceId: 26,
        marketplaceName: 'Shopify',
        active: true,
      },
      {
        storeId: 21102,
        storeName: 'Northwind Amazon',
        marketplaceId: 2,
        marketplaceName: 'Amazon',
        active: true,
      },
      {
        storeId: 21103,
        storeName: 'Northwind Etsy',
        marketplaceId: 31,
        marketplaceName: 'Etsy',
        active: true,
      },
      {
        storeId: 21104,
        storeName: 'Northwind eBay (closed)',
        marketplaceId: 3,
        marketplaceName: 'eBay',
        active: false,
      },
    ],
    products: [
      {
        productId: 7850011,
        sku: 'NWG-SHOP-MUG-11',
        name: 'Stoneware Mug 11oz',
        price: 18,
        weightOz: 14.4,
        active: true,
      },
      {
        productId: 7850012,
        sku: 'NWG-SHOP-TOTE-CAN',
        name: 'Canvas Tote Bag',
        price: 14,
        weightOz: 6.4,
        active: true,
      },
      {
        productId: 7850013,
        sku: 'NWG-SHOP-CANDLE-CED',
        name: 'Cedar & Smoke Candle 8oz',
        price: 24,
        weightOz: 17.6,
        active: true,
      },
      {
        productId: 7850014,
        sku: 'NWG-SHOP-THROW-WL',
        name: 'Wool Throw Blanket',
        price: 89,
        weightOz: 51.2,
        active: true,
      },
      {
        productId: 7850015,
        sku: 'NWG-SHOP-GIFT-SET',
        name: 'Gift Set — Mug & Candle',
        price: 29,
        weightOz: 32,
        active: true,
      },
      {
        productId: 7850017,
        sku: 'NWG-SHOP-MUG-SET4',
        name: 'Stoneware Mug Set of 4',
        price: 62,
        weightOz: 57.6,
        active: true,
      },
      {
        productId: 7850016,
        sku: 'NWG-SHOP-MUG-15',
        name: 'Stoneware Mug 15oz (retired)',
        price: 21,
        weightOz: 17.1,
        active: false,
      },
    ],
    tags: [
      { tagId: 44101, name: 'VIP', color: '#7C3AED' },
      { tagId: 44102, name: 'Gift', color: '#DB2777' },
      { tagId: 44103, name: 'Rush', color: '#DC2626' },
      { tagId: 44104, name: 'Wholesale', color: '#0EA5E9' },
      { tagId: 44105, name: 'Amazon Prime', color: '#FF9900' },
    ],
  };
}

let demo: FakeShipStation | null = null;

/** The in-process fetch of the demo account (one per process, made on first use). */
export function demoShippingToolFetch(): FetchLike {
  demo ??= createFakeShipStation({ ...DEMO_SHIPPING_TOOL_CREDENTIALS, data: demoShipStationData() });
  return demo.fetch;
}
