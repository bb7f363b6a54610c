/**
 * The shipping tool's lists under Integrations (issue 16): stores, products and order tags pulled from
 * a storefront's ShipStation-v1-compatible tool, each under its own permission (spec §6).
 *
 * The calls (server/modules/shipping-tool; src/api/shipping-tool.api.ts):
 * - GET/PUT {base}/connections/{projectId}: the storefront's connection; the secret is write-only
 *   (an answer says only whether one is set);
 * - POST {base}/{projectId}/sync { scope }: pulls the lists of the scope (each needs its permission),
 *   answers the sync log row (Succeeded, or Failed with the reason: the tool's refusal is a result,
 *   not an error of the call);
 * - GET {base}/{list}?projectId=&search=&mapped=&active=&page=&perPage=: a list, `{ total, items }`;
 * - GET {base}/{list}/choices?projectId=: what a record of the list may be mapped to;
 * - PUT {base}/{list}/{id} { storeId | storefrontProductId | orderTagId }: maps one record (null: none);
 * - GET {base}/syncs?projectId=&page=&perPage=: the sync log, newest first.
 */
export const SHIPPING_TOOL_LISTS = ['stores', 'products', 'tags'] as const;
export type ShippingToolList = (typeof SHIPPING_TOOL_LISTS)[number];

export const SHIPPING_TOOL_LIST_PERMISSIONS: Record<ShippingToolList, string> = {
  stores: 'integrations.shipping.stores',
  products: 'integrations.shipping.storefrontProducts',
  tags: 'integrations.shipping.orderTags',
};

/** Reading the sync log (and the lists' common parts): any one list's permission. */
export const SHIPPING_TOOL_ANY_PERMISSION: readonly string[] = SHIPPING_TOOL_LISTS.map(
  (list) => SHIPPING_TOOL_LIST_PERMISSIONS[list],
);

/** The connection is part of configuring where the tool's orders come from: the stores permission. */
export const SHIPPING_TOOL_CONNECTION_PERMISSION = SHIPPING_TOOL_LIST_PERMISSIONS.stores;

export const shippingToolListLabels: Record<ShippingToolList, string> = {
  stores: 'Stores',
  products: 'Products',
  tags: 'Order tags',
};

/** What a record of each list maps to in Dockhand, in words. */
export const shippingToolTargetLabels: Record<ShippingToolList, string> = {
  stores: 'Dockhand store',
  products: 'Storefront product',
  tags: 'Order tag',
};

/** The body field that names a list's Dockhand record in a mapping call. */
export const SHIPPING_TOOL_MAPPING_FIELDS = {
  stores: 'storeId',
  products: 'storefrontProductId',
  tags: 'orderTagId',
} as const satisfies Record<ShippingToolList, string>;

export const SHIPPING_TOOL_KINDS = ['ShipStation'] as const;
export type ShippingToolKind = (typeof SHIPPING_TOOL_KINDS)[number];
export const shippingToolKindLabels: Record<ShippingToolKind, string> = {
  ShipStation: 'ShipStation (API v1)',
};

/** The demo's tool, served inside the server process from the fake's data (no network). */
export const DEMO_SHIPPING_TOOL_URL = 'demo://shipstation';
export const DEFAULT_SHIPPING_TOOL_URL = 'https://ssapi.shipstation.com';

export const SHIPPING_TOOL_SYNC_SCOPES = ['stores', 'products', 'tags', 'all'] as const;
export type ShippingToolSyncScope = (typeof SHIPPING_TOOL_SYNC_SCOPES)[number];
export const shippingToolScopeLabels: Record<ShippingToolSyncScope, string> = {
  stores: 'Stores',
  products: 'Products',
  tags: 'Order tags',
  all: 'All lists',
};

/** The lists a sync of `scope` pulls. */
export const listsOfScope = (scope: ShippingToolSyncScope): readonly ShippingToolList[] =>
  scope === 'all' ? SHIPPING_TOOL_LISTS : [scope];

export const SHIPPING_TOOL_SYNC_STATUSES = ['Running', 'Succeeded', 'Failed'] as const;
export type ShippingToolSyncStatus = (typeof SHIPPING_TOOL_SYNC_STATUSES)[number];
export const shippingToolSyncStatusLabels: Record<ShippingToolSyncStatus, string> = {
  Running: 'Running',
  Succeeded: 'Succeeded',
  Failed: 'Failed',
};

const base = '/api/common/shippingTool';

/** The calls' paths. */
export const shippingToolPaths = {
  connection: (projectId: number) => `${base}/connections/${projectId}`,
  sync: (projectId: number) => `${base}/${projectId}/sync`,
  list: (list: ShippingToolList) => `${base}/${list}`,
  choices: (list: ShippingToolList) => `${base}/${list}/choices`,
  mapping: (list: ShippingToolList, id: number) => `${base}/${list}/${id}`,
  syncs: `${base}/syncs`,
} as const;

// ── Connection ──────────────────────────────────────────────────────────────────────────────────

/** A storefront's connection as every answer gives it: never the secret, only whether one is set. */
export interface ShippingToolConnectionRow {
  id: number;
  projectId: number;
  kind: string;
  baseUrl: string;
  apiKey: string;
  secretSet: boolean;
  enabled: boolean;
  lastSyncAt: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** GET and PUT {base}/connections/{projectId}: null before the storefront has one. */
export interface ShippingToolConnectionAnswer {
  connection: ShippingToolConnectionRow | null;
}

/**
 * PUT {base}/connections/{projectId}. `apiSecret`: required for a new connection; on an existing one,
 * empty or absent keeps the stored secret. `version`: the version edited (stale → 409).
 */
export interface ShippingToolConnectionBody {
  kind: ShippingToolKind;
  baseUrl: string;
  apiKey: string;
  apiSecret?: string | null;
  enabled: boolean;
  version?: number | null;
}

// ── Sync ────────────────────────────────────────────────────────────────────────────────────────

export interface ShippingToolSyncBody {
  scope: ShippingToolSyncScope;
}

/** What one sync did to one list. */
export interface ShippingToolListCounts {
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
}

export type ShippingToolCounts = Partial<Record<ShippingToolList, ShippingToolListCounts>>;

/** A row of the sync log (and the answer of a sync). */
export interface ShippingToolSyncRow {
  id: number;
  projectId: number;
  scope: string;
  status: string;
  counts: ShippingToolCounts | null;
  error: string | null;
  userName: string | null;
  startedAt: string;
  finishedAt: string | null;
}

// ── Lists ───────────────────────────────────────────────────────────────────────────────────────

interface PulledRow {
  id: number;
  projectId: number;
  externalId: string;
  name: string;
  /** False once the tool stops listing it, or lists it as inactive. */
  active: boolean;
  syncedAt: string | null;
  version: number;
}

export interface ShippingToolStoreRow extends PulledRow {
  marketplace: string | null;
  storeId: number | null;
  storeName: string | null;
}

export interface ShippingToolProductRow extends PulledRow {
  sku: string;
  price: number | null;
  weightOz: number | null;
  storefrontProductId: number | null;
  storefrontProductSku: string | null;
  storefrontProductName: string | null;
}

export interface ShippingToolTagRow extends PulledRow {
  color: string | null;
  orderTagId: number | null;
  orderTagName: string | null;
  orderTagColor: string | null;
}

export interface ShippingToolRows {
  stores: ShippingToolStoreRow;
  products: ShippingToolProductRow;
  tags: ShippingToolTagRow;
}

export interface ShippingToolPage<T> {
  total: number;
  items: T[];
}

/** A Dockhand record a pulled one may be mapped to: `label` is how a select shows it. */
export interface ShippingToolChoice {
  id: number;
  label: string;
}
