/** The contract of /api/common/ptcFiles (see index.ts). */
import { defineContract } from './contract';

export const ptcFilesContract = defineContract()({
  name: 'ptcFiles',
  base: '/api/common/ptcFiles',
  listPath: 'listItems',
  filters: {
    vendorId: 'number',
    search: 'string',
    type: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['createdAt', 'name', 'periodStart'],
  permissions: {
    view: ['billing.ptcFiles', 'billing.view'],
    create: ['billing.ptcFiles'],
    edit: ['billing.ptcFiles'],
    delete: [],
  },
});
