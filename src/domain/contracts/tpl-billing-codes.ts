/** The contract of /api/tpl/carrierBillingCodes (see index.ts). */
import { defineContract } from './contract';

export const tplBillingCodesContract = defineContract()({
  name: 'tplBillingCodes',
  base: '/api/tpl/carrierBillingCodes',
  listPath: 'listItems',
  filters: {
    search: 'string',
    carrierId: 'number',
  },
  sortKeys: ['code', 'name'],
  permissions: {
    view: ['integrations.tpl.billingCodes'],
    create: ['integrations.tpl.billingCodes'],
    edit: ['integrations.tpl.billingCodes'],
    delete: ['integrations.tpl.billingCodes'],
  },
  screen: { path: '/integrations/tpl/billing-codes' },
});
