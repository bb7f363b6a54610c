/**
 * The external warehouse systems of issue 20: a warehouse's connection to the 3PL WMS (an Extensiv-
 * 3PL-Warehouse-Manager-shaped API) or to the IRMS, its syncs, and the stock drift between our ledger
 * and the WMS. Server: server/modules/wms-sync; SPA: src/api/wms-sync.api.ts.
 *
 * The calls (base /api/integrations/wms):
 * - GET {base}/connections?system=: every warehouse in the user's scope with its connection (or null);
 * - GET/PUT {base}/connections/{system}/{warehouseId}: one connection; the secret is write-only
 *   (answers say only whether one is set; empty or absent on save keeps the stored one);
 * - POST {base}/connections/{system}/{warehouseId}/sync: queues a sync on the job runner, answers
 *   { jobId }; the run shows in {base}/runs and in the system log (source `wms-sync`);
 * - GET {base}/runs?system=&warehouseId=&page=&perPage=: the sync runs, newest first;
 * - GET {base}/drifts?warehouseId=&status=&page=&perPage=: the 3PL stock differences;
 * - POST {base}/drifts/apply { ids }: applies the proposed direct inventory updates, all or nothing;
 * - POST {base}/drifts/dismiss { ids }: closes differences without changing stock.
 */
export const WMS_SYSTEMS = ['tpl', 'irms'] as const;
export type WmsSystem = (typeof WMS_SYSTEMS)[number];

export const wmsSystemLabels: Record<WmsSystem, string> = {
  tpl: '3PL WMS',
  irms: 'IRMS',
};

/** A connection is part of a warehouse's configuration: saving it and syncing need warehouse editing. */
export const WMS_CONNECTION_PERMISSION = 'warehouses.edit';
/** The drift list sits with the 3PL adjustments. */
export const WMS_DRIFT_VIEW_PERMISSION = 'integrations.tpl.adjustments';
/** Applying a difference records a direct inventory update. */
export const WMS_DRIFT_APPLY_PERMISSION = 'inventory.diu.create';

/** The demo's systems, answered inside the server process (no network). */
export const DEMO_TPL_WMS_URL = 'demo://tpl-wms';
export const DEMO_IRMS_URL = 'demo://irms';
/** What the demo systems accept (the connections screens offer them to try the demo). */
export const DEMO_TPL_WMS_LOGIN = {
  clientId: 'demo-tpl-wms-client',
  userLoginId: 'dockhand-demo',
  clientSecret: 'demo-tpl-wms-secret',
} as const;
export const DEMO_IRMS_API_KEY = 'demo-irms-key';

export const WMS_SYNC_STATUSES = ['Running', 'Succeeded', 'Failed'] as const;
export type WmsSyncStatus = (typeof WMS_SYNC_STATUSES)[number];

export const WMS_SYNC_TRIGGERS = ['schedule', 'manual'] as const;
export const wmsSyncTriggerLabels: Record<(typeof WMS_SYNC_TRIGGERS)[number], string> = {
  schedule: 'Scheduled',
  manual: 'Sync now',
};

export const DRIFT_STATUSES = ['open', 'applied', 'dismissed', 'resolved'] as const;
export type DriftStatus = (typeof DRIFT_STATUSES)[number];
export const driftStatusLabels: Record<DriftStatus, string> = {
  open: 'Open',
  applied: 'Applied',
  dismissed: 'Dismissed',
  resolved: 'Resolved',
};

/** The IRMS's documented order statuses as they read (server/integrations/irms/schemas.ts). */
export const irmsOrderStatusLabels: Record<string, string> = {
  open: 'Open',
  confirmed: 'Confirmed',
  allocated: 'Allocated',
  received: 'Received',
  shipped: 'Shipped',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** What an IRMS row became in Dockhand. */
export const IRMS_SYNC_STATUSES = ['synced', 'imported', 'updated', 'skipped', 'error'] as const;
export type IrmsSyncStatus = (typeof IRMS_SYNC_STATUSES)[number];
export const irmsSyncStatusLabels: Record<IrmsSyncStatus, string> = {
  synced: 'Synced',
  imported: 'Imported',
  updated: 'Updated',
  skipped: 'Skipped',
  error: 'Error',
};

const base = '/api/integrations/wms';

export const wmsPaths = {
  connections: `${base}/connections`,
  connection: (system: WmsSystem, warehouseId: number) => `${base}/connections/${system}/${warehouseId}`,
  sync: (system: WmsSystem, warehouseId: number) => `${base}/connections/${system}/${warehouseId}/sync`,
  runs: `${base}/runs`,
  drifts: `${base}/drifts`,
  applyDrifts: `${base}/drifts/apply`,
  dismissDrifts: `${base}/drifts/dismiss`,
} as const;

/** A connection as every answer gives it: never the secret, only whether one is set. */
export interface WmsConnectionRow {
  id: number;
  system: WmsSystem;
  warehouseId: number;
  baseUrl: string;
  /** 3PL: the OAuth client id; IRMS: empty. */
  clientId: string;
  /** 3PL: the WMS user the token acts as; IRMS: empty. */
  userLoginId: string;
  secretSet: boolean;
  enabled: boolean;
  /** IRMS: the vendors whose orders the sync makes into Dockhand orders and purchase orders. */
  importVendorIds: number[];
  lastSyncAt: string | null;
  version: number;
}

/** A warehouse in the user's scope and its connection to the system (null before one is saved). */
export interface WmsWarehouseConnection {
  warehouseId: number;
  warehouseCode: string;
  warehouseName: string;
  connection: WmsConnectionRow | null;
  lastRun: WmsSyncRunRow | null;
}

/** PUT {base}/connections/{system}/{warehouseId}. */
export interface WmsConnectionBody {
  baseUrl: string;
  clientId?: string;
  userLoginId?: string;
  /** Required for a new connection; empty or absent keeps the stored one. */
  secret?: string | null;
  enabled: boolean;
  importVendorIds?: number[];
  version?: number | null;
}

/** What one run did, per list or document kind: { facilities: { created: 2, updated: 0, … }, … }. */
export type WmsSyncCounts = Record<string, Record<string, number>>;

export interface WmsSyncRunRow {
  id: number;
  system: WmsSystem;
  warehouseId: number;
  warehouseName: string;
  trigger: string;
  status: WmsSyncStatus;
  counts: WmsSyncCounts;
  error: string | null;
  userName: string | null;
  startedAt: string;
  finishedAt: string | null;
}

/** An event on one side that the other has not seen. */
export interface DriftEvent {
  kind: 'adjustment' | 'ledger';
  /** The WMS's reference or our source document ('Receipt PO-1042', 'Adjustment 88123'). */
  reference: string;
  quantity: number;
  at: string;
  description: string;
}

export interface DriftRow {
  id: number;
  warehouseId: number;
  warehouseName: string;
  vendorId: number;
  vendorName: string;
  vendorProductId: number | null;
  sku: string;
  lotNumber: string;
  dockhandOnHand: number;
  wmsOnHand: number;
  /** wmsOnHand − dockhandOnHand. */
  difference: number;
  explanation: { wmsOnly: DriftEvent[]; dockhandOnly: DriftEvent[] };
  status: DriftStatus;
  detectedAt: string;
  resolvedAt: string | null;
  directInventoryUpdateId: number | null;
  /** The direct inventory update applying it would record: set ours to the WMS's count. */
  proposal: { type: 'set'; quantity: number; referenceNumber: string } | null;
}

export interface DriftIdsBody {
  ids: number[];
}

/** GET {base}/connections?system=: the warehouses in the user's scope, by code. */
export interface WmsConnectionsAnswer {
  items: WmsWarehouseConnection[];
}

/** POST {base}/connections/{system}/{warehouseId}/sync: the queued (or already queued/running) sync job. */
export interface WmsSyncAnswer {
  jobId: number;
}

/** GET {base}/runs and GET {base}/drifts: one page, newest first. */
export interface WmsPage<T> {
  total: number;
  items: T[];
}

/** POST {base}/drifts/apply and /dismiss: the differences as they now stand. */
export interface DriftsAnswer {
  items: DriftRow[];
}
