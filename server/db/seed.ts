/**
 * The demo data set: every role of spec §6 with a demo user, vendors with their own users,
 * warehouses (one run in the external system, wmsType 2), projects with stores, manufacturing
 * vendors and content templates; then a modest, realistic set of business records for every
 * resource (orders, purchase orders, shipments, products and stock, billing, reports, tickets,
 * automations, 3PL and IRMS lists, manufacturing, docs). Runs once, on an empty database, in one
 * transaction of bulk inserts.
 */
import { count, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { seedCommunications } from '../modules/communications/communications.seed';
import { applyDirectUpdate } from '../modules/inventory/direct-updates';
import { StockLedger } from '../modules/inventory/stock-ledger';
import { add, compare, fromAmount, multiply, sum, toAmount } from '../../src/domain/money';
import { orderIntakeSchema } from '../../src/domain/resources/order.schema';
import { placeHolds } from '../modules/orders/order-holds';
import { intakeInTransaction } from '../modules/orders/order-intake.service';
import { sendWithin, shipWithin } from '../modules/orders/order-fulfilment.service';
import { saveOrder } from '../modules/orders/order-records';
import type { Db, Tx } from './client';
import { DEMO_PASSWORD, demoLogins, extraVendorLogins } from './demo-logins';
import {
  automationContents,
  automations,
  billsOfMaterials,
  changelogEntries,
  contentTemplates,
  directInventoryUpdates,
  fulfillmentOrders,
  generatedReports,
  irmsCustomerOrders,
  irmsPurchaseOrders,
  knowledgebaseGroups,
  knowledgebasePages,
  ledgerEntries,
  manualShipments,
  manufacturingVendors,
  orderBillingEntries,
  orderReturns,
  orders,
  orderTags,
  packingLists,
  projects,
  ptcFiles,
  purchaseOrders,
  rateCards,
  rndProjects,
  shipCodeMappings,
  storefrontOrderGroups,
  storefrontProducts,
  stores,
  tickets,
  tplAdjustments,
  tplBillingCodes,
  tplCarriers,
  tplCarrierServices,
  tplCustomers,
  tplFacilities,
  tplReceivers,
  tplUnitsOfMeasure,
  users,
  vendorInvoices,
  vendorProducts,
  vendorStatuses,
  warehouseProductLocations,
  vendors,
  warehouses,
  warehouseShipments,
  workOrders,
} from './schema';
import type { LineItem } from './schema/columns';

const demoVendors = [
  { code: 'NWG', name: 'Northwind Goods', fulfillmentType: 'LogisticsVendor', status: 'Onboarded' },
  { code: 'BPO', name: 'Bluepeak Outdoors', fulfillmentType: 'LogisticsVendor', status: 'Onboarded' },
  { code: 'KTC', name: 'Kettle & Crumb', fulfillmentType: 'NonLogisticsVendor', status: 'InProgress' },
  { code: 'LUM', name: 'Lumen Skincare', fulfillmentType: 'LogisticsVendor', status: 'InProgress' },
];

const demoWarehouses = [
  { code: 'DAL', fullName: 'Dallas Distribution Center', wmsType: 1 },
  { code: 'RNO', fullName: 'Reno Fulfillment Center', wmsType: 1 },
  { code: 'CMH', fullName: 'Columbus Cross-Dock', wmsType: 1 },
  { code: 'MEM', fullName: 'Memphis (external 3PL)', wmsType: 2 },
];

/** project name, client code, vendor code, warehouse code, store names */
const demoProjects: [string, string, string, string, string[]][] = [
  ['Northwind Shop', 'NWG-SHOP', 'NWG', 'DAL', ['Northwind Shopify', 'Northwind Amazon']],
  ['Northwind Wholesale', 'NWG-WHSL', 'NWG', 'RNO', ['Northwind B2B Portal']],
  ['Bluepeak Direct', 'BPO-DTC', 'BPO', 'RNO', ['Bluepeak Shopify', 'Bluepeak Walmart']],
  ['Kettle & Crumb Subscriptions', 'KTC-SUB', 'KTC', 'CMH', ['Kettle Subscriptions']],
  ['Lumen Online', 'LUM-WEB', 'LUM', 'MEM', ['Lumen WooCommerce', 'Lumen Legacy (ignored)']],
];

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

/** Seeds the demo data set when the database has no users yet; answers whether it did. */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const vendorRows = await tx.insert(vendors).values(demoVendors).returning();
    const warehouseRows = await tx.insert(warehouses).values(demoWarehouses).returning();
    const vendorId = (code: string) => vendorRows.find((v) => v.code === code)!.id;
    const warehouseId = (code: string) => warehouseRows.find((w) => w.code === code)!.id;

    for (const [name, clientCode, vendorCode, warehouseCode, storeNames] of demoProjects) {
      const [project] = await tx
        .insert(projects)
        .values({ name, clientCode, vendorId: vendorId(vendorCode), warehouseId: warehouseId(warehouseCode) })
        .returning();
      await tx.insert(stores).values(
        storeNames.map((storeName) => ({
          name: storeName,
          projectId: project!.id,
          shouldIgnoreIt: storeName.includes('(ignored)'),
        })),
      );
    }

    const manufacturingRows = await tx
      .insert(manufacturingVendors)
      .values([
        { name: 'Precision Pack Co.', isThirdParty: true },
        { name: 'In-house Kitting', isThirdParty: false },
      ])
      .returning();
    const templateRows = await tx
      .insert(contentTemplates)
      .values([
        {
          name: 'Order shipped',
          description: 'Sent to the end customer when an order ships',
          subject: 'Your order {{orderNumber}} is on its way',
          content:
            'Hello {{shipToName}}, your order {{orderNumber}} shipped with tracking {{trackingNumber}}.',
          visibleToEndUsers: true,
        },
        {
          name: 'Order held',
          description: 'Sent to the vendor when an order is put on hold',
          subject: 'Order {{orderNumber}} is on hold',
          content: 'Order {{orderNumber}} was put on hold: {{holdReason}}.',
        },
      ])
      .returning();

    const userRows = await tx
      .insert(users)
      .values(
        [...demoLogins, ...extraVendorLogins].map((login) => ({
          email: login.email,
          firstName: login.firstName,
          lastName: login.lastName,
          passwordHash,
          roles: [login.role],
          isManager: login.role === 'manager',
          accessVendorIds: login.vendorCodes?.map(vendorId) ?? null,
          accessWarehouseIds: login.warehouseCodes?.map(warehouseId) ?? null,
        })),
      )
      .returning({ id: users.id, email: users.email });

    await seedBusinessRecords(tx, {
      vendorId,
      warehouseId,
      userId: (email) => userRows.find((u) => u.email === email)!.id,
      manufacturingVendorIds: manufacturingRows.map((m) => m.id),
      templateIds: templateRows.map((t) => t.id),
    });
    await seedCommunications(tx, (email) => userRows.find((u) => u.email === email)!.id);
  });
  return true;
}

/** Test helper: ids of seeded rows by code. */
export async function vendorIdsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: vendors.id, code: vendors.code })
    .from(vendors)
    .where(inArray(vendors.code, codes));
  return new Map(rows.map((r) => [r.code, r.id]));
}

interface SeedRefs {
  vendorId(code: string): number;
  warehouseId(code: string): number;
  userId(email: string): string;
  manufacturingVendorIds: number[];
  templateIds: number[];
}

/** A small deterministic random source, so every seeded database holds the same demo data. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 24 * 3600_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** vendor code → [sku, item, type, unit price, weight lb, inventory status] */
const demoProducts: Record<string, [string, string, string, number, number, number][]> = {
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
const productWarehouse: Record<string, string> = { NWG: 'DAL', BPO: 'RNO', KTC: 'CMH', LUM: 'MEM' };

const customers: [string, string, string, string][] = [
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
const streets = ['Oak St', 'Maple Ave', 'Pine Rd', 'Cedar Ln', 'Elm St', 'Lakeview Dr', 'Hillcrest Ave'];

/** 30 orders: the status mix a busy storefront has on a normal day. */
const orderStatusMix = [
  ...Array<string>(8).fill('awaiting_shipment'),
  ...Array<string>(8).fill('shipped'),
  ...Array<string>(4).fill('on_hold'),
  ...Array<string>(4).fill('pending_fulfillment'),
  ...Array<string>(3).fill('awaiting_payment'),
  ...Array<string>(3).fill('cancelled'),
];

async function seedBusinessRecords(tx: Tx, refs: SeedRefs): Promise<void> {
  const random = prng(20240917);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const { vendorId, warehouseId, userId } = refs;

  const projectRows = await tx.select().from(projects).orderBy(projects.id);
  const storeRows = await tx.select().from(stores).orderBy(stores.id);
  const project = (clientCode: string) => projectRows.find((p) => p.clientCode === clientCode)!;

  // Vendor products, and their stock by location.
  const productRows = await tx
    .insert(vendorProducts)
    .values(
      Object.entries(demoProducts).flatMap(([code, list]) =>
        list.map(([sku, item, type, price, weight, inventoryStatus]) => ({
          vendorId: vendorId(code),
          warehouseId: warehouseId(productWarehouse[code]!),
          sku,
          item,
          description: `${item} — ${code === 'NWG' ? 'home goods' : code === 'BPO' ? 'outdoor gear' : code === 'KTC' ? 'pantry' : 'skincare'}`,
          type,
          itemUnit: type === 'Packaging' ? 'BX' : 'E',
          wholesalePrice: price,
          factoringPercentage: code === 'KTC' ? 80 : null,
          weight,
          inventoryStatus,
        })),
      ),
    )
    .returning();
  const productsOf = (vId: number) => productRows.filter((p) => p.vendorId === vId);

  // Opening stock, received through the stock ledger like any other (balance = sum of its ledger).
  const ledger = new StockLedger(tx, userId('warehouse@dockhand.test'));
  const opening = { kind: 'receipt', reason: 'Opening balance (demo data)' };
  for (const [i, p] of productRows.entries()) {
    const aisle = String.fromCharCode(65 + (i % 6));
    const qty = p.inventoryStatus === 0 ? 0 : p.inventoryStatus === 1 ? 12 : 140 + i * 7;
    if (qty === 0) continue;
    const place = { warehouseId: p.warehouseId!, vendorProductId: p.id };
    await ledger.add(
      {
        ...place,
        location: `${aisle}-${String(i + 1).padStart(2, '0')}-1`,
        lotNumber: `L${2400 + i}`,
        lpn: `LPN${100200 + i}`,
        expirationDate:
          p.sku.startsWith('KTC') || p.sku.startsWith('LUM')
            ? isoDay(new Date(now + (120 + i * 15) * DAY))
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
    await ledger.add(
      { warehouseId: warehouseId('RNO'), vendorProductId: p.id, location: 'R-01-1' },
      60,
      opening,
    );
  }
  await ledger.refreshInventoryStatus();

  // Storefront products mapped to the vendor's products; order tags.
  await tx.insert(storefrontProducts).values(
    projectRows.flatMap((p) =>
      productsOf(p.vendorId)
        .filter((vp) => vp.type === 'Stock Item')
        .map((vp, i) => ({
          projectId: p.id,
          name: vp.item,
          sku: `${p.clientCode}-${vp.sku.split('-').slice(1).join('-')}`,
          vendorProductId: i === 0 && p.clientCode === 'LUM-WEB' ? null : vp.id,
          onFulfillmentHold: vp.inventoryStatus === 0,
        })),
    ),
  );
  // Products a storefront lists under the vendor's own SKUs and nobody mapped yet: the
  // "auto-map by SKU" of /products-mapping maps all but the gift set, which has no vendor item.
  await tx.insert(storefrontProducts).values([
    { projectId: project('NWG-WHSL').id, name: 'Stoneware Mug 11oz — case of 12', sku: 'NWG-MUG-11' },
    { projectId: project('NWG-WHSL').id, name: 'Canvas Tote Bag — case of 20', sku: 'NWG-TOTE-CAN' },
    { projectId: project('NWG-WHSL').id, name: 'Holiday Gift Set', sku: 'NWG-GIFT-SET' },
    { projectId: project('BPO-DTC').id, name: 'Ridgeline 2P Tent (Walmart listing)', sku: 'BPO-TENT-2P' },
  ]);
  // Order groups: stores of one storefront whose orders are worked together.
  const storeId = (name: string) => storeRows.find((s) => s.name === name)!.id;
  await tx.insert(storefrontOrderGroups).values([
    {
      projectId: project('NWG-SHOP').id,
      name: 'Marketplaces',
      description: 'Marketplace orders: picked in one afternoon wave.',
      storeIds: [storeId('Northwind Amazon')],
    },
    {
      projectId: project('NWG-SHOP').id,
      name: 'All web orders',
      description: 'Every consumer store of the shop.',
      storeIds: [storeId('Northwind Shopify'), storeId('Northwind Amazon')],
    },
    {
      projectId: project('BPO-DTC').id,
      name: 'Retail partners',
      description: 'Walmart orders ship on their own routing guide.',
      storeIds: [storeId('Bluepeak Walmart')],
    },
    { projectId: project('LUM-WEB').id, name: 'Active stores', storeIds: [storeId('Lumen WooCommerce')] },
  ]);
  await tx.insert(orderTags).values(
    projectRows.flatMap((p) => [
      { projectId: p.id, name: 'VIP', color: '#7C3AED', useFor: null },
      { projectId: p.id, name: 'Gift', color: '#DB2777', useFor: null },
      { projectId: p.id, name: 'Rush', color: '#DC2626', useFor: null },
      { projectId: p.id, name: 'Missing SKU', color: '#F59E0B', useFor: 'MISSING_SKU' },
      { projectId: p.id, name: 'Not enough inventory', color: '#EA580C', useFor: 'NOT_ENOUGH_INVENTORY' },
      { projectId: p.id, name: 'Sent to fulfilment', color: '#2563EB', useFor: 'SENT_TO_FULFILLMENT' },
      { projectId: p.id, name: 'Fulfilled', color: '#16A34A', useFor: 'FULFILLED' },
    ]),
  );

  // Every storefront routes its orders through a catch-all ship-code mapping (the specific ones
  // further down name a requested service); without one an order is held CONFIG_ERROR.
  await tx.insert(shipCodeMappings).values(
    projectRows.map((p) => ({
      projectId: p.id,
      fulfillmentService: 'TPL',
      fulfillmentCarrierCode: 'UPS',
      fulfillmentCarrierName: 'UPS',
      fulfillmentServiceCode: 'GND',
      fulfillmentServiceName: 'UPS Ground',
    })),
  );

  // 30 storefront orders across projects, stores and statuses, made the way real ones are: through
  // intake (mapping, checks, holds), then the same actions people take (send, ship, hold, cancel),
  // so their stock allocations, fulfilment orders, holds and timelines are all consistent.
  const orderRows: (typeof orders.$inferSelect)[] = [];
  for (const [i, status] of orderStatusMix.entries()) {
    const p = projectRows[i % projectRows.length]!;
    const projectStores = storeRows.filter((s) => s.projectId === p.id && !s.shouldIgnoreIt);
    const store = projectStores[i % Math.max(projectStores.length, 1)];
    const [name, city, state, postcode] = customers[i % customers.length]!;
    const lines = productsOf(p.vendorId)
      .filter((vp) => vp.type === 'Stock Item')
      .filter((vp) => vp.inventoryStatus !== 0)
      .slice(0, 1 + (i % 3))
      .map((vp, n) => ({
        // Lumen's WooCommerce store sells under the vendor's own SKUs: intake maps them by SKU.
        sku: p.clientCode === 'LUM-WEB' ? vp.sku : `${p.clientCode}-${vp.sku.split('-').slice(1).join('-')}`,
        name: vp.item,
        quantity: 1 + ((i + n) % 3),
        unitPrice: toAmount(multiply(fromAmount(vp.wholesalePrice ?? 10), '2.2')),
      }));
    // Held orders get their problem the way real ones do: a product the storefront never mapped
    // (Northwind's gift set), more than the warehouse holds, or an address someone must check.
    if (status === 'on_hold' && p.clientCode === 'NWG-WHSL')
      lines.push({ sku: 'NWG-GIFT-SET', name: 'Holiday Gift Set', quantity: 1, unitPrice: 25 });
    else if (status === 'on_hold' && i % 2 === 1 && lines[0]) lines[0].quantity = 900;
    // Money in minor units (src/domain/money.ts): 7.25% tax rounded half away from zero.
    const subtotal = sum(lines.map((l) => multiply(fromAmount(l.unitPrice), l.quantity)));
    const shippingAmount = compare(subtotal, fromAmount(100)) > 0 ? 0 : 7.95;
    const taxAmount = toAmount(multiply(subtotal, '0.0725'));
    const orderTotal = toAmount(add(subtotal, fromAmount(shippingAmount), fromAmount(taxAmount)));
    const orderDate = new Date(now - (i * 23 + 2) * 3600_000);
    const paid = status !== 'awaiting_payment';
    const [first, last] = name.split(' ') as [string, string];
    const address = {
      name,
      addressLine1: `${100 + i * 7} ${pick(streets)}`,
      city,
      state,
      postcode,
      countryCode: 'US',
      email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
    };
    const { result } = await intakeInTransaction(
      tx,
      orderIntakeSchema.validateSync({
        orderNumber: `${p.clientCode.split('-')[0]}-${10420 + i}`,
        orderKey: `ok_${(0x5f3a1 + i * 7919).toString(16)}`,
        projectId: p.id,
        storeId: store?.id ?? null,
        orderDate,
        paymentDate: paid ? new Date(orderDate.getTime() + 60_000) : null,
        shipByDate: new Date(orderDate.getTime() + 2 * DAY),
        orderTotal,
        amountPaid: paid ? orderTotal : 0,
        shippingAmount,
        taxAmount,
        customerEmail: address.email,
        customerUsername: `${first.toLowerCase()}${last[0]!.toLowerCase()}${i}`,
        billTo: address,
        shipmentAddress: address,
        items: lines,
        advancedOptions: {
          customField1: i % 5 === 0 ? 'gift-message' : null,
          customField2: null,
          customField3: null,
        },
        requestedService: pick(['Standard', 'Expedited', 'Ground', 'Priority']),
        carrierCode: null,
        serviceCode: null,
        notes: status === 'on_hold' ? 'Waiting for stock or a SKU fix' : null,
        tags: i % 7 === 0 ? ['VIP'] : [],
      }),
      { channel: 'seed', userId: userId('admin@dockhand.test') },
    );
    let order = result.order;
    if (status === 'on_hold' && order.orderStatus !== 'on_hold')
      order = await placeHolds(
        tx,
        order,
        [{ type: 'address', reason: 'The carrier could not verify the street address' }],
        userId('manager@dockhand.test'),
      );
    if (
      (status === 'pending_fulfillment' || status === 'shipped') &&
      order.orderStatus === 'awaiting_shipment'
    )
      order = await sendWithin(tx, order.id);
    if (status === 'shipped' && order.orderStatus === 'pending_fulfillment') {
      order = await shipWithin(tx, order.id, {
        carrierCode: pick(['ups', 'usps', 'fedex']),
        serviceCode: pick(['ups_ground', 'usps_priority_mail', 'fedex_home_delivery']),
        trackingNumber: `1Z${(999000 + i * 37).toString()}${state}`,
      });
      // Demo history: it left the day after it was ordered, not the moment the seed ran.
      const shipDate = new Date(orderDate.getTime() + 28 * 3600_000);
      order = (await tx.update(orders).set({ shipDate }).where(eq(orders.id, order.id)).returning())[0]!;
      await tx.update(fulfillmentOrders).set({ shipDate }).where(eq(fulfillmentOrders.orderId, order.id));
    }
    if (status === 'cancelled')
      order = await saveOrder(
        tx,
        order,
        { orderStatus: 'cancelled' },
        {
          kind: 'action',
          action: 'cancel',
          userId: userId('manager@dockhand.test'),
          message: 'Cancelled: the customer cancelled',
        },
      );
    orderRows.push(order);
  }

  const shippedOf = (code: string) =>
    orderRows.find((o) => o.orderStatus === 'shipped' && o.vendorId === vendorId(code))!;
  // Two returns: Northwind's arrived and was restocked (through the ledger), Bluepeak's is on its way.
  const returnRows = await tx
    .insert(orderReturns)
    .values(
      ['NWG', 'BPO'].map((code, i) => {
        const o = shippedOf(code);
        const first = o.items[0] as LineItem & { wmsSku: string; vendorProductId: number };
        return {
          orderId: o.id,
          orderNumber: o.orderNumber,
          vendorId: o.vendorId,
          warehouseId: o.warehouseId!,
          receiveDate: i === 0 ? isoDay(new Date(now - DAY)) : null,
          createdAt: new Date(now - (i === 0 ? 4 : 1) * DAY),
          carrierCode: 'usps',
          serviceCode: 'usps_ground_advantage',
          trackingNumber: `9400111${2030 + i}`,
          confirmation: i === 0 ? 'full' : 'none',
          items: [
            {
              lineIndex: 0,
              sku: first.sku,
              name: first.name ?? null,
              wmsSku: first.wmsSku,
              vendorProductId: first.vendorProductId,
              quantity: 1,
              restockedQuantity: i === 0 ? 1 : 0,
              damagedQuantity: 0,
            },
          ],
          notes: i === 0 ? 'Customer changed their mind' : 'Arrived damaged, label printed',
        };
      }),
    )
    .returning();
  const restocked = returnRows[0]!;
  await ledger.add(
    {
      warehouseId: restocked.warehouseId,
      vendorProductId: Number(restocked.items[0]!.vendorProductId),
    },
    1,
    {
      kind: 'return',
      reason: `Returned on ${restocked.trackingNumber} (order ${restocked.orderNumber})`,
      source: { type: 'order_return', id: restocked.id },
    },
  );
  await ledger.refreshInventoryStatus();

  // Inbound: purchase orders and warehouse shipments.
  const line = (code: string, n: number, quantity: number) => {
    const vp = productsOf(vendorId(code))[n]!;
    return { sku: vp.sku, name: vp.item, quantity, unitPrice: vp.wholesalePrice, vendorProductId: vp.id };
  };
  const poRows = await tx
    .insert(purchaseOrders)
    .values([
      {
        orderNumber: 'PO-NWG-2041',
        vendorId: vendorId('NWG'),
        projectId: project('NWG-SHOP').id,
        warehouseId: warehouseId('DAL'),
        orderStatus: 0,
        expectedDate: isoDay(new Date(now + 9 * DAY)),
        shippingFee: 120,
        otherFees: 0,
        items: [line('NWG', 0, 600), line('NWG', 2, 240)],
        userNote: 'Holiday restock',
      },
      {
        orderNumber: 'PO-NWG-2036',
        vendorId: vendorId('NWG'),
        projectId: project('NWG-SHOP').id,
        warehouseId: warehouseId('DAL'),
        orderStatus: 6,
        expectedDate: isoDay(new Date(now - 40 * DAY)),
        shippingFee: 95.5,
        otherFees: 12,
        items: [line('NWG', 1, 400)],
      },
      {
        orderNumber: 'PO-BPO-0917',
        vendorId: vendorId('BPO'),
        projectId: project('BPO-DTC').id,
        warehouseId: warehouseId('RNO'),
        orderStatus: 1,
        expectedDate: isoDay(new Date(now - 2 * DAY)),
        shippingFee: 310,
        otherFees: 45,
        items: [line('BPO', 0, 80), line('BPO', 1, 60)],
        shippings: [
          {
            carrier: 'XPO Logistics',
            trackingNumber: 'XPO-558201',
            shipDate: isoDay(new Date(now - 6 * DAY)),
          },
        ],
      },
      {
        orderNumber: 'PO-BPO-0902',
        vendorId: vendorId('BPO'),
        projectId: project('BPO-DTC').id,
        warehouseId: warehouseId('RNO'),
        orderStatus: 3,
        expectedDate: isoDay(new Date(now - 20 * DAY)),
        shippingFee: 180,
        otherFees: 0,
        items: [line('BPO', 2, 150)],
      },
      {
        orderNumber: 'PO-KTC-0110',
        vendorId: vendorId('KTC'),
        projectId: project('KTC-SUB').id,
        warehouseId: warehouseId('CMH'),
        orderStatus: 2,
        type: 1,
        expectedDate: isoDay(new Date(now - 1 * DAY)),
        shippingFee: 60,
        otherFees: 0,
        items: [line('KTC', 2, 2000)],
      },
    ])
    .returning();
  await tx.insert(warehouseShipments).values([
    {
      type: 1,
      orderNumber: 'ASN-NWG-3310',
      vendorId: vendorId('NWG'),
      projectId: project('NWG-SHOP').id,
      toWarehouseId: warehouseId('DAL'),
      orderStatus: 'Shipped',
      customerRequested: true,
      expectedDate: isoDay(new Date(now + 2 * DAY)),
      items: [line('NWG', 3, 50)],
    },
    {
      type: 0,
      orderNumber: 'TR-NWG-0042',
      customReferenceNumber: 'WH-BAL-7',
      vendorId: vendorId('NWG'),
      fromWarehouseId: warehouseId('DAL'),
      toWarehouseId: warehouseId('RNO'),
      orderStatus: 'Received',
      receivedDate: new Date(now - 3 * DAY),
      expectedDate: isoDay(new Date(now - 4 * DAY)),
      items: [{ ...line('NWG', 0, 120), allocatedQuantity: 120, sentQuantity: 120, receivedQuantity: 120 }],
    },
    {
      type: 1,
      orderNumber: 'ASN-BPO-1207',
      vendorId: vendorId('BPO'),
      projectId: project('BPO-DTC').id,
      toWarehouseId: warehouseId('RNO'),
      orderStatus: 'Open',
      expectedDate: isoDay(new Date(now + 5 * DAY)),
      items: [line('BPO', 3, 300)],
    },
    {
      type: 2,
      orderNumber: 'PO-BPO-0917-B1',
      vendorId: vendorId('BPO'),
      purchaseOrderId: poRows[2]!.id,
      toWarehouseId: warehouseId('RNO'),
      orderStatus: 'AwaitingShipment',
      expectedDate: isoDay(new Date(now - 2 * DAY)),
      // A batch line points at its purchase-order line (poLineIndex): receiving moves the order's status.
      items: [{ ...line('BPO', 0, 40), poLineIndex: 0 }],
    },
    {
      type: 0,
      orderNumber: 'TR-KTC-0007',
      vendorId: vendorId('KTC'),
      fromWarehouseId: warehouseId('CMH'),
      toWarehouseId: warehouseId('DAL'),
      orderStatus: 'Draft',
      items: [line('KTC', 0, 200)],
    },
  ]);

  // Outbound: small parcels and bulk shipments.
  const addressOf = (i: number) => {
    const [name, city, state, postcode] = customers[i]!;
    return {
      name,
      addressLine1: `${40 + i} ${streets[i % streets.length]}`,
      city,
      state,
      postcode,
      countryCode: 'US',
    };
  };
  await tx.insert(manualShipments).values([
    {
      orderType: 'Ecom',
      orderStatus: 'Open',
      orderNumber: 'MS-NWG-501',
      vendorId: vendorId('NWG'),
      warehouseId: warehouseId('DAL'),
      shipmentAddress: addressOf(1),
      items: [line('NWG', 0, 2)],
    },
    {
      orderType: 'Wholesale',
      orderStatus: 'Shipped',
      orderNumber: 'MS-BPO-114',
      customReferenceNumber: 'REI-PO-88412',
      vendorId: vendorId('BPO'),
      warehouseId: warehouseId('RNO'),
      shipmentAddress: { ...addressOf(2), company: 'Trailhead Outfitters' },
      items: [line('BPO', 2, 24)],
      carrierCode: 'fedex',
      serviceCode: 'fedex_ground',
      trackingNumber: '7712 4410 9921',
      shipDate: new Date(now - 5 * DAY),
    },
    {
      orderType: 'Custom',
      orderStatus: 'Draft',
      orderNumber: 'MS-LUM-020',
      vendorId: vendorId('LUM'),
      warehouseId: warehouseId('MEM'),
      shipmentAddress: addressOf(4),
      items: [line('LUM', 0, 6)],
    },
    {
      orderType: 'BulkShipment',
      orderStatus: 'Open',
      orderNumber: '-',
      customReferenceNumber: 'Pop-up Dallas',
      vendorId: vendorId('NWG'),
      warehouseId: null,
      shipmentAddress: { ...addressOf(0), company: 'Northwind Pop-up', email: 'events@northwind.test' },
      items: [line('NWG', 1, 150), line('NWG', 0, 60)],
    },
    {
      orderType: 'TeamGift',
      orderStatus: 'AwaitingShipment',
      orderNumber: 'TG-BPO-03',
      vendorId: vendorId('BPO'),
      warehouseId: warehouseId('RNO'),
      shipmentAddress: addressOf(3),
      items: [line('BPO', 3, 30)],
    },
  ]);

  // Direct inventory updates, recorded at each item's first location and applied through the ledger.
  const directUpdates = [
    {
      code: 'NWG',
      item: 0,
      type: 'add',
      quantity: 24,
      ref: 'CC-2024-118',
      note: 'Cycle count found an extra case',
      by: 'warehouse@dockhand.test',
    },
    {
      code: 'BPO',
      item: 1,
      type: 'set',
      quantity: 12,
      ref: 'CC-2024-121',
      note: 'Recount after damage',
      by: 'warehouse@dockhand.test',
    },
    {
      code: 'KTC',
      item: 2,
      type: 'remove',
      quantity: 6,
      ref: 'DMG-0031',
      note: 'Broken jars',
      by: 'admin@dockhand.test',
    },
  ] as const;
  for (const u of directUpdates) {
    const product = productsOf(vendorId(u.code))[u.item]!;
    const [first] = await tx
      .select()
      .from(warehouseProductLocations)
      .where(eq(warehouseProductLocations.vendorProductId, product.id))
      .orderBy(warehouseProductLocations.id)
      .limit(1);
    const [row] = await tx
      .insert(directInventoryUpdates)
      .values({
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
        createdBy: userId(u.by),
      })
      .returning();
    const byUser = new StockLedger(tx, userId(u.by));
    await applyDirectUpdate(tx, byUser, row!);
    await byUser.refreshInventoryStatus();
  }

  // Packing lists of outbound shipments, printable at /warehouses/packing-lists.
  await tx.insert(packingLists).values([
    {
      vendorId: vendorId('NWG'),
      warehouseId: warehouseId('DAL'),
      referenceNumber: 'PL-NWG-1001',
      shipTo: addressOf(0),
      items: [
        { sku: 'NWG-MUG-11', name: 'Stoneware Mug 11oz', quantity: 48, cartons: 4, weight: 43.2 },
        { sku: 'NWG-TOTE-CAN', name: 'Canvas Tote Bag', quantity: 40, cartons: 2, weight: 16 },
      ],
      notes: 'Mugs are double boxed: this side up.',
    },
    {
      vendorId: vendorId('BPO'),
      warehouseId: warehouseId('RNO'),
      referenceNumber: 'PL-BPO-0410',
      shipTo: addressOf(1),
      items: [
        { sku: 'BPO-TENT-2P', name: 'Ridgeline 2P Tent', quantity: 6, cartons: 6, weight: 27.6 },
        { sku: 'BPO-STOVE-CMP', name: 'Trail Camp Stove', quantity: 12, cartons: 1, weight: 15.6 },
      ],
      notes: null,
    },
    {
      vendorId: vendorId('KTC'),
      warehouseId: warehouseId('CMH'),
      referenceNumber: 'PL-KTC-0077',
      shipTo: addressOf(2),
      items: [{ sku: 'KTC-GRAN-OAT', name: 'Maple Oat Granola 12oz', quantity: 60, cartons: 3, weight: 48 }],
      notes: 'Food: keep dry.',
    },
  ]);

  // Billing.
  await tx.insert(rateCards).values([
    {
      name: 'UPS Ground (house rates)',
      vendorId: null,
      carrierCode: 'ups',
      serviceCode: 'ups_ground',
      tplCarrierCode: 'UPS',
      tplServiceCode: 'GND',
      rates: [
        { upToWeight: 1, rate: 9.4 },
        { upToWeight: 5, rate: 12.85 },
        { upToWeight: 10, rate: 16.2 },
      ],
    },
    {
      name: 'Northwind USPS Priority',
      vendorId: vendorId('NWG'),
      carrierCode: 'usps',
      serviceCode: 'usps_priority_mail',
      rates: [
        { upToWeight: 1, rate: 8.1 },
        { upToWeight: 3, rate: 10.6 },
      ],
    },
    {
      name: 'Bluepeak FedEx Home',
      vendorId: vendorId('BPO'),
      carrierCode: 'fedex',
      serviceCode: 'fedex_home_delivery',
      rateWeightUnit: 'LBS',
      rates: [
        { upToWeight: 5, rate: 11.9 },
        { upToWeight: 20, rate: 19.75 },
      ],
    },
  ]);
  const invoiceRows = await tx
    .insert(vendorInvoices)
    .values([
      {
        vendorId: vendorId('NWG'),
        invoiceNumber: 'INV-NWG-0007',
        type: 'InvoiceGenerated',
        status: 'Sent',
        invoiceDate: isoDay(new Date(now - 12 * DAY)),
        dueDate: isoDay(new Date(now + 18 * DAY)),
        periodStart: isoDay(new Date(now - 42 * DAY)),
        periodEnd: isoDay(new Date(now - 13 * DAY)),
        total: 4180.55,
      },
      {
        vendorId: vendorId('BPO'),
        invoiceNumber: 'INV-BPO-0005',
        type: 'InvoiceUploaded',
        status: 'Paid',
        invoiceExcelUrl: 'https://files.dockhand.test/invoices/INV-BPO-0005.xlsx',
        invoiceDate: isoDay(new Date(now - 30 * DAY)),
        total: 2875.1,
      },
      {
        vendorId: vendorId('KTC'),
        invoiceNumber: 'INV-KTC-0002',
        type: 'InvoiceGenerated',
        status: 'Draft',
        total: 612.4,
      },
    ])
    .returning();
  await tx.insert(orderBillingEntries).values([
    {
      vendorId: vendorId('NWG'),
      warehouseId: warehouseId('DAL'),
      entryDate: isoDay(new Date(now - 14 * DAY)),
      singleUnitCharge: 0.45,
      numberOfUnits: 3120,
      chargeLabel: 'Pallet storage — September',
      chargeType: 'Storage',
      type: 'Storage',
      invoiceId: invoiceRows[0]!.id,
      refNum: 'STG-09',
    },
    {
      vendorId: vendorId('NWG'),
      warehouseId: warehouseId('DAL'),
      entryDate: isoDay(new Date(now - 3 * DAY)),
      singleUnitCharge: 35,
      numberOfUnits: 2.5,
      chargeLabel: 'Kitting labour (gift sets)',
      chargeType: 'Labor',
      type: 'Other',
    },
    {
      vendorId: vendorId('BPO'),
      warehouseId: warehouseId('RNO'),
      entryDate: isoDay(new Date(now - 6 * DAY)),
      singleUnitCharge: 65,
      numberOfUnits: 1,
      chargeLabel: 'Account setup',
      chargeType: 'Administrative',
      type: 'Other',
    },
    {
      vendorId: vendorId('BPO'),
      warehouseId: warehouseId('RNO'),
      entryDate: isoDay(new Date(now - 2 * DAY)),
      singleUnitCharge: 1.1,
      numberOfUnits: 80,
      chargeLabel: 'Receiving PO-BPO-0917',
      chargeType: 'Receiving',
      type: 'Receipt',
      refNum: 'PO-BPO-0917',
    },
    {
      vendorId: vendorId('KTC'),
      warehouseId: null,
      entryDate: isoDay(new Date(now - 1 * DAY)),
      singleUnitCharge: 25,
      numberOfUnits: 1,
      chargeLabel: 'Label reprint',
      chargeType: 'Administrative',
      type: 'Other',
    },
  ]);
  await tx.insert(ptcFiles).values([
    {
      vendorId: vendorId('NWG'),
      name: 'UPS pass-through — August',
      invoiceExcelUrl: 'https://files.dockhand.test/ptc/nwg-2024-08.xlsx',
      periodStart: isoDay(new Date(now - 60 * DAY)),
      periodEnd: isoDay(new Date(now - 30 * DAY)),
      total: 1322.4,
    },
    {
      vendorId: vendorId('BPO'),
      name: 'Freight pass-through — August',
      invoiceExcelUrl: 'https://files.dockhand.test/ptc/bpo-2024-08.xlsx',
      total: 845,
    },
  ]);
  await tx.insert(ledgerEntries).values([
    { code: 'ADV', name: 'Advance' },
    { code: 'FEE', name: 'Factoring fee' },
    { code: 'RES', name: 'Reserve release' },
    { code: 'CHB', name: 'Chargeback' },
    { code: 'INT', name: 'Interest' },
  ]);

  // Reports.
  const week = { dateFilter: 'this-week', dateType: 'orderDate', startDate: null, endDate: null };
  await tx.insert(generatedReports).values([
    {
      type: 'OrderedStorefrontItemsReport',
      name: 'Northwind items this week',
      status: 'Ready',
      projectId: project('NWG-SHOP').id,
      vendorId: vendorId('NWG'),
      filters: {
        ...week,
        storefrontIds: [],
        includeManualShipments: false,
        whatStores: 'notHidden',
        orderStatus: 'shipped',
      },
      requestedBy: userId('brand@northwind.test'),
      fileUrl: 'https://files.dockhand.test/reports/nwg-items.csv',
      completedAt: new Date(now - 3600_000),
    },
    {
      type: 'StorefrontShippedCount',
      name: 'Bluepeak shipments count',
      status: 'Requested',
      projectId: project('BPO-DTC').id,
      vendorId: vendorId('BPO'),
      filters: { startDate: isoDay(new Date(now - 7 * DAY)), endDate: isoDay(new Date(now)) },
      requestedBy: userId('brand@bluepeak.test'),
    },
    {
      type: 'WarehouseItemsInOutReport',
      name: 'Reno in/out — last month',
      status: 'Processing',
      warehouseId: warehouseId('RNO'),
      filters: {
        tplFacilityId: null,
        tplCustomerId: null,
        startDate: isoDay(new Date(now - 30 * DAY)),
        endDate: isoDay(new Date(now)),
      },
      requestedBy: userId('warehouse@dockhand.test'),
    },
    {
      type: 'FactoringFinanceInvoiceReport',
      name: 'Kettle & Crumb factoring',
      status: 'Failed',
      vendorId: vendorId('KTC'),
      filters: { vendorId: vendorId('KTC'), warehouseId: null, startDate: null, endDate: null },
      requestedBy: userId('admin@dockhand.test'),
      error: 'No invoices in the period',
    },
  ]);

  // Support tickets.
  await tx.insert(tickets).values([
    {
      name: 'Tracking numbers missing on Amazon orders',
      description: 'Since Monday our Amazon orders ship without tracking being pushed back.',
      type: 'Bug Report',
      priority: 3,
      status: 'InProgress',
      vendorId: vendorId('NWG'),
      createdBy: userId('brand@northwind.test'),
      collaboratorUserIds: [userId('manager@dockhand.test')],
    },
    {
      name: 'Add a gift-message field to bulk shipments',
      type: 'New Feature',
      priority: 2,
      status: 'Open',
      vendorId: vendorId('BPO'),
      createdBy: userId('brand@bluepeak.test'),
    },
    {
      name: 'Dock door 3 scanner drops connection',
      description: 'Handheld on door 3 in Reno disconnects every ~20 minutes.',
      type: 'General Support',
      priority: 4,
      status: 'Open',
      vendorId: null,
      createdBy: userId('warehouse@dockhand.test'),
      putIntoBackLog: false,
    },
    {
      name: 'Invoice PDF shows wrong period',
      type: 'Bug Report',
      priority: 2,
      status: 'Resolved',
      vendorId: vendorId('NWG'),
      createdBy: userId('brand@northwind.test'),
    },
  ]);

  // Automations and what they sent.
  const [shippedTemplate, heldTemplate] = refs.templateIds;
  const automationRows = await tx
    .insert(automations)
    .values([
      {
        name: 'Shipping confirmation (Northwind)',
        projectId: project('NWG-SHOP').id,
        contentTemplateId: shippedTemplate,
        onEvent: 'OrderShipped',
        type: 'Email',
        fromEvent: true,
      },
      {
        name: 'Hold alert to account managers',
        projectId: null,
        contentTemplateId: heldTemplate,
        onEvent: 'OrderHeld',
        type: 'Email',
        fromEvent: false,
        recipients: 'accounts@dockhand.test',
      },
      {
        name: 'Bluepeak shipping confirmation',
        projectId: project('BPO-DTC').id,
        contentTemplateId: shippedTemplate,
        onEvent: 'OrderShipped',
        enabled: false,
      },
    ])
    .returning();
  const shippedNwg = orderRows
    .filter((o) => o.orderStatus === 'shipped' && o.vendorId === vendorId('NWG'))
    .slice(0, 2);
  await tx.insert(automationContents).values([
    ...shippedNwg.map((o) => ({
      automationId: automationRows[0]!.id,
      contentTemplateId: shippedTemplate,
      projectId: o.projectId,
      recipient: o.customerEmail!,
      subject: `Your order ${o.orderNumber} is on its way`,
      content: `Hello ${(o.shipmentAddress as { name?: string }).name}, your order ${o.orderNumber} shipped with tracking ${o.trackingNumber}.`,
      status: 'Sent',
      sentAt: o.shipDate,
    })),
    {
      automationId: automationRows[1]!.id,
      contentTemplateId: heldTemplate,
      projectId: null,
      recipient: 'accounts@dockhand.test',
      subject: 'Order on hold',
      content: 'An order was put on hold: NOT_ENOUGH_INVENTORY.',
      status: 'Failed',
      error: 'SMTP server refused the connection',
    },
  ]);

  // Administration.
  const stageRows = await tx
    .insert(vendorStatuses)
    .values([
      { name: 'Lead', trelloListId: '5f1a0c01', sortOrder: 1 },
      { name: 'Contract sent', trelloListId: '5f1a0c02', vendorStartedState: true, sortOrder: 2 },
      { name: 'Integration & first ASN', trelloListId: '5f1a0c03', vendorStartedState: true, sortOrder: 3 },
      { name: 'Live', trelloListId: '5f1a0c04', vendorOnboardedState: true, sortOrder: 4 },
      { name: 'Declined', trelloListId: '5f1a0c05', vendorDeniedState: true, sortOrder: 5 },
    ])
    .returning();
  // Each demo vendor's onboarding stage (Onboarding Status); Lumen, still a lead, shows a stage
  // that differs from what its status alone would say.
  for (const [code, stage] of [
    ['NWG', 'Live'],
    ['BPO', 'Live'],
    ['KTC', 'Integration & first ASN'],
    ['LUM', 'Lead'],
  ] as const) {
    const vendorStatusId = stageRows.find((s) => s.name === stage)!.id;
    await tx
      .update(vendors)
      .set({ vendorStatusId })
      .where(eq(vendors.id, vendorId(code)));
  }
  await tx.insert(shipCodeMappings).values([
    {
      projectId: project('NWG-SHOP').id,
      orderCarrierCode: 'ups',
      orderServiceCode: 'ups_ground',
      requestedService: 'Standard',
      fulfillmentService: 'TPL',
      fulfillmentCarrierCode: 'UPS',
      fulfillmentCarrierName: 'UPS',
      fulfillmentServiceCode: 'GND',
      fulfillmentServiceName: 'UPS Ground',
    },
    {
      projectId: project('NWG-SHOP').id,
      orderCarrierCode: 'usps',
      orderServiceCode: 'usps_priority_mail',
      requestedService: 'Priority',
      fulfillmentService: 'TPL',
      fulfillmentCarrierCode: 'USPS',
      fulfillmentServiceCode: 'PRI',
      fulfillmentServiceName: 'USPS Priority',
      active: false,
    },
    {
      projectId: project('BPO-DTC').id,
      orderCarrierCode: 'fedex',
      orderServiceCode: 'fedex_home_delivery',
      requestedService: 'Ground',
      fulfillmentService: 'IRMS',
      fulfillmentCarrierCode: 'FDXH',
      fulfillmentServiceName: 'FedEx Home Delivery',
      customFields: [{ name: 'signature', value: 'none' }],
    },
    {
      projectId: project('LUM-WEB').id,
      orderCarrierCode: 'usps',
      orderServiceCode: 'usps_ground_advantage',
      requestedService: 'Standard',
      fulfillmentService: 'TPL',
      overrideToUseManualFulfill: true,
    },
  ]);

  // The external 3PL system's lists (the Memphis warehouse runs on it).
  const carrierRows = await tx
    .insert(tplCarriers)
    .values([
      {
        externalId: 'C-UPS',
        name: 'UPS',
        description: 'United Parcel Service',
        shipStationCarrierCode: 'ups',
      },
      {
        externalId: 'C-FDX',
        name: 'FedEx',
        description: 'FedEx Ground and Express',
        shipStationCarrierCode: 'fedex',
      },
      {
        externalId: 'C-USPS',
        name: 'USPS',
        description: 'United States Postal Service',
        shipStationCarrierCode: 'stamps_com',
      },
    ])
    .returning();
  await tx.insert(tplCarrierServices).values([
    { carrierId: carrierRows[0]!.id, code: 'GND', name: 'UPS Ground', shipStationServiceCode: 'ups_ground' },
    {
      carrierId: carrierRows[0]!.id,
      code: '2DA',
      name: 'UPS 2nd Day Air',
      shipStationServiceCode: 'ups_2nd_day_air',
    },
    {
      carrierId: carrierRows[1]!.id,
      code: 'FHD',
      name: 'FedEx Home Delivery',
      shipStationServiceCode: 'fedex_home_delivery',
    },
    {
      carrierId: carrierRows[2]!.id,
      code: 'PRI',
      name: 'USPS Priority Mail',
      shipStationServiceCode: 'usps_priority_mail',
    },
  ]);
  await tx.insert(tplBillingCodes).values([
    { carrierId: carrierRows[0]!.id, code: 'UPS-RES', name: 'Residential surcharge' },
    { carrierId: null, code: 'PICK-EA', name: 'Pick per each', description: 'Charged per unit picked' },
    { carrierId: null, code: 'RCV-CTN', name: 'Receiving per carton' },
  ]);
  await tx.insert(tplUnitsOfMeasure).values([
    { externalId: 'U1', code: 'EA', name: 'Each' },
    { externalId: 'U2', code: 'CS', name: 'Case' },
    { externalId: 'U3', code: 'PL', name: 'Pallet' },
  ]);
  const facilityRows = await tx
    .insert(tplFacilities)
    .values([
      { externalId: 'F-102', name: 'Memphis Building 2', code: 'MEM2', warehouseId: warehouseId('MEM') },
    ])
    .returning();
  const customerRows = await tx
    .insert(tplCustomers)
    .values([
      { externalId: 'CU-881', name: 'Lumen Skincare LLC', vendorId: vendorId('LUM') },
      { externalId: 'CU-905', name: 'Bluepeak Outdoors Inc', vendorId: vendorId('BPO') },
    ])
    .returning();
  await tx.insert(tplReceivers).values([
    {
      orderNumber: 'RCV-LUM-0031',
      vendorId: vendorId('LUM'),
      toWarehouseId: warehouseId('MEM'),
      expectedDate: isoDay(new Date(now + 4 * DAY)),
      createPackingSlip: true,
      items: [line('LUM', 0, 500), line('LUM', 1, 300)],
    },
    {
      orderNumber: 'RCV-BPO-0012',
      vendorId: vendorId('BPO'),
      fromWarehouseId: warehouseId('RNO'),
      toWarehouseId: warehouseId('MEM'),
      status: 'Sent',
      externalId: 'R-7781',
      items: [line('BPO', 3, 96)],
    },
  ]);
  await tx.insert(tplAdjustments).values([
    {
      externalId: 'ADJ-5521',
      facilityId: facilityRows[0]!.id,
      customerId: customerRows[0]!.id,
      vendorId: vendorId('LUM'),
      warehouseId: warehouseId('MEM'),
      sku: 'LUM-SER-VC',
      quantity: -4,
      reason: 'Damaged in storage',
      adjustedAt: new Date(now - 5 * DAY),
    },
    {
      externalId: 'ADJ-5530',
      facilityId: facilityRows[0]!.id,
      customerId: customerRows[1]!.id,
      vendorId: vendorId('BPO'),
      warehouseId: warehouseId('MEM'),
      sku: 'BPO-BTL-1L',
      quantity: 12,
      reason: 'Found in cycle count',
      adjustedAt: new Date(now - 2 * DAY),
    },
  ]);

  // The IRMS system's orders.
  await tx.insert(irmsPurchaseOrders).values([
    {
      externalId: 'IP-44120',
      orderNumber: 'IRMS-PO-NWG-77',
      status: 'Open',
      vendorId: vendorId('NWG'),
      warehouseId: warehouseId('DAL'),
      supplierName: 'Ceramica Guadalajara',
      orderDate: new Date(now - 8 * DAY),
      expectedDate: isoDay(new Date(now + 12 * DAY)),
      items: [line('NWG', 0, 1200)],
      syncedAt: new Date(now - 3600_000),
    },
    {
      externalId: 'IP-44131',
      orderNumber: 'IRMS-PO-BPO-19',
      status: 'Received',
      vendorId: vendorId('BPO'),
      warehouseId: warehouseId('RNO'),
      supplierName: 'Alpine Textiles',
      orderDate: new Date(now - 25 * DAY),
      items: [line('BPO', 1, 200)],
      syncedAt: new Date(now - 3600_000),
    },
  ]);
  await tx.insert(irmsCustomerOrders).values([
    {
      externalId: 'IC-90012',
      orderNumber: 'IRMS-CO-NWG-5501',
      status: 'Shipped',
      vendorId: vendorId('NWG'),
      warehouseId: warehouseId('DAL'),
      customerName: 'Crate & Hearth Stores',
      orderDate: new Date(now - 4 * DAY),
      shipDate: new Date(now - 2 * DAY),
      items: [line('NWG', 2, 48)],
      syncedAt: new Date(now - 3600_000),
    },
    {
      externalId: 'IC-90020',
      orderNumber: 'IRMS-CO-BPO-3307',
      status: 'Open',
      vendorId: vendorId('BPO'),
      warehouseId: warehouseId('RNO'),
      customerName: 'Trailhead Outfitters',
      orderDate: new Date(now - 1 * DAY),
      items: [line('BPO', 2, 36)],
      syncedAt: new Date(now - 3600_000),
    },
  ]);

  // Manufacturing.
  const bomRows = await tx
    .insert(billsOfMaterials)
    .values([
      {
        name: 'Gift Set — Mug & Candle',
        type: 'Kit',
        vendorId: vendorId('NWG'),
        warehouseId: warehouseId('DAL'),
        items: [line('NWG', 0, 1), line('NWG', 2, 1), line('NWG', 4, 1)],
      },
      {
        name: 'Camp Kit — Stove & Bottle',
        type: 'Kit',
        vendorId: vendorId('BPO'),
        warehouseId: warehouseId('RNO'),
        items: [line('BPO', 2, 1), line('BPO', 3, 2)],
      },
    ])
    .returning();
  await tx.insert(workOrders).values([
    {
      orderNumber: 'WO-1001',
      type: 'Internal',
      assembleType: 'Assemble',
      status: 'InProgress',
      vendorId: vendorId('NWG'),
      warehouseId: warehouseId('DAL'),
      billOfMaterialsId: bomRows[0]!.id,
      manufacturingVendorId: refs.manufacturingVendorIds[1] ?? null,
      quantity: 250,
      dueDate: isoDay(new Date(now + 6 * DAY)),
    },
    {
      orderNumber: 'WO-2001',
      type: 'ThirdParty',
      assembleType: 'Assemble',
      status: 'Open',
      vendorId: vendorId('BPO'),
      warehouseId: warehouseId('RNO'),
      billOfMaterialsId: bomRows[1]!.id,
      manufacturingVendorId: refs.manufacturingVendorIds[0] ?? null,
      purchaseOrderId: poRows[2]!.id,
      quantity: 120,
    },
  ]);
  await tx.insert(rndProjects).values([
    {
      name: 'Holiday Candle Trio',
      vendorId: vendorId('NWG'),
      warehouseId: warehouseId('DAL'),
      items: [line('NWG', 2, 3), line('NWG', 4, 1)],
      quantity: 1,
      quantityToOrder: 500,
      otherFees: 320,
      percentMarkup: 45,
      unitWeight: 3.4,
    },
    {
      name: 'Ultralight Tent v2',
      vendorId: vendorId('BPO'),
      warehouseId: null,
      items: [],
      quantity: 1,
      quantityToOrder: 0,
      otherFees: 0,
      percentMarkup: 38.5,
      unitWeight: 1.35,
      unitWeightMetric: true,
    },
  ]);

  // Docs.
  const groupRows = await tx
    .insert(knowledgebaseGroups)
    .values([
      {
        name: 'Getting Started',
        slug: 'getting-started',
        description: 'Finding your way around Dockhand',
        sortOrder: 1,
      },
      {
        name: 'Warehouse Operations',
        slug: 'warehouse-operations',
        description: 'Receiving, stock and shipping',
        sortOrder: 2,
        visibleToRoles: ['developer', 'superadmin', 'admin', 'manager', 'warehouse-manager'],
      },
      {
        name: 'For Brands',
        slug: 'for-brands',
        description: 'Guides for our clients',
        sortOrder: 3,
        visibleToRoles: ['developer', 'superadmin', 'admin', 'manager', 'vendor'],
      },
    ])
    .returning();
  await tx.insert(knowledgebasePages).values([
    {
      groupId: groupRows[0]!.id,
      name: 'Your first day',
      slug: 'your-first-day',
      content: '# Your first day\n\nSign in, pick your warehouse, and open the Vendor Orders list.',
      sortOrder: 1,
    },
    {
      groupId: groupRows[0]!.id,
      name: 'Filters and saved views',
      slug: 'filters-and-saved-views',
      content: 'Every list keeps its filters in the address bar, so you can bookmark and share it.',
      sortOrder: 2,
    },
    {
      groupId: groupRows[1]!.id,
      name: 'Receiving an ASN',
      slug: 'receiving-an-asn',
      content: 'Scan the ASN number, count each carton, record lot and expiry where the item has them.',
      sortOrder: 1,
    },
    {
      groupId: groupRows[2]!.id,
      name: 'Sending us inventory',
      slug: 'sending-us-inventory',
      content: 'Create an ASN before your freight leaves, so we can receive it the day it arrives.',
      sortOrder: 1,
    },
    {
      groupId: groupRows[2]!.id,
      name: 'Draft: returns policy',
      slug: 'draft-returns-policy',
      content: 'Work in progress.',
      sortOrder: 2,
      published: false,
    },
  ]);
  await tx.insert(changelogEntries).values([
    {
      name: 'Version 0.9.4',
      content: 'Direct inventory updates can set a count; orders list remembers your columns.',
      publishedAt: new Date(now - 2 * DAY),
    },
    {
      name: 'Version 0.9.3',
      content: 'Bulk shipments can wait for a warehouse; faster vendor orders list.',
      publishedAt: new Date(now - 20 * DAY),
    },
  ]);
}
