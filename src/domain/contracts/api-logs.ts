/** The contract of /api/admin/apiLogs (see index.ts). */
import { defineContract } from './contract';

export const apiLogsContract = defineContract()({
  name: 'apiLogs',
  base: '/api/admin/apiLogs',
  listPath: 'listItems',
  filters: {
    method: 'string',
    status: 'number',
    path: 'string',
    userId: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['createdAt', 'durationMs', 'status'],
  permissions: { view: ['other.systemLogs'], create: [], edit: [], delete: [] },
  screen: { path: '/other/logs/api' },
});
