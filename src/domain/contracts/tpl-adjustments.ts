/** The contract of /api/tpl/adjustments (see index.ts). */
import { defineContract } from './contract';

export const tplAdjustmentsContract = defineContract()({
  name: 'tplAdjustments',
  base: '/api/tpl/adjustments',
  listPath: 'listItems',
  filters: {
    sku: 'string',
    vendorId: 'number',
    warehouseId: 'number',
    facilityId: 'number',
    customerId: 'number',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['adjustedAt', 'sku'],
  permissions: {
    view: ['integrations.tpl.adjustments'],
    create: [],
    edit: [],
    delete: [],
  },
  screen: { path: '/integrations/tpl/adjustments' },
});
