/**
 * The HTTP calls of manual shipments, small-parcel and bulk (one base, /api/common/manualShipments,
 * told apart by orderType): the resource calls through the contract, the lifecycle steps (POST
 * …/{id}/{step}, each with the version acted on and an Idempotency-Key, answering the updated record),
 * the detail reads (overview, allocation proposal, packing), the documents (PDFs fetched with the
 * user's token) and the vendors' address book. The bulk screens import the shared calls from here.
 */
import { useMemo } from 'react';
import type { FetchOptions } from 'ofetch';
import type { ApiClient } from './http';
import {
  contractClient,
  requestBody,
  type FilterValue,
  type ListQuery,
  type Page,
  type ResourceClient,
} from './resource-client';
import { useApi } from '../machines/use-app';
import {
  manualShipmentsContract,
  shipmentAddressesContract,
  type ManualShipmentRow,
  type ShipmentAddress,
  type ShipmentAddressRow,
} from '../domain/contracts/manual-shipments';
import type { ManualShipmentStep } from '../domain/manual-shipment.lifecycle';
import {
  outboundDocumentFileName,
  outboundDocumentPath,
  shipmentNumberOf,
  type OutboundDocument,
} from '../domain/outbound-documents';
import type {
  AllocateStepInput,
  PackStepInput,
  ShipStepInput,
} from '../domain/resources/manual-shipment.schema';

export type { ManualShipmentRow, ShipmentAddress, ShipmentAddressRow };

const BASE = manualShipmentsContract.base;

// ── Screen paths (spec §2) ──────────────────────────────────────────────────────────────────────

export const MANUAL_SHIPMENTS_PATH = '/warehouses/manual-shipments';
export const manualShipmentCreatePath = `${MANUAL_SHIPMENTS_PATH}/create`;
export const manualShipmentEditPath = (id: number | string) => `${MANUAL_SHIPMENTS_PATH}/edit/${id}`;

// ── Answers of the detail reads (server/modules/outbound/manual-shipment-views.queries.ts) ─────────

/** One entry of a shipment's timeline: a step or edit (action) or a stock movement (stock). */
export interface ShipmentTimelineEntry {
  at: string;
  type: 'action' | 'stock';
  action: string;
  userName: string | null;
  status?: string | null;
  sku?: string;
  location?: string;
  lotNumber?: string | null;
  quantityDelta?: number;
  allocatedDelta?: number;
}

/** Stock held (or shipped) for the shipment, by item, lot and location. */
export interface ShipmentAllocation {
  sku: string;
  vendorProductId: number;
  location: string;
  lotNumber: string | null;
  expirationDate: string | null;
  lpn: string | null;
  quantity: number;
  status: string;
}

export interface ShipmentOverview {
  shipment: ManualShipmentRow;
  /** The steps this user may take now. */
  steps: ManualShipmentStep[];
  /** The forward step, or what blocks it. */
  forward: { step: ManualShipmentStep | null; blocker: string | null };
  progress: { units: number; allocated: number; packed: number; cartons: number; pallets: number };
  allocations: ShipmentAllocation[];
  timeline: ShipmentTimelineEntry[];
}

export interface ProposalStock {
  balanceId: number;
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  available: number;
  proposed: number;
}

export interface ProposalLine {
  lineIndex: number;
  sku: string;
  name: string | null;
  vendorProductId: number | null;
  quantity: number;
  allocatedQuantity: number;
  /** null: the line names no item of the catalogue. */
  tracksStock: boolean | null;
  /** Units the warehouse's stock cannot cover. */
  short: number;
  stock: ProposalStock[];
}

export interface AllocationProposal {
  shipmentId: number;
  version: number;
  status: string;
  warehouseId: number;
  lines: ProposalLine[];
}

export interface PackingCarton {
  id: number;
  lpn: string;
  sscc: string;
  palletId: number | null;
  palletLpn: string | null;
  contents: { lineIndex: number; quantity: number }[];
  units: number;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

export interface PackingPallet {
  id: number;
  lpn: string;
  sscc: string;
  cartonCount: number;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

export interface ShipmentPacking {
  shipmentId: number;
  version: number;
  status: string;
  lines: {
    lineIndex: number;
    sku: string;
    name: string | null;
    quantity: number;
    allocatedQuantity: number;
    packedQuantity: number;
  }[];
  cartons: PackingCarton[];
  pallets: PackingPallet[];
}

// ── Calls ───────────────────────────────────────────────────────────────────────────────────────

const shipmentUrl = (id: number | string, rest = '') => `${BASE}/${encodeURIComponent(String(id))}${rest}`;

/** What every step sends besides its body: the version acted on (stale → 409) and its Idempotency-Key. */
export interface StepOptions {
  version?: number;
  /** One key per attempt of the user (a retried click reuses it); a new one when left out. */
  idempotencyKey?: string;
}

/** Runs a lifecycle step; answers the updated record. */
export const runShipmentStep = (
  api: ApiClient,
  id: number,
  step: ManualShipmentStep,
  body: Record<string, unknown> = {},
  { version, idempotencyKey = crypto.randomUUID() }: StepOptions = {},
) =>
  api<ManualShipmentRow>(shipmentUrl(id, `/${step}`), {
    method: 'POST',
    body: version === undefined ? body : { ...body, version },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

/** A document's PDF, fetched with the user's token (a plain link would carry none). */
export const fetchShipmentDocument = (api: ApiClient, id: number, document: OutboundDocument) =>
  api<Blob>(outboundDocumentPath(id, document), { responseType: 'blob' } as unknown as FetchOptions<'json'>);

/** Saves a blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a document and hands it to the browser as a download named after the shipment number. */
export async function downloadShipmentDocument(
  api: ApiClient,
  shipment: Pick<ManualShipmentRow, 'id' | 'orderType' | 'orderNumber'>,
  document: OutboundDocument,
) {
  const blob = await fetchShipmentDocument(api, shipment.id, document);
  saveBlob(blob, outboundDocumentFileName(document, shipmentNumberOf(shipment)));
}

export function createManualShipmentCalls(api: ApiClient) {
  return {
    get: (id: number | string, signal?: AbortSignal) => api<ManualShipmentRow>(shipmentUrl(id), { signal }),
    add: (body: Record<string, unknown>) => api<ManualShipmentRow>(BASE, { method: 'POST', body }),
    /** The body carries the id and the version the edit was made on. */
    edit: (body: Record<string, unknown> & { id: number; version?: number }) =>
      api<ManualShipmentRow>(`${BASE}/edit`, { method: 'POST', body }),
    overview: (id: number | string, signal?: AbortSignal) =>
      api<ShipmentOverview>(shipmentUrl(id, '/overview'), { signal }),
    allocationProposal: (id: number | string, signal?: AbortSignal) =>
      api<AllocationProposal>(shipmentUrl(id, '/allocation-proposal'), { signal }),
    packing: (id: number | string, signal?: AbortSignal) =>
      api<ShipmentPacking>(shipmentUrl(id, '/packing'), { signal }),

    step: (id: number, step: ManualShipmentStep, body?: Record<string, unknown>, options?: StepOptions) =>
      runShipmentStep(api, id, step, body, options),
    submit: (id: number, options?: StepOptions) => runShipmentStep(api, id, 'submit', {}, options),
    /** Without lines: the first-expiry-first-out proposal for every line. */
    allocate: (id: number, body: Partial<AllocateStepInput> = {}, options?: StepOptions) =>
      runShipmentStep(api, id, 'allocate', body, options),
    confirm: (id: number, warehouseId: number, options?: StepOptions) =>
      runShipmentStep(api, id, 'confirm', { warehouseId }, options),
    pack: (id: number, body: PackStepInput, options?: StepOptions) =>
      runShipmentStep(api, id, 'pack', body, options),
    ship: (id: number, body: ShipStepInput, options?: StepOptions) =>
      runShipmentStep(api, id, 'ship', body, options),
    cancel: (id: number, options?: StepOptions) => runShipmentStep(api, id, 'cancel', {}, options),

    document: (id: number, document: OutboundDocument) => fetchShipmentDocument(api, id, document),
    download: (
      shipment: Pick<ManualShipmentRow, 'id' | 'orderType' | 'orderNumber'>,
      document: OutboundDocument,
    ) => downloadShipmentDocument(api, shipment, document),
  };
}
export type ManualShipmentCalls = ReturnType<typeof createManualShipmentCalls>;

export function useManualShipmentCalls(): ManualShipmentCalls {
  const api = useApi();
  return useMemo(() => createManualShipmentCalls(api), [api]);
}

/** The excludeTypes filter's value for "leave nothing out" (an empty list, which a URL cannot carry). */
export const EXCLUDE_NOTHING = 'none';

/**
 * The excludeTypes filter as the server takes it: left out, the server's default (spec §3: bulk
 * shipments and team gifts); EXCLUDE_NOTHING, an empty list; otherwise the listed types (a list, or
 * the comma-joined text a URL carries).
 */
export function excludeTypesBody(value: FilterValue | undefined): string[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === EXCLUDE_NOTHING) return [];
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map((t) => t.trim()).filter(Boolean);
}

/** Lists the base with the excludeTypes filter read as excludeTypesBody says. */
export async function listManualShipments(
  api: ApiClient,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<ManualShipmentRow>> {
  const { excludeTypes, ...filters } = query.filters;
  const exclude = excludeTypesBody(excludeTypes);
  return api<Page<ManualShipmentRow>>(`${BASE}/${manualShipmentsContract.listPath}`, {
    method: 'POST',
    body: { ...requestBody({ ...query, filters }), ...(exclude ? { excludeTypes: exclude } : {}) },
    signal,
  });
}

/** The list's client (and the generic calls) of the base; filters are the contract's. */
export function useManualShipmentsClient(): ResourceClient<ManualShipmentRow, Record<string, unknown>> {
  const api = useApi();
  return useMemo(
    () => ({
      ...contractClient<typeof manualShipmentsContract, Record<string, unknown>>(
        api,
        manualShipmentsContract,
      ),
      list: (query: ListQuery, signal?: AbortSignal) => listManualShipments(api, query, signal),
    }),
    [api],
  );
}

// ── The address book (/api/common/shipmentAddresses) ───────────────────────────────────────────

export const shipmentAddressesClient = (api: ApiClient) =>
  contractClient<typeof shipmentAddressesContract, Record<string, unknown>>(api, shipmentAddressesContract);

export function useShipmentAddressesClient() {
  const api = useApi();
  return useMemo(() => shipmentAddressesClient(api), [api]);
}

/** A vendor's saved addresses (the first 100 by label), optionally matching `search`. */
export const listShipmentAddresses = (api: ApiClient, vendorId: number, search = '', signal?: AbortSignal) =>
  shipmentAddressesClient(api)
    .list({ filters: { vendorId, search }, page: 1, perPage: 100, sortBy: 'label', sortDesc: false }, signal)
    .then((page) => page.items);

/** Saves an address to a vendor's book; answers the new row (its id is the shipment's shipmentAddressId). */
export const saveShipmentAddress = (
  api: ApiClient,
  body: { vendorId: number; label: string; address: ShipmentAddress },
) => shipmentAddressesClient(api).add(body);
