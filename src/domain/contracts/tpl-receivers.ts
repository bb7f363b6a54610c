/** The contract of /api/tpl/receivers (see index.ts). */
import { defineContract } from './contract';

export const tplReceiversContract = defineContract()({
  name: 'tplReceivers',
  base: '/api/tpl/receivers',
  listPath: 'list',
  filters: {
    vendorId: 'number',
    toWarehouseId: 'number',
    orderNumber: 'string',
    status: 'string',
    itemSKU: 'string',
  },
  sortKeys: ['createdAt', 'expectedDate', 'orderNumber'],
  permissions: {
    view: ['integrations.tpl.receipts'],
    create: ['integrations.tpl.receipts'],
    edit: ['integrations.tpl.receipts'],
    delete: [],
  },
  screen: { path: '/integrations/tpl/receivers' },
});
