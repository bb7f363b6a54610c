/** The contract of /api/common/warehouses (see index.ts). */
import { defineContract } from './contract';

export const warehousesContract = defineContract()({
  name: 'warehouses',
  base: '/api/common/warehouses',
  listPath: 'listItems',
  filters: {
    search: 'string',
    wmsType: 'number',
  },
  sortKeys: ['fullName', 'code'],
  permissions: {
    view: ['warehouses.view'],
    create: ['warehouses.create'],
    edit: ['warehouses.edit'],
    // Stock, documents and projects refer to warehouses: they are never deleted.
    delete: [],
  },
  screen: { path: '/warehouses' },
});
