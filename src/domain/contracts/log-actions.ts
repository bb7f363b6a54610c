/** The contract of /api/admin/logActions (see index.ts). */
import { defineContract } from './contract';

export const logActionsContract = defineContract()({
  name: 'logActions',
  base: '/api/admin/logActions',
  listPath: 'listItems',
  filters: {
    type: 'string',
    logBy: 'string',
    status: 'string',
    projectId: 'number',
    resourceId: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['createdAt'],
  permissions: { view: ['other.userLogs'], create: [], edit: [], delete: [] },
  screen: { path: '/other/logs/users' },
});
