/** The contract of /api/admin/vendorStatus (see index.ts). */
import { defineContract } from './contract';

export const vendorStatusContract = defineContract()({
  name: 'vendorStatus',
  base: '/api/admin/vendorStatus',
  listPath: 'list',
  filters: {
    search: 'string',
  },
  sortKeys: ['sortOrder', 'name'],
  permissions: {
    view: ['clients.view', 'clients.manage'],
    create: ['clients.manage'],
    edit: ['clients.manage'],
    delete: ['clients.manage'],
  },
  screen: { path: '/manage/customer-status', menu: { anyOf: ['clients.manage'] } },
});
