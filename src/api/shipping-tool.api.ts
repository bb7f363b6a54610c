/** The shipping tool's calls of server/modules/shipping-tool, for its screen and its sync machine. */
import {
  shippingToolPaths,
  type ShippingToolChoice,
  type ShippingToolConnectionAnswer,
  type ShippingToolConnectionBody,
  type ShippingToolList,
  type ShippingToolPage,
  type ShippingToolRows,
  type ShippingToolSyncRow,
  type ShippingToolSyncScope,
  SHIPPING_TOOL_MAPPING_FIELDS,
} from '../domain/contracts/shipping-tool';
import type { ApiClient } from './http';
import type { ListQuery, Page } from './resource-client';

/** The storefront's connection (null before it has one); never the secret. */
export const loadShippingToolConnection = (api: ApiClient, projectId: number, signal?: AbortSignal) =>
  api<ShippingToolConnectionAnswer>(shippingToolPaths.connection(projectId), { signal });

/** Saves the storefront's connection; an empty secret keeps the stored one. */
export const saveShippingToolConnection = (
  api: ApiClient,
  projectId: number,
  body: ShippingToolConnectionBody,
) =>
  api<ShippingToolConnectionAnswer>(shippingToolPaths.connection(projectId), {
    method: 'PUT',
    body: { ...body },
  });

/** Pulls the lists of `scope` from the tool; answers the sync log row (Succeeded, or Failed with why). */
export const runShippingToolSync = (api: ApiClient, projectId: number, scope: ShippingToolSyncScope) =>
  api<ShippingToolSyncRow>(shippingToolPaths.sync(projectId), { method: 'POST', body: { scope } });

/** The sync log of a storefront, newest first. */
export const loadShippingToolSyncs = (api: ApiClient, projectId: number, signal?: AbortSignal) =>
  api<ShippingToolPage<ShippingToolSyncRow>>(shippingToolPaths.syncs, {
    query: { projectId, perPage: 10 },
    signal,
  });

/** What records of `list` may be mapped to. */
export const loadShippingToolChoices = (
  api: ApiClient,
  list: ShippingToolList,
  projectId: number,
  signal?: AbortSignal,
) => api<ShippingToolChoice[]>(shippingToolPaths.choices(list), { query: { projectId }, signal });

/** Maps one record of `list` to a Dockhand record (null: none); answers the record as its list shows it. */
export const mapShippingToolRecord = <L extends ShippingToolList>(
  api: ApiClient,
  list: L,
  id: number,
  targetId: number | null,
) =>
  api<ShippingToolRows[L]>(shippingToolPaths.mapping(list, id), {
    method: 'PUT',
    body: { [SHIPPING_TOOL_MAPPING_FIELDS[list]]: targetId },
  });

/** A list of one storefront as the list machine reads it: its filters go into the query string. */
export function shippingToolListClient<L extends ShippingToolList>(
  api: ApiClient,
  list: L,
  projectId: number,
) {
  return {
    list: (query: ListQuery, signal?: AbortSignal): Promise<Page<ShippingToolRows[L]>> => {
      const filters = Object.fromEntries(
        Object.entries(query.filters).filter(([, v]) => v !== '' && v !== null && v !== undefined),
      );
      return api<ShippingToolPage<ShippingToolRows[L]>>(shippingToolPaths.list(list), {
        query: { ...filters, projectId, page: query.page, perPage: query.perPage },
        signal,
      });
    },
  };
}
