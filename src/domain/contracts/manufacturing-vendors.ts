/**
 * The contract of /api/manufacturing/vendors (see index.ts): the manufacturing vendors of spec §3
 * (id, name, isThirdParty), a base of their own beside spec §7's manufacturing bases (issue 15).
 * Reference data shared by every client, so not scoped by vendor or warehouse.
 */
import { defineContract } from './contract';

/** A manufacturing vendor; `isThirdParty` marks an outside manufacturer (work orders under purchase orders). */
export interface ManufacturingVendorRow {
  id: number;
  version: number;
  name: string;
  isThirdParty: boolean;
  createdAt: string;
  updatedAt: string;
}

export const manufacturingVendorsContract = defineContract<ManufacturingVendorRow>()({
  name: 'manufacturingVendors',
  base: '/api/manufacturing/vendors',
  listPath: 'listItems',
  filters: {
    search: 'string',
    isThirdParty: 'boolean',
  },
  sortKeys: ['name', 'createdAt'],
  permissions: {
    view: ['manufacturing.vendors.view', 'manufacturing.vendors.update'],
    create: ['manufacturing.vendors.update'],
    edit: ['manufacturing.vendors.update'],
    // Removable while no work order names it (a used one answers 409).
    delete: ['manufacturing.vendors.update'],
  },
  screen: { path: '/manufacturing/vendors', menu: { anyOf: ['manufacturing.vendors.view'] } },
});
