/** The contract of /api/manufacturing/rndProjects (see index.ts). */
import { defineContract } from './contract';

export const rndProjectsContract = defineContract()({
  name: 'rndProjects',
  base: '/api/manufacturing/rndProjects',
  listPath: 'listItems',
  filters: {
    search: 'string',
    vendorId: 'number',
    warehouseId: 'number',
  },
  sortKeys: ['name', 'createdAt', 'updatedAt'],
  permissions: {
    view: ['manufacturing.rnd.view', 'manufacturing.rnd.update'],
    create: ['manufacturing.rnd.update'],
    edit: ['manufacturing.rnd.update'],
    delete: ['manufacturing.rnd.update'],
  },
  screen: { path: '/manufacturing/RnD/projects', menu: { anyOf: ['manufacturing.rnd.view'] } },
});
