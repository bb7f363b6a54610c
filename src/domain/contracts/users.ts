/** The contract of /api/admin/users (see index.ts). */
import type { Role } from '../permissions';
import type { UserStatus } from '../resources/user.schema';
import { defineContract } from './contract';

/** A user row (list and GET /api/admin/users/:id); the password hash never leaves the server. */
export interface UserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  permissions: string[];
  accessVendorIds: number[] | null;
  accessWarehouseIds: number[] | null;
  isManager: boolean;
  projectId: number | null;
  status: UserStatus;
  version: number;
  createdAt: string;
}

export const usersContract = defineContract<UserRow>()({
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
