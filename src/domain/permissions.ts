/**
 * The permission catalogue of spec §6 as dotted identifiers with readable labels, grouped by family,
 * and the role defaults of DESIGN.md §4. Shared by the server (which enforces) and the SPA (which
 * only hides what a user cannot use).
 */

export interface PermissionDef {
  id: string;
  label: string;
}

export interface PermissionFamily {
  family: string;
  permissions: readonly PermissionDef[];
}

const p = (id: string, label: string): PermissionDef => ({ id, label });

/** One document family of spec §6 "Warehouse documents": the shared verbs plus extras. */
function documentFamily(prefix: string, noun: string, extra: PermissionDef[] = []): PermissionDef[] {
  return [
    p(`${prefix}.view`, `View ${noun}`),
    p(`${prefix}.create`, `Create ${noun}`),
    p(`${prefix}.update`, `Update ${noun}`),
    p(`${prefix}.confirm`, `Confirm ${noun}`),
    p(`${prefix}.autoConfirm`, `Auto-confirm ${noun}`),
    p(`${prefix}.receive`, `Receive ${noun}`),
    p(`${prefix}.cancel`, `Cancel ${noun}`),
    ...extra,
  ];
}

export const permissionCatalogue: readonly PermissionFamily[] = [
  {
    family: 'API access',
    permissions: [
      p('api.keys', 'API keys'),
      p('api.storefronts', 'API: storefronts'),
      p('api.orderGroups', 'API: order groups'),
      p('api.warehouses', 'API: warehouses'),
      p('api.webhookAutomation', 'API: webhook automation'),
    ],
  },
  {
    family: 'Teams and users',
    permissions: [
      p('teams.view', 'View team members'),
      p('teams.invite', 'Invite team members'),
      p('teams.remove', 'Remove team members'),
      p('users.view', 'View users'),
      p('users.update', 'Add or update users'),
    ],
  },
  {
    family: 'Support tickets',
    permissions: [
      p('support.tickets.viewAll', 'View all support tickets'),
      p('support.tickets.create', 'Create support tickets'),
      p('support.tickets.update', 'Update support tickets'),
    ],
  },
  {
    family: 'Automation',
    permissions: [
      p('automation.log', 'Automation log'),
      p('automation.triggers', 'Automation triggers'),
      p('automation.contentTemplates', 'Content templates'),
    ],
  },
  {
    family: 'Clients',
    permissions: [
      p('clients.view', 'View clients'),
      p('clients.manage', 'Manage clients'),
      p('clients.update', 'Add or update clients'),
    ],
  },
  {
    family: 'Storefronts',
    permissions: [
      p('storefronts.view', 'View storefronts'),
      p('storefronts.create', 'Create storefronts'),
      p('storefronts.edit', 'Edit storefronts'),
      p('storefronts.toggle', 'Enable or disable storefronts'),
      p('storefronts.massRetryVirtualOrders', 'Mass retry virtual orders'),
      p('storefronts.orderGroups', 'Storefront order groups'),
      p('storefronts.orderTags', 'Order tags'),
      p('storefronts.products', 'Storefront products'),
      p('storefronts.productsMapping', 'Products mapping'),
    ],
  },
  {
    family: 'Reports',
    permissions: [
      p('reports.storefrontProductStats', 'Storefront product stats'),
      p('reports.warehouseProductStats', 'Warehouse product stats'),
      p('reports.orderedItems', 'Ordered items report'),
      p('reports.orderFulfillment', 'Order fulfilment report'),
      p('reports.shippedCount', 'Shipped count report'),
      p('reports.warehouseTransactionSummary', 'Warehouse transaction summary'),
    ],
  },
  { family: 'Dashboard', permissions: [p('dashboard.nonEcomView', 'Dashboard: non-ecom view')] },
  {
    family: 'Vendor orders',
    permissions: [
      p('orders.view', 'View orders'),
      p('orders.split', 'Split orders'),
      p('orders.reship', 'Reship orders'),
      p('orders.hold', 'Hold orders'),
      p('orders.unhold', 'Remove hold'),
      p('orders.simulateMealKit', 'Simulate a meal-kit order'),
      p('orders.downloadInvoice', 'Download order invoice'),
      p('orders.markShipped', 'Mark orders shipped'),
      p('orders.moveToAwaitingShipment', 'Move orders to awaiting shipment'),
      p('orders.undoFulfillment', 'Undo pending fulfilment'),
      // Not in spec §6, which names no permission for it: sending allocates stock, so it is its own.
      p('orders.sendToFulfillment', 'Send orders to fulfilment'),
      p('orders.edit', 'Edit orders'),
      p('orders.create', 'Create orders'),
      p('orders.cancel', 'Cancel orders'),
      p('orders.bulkUpdate', 'Bulk update orders'),
      p('orders.viewFinanceMargin', 'View finance margin'),
      p('orders.viewConnectorLog', 'View connector log'),
      p('orders.checkout.view', 'View checkout'),
      p('orders.checkout.create', 'Create checkout'),
    ],
  },
  {
    family: 'Order returns',
    permissions: [
      p('orders.returns.view', 'View order returns'),
      p('orders.returns.confirm', 'Confirm returns received'),
      // Not in spec §6: a brand issues return labels to its customers without receiving rights.
      p('orders.returns.createLabel', 'Create return labels'),
    ],
  },
  {
    family: 'Billing',
    permissions: [
      p('billing.view', 'View billing'),
      p('billing.factoringLedger', 'Factoring ledger'),
      p('billing.entries', 'Client billing entries'),
      p('billing.invoices', 'Client invoices'),
      p('billing.ptcFiles', 'PTC files'),
      p('billing.rateCards', 'Rate cards'),
    ],
  },
  {
    family: 'Other',
    permissions: [
      p('other.shipCodeMappings', 'Ship code mappings'),
      p('other.skuMaintenance', 'SKU maintenance'),
      p('other.systemLogs', 'System logs'),
      p('other.userLogs', 'User logs'),
    ],
  },
  {
    family: 'Integrations',
    permissions: [
      p('integrations.shipping.orderTags', 'Shipping tool: order tags'),
      p('integrations.shipping.storefrontProducts', 'Shipping tool: storefront products'),
      p('integrations.shipping.stores', 'Shipping tool: stores'),
      p('integrations.tpl.uom', '3PL: units of measure'),
      p('integrations.tpl.receipts', '3PL: receipts'),
      p('integrations.tpl.facilities', '3PL: facilities'),
      p('integrations.tpl.customers', '3PL: customers'),
      p('integrations.tpl.customerOrders', '3PL: customer orders'),
      p('integrations.tpl.carrierServices', '3PL: carrier services'),
      p('integrations.tpl.carriers', '3PL: carriers'),
      p('integrations.tpl.billingCodes', '3PL: billing codes'),
      p('integrations.tpl.adjustments', '3PL: adjustments'),
    ],
  },
  {
    family: 'Purchase order internal channel',
    permissions: [p('warehouses.po.internalChannel', 'Purchase order internal channel')],
  },
  {
    family: 'Manufacturing',
    permissions: [
      p('manufacturing.rnd.view', 'View R&D projects'),
      p('manufacturing.rnd.update', 'Add or update R&D projects'),
      p('manufacturing.workOrders.view', 'View work orders'),
      p('manufacturing.workOrders.update', 'Add or update work orders'),
      p('manufacturing.vendors.view', 'View manufacturing vendors'),
      p('manufacturing.vendors.update', 'Add or update manufacturing vendors'),
      p('manufacturing.bom.view', 'View bills of materials'),
      p('manufacturing.bom.update', 'Add or update bills of materials'),
    ],
  },
  {
    family: 'Warehouses',
    permissions: [
      p('warehouses.view', 'View warehouses'),
      p('warehouses.create', 'Create warehouses'),
      p('warehouses.edit', 'Edit warehouses'),
    ],
  },
  {
    family: 'Warehouse documents',
    permissions: [
      ...documentFamily('warehouses.asn', 'ASNs'),
      ...documentFamily('warehouses.transfers', 'warehouse transfers'),
      ...documentFamily('warehouses.po', 'purchase orders', [
        p('warehouses.po.reopen', 'Reopen purchase orders'),
        p('warehouses.po.edit', 'Edit purchase orders'),
        p('warehouses.po.complete', 'Complete purchase orders'),
        p('warehouses.po.workOrders.create', 'Create work orders under purchase orders'),
        p('warehouses.po.workOrders.view', 'View work orders under purchase orders'),
      ]),
      p('warehouses.overReceive', 'Receive more than expected beyond the vendor’s tolerance'),
    ],
  },
  {
    family: 'Bulk shipments',
    permissions: [
      p('shipments.bulk.view', 'View bulk shipments'),
      p('shipments.bulk.create', 'Create bulk shipments'),
      p('shipments.bulk.confirm', 'Confirm bulk shipments'),
      p('shipments.bulk.request', 'Request bulk shipments'),
    ],
  },
  {
    family: 'Packing lists',
    permissions: [
      p('shipments.packingLists.view', 'View packing lists'),
      p('shipments.packingLists.update', 'Create or edit packing lists'),
    ],
  },
  {
    family: 'Small parcels',
    permissions: [
      p('shipments.parcel.view', 'View small parcel shipments'),
      p('shipments.parcel.create', 'Create small parcel shipments'),
    ],
  },
  {
    family: 'Items',
    permissions: [
      p('items.view', 'View items'),
      p('items.update', 'Update items'),
      p('items.create', 'Create items'),
      p('items.import', 'Import items'),
      p('items.inventoryByLocation', 'Inventory by location'),
      p('items.details', 'Item details'),
    ],
  },
  {
    family: 'Direct inventory updates',
    permissions: [
      p('inventory.diu.view', 'View direct inventory updates'),
      p('inventory.diu.create', 'Create direct inventory updates'),
      p('inventory.integrity', 'Stock integrity watchdog (check and repair)'),
    ],
  },
  {
    family: 'Developer tools',
    permissions: [p('developer.tools', 'Developer tools (QA machine viewer, e-mail outbox)')],
  },
];

export const allPermissionIds: readonly string[] = permissionCatalogue.flatMap((f) =>
  f.permissions.map((x) => x.id),
);

const labels = new Map(
  permissionCatalogue.flatMap((f) => f.permissions.map((x) => [x.id, x.label] as const)),
);

export function permissionLabel(id: string): string {
  return labels.get(id) ?? id;
}

export function isKnownPermission(id: string): boolean {
  return labels.has(id);
}

export const roles = [
  'developer',
  'superadmin',
  'admin',
  'manager',
  'warehouse-manager',
  'manufacturing-manager',
  'vendor',
] as const;
export type Role = (typeof roles)[number];

export const roleLabels: Record<Role, string> = {
  developer: 'Developer',
  superadmin: 'Super admin',
  admin: 'Admin',
  manager: 'Manager',
  'warehouse-manager': 'Warehouse manager',
  'manufacturing-manager': 'Manufacturing manager',
  vendor: 'Vendor (brand) user',
};

const byPrefix = (...prefixes: string[]) =>
  allPermissionIds.filter((id) => prefixes.some((prefix) => id === prefix || id.startsWith(`${prefix}.`)));

/** DESIGN.md §4: what each role is granted before the user's own additions. */
export const roleDefaults: Record<Role, readonly string[]> = {
  developer: allPermissionIds,
  superadmin: allPermissionIds,
  admin: allPermissionIds.filter((id) => !id.startsWith('developer.')),
  manager: [
    ...byPrefix('orders', 'warehouses.asn', 'warehouses.transfers', 'warehouses.po', 'reports', 'support'),
    'billing.view',
    'clients.view',
    'storefronts.view',
    'warehouses.view',
    'items.view',
    'items.details',
    'shipments.bulk.view',
    'shipments.parcel.view',
    'shipments.packingLists.view',
  ],
  'warehouse-manager': [
    ...byPrefix('warehouses.asn', 'warehouses.transfers', 'warehouses.po', 'items', 'inventory', 'shipments'),
    'warehouses.view',
    'warehouses.edit',
    'warehouses.overReceive',
    'dashboard.nonEcomView',
    'orders.view',
    'orders.markShipped',
    'orders.returns.view',
    'orders.returns.confirm',
    'orders.returns.createLabel',
  ],
  'manufacturing-manager': [...byPrefix('manufacturing', 'items'), 'warehouses.view'],
  vendor: [
    'orders.view',
    'orders.create',
    // Planning a promotion and placing its own wholesale or replacement orders (issue 16).
    'orders.simulateMealKit',
    'orders.checkout.view',
    'orders.checkout.create',
    'orders.returns.view',
    'orders.returns.createLabel',
    'items.view',
    'items.details',
    'items.inventoryByLocation',
    'inventory.diu.view',
    'warehouses.asn.view',
    'warehouses.asn.create',
    'warehouses.po.view',
    'warehouses.transfers.view',
    // Its own outbound documents, and asking the warehouse for a bulk (wholesale) shipment (issue 14).
    'shipments.bulk.view',
    'shipments.bulk.request',
    'shipments.parcel.view',
    // Its own bills of materials and work orders, read-only unless granted more (issue 15).
    'manufacturing.bom.view',
    'manufacturing.workOrders.view',
    ...byPrefix('reports'),
    'billing.view',
    'support.tickets.create',
  ],
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** The role defaults of every role the user has, plus the user's own permission list. */
export function effectivePermissions(userRoles: readonly string[], own: readonly string[]): string[] {
  const granted = new Set<string>();
  for (const role of userRoles) if (isRole(role)) for (const id of roleDefaults[role]) granted.add(id);
  for (const id of own) if (isKnownPermission(id)) granted.add(id);
  return [...granted].sort();
}

/** The permission checks of spec §6, over a signed-in user's effective permissions and roles. */
export interface PermissionHolder {
  permissions: readonly string[];
  userRoles: readonly string[];
}

export const can = (user: PermissionHolder, id: string) => user.permissions.includes(id);
/** Any permission whose id contains `text`. */
export const canAny = (user: PermissionHolder, text: string) =>
  user.permissions.some((id) => id.includes(text));
/** Any permission containing `text`, ignoring those that only view. */
export const canChangeAny = (user: PermissionHolder, text: string) =>
  user.permissions.some((id) => id.includes(text) && !id.includes('.view'));
export const hasRole = (user: PermissionHolder, role: Role) => user.userRoles.includes(role);

/** The access-list entry any signed-in user satisfies. */
export const ANY_SIGNED_IN = '*';

/**
 * Whether the user holds any one entry of an access list, read as the server's policy reads it:
 * a permission id, `role:<role>`, or '*' (any signed-in user); an empty list allows nobody, and
 * 'public' (a route open without sign-in) everybody.
 */
export const allows = (user: PermissionHolder, access: 'public' | readonly string[]) =>
  access === 'public' ||
  access.some((entry) =>
    entry === ANY_SIGNED_IN
      ? true
      : entry.startsWith('role:')
        ? user.userRoles.includes(entry.slice('role:'.length))
        : user.permissions.includes(entry),
  );
