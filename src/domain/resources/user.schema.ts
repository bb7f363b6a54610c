/**
 * The user form of /admin/users (spec §3 "User"), shared by the form and the server. A user has one
 * main role (roleType), optional further roles (moreRoles), permissions of their own on top of the
 * roles' defaults, and access lists: null = every vendor/warehouse, an array limits rows to it.
 */
import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { isKnownPermission, roles, type Role } from '../permissions';
import { email, flag, idList, optionalRef, requiredText } from './fields';

const roleField = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .oneOf([...roles], `${label} must be one of: ${roles.join(', ')}`) as unknown as yup.StringSchema<Role>;

const password = (label: string) =>
  yup
    .string()
    .typeError(`${label} must be text`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** An access list: null (every one) or the chosen ids, without repeats. */
const accessList = (label: string) =>
  idList(label)
    .nullable()
    .default(null)
    .transform((v: number[] | null) => (Array.isArray(v) ? [...new Set(v)] : v));

const userFields = {
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email: email('E-mail', true),
  roleType: roleField('Role').required('Role is required'),
  moreRoles: yup
    .array(roleField('Further roles').required())
    .typeError('Further roles must be a list of roles')
    .default([]),
  permissions: yup
    .array(
      yup
        .string()
        .typeError('Permissions must be a list of permission ids')
        .test('known', 'Unknown permission: ${value}', (v) => v == null || isKnownPermission(v))
        .required(),
    )
    .typeError('Permissions must be a list of permission ids')
    .max(1000, 'Permissions has too many entries')
    .default([])
    .transform((v: string[]) => (Array.isArray(v) ? [...new Set(v)] : v)),
  isManager: flag('Manager', false),
  accessVendorIds: accessList('Vendors'),
  accessWarehouseIds: accessList('Warehouses'),
  projectId: optionalRef('storefront'),
};

const vendorNeedsVendors = (schema: yup.ObjectSchema<yup.AnyObject>) =>
  schema.test('vendor-access', function check(value) {
    const v = value as { roleType?: string; accessVendorIds?: number[] | null };
    if (v.roleType === 'vendor' && !v.accessVendorIds?.length) {
      return this.createError({
        path: 'accessVendorIds',
        message: 'A vendor user needs at least one vendor',
      });
    }
    return true;
  });

export const userCreateSchema = vendorNeedsVendors(
  yup.object({ ...userFields, password: password('Password').required('Password is required') }),
) as yup.ObjectSchema<UserCreateInput>;

/** On edit the password is only set when newPassword is filled in. */
export const userEditSchema = vendorNeedsVendors(
  yup.object({
    ...userFields,
    newPassword: password('New password')
      .nullable()
      .default(null)
      .transform((v: string | null) => (v === '' ? null : v)),
  }),
) as yup.ObjectSchema<UserEditInput>;

export interface UserFields {
  firstName: string;
  lastName: string;
  email: string;
  roleType: Role;
  moreRoles: Role[];
  permissions: string[];
  isManager: boolean;
  accessVendorIds: number[] | null;
  accessWarehouseIds: number[] | null;
  projectId: number | null;
}
export interface UserCreateInput extends UserFields {
  password: string;
}
export interface UserEditInput extends UserFields {
  newPassword: string | null;
}

/** The roles a user row holds: the main role first, each role once. */
export const rolesOf = (input: Pick<UserFields, 'roleType' | 'moreRoles'>): Role[] => [
  ...new Set([input.roleType, ...input.moreRoles]),
];

export const userStatuses = ['active', 'invited', 'disabled'] as const;
export type UserStatus = (typeof userStatuses)[number];
