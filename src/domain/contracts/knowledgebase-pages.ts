/** The contract of /api/docs/knowledgebasePages (see index.ts). */
import { defineContract } from './contract';

export const knowledgebasePagesContract = defineContract()({
  name: 'knowledgebasePages',
  base: '/api/docs/knowledgebasePages',
  listPath: 'listItems',
  filters: {
    search: 'string',
    groupId: 'number',
    /** Pages carrying this tag ('screen:/all-orders', 'marker:MISSING_SKU'). */
    tag: 'string',
  },
  sortKeys: ['sortOrder', 'name', 'updatedAt'],
  // Every signed-in user ('*') reads the docs; the permission catalogue has no docs permission, so
  // the editors' roles decide the writes (spec §6 "has a role").
  permissions: {
    view: ['*'],
    create: ['role:developer', 'role:superadmin', 'role:admin'],
    edit: ['role:developer', 'role:superadmin', 'role:admin'],
    delete: ['role:developer', 'role:superadmin', 'role:admin'],
  },
  screen: { path: '/docs/knowledgebase/pages', menu: { roles: ['developer', 'superadmin', 'admin'] } },
});
