/** The contract of /api/automations/content (see index.ts). */
import { defineContract } from './contract';

export const automationContentsContract = defineContract()({
  name: 'automationContents',
  base: '/api/automations/content',
  listPath: 'listItems',
  filters: {
    automationId: 'number',
    projectId: 'number',
    status: 'string',
    search: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['createdAt', 'sentAt'],
  permissions: {
    view: ['automation.log'],
    create: [],
    edit: [],
    delete: [],
  },
  screen: { path: '/other/automation/log' },
});
