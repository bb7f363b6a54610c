/** The contract of /api/docs/knowledgebaseGroups (see index.ts). */
import { defineContract } from './contract';

export const knowledgebaseGroupsContract = defineContract()({
  name: 'knowledgebaseGroups',
  base: '/api/docs/knowledgebaseGroups',
  listPath: 'listItems',
  filters: {
    search: 'string',
  },
  sortKeys: ['sortOrder', 'name'],
  // Every signed-in user ('*') reads the docs; the permission catalogue has no docs permission, so
  // the editors' roles decide the writes (spec §6 "has a role").
  permissions: {
    view: ['*'],
    create: ['role:developer', 'role:superadmin', 'role:admin'],
    edit: ['role:developer', 'role:superadmin', 'role:admin'],
    delete: ['role:developer', 'role:superadmin', 'role:admin'],
  },
  screen: { path: '/docs/knowledgebase/groups', menu: { roles: ['developer', 'superadmin', 'admin'] } },
});
