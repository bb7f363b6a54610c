/** The contract of /api/admin/apiLogs (see index.ts). */
import { defineContract } from './contract';

export const apiLogsContract = defineContract()({
  name: 'apiLogs',
  base: '/api/admin/apiLogs',
  listPath: 'listItems',
  filters: {
    method: 'string',
    /** An exact code ('404', or the number) or a class ('4xx'): see resources/api-log-status.ts. */
    status: 'string',
    /** Text the path contains. */
    path: 'string',
    userId: 'string',
    /** The storefront API key the call was made with (the public order intake). */
    apiKeyId: 'number',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['createdAt', 'durationMs', 'status'],
  permissions: { view: ['other.systemLogs'], create: [], edit: [], delete: [] },
  screen: { path: '/other/logs/api' },
});
