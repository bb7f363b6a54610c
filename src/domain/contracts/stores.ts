/** The contract of /api/common/stores (see index.ts). */
import { defineContract } from './contract';

export const storesContract = defineContract()({
  name: 'stores',
  base: '/api/common/stores',
  listPath: 'listItems',
  filters: {
    search: 'string',
    projectId: 'number',
    shouldIgnoreIt: 'boolean',
  },
  sortKeys: ['name', 'createdAt'],
  permissions: {
    view: ['storefronts.view', 'integrations.shipping.stores', 'storefronts.orderGroups'],
    create: ['storefronts.edit', 'integrations.shipping.stores'],
    edit: ['storefronts.edit', 'integrations.shipping.stores'],
    delete: ['storefronts.edit', 'integrations.shipping.stores'],
  },
  screen: { path: '/stores', menu: { anyOf: ['storefronts.view'] } },
});
