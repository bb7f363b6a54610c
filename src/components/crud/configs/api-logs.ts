import { apiLogsContract } from '../../../domain/contracts/api-logs';
import { systemLogsContract } from '../../../domain/contracts/system-logs';
import { defineCrud } from '../crud-config';
import { projectsRef, usersRef } from '../crud-refs';

/** /other/logs/api: every API call with its status and duration (read only). */
export const apiLogsCrud = defineCrud(apiLogsContract, {
  title: 'API logs',
  description: 'Every call to the API: who, what, the answer and how long it took.',
  singular: 'API call',
  rowLabel: (row) => `${String(row.method)} ${String(row.path)}`,
  columns: [
    { key: 'createdAt', header: 'When', format: 'datetime', sortKey: 'createdAt' },
    { key: 'method', header: 'Method', format: 'badge' },
    { key: 'path', header: 'Path' },
    { key: 'status', header: 'Status', sortKey: 'status' },
    { key: 'durationMs', header: 'Duration (ms)', sortKey: 'durationMs' },
    { key: 'userId', header: 'User', ref: usersRef, hiddenByDefault: true },
    { key: 'requestId', header: 'Request id', hiddenByDefault: true },
  ],
  filters: [
    { name: 'path', label: 'Path', type: 'text', placeholder: 'e.g. /api/common/orders' },
    { name: 'status', label: 'Status', type: 'number' },
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
