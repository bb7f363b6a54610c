/** The contract of /api/common/products (see index.ts). */
import { defineContract } from './contract';

export const storefrontProductsContract = defineContract()({
  name: 'products',
  base: '/api/common/products',
  listPath: 'listItems',
  filters: {
    projectId: 'number',
    search: 'string',
    sku: 'string',
    onFulfillmentHold: 'boolean',
    onFulfillmentIgnore: 'boolean',
    mapped: 'boolean',
  },
  sortKeys: ['name', 'sku', 'createdAt'],
  permissions: {
    view: ['storefronts.products', 'storefronts.productsMapping'],
    create: ['storefronts.products'],
    edit: ['storefronts.products', 'storefronts.productsMapping'],
    delete: ['storefronts.products'],
  },
  screen: { path: '/other/storefront/products', menu: { anyOf: ['storefronts.products'] } },
});
