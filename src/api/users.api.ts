/**
 * The users base (spec §7: /api/admin/users) and the lists its form chooses from: the vendors and
 * warehouses the signed-in user may hand out (/api/myvendors, /api/mywarehouses).
 */
import { useMemo } from 'react';
import type { ApiClient } from './http';
import { resourceClient } from './resource-client';
import { usersContract } from '../domain/contracts/users';
import type { Role } from '../domain/permissions';
import type { UserCreateInput, UserEditInput, UserStatus } from '../domain/resources/user.schema';
import { useApi } from '../machines/use-app';

export interface AdminUser {
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

export interface Choice {
  id: number;
  name: string;
}

const USERS_BASE = usersContract.base;
export const USERS_PATH = '/admin/users';

export function useUsersClient() {
  const api = useApi();
  return useMemo(() => {
    const client = resourceClient<AdminUser, UserCreateInput | UserEditInput>(api, USERS_BASE);
    return {
      ...client,
      /** DELETE disables (users are never removed); this lets a disabled user sign in again. */
      enable: (id: string) => api<AdminUser>(`${USERS_BASE}/${id}/enable`, { method: 'POST' }),
    };
  }, [api]);
}

/** The vendors and warehouses the signed-in user sees: all they can grant. */
export async function loadAccessChoices(api: ApiClient, signal: AbortSignal) {
  const [vendors, warehouses] = await Promise.all([
    api<{ id: number; code: string; name: string }[]>('/api/myvendors', { signal }),
    api<{ id: number; fullName: string }[]>('/api/mywarehouses', { signal }),
  ]);
  return {
    vendors: vendors.map((v): Choice => ({ id: v.id, name: `${v.name} (${v.code})` })),
    warehouses: warehouses.map((w): Choice => ({ id: w.id, name: w.fullName })),
  };
}
export type AccessChoices = Awaited<ReturnType<typeof loadAccessChoices>>;

export const userStatusLabels: Record<UserStatus, string> = {
  active: 'Active',
  invited: 'Invited',
  disabled: 'Disabled',
};
export const userStatusTone: Record<UserStatus, 'success' | 'accent' | 'neutral'> = {
  active: 'success',
  invited: 'accent',
  disabled: 'neutral',
};

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`.trim();
