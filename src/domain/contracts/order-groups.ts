/** The contract of /api/common/orderGroups (see index.ts). */
import { defineContract } from './contract';

export const orderGroupsContract = defineContract()({
  name: 'orderGroups',
  base: '/api/common/orderGroups',
  listPath: 'listItems',
  filters: {
    search: 'string',
    projectId: 'number',
    storeId: 'number',
  },
  sortKeys: ['name', 'createdAt'],
  permissions: {
    view: ['storefronts.orderGroups'],
    create: ['storefronts.orderGroups'],
    edit: ['storefronts.orderGroups'],
    delete: ['storefronts.orderGroups'],
  },
  screen: { path: '/other/storefronts/orderGroups' },
});
