/** The contract of /api/admin/users (see index.ts). */
import { defineContract } from './contract';

export const usersContract = defineContract()({
  name: 'users',
  base: '/api/admin/users',
  listPath: 'listItems',
  filters: {
    search: 'string',
    vendorId: 'number',
    email: 'string',
    warehouseId: 'number',
    status: 'string',
  },
  sortKeys: ['email', 'lastName', 'firstName', 'createdAt'],
  permissions: {
    view: ['users.view', 'users.update', 'teams.view'],
    create: ['users.update'],
    edit: ['users.update'],
    delete: ['users.update', 'teams.remove'],
  },
  screen: { path: '/admin/users' },
});
