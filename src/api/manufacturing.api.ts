/**
 * Every HTTP call of the manufacturing screens (issue 15): the generic calls of work orders, bills of
 * materials and R&D projects through their contracts, the work-order steps (POST …/{id}/{step}, with
 * the version acted on and an Idempotency-Key, answering the updated record), a work order's overview,
 * the BOM explosion, the R&D costing sheet and its "turn into a BOM", the shortage plan, and the
 * manufacturing vendors of the user's main data.
 */
import { FetchError } from 'ofetch';
import { useMemo } from 'react';
import { billOfMaterialsContract, type BillOfMaterialsRow } from '../domain/contracts/bill-of-materials';
import {
  manufacturingPaths,
  type BomExplosion,
  type CompleteWorkOrderBody,
  type ComponentShortage,
  type RndCostingBody,
  type RndCostingSheet,
  type RndToBomAnswer,
  type RndToBomBody,
  type ShortagePlan,
  type WorkOrderOverview,
} from '../domain/contracts/manufacturing-answers';
import { poContract } from '../domain/contracts/purchase-orders';
import { rndProjectsContract, type RndProjectRow } from '../domain/contracts/rnd-projects';
import { workOrdersContract, type WorkOrderRow } from '../domain/contracts/work-orders';
import type { WorkOrderStep } from '../domain/work-order.lifecycle';
import { useApi } from '../machines/use-app';
import { loadMyMain } from './bootstrap.api';
import type { ApiClient } from './http';
import { contractClient } from './resource-client';

export type { BillOfMaterialsRow, RndProjectRow, WorkOrderRow };

// ── Screen paths (spec §2) ──────────────────────────────────────────────────────────────────────

export const WORK_ORDERS_PATH = workOrdersContract.screen.path;
export const BOM_PATH = billOfMaterialsContract.screen.path;
export const RND_PATH = rndProjectsContract.screen.path;
export const MANUFACTURING_VENDORS_PATH = '/manufacturing/vendors';
export const SHORTAGE_PLAN_PATH = '/manufacturing/shortage-plan';

export const workOrderPath = (id: number | string) => `${WORK_ORDERS_PATH}/edit/${id}`;
export const workOrderCompletePath = (id: number | string) => `${WORK_ORDERS_PATH}/${id}/complete`;
export const bomPath = (id: number | string) => `${BOM_PATH}/edit/${id}`;
export const rndPath = (id: number | string) => `${RND_PATH}/edit/${id}`;

// ── Generic calls ───────────────────────────────────────────────────────────────────────────────

export const workOrdersClient = (api: ApiClient) =>
  contractClient<typeof workOrdersContract, Record<string, unknown>>(api, workOrdersContract);
export const billsOfMaterialsClient = (api: ApiClient) =>
  contractClient<typeof billOfMaterialsContract, Record<string, unknown>>(api, billOfMaterialsContract);
export const rndProjectsClient = (api: ApiClient) =>
  contractClient<typeof rndProjectsContract, Record<string, unknown>>(api, rndProjectsContract);

export function useWorkOrdersClient() {
  const api = useApi();
  return useMemo(() => workOrdersClient(api), [api]);
}
export function useBillsOfMaterialsClient() {
  const api = useApi();
  return useMemo(() => billsOfMaterialsClient(api), [api]);
}
export function useRndProjectsClient() {
  const api = useApi();
  return useMemo(() => rndProjectsClient(api), [api]);
}

/** A vendor's bills of materials (the first 200, by name), for the work order's picker. */
export async function loadVendorBoms(api: ApiClient, vendorId: number, signal?: AbortSignal) {
  const page = await billsOfMaterialsClient(api).list(
    { filters: { vendorId }, page: 1, perPage: 200, sortBy: 'name', sortDesc: false },
    signal,
  );
  return page.items;
}

/** A vendor's purchase orders (the latest 200), for a third-party work order's purchase order. */
export async function loadVendorPurchaseOrders(api: ApiClient, vendorId: number, signal?: AbortSignal) {
  const page = await contractClient(api, poContract).list(
    { filters: { vendorId }, page: 1, perPage: 200, sortBy: 'createdAt', sortDesc: true },
    signal,
  );
  return page.items;
}

/** The manufacturing vendors (outside manufacturers among them), from the user's main data. */
export async function loadManufacturingVendors(api: ApiClient, signal?: AbortSignal) {
  return (await loadMyMain(api, signal)).manufacturingVendors;
}
export type ManufacturingVendorRef = Awaited<ReturnType<typeof loadManufacturingVendors>>[number];

// ── Work-order steps and overview ───────────────────────────────────────────────────────────────

/** Takes a step on the version the screen showed; the key makes a repeated click harmless. */
export const takeWorkOrderStep = (
  api: ApiClient,
  id: number,
  step: Exclude<WorkOrderStep, 'complete'>,
  version: number,
  idempotencyKey: string,
) =>
  api<WorkOrderRow>(manufacturingPaths.workOrderStep(id, step), {
    method: 'POST',
    body: { version },
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const completeWorkOrder = (
  api: ApiClient,
  id: number,
  body: CompleteWorkOrderBody,
  idempotencyKey: string,
) =>
  api<WorkOrderRow>(manufacturingPaths.workOrderStep(id, 'complete'), {
    method: 'POST',
    body: body as unknown as Record<string, unknown>,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export const loadWorkOrderOverview = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api<WorkOrderOverview>(manufacturingPaths.workOrderOverview(id), { signal });

/** The shortages a refused release names (409 not_enough_stock), or null for any other failure. */
export function shortagesOf(error: unknown): ComponentShortage[] | null {
  if (!(error instanceof FetchError) || error.status !== 409) return null;
  const data = error.data as { error?: string; shortages?: ComponentShortage[] } | undefined;
  return data?.error === 'not_enough_stock' && Array.isArray(data.shortages) ? data.shortages : null;
}

// ── Bills of materials, R&D projects, shortage plan ────────────────────────────────────────────

export const loadExplosion = (api: ApiClient, bomId: number, quantity: number, signal?: AbortSignal) =>
  api<BomExplosion>(manufacturingPaths.explosion(bomId, quantity), { signal });

/** The costing sheet of a project; `whatIf` costs the unsaved form instead of the stored fields. */
export const loadCosting = (
  api: ApiClient,
  projectId: number,
  whatIf: RndCostingBody = {},
  signal?: AbortSignal,
) =>
  api<RndCostingSheet>(manufacturingPaths.costing(projectId), {
    method: 'POST',
    body: whatIf as Record<string, unknown>,
    signal,
  });

export const turnIntoBom = (api: ApiClient, projectId: number, body: RndToBomBody) =>
  api<RndToBomAnswer>(manufacturingPaths.toBom(projectId), {
    method: 'POST',
    body: body as Record<string, unknown>,
  });

export const loadShortagePlan = (api: ApiClient, signal?: AbortSignal) =>
  api<ShortagePlan>(manufacturingPaths.shortagePlan, { signal });
