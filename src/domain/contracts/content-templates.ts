/** The contract of /api/automations/contentTemplates (see index.ts). */
import { defineContract } from './contract';

export const contentTemplatesContract = defineContract()({
  name: 'contentTemplates',
  base: '/api/automations/contentTemplates',
  listPath: 'listItems',
  filters: {
    search: 'string',
    projectId: 'number',
    type: 'string',
  },
  sortKeys: ['name', 'createdAt'],
  permissions: {
    view: ['automation.contentTemplates'],
    create: ['automation.contentTemplates'],
    edit: ['automation.contentTemplates'],
    delete: ['automation.contentTemplates'],
  },
  screen: { path: '/other/automation/content-templates' },
});
