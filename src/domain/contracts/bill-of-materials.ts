/** The contract of /api/manufacturing/billOfMaterials (see index.ts). */
import { defineContract } from './contract';

export const billOfMaterialsContract = defineContract()({
  name: 'billOfMaterials',
  base: '/api/manufacturing/billOfMaterials',
  listPath: 'listItems',
  filters: {
    search: 'string',
    vendorId: 'number',
    warehouseId: 'number',
    type: 'string',
    warehouseProductId: 'number',
  },
  sortKeys: ['name', 'createdAt'],
  permissions: {
    view: ['manufacturing.bom.view', 'manufacturing.bom.update'],
    create: ['manufacturing.bom.update'],
    edit: ['manufacturing.bom.update'],
    // Reference data: removable while no work order uses it (a used one answers 409).
    delete: ['manufacturing.bom.update'],
  },
  screen: { path: '/manufacturing/billOfMaterials', menu: { anyOf: ['manufacturing.bom.view'] } },
});
