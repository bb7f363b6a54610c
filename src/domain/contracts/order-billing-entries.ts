/** The contract of /api/common/orderBillingEntries (see index.ts). */
import { defineContract } from './contract';

export const orderBillingEntriesContract = defineContract()({
  name: 'orderBillingEntries',
  base: '/api/common/orderBillingEntries',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    warehouseId: 'number',
    invoiceId: 'number',
    chargeType: 'string',
    type: 'string',
    search: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['entryDate', 'chargeLabel', 'singleUnitCharge', 'createdAt'],
  permissions: {
    view: ['billing.entries', 'billing.view'],
    create: ['billing.entries'],
    edit: ['billing.entries'],
    delete: [],
  },
  screen: { path: '/manage/billing/customerBilingLedger' },
});
