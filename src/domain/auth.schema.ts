/** yup schemas of the sign-in and account forms, shared by the forms and the server. */
import * as yup from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { numberField } from './resources/fields';

const email = yup
  .string()
  .trim()
  .lowercase()
  .max(254, 'E-mail must be at most 254 characters')
  .email('Enter a valid e-mail address')
  .required('E-mail is required');

/** Length only, as NIST SP 800-63B advises; no composition rules. */
const newPassword = yup
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .required('Password is required');

const name = (label: string) =>
  yup.string().trim().max(100, `${label} must be at most 100 characters`).required(`${label} is required`);

export const loginSchema = yup.object({
  email,
  password: yup.string().max(1024, 'Password is too long').required('Password is required'),
});
export type LoginInput = yup.InferType<typeof loginSchema>;

export const forgotPasswordSchema = yup.object({ email });
export type ForgotPasswordInput = yup.InferType<typeof forgotPasswordSchema>;

export const resetPasswordSchema = yup.object({
  password: newPassword,
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('password')], 'Passwords do not match')
    .required('Repeat the new password'),
});
export type ResetPasswordInput = yup.InferType<typeof resetPasswordSchema>;

export const inviteSignupSchema = yup.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  password: newPassword,
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('password')], 'Passwords do not match')
    .required('Repeat the password'),
});
export type InviteSignupInput = yup.InferType<typeof inviteSignupSchema>;

export const myAccountSchema = yup.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  timezone: numberField('Timezone', 'Timezone must be an hour offset')
    .integer('Timezone must be a whole hour offset')
    .min(-12, 'Timezone must be between -12 and +14')
    .max(14, 'Timezone must be between -12 and +14')
    .nullable()
    .default(null),
});
export type MyAccountInput = yup.InferType<typeof myAccountSchema>;

export const changePasswordSchema = yup.object({
  currentPassword: yup.string().max(1024, 'Password is too long').required('Current password is required'),
  newPassword,
  confirmPassword: yup
    .string()
    .oneOf([yup.ref('newPassword')], 'Passwords do not match')
    .required('Repeat the new password'),
});
export type ChangePasswordInput = yup.InferType<typeof changePasswordSchema>;

const accessId = (label: string) =>
  numberField(label, `${label} must be a list of ids`)
    .integer(`${label} must be a list of ids`)
    .positive(`${label} must be a list of ids`)
    .required(`${label} must be a list of ids`);

export const inviteSchema = yup.object({
  email,
  firstName: name('First name'),
  lastName: name('Last name'),
  roleType: yup.string().required('Role is required'),
  accessVendorIds: yup.array(accessId('Vendors')).nullable().default(null),
  accessWarehouseIds: yup.array(accessId('Warehouses')).nullable().default(null),
});
export type InviteInput = yup.InferType<typeof inviteSchema>;

/** The secret parts of a reset link (/resetPassword/{userId}/{token}); a malformed one is just invalid. */
export const resetLinkSchema = yup.object({
  userId: yup.string().trim().max(64, 'The link is not valid').required('The link is not valid'),
  token: yup.string().trim().max(256, 'The link is not valid').required('The link is not valid'),
});
export type ResetLinkInput = yup.InferType<typeof resetLinkSchema>;

/** The reset form as the server receives it: the link's parts plus the new password. */
export const resetPasswordRequestSchema = resetLinkSchema.concat(resetPasswordSchema);
export type ResetPasswordRequestInput = yup.InferType<typeof resetPasswordRequestSchema>;

/** Refresh and logout: the refresh token in the body, or none when the cookie carries it. */
export const refreshTokenSchema = yup.object({
  token: yup.string().trim().max(256, 'The token is not valid').optional(),
});
export type RefreshTokenInput = yup.InferType<typeof refreshTokenSchema>;
