/** The signed-in user and the login answer of spec §3. */

export interface SessionUser {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Numeric hour offset as stored (spec §9); null means the default zone. */
  timezone: number | null;
  userRoles: string[];
  permissions: string[];
  accessVendorIds: number[] | null;
  accessWarehouseIds: number[] | null;
  isManager: boolean;
}

export interface LoginResponse extends SessionUser {
  jwtToken: string;
  refreshToken: string;
  env: string;
}

/** Before login the user is a guest with an empty id. */
export const guestUser: SessionUser = {
  id: '',
  fullName: '',
  firstName: '',
  lastName: '',
  email: '',
  timezone: null,
  userRoles: [],
  permissions: [],
  accessVendorIds: null,
  accessWarehouseIds: null,
  isManager: false,
};

export function toSessionUser(r: LoginResponse): SessionUser {
  const { jwtToken: _j, refreshToken: _r, env: _e, ...user } = r;
  return user;
}
