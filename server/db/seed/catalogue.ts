/**
 * The catalogue: vendor items, storefront products mapped to them (and some nobody mapped yet), order
 * groups, order tags, ship-code mappings and the vendors' onboarding stages. Reference data, inserted
 * as it is at the start of the demo history.
 */
import { eq } from 'drizzle-orm';
import {
  orderTags,
  projects,
  shipCodeMappings,
  storefrontOrderGroups,
  storefrontProducts,
  stores,
  vendorProducts,
  vendors,
  vendorStatuses,
} from '../schema';
import type { SeedContext } from './context';
import { demoProducts, forcedHoldSkus, productWarehouse } from './demo-data';

export type VendorProduct = typeof vendorProducts.$inferSelect;

/** Builds the catalogue; answers the vendor items, oldest first. */
export async function buildCatalogue(ctx: SeedContext): Promise<VendorProduct[]> {
  const { tx, vendorId, warehouseId } = ctx;
  const projectRows = await tx.select().from(projects).orderBy(projects.id);
  const storeRows = await tx.select().from(stores).orderBy(stores.id);
  const project = (clientCode: string) => projectRows.find((p) => p.clientCode === clientCode)!;

  const productRows = await tx
    .insert(vendorProducts)
    .values(
      Object.entries(demoProducts).flatMap(([code, list]) =>
        list.map(([sku, item, type, price, weight, inventoryStatus]) => ({
          vendorId: vendorId(code),
          warehouseId: warehouseId(productWarehouse[code]!),
          sku,
          item,
          barcode: sku === 'NWG-MUG-11' ? '860001000016' : sku === 'NWG-TOTE-CAN' ? '860001000023' : null,
          description: `${item} — ${code === 'NWG' ? 'home goods' : code === 'BPO' ? 'outdoor gear' : code === 'KTC' ? 'pantry' : 'skincare'}`,
          type,
          itemUnit: type === 'Packaging' ? 'BX' : 'E',
          wholesalePrice: price,
          factoringPercentage: code === 'KTC' ? 80 : null,
          weight,
          inventoryStatus,
          ...ctx.stamp(),
        })),
      ),
    )
    .returning();
  const productsOf = (vId: number) => productRows.filter((p) => p.vendorId === vId);

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
          onFulfillmentHold: forcedHoldSkus.includes(vp.sku),
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

  return productRows;
}
