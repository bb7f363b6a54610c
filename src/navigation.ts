/**
 * The navigation, grouped by the areas of spec §2. An entry shows only when the user holds one of its
 * permissions (or roles); an entry with neither is open to every signed-in user.
 */
import type { ScreenContract } from './domain/contracts/contract';
import { apiLogsContract } from './domain/contracts/api-logs';
import { automationContentsContract } from './domain/contracts/automation-contents';
import { automationsContract } from './domain/contracts/automations';
import { billOfMaterialsContract } from './domain/contracts/bill-of-materials';
import { changelogContract } from './domain/contracts/changelog';
import { contentTemplatesContract } from './domain/contracts/content-templates';
import { directInventoryUpdatesContract } from './domain/contracts/direct-inventory-updates';
import { fulfillmentOrdersContract } from './domain/contracts/fulfillment-orders';
import { generatedReportsContract } from './domain/contracts/generated-reports';
import { irmsCustomerOrdersContract } from './domain/contracts/irms-customer-orders';
import { irmsPurchaseOrdersContract } from './domain/contracts/irms-purchase-orders';
import { knowledgebaseGroupsContract } from './domain/contracts/knowledgebase-groups';
import { knowledgebasePagesContract } from './domain/contracts/knowledgebase-pages';
import { logActionsContract } from './domain/contracts/log-actions';
import { manualShipmentsContract } from './domain/contracts/manual-shipments';
import {
  addCustomChargeScreenPath,
  orderBillingEntriesContract,
} from './domain/contracts/order-billing-entries';
import { activityRateCardsContract } from './domain/contracts/activity-rate-cards';
import { ptcFilesContract } from './domain/contracts/ptc-files';
import { rateCardsContract } from './domain/contracts/rate-cards';
import { orderGroupsContract } from './domain/contracts/order-groups';
import { orderReturnsContract } from './domain/contracts/order-returns';
import { orderTagsContract } from './domain/contracts/order-tags';
import { ordersContract } from './domain/contracts/orders';
import { packingListsContract } from './domain/contracts/packing-lists';
import { poContract } from './domain/contracts/purchase-orders';
import { projectsContract } from './domain/contracts/projects';
import { rndProjectsContract } from './domain/contracts/rnd-projects';
import { shipCodeMappingsContract } from './domain/contracts/ship-code-mappings';
import { storefrontProductsContract } from './domain/contracts/storefront-products';
import { SHIPPING_TOOL_LIST_PERMISSIONS } from './domain/contracts/shipping-tool';
import { storesContract } from './domain/contracts/stores';
import { systemLogsContract } from './domain/contracts/system-logs';
import { ticketsContract } from './domain/contracts/tickets';
import { tplAdjustmentsContract } from './domain/contracts/tpl-adjustments';
import { tplBillingCodesContract } from './domain/contracts/tpl-billing-codes';
import { tplCarrierServicesContract } from './domain/contracts/tpl-carrier-services';
import { tplCarriersContract } from './domain/contracts/tpl-carriers';
import { tplCustomersContract } from './domain/contracts/tpl-customers';
import { tplFacilitiesContract } from './domain/contracts/tpl-facilities';
import { tplUnitsOfMeasureContract } from './domain/contracts/tpl-units-of-measure';
import { tplReceiversContract } from './domain/contracts/tpl-receivers';
import { usersContract } from './domain/contracts/users';
import { vendorInvoicesContract } from './domain/contracts/vendor-invoices';
import { vendorProductsContract } from './domain/contracts/vendor-products';
import { vendorStatusContract } from './domain/contracts/vendor-status';
import { vendorsContract } from './domain/contracts/vendors';
import { warehouseProductLocationsContract } from './domain/contracts/warehouse-product-locations';
import { bulkShipmentScreenContract } from './domain/contracts/bulk-shipments';
import { asnScreenContract, transferScreenContract } from './domain/contracts/warehouse-shipments';
import { warehousesContract } from './domain/contracts/warehouses';
import { WMS_CONNECTION_PERMISSION, WMS_DRIFT_VIEW_PERMISSION } from './domain/contracts/wms-connections';
import { workOrdersContract } from './domain/contracts/work-orders';
import { manufacturingVendorsContract } from './domain/contracts/manufacturing-vendors';

export interface NavEntry {
  label: string;
  href: string;
  /** Any one of these permissions shows the entry. */
  anyOf?: readonly string[];
  roles?: readonly string[];
  /** Other path prefixes that belong to this entry (its screens outside its own path). */
  also?: readonly string[];
  /** A live count shown beside the label (the layout supplies the numbers). */
  badge?: NavBadge;
}

/** unseenChangelog: entries published since the user last opened the changelog (issue 19). */
export type NavBadge = 'unreadMessages' | 'unseenChangelog';

export interface NavGroup {
  label: string;
  entries: readonly NavEntry[];
}

/**
 * The entry of a contract's screen: its path, and who sees it (the screen's menu access, or whoever
 * may read the rows).
 */
function screenEntry(label: string, contract: ScreenContract, extra: Partial<NavEntry> = {}): NavEntry {
  const { path, menu } = contract.screen;
  return {
    label,
    href: path,
    ...(menu?.roles ? { roles: menu.roles } : {}),
    ...(menu?.roles && !menu.anyOf ? {} : { anyOf: menu?.anyOf ?? contract.permissions.view }),
    ...extra,
  };
}

export const navigation: readonly NavGroup[] = [
  {
    label: 'General',
    entries: [
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Communications', href: '/communications', badge: 'unreadMessages' },
      {
        label: 'Onboarding Status',
        href: '/onboarding',
        anyOf: ['clients.view', 'clients.manage'],
        roles: ['vendor'],
      },
      // A ticket's page and the create form sit beside the list (/support/tickets/all), not under it.
      screenEntry('Support tickets', ticketsContract, { also: ['/support/tickets'] }),
    ],
  },
  {
    label: 'Orders',
    entries: [
      screenEntry('Storefront Orders', ordersContract, {
        // An order's page and Create Order belong to the orders list, not to Vendor Orders' /orders prefix.
        also: ['/orders/details', '/orders/create'],
      }),
      { label: 'Vendor Orders', href: '/orders', anyOf: ordersContract.permissions.view },
      { label: 'Has Inventory', href: '/orders/unhold-recs', anyOf: ['orders.unhold'] },
      { label: 'Recommended Splits', href: '/orders/split-recs', anyOf: ['orders.split'] },
      { label: 'Checkout', href: '/orders/checkout', anyOf: ['orders.checkout.view'] },
      {
        label: 'Simulate meal-kit order',
        href: '/orders/simulate-meal-kit',
        anyOf: ['orders.simulateMealKit'],
      },
      screenEntry('Fulfillment Orders', fulfillmentOrdersContract),
      screenEntry('Returns', orderReturnsContract),
    ],
  },
  {
    label: 'Warehouse',
    entries: [
      screenEntry('Warehouses', warehousesContract),
      screenEntry('Vendor Items', vendorProductsContract),
      { label: 'Inventory', href: '/warehouses/inventory', anyOf: ['items.view'] },
      screenEntry('Inventory by Location', warehouseProductLocationsContract),
      { label: 'Inventory Tracking Off', href: '/warehouses/itemsWithOffset', anyOf: ['items.view'] },
      screenEntry('Direct Inventory Updates', directInventoryUpdatesContract),
      screenEntry('Packing lists', packingListsContract),
      { label: 'SKU Maintenance', href: '/skuMaintenance', anyOf: ['other.skuMaintenance'] },
      { label: 'Stock integrity', href: '/warehouses/inventory/integrity', anyOf: ['inventory.integrity'] },
    ],
  },
  {
    label: 'Shipments',
    entries: [
      screenEntry('Purchase Orders', poContract, {
        // A purchase order's receiving flow lives at /warehouses/shipments/{id}/create.
        also: ['/warehouses/shipments'],
      }),
      screenEntry('Advance Ship Notices', asnScreenContract, {
        // The spec's confirm route is plural: /warehouses/advancedShipNotices/{id}/confirm.
        also: ['/warehouses/advancedShipNotices'],
      }),
      screenEntry('Warehouse Transfers', transferScreenContract),
      screenEntry('Bulk Shipments', bulkShipmentScreenContract),
      screenEntry('Small Parcel Shipments', manualShipmentsContract),
    ],
  },
  {
    label: 'Manufacturing',
    entries: [
      screenEntry('Work orders', workOrdersContract),
      {
        label: 'Shortage plan',
        href: '/manufacturing/shortage-plan',
        anyOf: ['manufacturing.workOrders.view'],
      },
      screenEntry('Bills of materials', billOfMaterialsContract),
      screenEntry('R&D projects', rndProjectsContract),
      screenEntry('Manufacturing vendors', manufacturingVendorsContract),
    ],
  },
  {
    label: 'Billing',
    entries: [
      screenEntry('Client Invoices', vendorInvoicesContract),
      screenEntry('Billing Ledger', orderBillingEntriesContract),
      {
        label: 'Add Custom Charge',
        href: addCustomChargeScreenPath,
        anyOf: orderBillingEntriesContract.permissions.create,
      },
      screenEntry('PTC files', ptcFilesContract),
      screenEntry('Activity rate cards', activityRateCardsContract),
      screenEntry('Carrier rate cards', rateCardsContract),
    ],
  },
  {
    label: 'Reports',
    entries: [
      screenEntry('Generated reports', generatedReportsContract),
      {
        label: 'Storefront Product Statistics',
        href: '/products',
        anyOf: ['reports.storefrontProductStats'],
      },
      { label: 'Inventory report', href: '/reports/inventory', anyOf: ['reports.warehouseProductStats'] },
      { label: 'Shipped report', href: '/reports/shipped', anyOf: ['reports.shippedCount'] },
      {
        label: 'Orders fulfilment report',
        href: '/reports/orders-fulfillment',
        anyOf: ['reports.orderFulfillment'],
      },
      { label: 'Products shipped', href: '/reports/products-shipped', anyOf: ['reports.orderedItems'] },
      {
        label: 'Products shipped (as ordered)',
        href: '/reports/products-om-shipped',
        anyOf: ['reports.orderedItems'],
      },
      { label: 'Factoring ledger', href: '/reports/factoring-ledger', anyOf: ['billing.factoringLedger'] },
    ],
  },
  {
    label: 'Integrations',
    entries: [
      screenEntry('Shipping code mappings', shipCodeMappingsContract),
      {
        label: 'Shipping tool stores',
        href: '/integrations/shipping-tool/stores',
        anyOf: [SHIPPING_TOOL_LIST_PERMISSIONS.stores],
      },
      {
        label: 'Shipping tool products',
        href: '/integrations/shipping-tool/products',
        anyOf: [SHIPPING_TOOL_LIST_PERMISSIONS.products],
      },
      {
        label: 'Shipping tool tags',
        href: '/integrations/shipping-tool/tags',
        anyOf: [SHIPPING_TOOL_LIST_PERMISSIONS.tags],
      },
      {
        label: '3PL WMS connections',
        href: '/integrations/tpl/connections',
        anyOf: [WMS_CONNECTION_PERMISSION],
      },
      { label: '3PL stock drift', href: '/integrations/tpl/drift', anyOf: [WMS_DRIFT_VIEW_PERMISSION] },
      screenEntry('3PL facilities', tplFacilitiesContract),
      screenEntry('3PL customers', tplCustomersContract),
      screenEntry('3PL carriers', tplCarriersContract),
      screenEntry('3PL shipment services', tplCarrierServicesContract),
      screenEntry('3PL units of measure', tplUnitsOfMeasureContract),
      screenEntry('3PL billing codes', tplBillingCodesContract),
      screenEntry('3PL adjustments', tplAdjustmentsContract),
      screenEntry('3PL receivers', tplReceiversContract),
      {
        label: 'IRMS connections',
        href: '/integrations/irms/connections',
        anyOf: [WMS_CONNECTION_PERMISSION],
      },
      screenEntry('IRMS purchase orders', irmsPurchaseOrdersContract),
      screenEntry('IRMS customer orders', irmsCustomerOrdersContract),
    ],
  },
  {
    label: 'Other',
    entries: [
      screenEntry('Order tags', orderTagsContract),
      screenEntry('Storefront products', storefrontProductsContract),
      screenEntry('Storefront order groups', orderGroupsContract),
      {
        label: 'Virtual orders',
        href: '/other/storefront/virtual-orders',
        anyOf: ['storefronts.massRetryVirtualOrders'],
      },
      screenEntry('Automations', automationsContract),
      screenEntry('Automation log', automationContentsContract),
      screenEntry('Content templates', contentTemplatesContract),
      screenEntry('API logs', apiLogsContract),
      screenEntry('User logs', logActionsContract),
      screenEntry('System logs', systemLogsContract),
    ],
  },
  {
    label: 'Administration',
    entries: [
      screenEntry('Vendors', vendorsContract),
      screenEntry('Vendor Status', vendorStatusContract),
      screenEntry('Storefronts', projectsContract),
      screenEntry('Stores', storesContract),
      screenEntry('Users', usersContract),
      { label: 'Products mapping', href: '/products-mapping', anyOf: ['storefronts.productsMapping'] },
    ],
  },
  {
    label: 'Docs',
    entries: [
      { label: 'Docs', href: '/docs' },
      { label: 'Changelog', href: '/changelog', badge: 'unseenChangelog' },
      // The editors of spec §2's docs: the knowledge base's pages and groups, and the changelog.
      screenEntry('Knowledge base pages', knowledgebasePagesContract),
      screenEntry('Knowledge base groups', knowledgebaseGroupsContract),
      screenEntry('Changelog entries', changelogContract),
    ],
  },
  {
    label: 'QA',
    entries: [{ label: 'Machine viewer', href: '/qa/machines', roles: ['developer', 'superadmin'] }],
  },
];

export interface NavUser {
  permissions: readonly string[];
  userRoles: readonly string[];
}

function isEntryVisible(entry: NavEntry, user: NavUser): boolean {
  if (!entry.anyOf && !entry.roles) return true;
  return (
    (entry.anyOf?.some((p) => user.permissions.includes(p)) ?? false) ||
    (entry.roles?.some((r) => user.userRoles.includes(r)) ?? false)
  );
}

/** The groups with only the entries this user may use; empty groups are dropped. */
export function visibleNavigation(user: NavUser): NavGroup[] {
  return navigation
    .map((group) => ({ ...group, entries: group.entries.filter((e) => isEntryVisible(e, user)) }))
    .filter((group) => group.entries.length > 0);
}

/** The entry to highlight: the one whose href (or other prefix) is the longest prefix of the path. */
export function activeHref(path: string, groups: readonly NavGroup[]): string | null {
  let best: { href: string; length: number } | null = null;
  for (const group of groups)
    for (const { href, also = [] } of group.entries)
      for (const prefix of [href, ...also])
        if ((path === prefix || path.startsWith(`${prefix}/`)) && (!best || prefix.length > best.length))
          best = { href, length: prefix.length };
  return best?.href ?? null;
}
