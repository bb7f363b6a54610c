/** The contract of /api/admin/systemLogs (see index.ts). */
import { defineContract } from './contract';

export const systemLogsContract = defineContract()({
  name: 'systemLogs',
  base: '/api/admin/systemLogs',
  listPath: 'listItems',
  filters: {
    level: 'string',
    source: 'string',
    projectId: 'number',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['createdAt'],
  permissions: {
    view: ['other.systemLogs'],
    create: [],
    edit: [],
    delete: [],
  },
  screen: { path: '/other/logs/system' },
});
