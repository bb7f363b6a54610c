/**
 * The navigation, grouped by the areas of spec §2. An entry shows only when the user holds one of its
 * permissions (or roles); an entry with neither is open to every signed-in user.
 */
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

export type NavBadge = 'unreadMessages';

export interface NavGroup {
  label: string;
  entries: readonly NavEntry[];
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
      {
        label: 'Support tickets',
        href: '/support/tickets/all',
        anyOf: ['support.tickets.viewAll', 'support.tickets.create'],
      },
    ],
  },
  {
    label: 'Orders',
    entries: [
      {
        label: 'Storefront Orders',
        href: '/all-orders',
        anyOf: ['orders.view'],
        // An order's page and Create Order belong to the orders list, not to Vendor Orders' /orders prefix.
        also: ['/orders/details', '/orders/create'],
      },
      { label: 'Vendor Orders', href: '/orders', anyOf: ['orders.view'] },
      { label: 'Has Inventory', href: '/orders/unhold-recs', anyOf: ['orders.unhold'] },
      { label: 'Recommended Splits', href: '/orders/split-recs', anyOf: ['orders.split'] },
      { label: 'Fulfillment Orders', href: '/fulfillment-orders', anyOf: ['orders.view'] },
      { label: 'Returns', href: '/orders/returns', anyOf: ['orders.returns.view'] },
    ],
  },
  {
    label: 'Warehouse',
    entries: [
      { label: 'Warehouses', href: '/warehouses', anyOf: ['warehouses.view'] },
      { label: 'Vendor Items', href: '/warehouses/items', anyOf: ['items.view'] },
      { label: 'Inventory', href: '/warehouses/inventory', anyOf: ['items.view'] },
      {
        label: 'Inventory by Location',
        href: '/warehouses/itemsByLocation',
        anyOf: ['items.inventoryByLocation'],
      },
      { label: 'Inventory Tracking Off', href: '/warehouses/itemsWithOffset', anyOf: ['items.view'] },
      { label: 'Direct Inventory Updates', href: '/warehouses/inventory/diu', anyOf: ['inventory.diu.view'] },
      {
        label: 'Packing lists',
        href: '/warehouses/packing-lists',
        anyOf: ['shipments.packingLists.view', 'shipments.packingLists.update'],
      },
      { label: 'SKU Maintenance', href: '/skuMaintenance', anyOf: ['other.skuMaintenance'] },
      { label: 'Stock integrity', href: '/warehouses/inventory/integrity', anyOf: ['inventory.integrity'] },
    ],
  },
  {
    label: 'Shipments',
    entries: [
      {
        label: 'Purchase Orders',
        href: '/warehouses/purchaseOrders',
        anyOf: ['warehouses.po.view'],
        // A purchase order's receiving flow lives at /warehouses/shipments/{id}/create.
        also: ['/warehouses/shipments'],
      },
      {
        label: 'Advance Ship Notices',
        href: '/warehouses/advancedShipNotice',
        anyOf: ['warehouses.asn.view'],
        // The spec's confirm route is plural: /warehouses/advancedShipNotices/{id}/confirm.
        also: ['/warehouses/advancedShipNotices'],
      },
      {
        label: 'Warehouse Transfers',
        href: '/warehouses/warehouseTransfers',
        anyOf: ['warehouses.transfers.view'],
      },
      { label: 'Bulk Shipments', href: '/warehouses/bulkShipments', anyOf: ['shipments.bulk.view'] },
      {
        label: 'Small Parcel Shipments',
        href: '/warehouses/manual-shipments',
        anyOf: ['shipments.parcel.view'],
      },
    ],
  },
  {
    label: 'Manufacturing',
    entries: [
      { label: 'Work orders', href: '/manufacturing/work-orders', anyOf: ['manufacturing.workOrders.view'] },
      {
        label: 'Bills of materials',
        href: '/manufacturing/billOfMaterials',
        anyOf: ['manufacturing.bom.view'],
      },
      { label: 'R&D projects', href: '/manufacturing/RnD/projects', anyOf: ['manufacturing.rnd.view'] },
      {
        label: 'Manufacturing vendors',
        href: '/manufacturing/vendors',
        anyOf: ['manufacturing.vendors.view'],
      },
    ],
  },
  {
    label: 'Billing',
    entries: [
      {
        label: 'Client Invoices',
        href: '/manage/billing/customerInvoices',
        anyOf: ['billing.invoices', 'billing.view'],
      },
      {
        label: 'Billing Ledger',
        href: '/manage/billing/customerBilingLedger',
        anyOf: ['billing.entries', 'billing.view'],
      },
      {
        label: 'Add Custom Charge',
        href: '/manage/billing/customerBillingLedger',
        anyOf: ['billing.entries'],
      },
    ],
  },
  {
    label: 'Reports',
    entries: [
      {
        label: 'Generated reports',
        href: '/reports/generatedReports',
        anyOf: [
          'reports.orderedItems',
          'reports.orderFulfillment',
          'reports.shippedCount',
          'reports.warehouseTransactionSummary',
        ],
      },
      {
        label: 'Storefront Product Statistics',
        href: '/products',
        anyOf: ['reports.storefrontProductStats'],
      },
      { label: 'Inventory report', href: '/reports/inventory', anyOf: ['reports.warehouseProductStats'] },
      { label: 'Shipped report', href: '/reports/shipped', anyOf: ['reports.shippedCount'] },
      { label: 'Factoring ledger', href: '/reports/factoring-ledger', anyOf: ['billing.factoringLedger'] },
    ],
  },
  {
    label: 'Integrations',
    entries: [
      {
        label: 'Shipping code mappings',
        href: '/integrations/shipping-code-mappings',
        anyOf: ['other.shipCodeMappings'],
      },
      {
        label: '3PL facilities',
        href: '/integrations/tpl/facilities',
        anyOf: ['integrations.tpl.facilities'],
      },
      { label: '3PL receivers', href: '/integrations/tpl/receivers', anyOf: ['integrations.tpl.receipts'] },
      {
        label: 'IRMS purchase orders',
        href: '/integrations/irms/purchaseOrders',
        anyOf: ['warehouses.po.view'],
      },
      {
        label: 'IRMS customer orders',
        href: '/integrations/irms/customerOrders',
        anyOf: ['orders.view', 'integrations.tpl.customerOrders'],
      },
    ],
  },
  {
    label: 'Other',
    entries: [
      { label: 'Order tags', href: '/other/order-tags', anyOf: ['storefronts.orderTags'] },
      { label: 'Storefront products', href: '/other/storefront/products', anyOf: ['storefronts.products'] },
      {
        label: 'Storefront order groups',
        href: '/other/storefronts/orderGroups',
        anyOf: ['storefronts.orderGroups'],
      },
      { label: 'Automations', href: '/other/automation', anyOf: ['automation.triggers'] },
      {
        label: 'Content templates',
        href: '/other/automation/content-templates',
        anyOf: ['automation.contentTemplates'],
      },
      { label: 'API logs', href: '/other/logs/api', anyOf: ['other.systemLogs'] },
      { label: 'User logs', href: '/other/logs/users', anyOf: ['other.userLogs'] },
      { label: 'System logs', href: '/other/logs/system', anyOf: ['other.systemLogs'] },
    ],
  },
  {
    label: 'Administration',
    entries: [
      { label: 'Vendors', href: '/manage/customers', anyOf: ['clients.view', 'clients.manage'] },
      { label: 'Vendor Status', href: '/manage/customer-status', anyOf: ['clients.manage'] },
      { label: 'Storefronts', href: '/manage/storefronts', anyOf: ['storefronts.view'] },
      { label: 'Stores', href: '/stores', anyOf: ['storefronts.view'] },
      { label: 'Users', href: '/admin/users', anyOf: ['users.view', 'users.update', 'teams.view'] },
      { label: 'Products mapping', href: '/products-mapping', anyOf: ['storefronts.productsMapping'] },
    ],
  },
  {
    label: 'Docs',
    entries: [
      { label: 'Docs', href: '/docs' },
      { label: 'Changelog', href: '/changelog' },
      {
        label: 'Knowledge base',
        href: '/docs/knowledgebase/pages',
        roles: ['developer', 'superadmin', 'admin'],
      },
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

export function isEntryVisible(entry: NavEntry, user: NavUser): boolean {
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
