/** The contract of /api/common/projects (see index.ts). */
import { defineContract } from './contract';

export const projectsContract = defineContract()({
  name: 'projects',
  base: '/api/common/projects',
  listPath: 'listItems',
  filters: {
    search: 'string',
    vendorId: 'number',
    warehouseId: 'number',
    enabled: 'boolean',
  },
  sortKeys: ['name', 'clientCode', 'createdAt'],
  permissions: {
    view: ['storefronts.view', 'orders.view'],
    create: ['storefronts.create'],
    edit: ['storefronts.edit'],
    delete: [],
  },
  screen: { path: '/manage/storefronts', menu: { anyOf: ['storefronts.view'] } },
});
