/** A storefront's API keys for the public order intake call (permission api.keys). */
import type { ApiClient } from './http';

export interface ApiKey {
  id: number;
  name: string;
  /** The secret's first characters, to tell keys apart (the secret itself is never shown again). */
  prefix: string;
  createdAt: string;
  createdByName: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

const keysUrl = (projectId: number | string) =>
  `/api/storefronts/${encodeURIComponent(String(projectId))}/api-keys`;

export const listApiKeys = (api: ApiClient, projectId: number | string, signal?: AbortSignal) =>
  api<{ items: ApiKey[] }>(keysUrl(projectId), { signal }).then((a) => a.items);

export const createApiKey = (api: ApiClient, projectId: number | string, name: string) =>
  api<{ key: ApiKey; secret: string }>(keysUrl(projectId), { method: 'POST', body: { name } });

export const revokeApiKey = (api: ApiClient, projectId: number | string, keyId: number) =>
  api<ApiKey>(`${keysUrl(projectId)}/${keyId}/revoke`, { method: 'POST', body: {} });

/**
 * The keys of every storefront in the user's scope, revoked ones too (GET, a plain array): the API
 * log's key filter and column read them (readers of the API log may list them without api.keys).
 */
export const ALL_API_KEYS_URL = '/api/storefronts/api-keys';

/** A key as the API log names it: 'Shopify connector (Northwind Shop)', marked when revoked. */
export const apiKeyLabel = (row: Record<string, unknown>) =>
  `${String(row.name)} (${String(row.storefrontName)})${row.revokedAt ? ', revoked' : ''}`;
