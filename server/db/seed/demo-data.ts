/** The demo data set's fixed content: vendors, warehouses, storefronts, products, customers. */

export const demoVendors = [
  { code: 'NWG', name: 'Northwind Goods', fulfillmentType: 'LogisticsVendor', status: 'Onboarded' },
  { code: 'BPO', name: 'Bluepeak Outdoors', fulfillmentType: 'LogisticsVendor', status: 'Onboarded' },
  { code: 'KTC', name: 'Kettle & Crumb', fulfillmentType: 'NonLogisticsVendor', status: 'InProgress' },
  { code: 'LUM', name: 'Lumen Skincare', fulfillmentType: 'LogisticsVendor', status: 'InProgress' },
];

export const demoWarehouses = [
  { code: 'DAL', fullName: 'Dallas Distribution Center', wmsType: 1 },
  { code: 'RNO', fullName: 'Reno Fulfillment Center', wmsType: 1 },
  { code: 'CMH', fullName: 'Columbus Cross-Dock', wmsType: 1 },
  { code: 'MEM', fullName: 'Memphis (external 3PL)', wmsType: 2 },
];

/** project name, client code, vendor code, warehouse code, store names */
export const demoProjects: [string, string, string, string, string[]][] = [
  ['Northwind Shop', 'NWG-SHOP', 'NWG', 'DAL', ['Northwind Shopify', 'Northwind Amazon']],
  ['Northwind Wholesale', 'NWG-WHSL', 'NWG', 'RNO', ['Northwind B2B Portal']],
  ['Bluepeak Direct', 'BPO-DTC', 'BPO', 'RNO', ['Bluepeak Shopify', 'Bluepeak Walmart']],
  ['Kettle & Crumb Subscriptions', 'KTC-SUB', 'KTC', 'CMH', ['Kettle Subscriptions']],
  ['Lumen Online', 'LUM-WEB', 'LUM', 'MEM', ['Lumen WooCommerce', 'Lumen Legacy (ignored)']],
];

/** vendor code → [sku, item, type, unit price, weight lb, inventory status] */
export const demoProducts: Record<string, [string, string, string, number, number, number][]> = {
  NWG: [
    ['NWG-MUG-11', 'Stoneware Mug 11oz', 'Stock Item', 8.5, 0.9, 2],
    ['NWG-TOTE-CAN', 'Canvas Tote Bag', 'Stock Item', 6.25, 0.4, 2],
    ['NWG-CANDLE-CED', 'Cedar & Smoke Candle 8oz', 'Stock Item', 11.0, 1.1, 1],
    ['NWG-THROW-WL', 'Wool Throw Blanket', 'Stock Item', 42.0, 3.2, 0],
    ['NWG-BOX-SM', 'Shipper Box Small', 'Packaging', 0.45, 0.2, 2],
  ],
  BPO: [
    ['BPO-TENT-2P', 'Ridgeline 2P Tent', 'Stock Item', 138.0, 4.6, 2],
    ['BPO-BAG-20F', 'Summit 20°F Sleeping Bag', 'Stock Item', 96.0, 2.9, 1],
    ['BPO-STOVE-CMP', 'Trail Camp Stove', 'Stock Item', 38.5, 1.3, 2],
    ['BPO-BTL-1L', 'Insulated Bottle 1L', 'Stock Item', 14.0, 0.8, 2],
  ],
  KTC: [
    ['KTC-GRAN-OAT', 'Maple Oat Granola 12oz', 'Stock Item', 5.1, 0.8, 2],
    ['KTC-COF-HB', 'House Blend Coffee 1lb', 'Stock Item', 7.8, 1.0, 2],
    ['KTC-JAR-16', 'Glass Jar 16oz', 'RawResource', 0.95, 0.6, 1],
  ],
  LUM: [
    ['LUM-SER-VC', 'Vitamin C Serum 30ml', 'Stock Item', 12.4, 0.3, 2],
    ['LUM-CRM-NT', 'Night Cream 50ml', 'Stock Item', 15.2, 0.4, 0],
  ],
};
/**
 * Products the storefronts must not ship (forced hold): Lumen's night cream, out of stock while it is
 * reformulated. Northwind's wool throw is out of stock too, but backordered: its orders wait for stock.
 */
export const forcedHoldSkus: readonly string[] = ['LUM-CRM-NT'];
export const productWarehouse: Record<string, string> = { NWG: 'DAL', BPO: 'RNO', KTC: 'CMH', LUM: 'MEM' };

export const customers: [string, string, string, string][] = [
  ['Olivia Bennett', 'Austin', 'TX', '78701'],
  ['Marcus Reed', 'Denver', 'CO', '80202'],
  ['Priya Shah', 'Seattle', 'WA', '98101'],
  ['Daniel Kim', 'Chicago', 'IL', '60601'],
  ['Sofia Alvarez', 'Miami', 'FL', '33130'],
  ['Ethan Walker', 'Portland', 'OR', '97205'],
  ['Hannah Cole', 'Nashville', 'TN', '37203'],
  ['Lucas Martin', 'Boston', 'MA', '02110'],
  ['Grace Liu', 'San Diego', 'CA', '92101'],
  ['Noah Fischer', 'Minneapolis', 'MN', '55401'],
];
export const streets = [
  'Oak St',
  'Maple Ave',
  'Pine Rd',
  'Cedar Ln',
  'Elm St',
  'Lakeview Dr',
  'Hillcrest Ave',
];

/** 30 orders: the status mix a busy storefront has on a normal day. */
export const orderStatusMix = [
  ...Array<string>(8).fill('awaiting_shipment'),
  ...Array<string>(8).fill('shipped'),
  ...Array<string>(4).fill('on_hold'),
  ...Array<string>(4).fill('pending_fulfillment'),
  ...Array<string>(3).fill('awaiting_payment'),
  ...Array<string>(3).fill('cancelled'),
];
