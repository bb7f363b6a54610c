/** The contract of /api/common/rateCards (see index.ts). */
import { defineContract } from './contract';

export const rateCardsContract = defineContract()({
  name: 'rateCards',
  base: '/api/common/rateCards',
  listPath: 'listItems',
  filters: {
    search: 'string',
    vendorId: 'number',
    carrierCode: 'string',
    serviceCode: 'string',
    rateWeightUnit: 'string',
  },
  sortKeys: ['name', 'carrierCode', 'serviceCode'],
  permissions: {
    view: ['billing.rateCards'],
    create: ['billing.rateCards'],
    edit: ['billing.rateCards'],
    delete: ['billing.rateCards'],
  },
  screen: { path: '/manage/billing/rateCards' },
});
