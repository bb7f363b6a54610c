/**
 * The external warehouse systems' calls (server/modules/wms-sync, src/domain/contracts/wms-connections.ts):
 * a warehouse's connection to the 3PL WMS or the IRMS, Sync now and its runs, and the 3PL stock drift.
 */
import {
  wmsPaths,
  type DriftRow,
  type DriftsAnswer,
  type WmsConnectionBody,
  type WmsConnectionsAnswer,
  type WmsPage,
  type WmsSyncAnswer,
  type WmsSyncRunRow,
  type WmsSystem,
  type WmsWarehouseConnection,
} from '../domain/contracts/wms-connections';
import type { ApiClient } from './http';
import type { ListQuery } from './resource-client';

/** Every warehouse in the user's scope with its connection to `system` (null before one is saved). */
export const loadWmsConnections = (api: ApiClient, system: WmsSystem, signal?: AbortSignal) =>
  api<WmsConnectionsAnswer>(wmsPaths.connections, { query: { system }, signal }).then((a) => a.items);

/** One warehouse's connection to `system`, with its last run; never the secret. */
export const loadWmsConnection = (
  api: ApiClient,
  system: WmsSystem,
  warehouseId: number,
  signal?: AbortSignal,
) => api<WmsWarehouseConnection>(wmsPaths.connection(system, warehouseId), { signal });

/**
 * Saves a warehouse's connection on the version it was read at (an empty secret keeps the stored one);
 * answers it as the GET does.
 */
export const saveWmsConnection = (
  api: ApiClient,
  system: WmsSystem,
  warehouseId: number,
  body: WmsConnectionBody,
) =>
  api<WmsWarehouseConnection>(wmsPaths.connection(system, warehouseId), {
    method: 'PUT',
    body: { ...body },
  });

/**
 * Queues a sync of the warehouse's connection on the job runner (or answers the one already queued or
 * running): its job follows in JobUpdated events.
 */
export const requestWmsSync = (api: ApiClient, system: WmsSystem, warehouseId: number) =>
  api<WmsSyncAnswer>(wmsPaths.sync(system, warehouseId), { method: 'POST', body: {} });

export interface WmsRunsQuery {
  system: WmsSystem;
  warehouseId?: number | null;
  page?: number;
  perPage?: number;
}

/** The sync runs of a system (of one warehouse when given), newest first. */
export const loadWmsRuns = (api: ApiClient, query: WmsRunsQuery, signal?: AbortSignal) =>
  api<WmsPage<WmsSyncRunRow>>(wmsPaths.runs, { query: withoutEmpty({ ...query }), signal });

/** The sync runs as the list machine reads them: the warehouse filter goes into the query string. */
export function wmsRunsListClient(api: ApiClient, system: WmsSystem) {
  return {
    list: (query: ListQuery, signal?: AbortSignal): Promise<WmsPage<WmsSyncRunRow>> =>
      api<WmsPage<WmsSyncRunRow>>(wmsPaths.runs, {
        query: withoutEmpty({
          system,
          warehouseId: query.filters.warehouseId,
          page: query.page,
          perPage: query.perPage,
        }),
        signal,
      }),
  };
}

/** The drift list's status filter: empty means the open differences, 'any' every status. */
export const ANY_DRIFT_STATUS = 'any';

/** The 3PL stock differences as the list machine reads them (warehouse and status filters). */
export function wmsDriftListClient(api: ApiClient) {
  return {
    list: (query: ListQuery, signal?: AbortSignal): Promise<WmsPage<DriftRow>> => {
      const status = query.filters.status;
      return api<WmsPage<DriftRow>>(wmsPaths.drifts, {
        query: withoutEmpty({
          warehouseId: query.filters.warehouseId,
          status: status === ANY_DRIFT_STATUS ? null : status || 'open',
          page: query.page,
          perPage: query.perPage,
        }),
        signal,
      });
    },
  };
}

/**
 * Records the proposed direct inventory update of each difference, all or none (409 when one moved
 * on); answers the differences as they now stand.
 */
export const applyDrifts = (api: ApiClient, ids: readonly number[]) =>
  api<DriftsAnswer>(wmsPaths.applyDrifts, { method: 'POST', body: { ids: [...ids] } });

/** Closes differences without changing stock (409 when one moved on). */
export const dismissDrifts = (api: ApiClient, ids: readonly number[]) =>
  api<DriftsAnswer>(wmsPaths.dismissDrifts, { method: 'POST', body: { ids: [...ids] } });

function withoutEmpty(query: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  );
}
