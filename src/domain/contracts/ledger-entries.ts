/** The contract of /api/common/ledgerEntries (see index.ts). */
import { defineContract } from './contract';

export const ledgerEntriesContract = defineContract()({
  name: 'ledgerEntries',
  base: '/api/common/ledgerEntries',
  listPath: 'listItems',
  filters: {
    search: 'string',
  },
  sortKeys: ['code', 'name'],
  permissions: {
    view: ['billing.factoringLedger', 'billing.entries', 'billing.view'],
    create: ['billing.factoringLedger'],
    edit: ['billing.factoringLedger'],
    delete: ['billing.factoringLedger'],
  },
});
