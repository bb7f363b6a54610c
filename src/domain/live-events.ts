/**
 * The live hub's record events (spec §7) as the client receives them: the method name and one
 * payload naming the record. Shared by the server (which builds them) and the SPA (which refreshes
 * the screens showing that record).
 */

export const LiveEvent = {
  orderUpdated: 'OrderUpdated',
  warehouseProductUpdated: 'WarehouseProductUpdated',
  wmsProductUpdated: 'WmsProductUpdated',
  storefrontProductUpdated: 'StorefrontProductUpdated',
  manualShipmentUpdated: 'ManualShipmentUpdated',
  workOrderUpdated: 'WorkOrderUpdated',
  jobUpdated: 'JobUpdated',
  generatedReportUpdated: 'GeneratedReportUpdated',
  billingEntriesUpdated: 'BillingEntriesUpdated',
  vendorSetupUpdated: 'VendorSetupUpdated',
} as const;

/** VendorSetupUpdated: something a vendor's onboarding checklist counts changed (it re-reads). */
export interface VendorSetupUpdatedPayload {
  vendorId: number;
}

/** BillingEntriesUpdated: a vendor's charges changed (the ledger and the open period reload). */
export interface BillingEntriesUpdatedPayload {
  vendorId: number;
}

/** OrderUpdated: the order. */
export interface OrderUpdatedPayload {
  id: number;
  vendorId: number;
  warehouseId: number | null;
}

/** WarehouseProductUpdated / WmsProductUpdated: a vendor item's stock in one warehouse. */
export interface WarehouseProductUpdatedPayload {
  id: number;
  vendorId: number;
  warehouseId: number;
}

/** StorefrontProductUpdated: a storefront product (its mapping, flags, name). */
export interface StorefrontProductUpdatedPayload {
  id: number;
  projectId: number;
}

/**
 * ManualShipmentUpdated: a small-parcel or bulk shipment was created, changed or took a step (the
 * lists and the detail page reload it). Beyond spec §7's names, as the outbound screens need it.
 */
export interface ManualShipmentUpdatedPayload {
  id: number;
  orderType: string;
  orderStatus: string;
  vendorId: number;
  warehouseId: number | null;
}

/**
 * WorkOrderUpdated: a work order took a step (released, started, completed in part or whole,
 * cancelled); lists and its page reload it. Beyond spec §7's names, as the manufacturing screens need it.
 */
export interface WorkOrderUpdatedPayload {
  id: number;
  status: string;
  vendorId: number;
  warehouseId: number;
}

/**
 * JobUpdated: a background job (a report, an import, a sync) was queued, started, moved on or ended;
 * status is Queued, Running, Succeeded, Failed or Cancelled, progress 0–100 with what it is doing.
 * Beyond spec §7's names, as the screens that follow a job need it.
 */
export interface JobUpdatedPayload {
  id: number;
  name: string;
  status: string;
  progress: number;
  progressMessage: string | null;
}

/**
 * GeneratedReportUpdated: a generated report was requested, moved on (progress, rows so far) or
 * ended (Ready or Failed). Beyond spec §7's names, as the report screens follow it live.
 */
export interface GeneratedReportUpdatedPayload {
  id: number;
  type: string;
  status: string;
  progress: number;
  progressMessage: string | null;
  rowCount: number;
}

/** The record an event payload names, read defensively (it comes off the wire). */
export function liveRecordOf(
  payload: unknown,
): { id: number; warehouseId?: number | null; projectId?: number } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { id, warehouseId, projectId } = payload as Record<string, unknown>;
  if (typeof id !== 'number') return null;
  return {
    id,
    ...(typeof warehouseId === 'number' || warehouseId === null ? { warehouseId } : {}),
    ...(typeof projectId === 'number' ? { projectId } : {}),
  };
}

/** A `matches` for useLiveRefresh: the event is about the record with this id. */
export const isAboutRecord =
  (id: number | string) =>
  (payload: unknown): boolean =>
    liveRecordOf(payload)?.id === Number(id);

/** A `matches` for useLiveRefresh: the event names this vendor (its `vendorId`). */
export const isAboutVendor =
  (vendorId: number) =>
  (payload: unknown): boolean =>
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { vendorId?: unknown }).vendorId === vendorId;

/**
 * The events after which a vendor's onboarding checklist re-reads: its setup (storefronts, keys,
 * mappings, items, users, rate cards, inbound documents, its stage), its stock and its charges, and
 * its storefronts' products (named by storefront: see isAboutVendorSetup).
 */
export const onboardingLiveEvents = [
  LiveEvent.vendorSetupUpdated,
  LiveEvent.warehouseProductUpdated,
  LiveEvent.billingEntriesUpdated,
  LiveEvent.storefrontProductUpdated,
] as const;

/** A `matches` for onboardingLiveEvents: the event names the vendor, or one of its storefronts. */
export const isAboutVendorSetup =
  (vendorId: number, storefrontIds: readonly number[] = []) =>
  (payload: unknown): boolean =>
    isAboutVendor(vendorId)(payload) ||
    (typeof payload === 'object' &&
      payload !== null &&
      storefrontIds.includes((payload as { projectId?: unknown }).projectId as number));
