/** The contract of /api/common/products (see index.ts). */
import { defineContract } from './contract';

/** A storefront product row (list and GET /api/common/products/:id). */
export interface StorefrontProductRow {
  id: number;
  projectId: number;
  name: string;
  sku: string;
  /** The vendor's item it is mapped to, if any. */
  vendorProductId: number | null;
  onFulfillmentIgnore: boolean;
  onFulfillmentHold: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export const storefrontProductsContract = defineContract<StorefrontProductRow>()({
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
