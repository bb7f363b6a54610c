/** The contract of /api/automations (see index.ts). */
import { defineContract } from './contract';

export const automationsContract = defineContract()({
  name: 'automations',
  base: '/api/automations',
  listPath: 'listItems',
  filters: {
    search: 'string',
    projectId: 'number',
    onEvent: 'string',
    type: 'string',
    enabled: 'boolean',
  },
  sortKeys: ['name', 'onEvent', 'createdAt'],
  permissions: {
    view: ['automation.triggers'],
    create: ['automation.triggers'],
    edit: ['automation.triggers'],
    delete: ['automation.triggers'],
  },
  screen: { path: '/other/automation' },
});
