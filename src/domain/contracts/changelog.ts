/** The contract of /api/docs/changelog (see index.ts). */
import { defineContract } from './contract';

export const changelogContract = defineContract()({
  name: 'changelog',
  base: '/api/docs/changelog',
  listPath: 'listItems',
  filters: {
    search: 'string',
    startDate: 'date',
    endDate: 'date',
  },
  sortKeys: ['publishedAt', 'name'],
  // Every signed-in user ('*') reads the docs; the permission catalogue has no docs permission, so
  // the editors' roles decide the writes (spec §6 "has a role").
  permissions: {
    view: ['*'],
    create: ['role:developer', 'role:superadmin', 'role:admin'],
    edit: ['role:developer', 'role:superadmin', 'role:admin'],
    delete: ['role:developer', 'role:superadmin', 'role:admin'],
  },
  screen: { path: '/docs/changelog', menu: { roles: ['developer', 'superadmin', 'admin'] } },
});
