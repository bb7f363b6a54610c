/** The contract of /api/common/vendorInvoices (see index.ts). */
import { defineContract } from './contract';

export const vendorInvoicesContract = defineContract()({
  name: 'vendorInvoices',
  base: '/api/common/vendorInvoices',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    invoiceNumber: 'string',
    type: 'string',
    status: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['invoiceDate', 'invoiceNumber', 'total', 'createdAt'],
  permissions: {
    view: ['billing.invoices', 'billing.view'],
    create: ['billing.invoices'],
    edit: ['billing.invoices'],
    // An invoice is voided (status), never deleted.
    delete: [],
  },
  screen: { path: '/manage/billing/customerInvoices' },
});
