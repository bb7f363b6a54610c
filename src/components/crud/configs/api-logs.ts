import { ALL_API_KEYS_URL, apiKeyLabel } from '../../../api/storefront-api-keys.api';
import { apiLogsContract } from '../../../domain/contracts/api-logs';
import { systemLogsContract } from '../../../domain/contracts/system-logs';
import { apiLogStatusOptions } from '../../../domain/resources/api-log-status';
import { defineCrud, type CrudRefSource } from '../crud-config';
import { projectsRef, usersRef } from '../crud-refs';

/** The storefront API keys a call was made with (the public order intake), named with their storefront. */
const apiKeysRef: CrudRefSource = { base: ALL_API_KEYS_URL, listPath: 'get', label: apiKeyLabel };

/**
 * /other/logs/api: the API calls that mean something (read only), by whom (a user, or a storefront's
 * API key) and how they were answered.
 */
export const apiLogsCrud = defineCrud(apiLogsContract, {
  title: 'API logs',
  description:
    'Calls to the API that change something, come from integrations or fail: who made them, the answer and how long it took. The app’s own successful polling is left out.',
  singular: 'API call',
  rowLabel: (row) => `${String(row.method)} ${String(row.path)}`,
  columns: [
    { key: 'createdAt', header: 'When', format: 'datetime', sortKey: 'createdAt' },
    { key: 'method', header: 'Method', format: 'badge' },
    { key: 'path', header: 'Path' },
    { key: 'status', header: 'Status', sortKey: 'status' },
    { key: 'durationMs', header: 'Duration (ms)', sortKey: 'durationMs' },
    { key: 'userId', header: 'User', ref: usersRef },
    { key: 'apiKeyId', header: 'API key', ref: apiKeysRef },
    { key: 'requestId', header: 'Request id', hiddenByDefault: true },
  ],
  filters: [
    { name: 'userId', label: 'User', type: 'select', optionsFrom: usersRef },
    { name: 'path', label: 'Path contains', type: 'text', placeholder: 'e.g. /api/common/orders' },
    { name: 'status', label: 'Status', type: 'select', options: apiLogStatusOptions },
    { name: 'apiKeyId', label: 'API key', type: 'select', optionsFrom: apiKeysRef },
  ],
  routes: {},
});

/** /other/logs/system/{projId?}: server errors and job runs (read only). */
export const systemLogsCrud = defineCrud(systemLogsContract, {
  path: `${systemLogsContract.screen.path}/:projId?`,
  title: 'System logs',
  description: 'Server errors and background job runs.',
  singular: 'System event',
  rowLabel: (row) => String(row.message),
  columns: [
    { key: 'createdAt', header: 'When', format: 'datetime', sortKey: 'createdAt' },
    { key: 'level', header: 'Level', format: 'badge' },
    { key: 'source', header: 'Source' },
    { key: 'message', header: 'Message' },
    { key: 'projectId', header: 'Project', ref: projectsRef, hiddenByDefault: true },
  ],
  filters: [
    { name: 'source', label: 'Source', type: 'text', placeholder: 'http, jobs…' },
    { name: 'projectId', label: 'Project id', type: 'number' },
  ],
  routes: {},
});
