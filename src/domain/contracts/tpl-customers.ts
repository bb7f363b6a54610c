/** The contract of /api/tpl/customers (see index.ts). */
import { defineContract } from './contract';

export const tplCustomersContract = defineContract()({
  name: 'tplCustomers',
  base: '/api/tpl/customers',
  listPath: 'list',
  filters: {
    search: 'string',
    vendorId: 'number',
  },
  sortKeys: ['name'],
  permissions: {
    view: ['integrations.tpl.customers'],
    create: ['integrations.tpl.customers'],
    edit: ['integrations.tpl.customers'],
    delete: ['integrations.tpl.customers'],
  },
  screen: { path: '/integrations/tpl/customers' },
});
