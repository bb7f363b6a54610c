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
  /** Or the kit it sells: a bill of materials of type Kit of the vendor (never both). */
  billOfMaterialsId: number | null;
  onFulfillmentIgnore: boolean;
  onFulfillmentHold: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/**
 * A kit a storefront's products may sell (GET /api/common/projects/{id}/kits): a bill of materials of
 * type Kit of the storefront's vendor, with its components.
 */
export interface KitOption {
  id: number;
  name: string;
  revision: number;
  components: { sku: string; name: string | null; perKit: string }[];
}

/** 'Kit: Gift Set' — how a product mapped to a kit reads wherever its mapping shows. */
export const kitLabel = (name: string) => `Kit: ${name}`;

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
    kit: 'boolean',
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
