/** The contract of /api/tpl/facilities (see index.ts). */
import { defineContract } from './contract';

export const tplFacilitiesContract = defineContract()({
  name: 'tplFacilities',
  base: '/api/tpl/facilities',
  listPath: 'list',
  filters: {
    search: 'string',
    warehouseId: 'number',
  },
  sortKeys: ['name'],
  permissions: {
    view: ['integrations.tpl.facilities'],
    create: ['integrations.tpl.facilities'],
    edit: ['integrations.tpl.facilities'],
    delete: ['integrations.tpl.facilities'],
  },
  screen: { path: '/integrations/tpl/facilities' },
});
