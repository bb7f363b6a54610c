/**
 * The users base (spec §7: /api/admin/users) and the lists its form chooses from: the vendors and
 * warehouses the signed-in user may hand out (/api/myvendors, /api/mywarehouses).
 */
import { useMemo } from 'react';
import type { ApiClient } from './http';
import { contractClient } from './resource-client';
import { usersContract, type UserRow } from '../domain/contracts/users';
import type { UserCreateInput, UserEditInput, UserStatus } from '../domain/resources/user.schema';
import type { InviteInput } from '../domain/auth.schema';
import { useApi } from '../machines/use-app';

/** A user row: the contract's row type. */
export type AdminUser = UserRow;

export interface Choice {
  id: number;
  name: string;
}

const USERS_BASE = usersContract.base;
export const USERS_PATH = '/admin/users';

export function useUsersClient() {
  const api = useApi();
  return useMemo(() => {
    const client = contractClient<typeof usersContract, UserCreateInput | UserEditInput>(api, usersContract);
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

/** POST /api/invites: invites a new user by e-mail (teams.invite); the sign-up link goes by e-mail. */
export const inviteUser = (api: ApiClient, body: InviteInput) =>
  api<{ id: string; email: string }>('/api/invites', { method: 'POST', body });
