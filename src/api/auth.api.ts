/** The sign-in calls. They go straight to ofetch: a 401 here means "wrong credentials", not "refresh". */
import { ofetch } from 'ofetch';
import type {
  ChangePasswordInput,
  ForgotPasswordInput,
  InviteSignupInput,
  LoginInput,
  MyAccountInput,
  ResetPasswordInput,
} from '../domain/auth.schema';
import type { LoginResponse, SessionUser } from '../domain/user';
import type { ApiClient } from './http';

const auth = ofetch.create({ baseURL: '/api/auth', retry: 0, credentials: 'same-origin' });

export const login = (body: LoginInput) => auth<LoginResponse>('/login', { method: 'POST', body });

/** The refresh token travels in the HttpOnly cookie; the body stays empty. */
export const refreshSession = (signal?: AbortSignal) =>
  auth<LoginResponse>('/refresh-token', { method: 'POST', body: {}, signal });

export const logout = () => auth<void>('/logout', { method: 'POST', body: {} });

export const forgotPassword = (body: ForgotPasswordInput) =>
  auth<{ message: string }>('/forgot-password', { method: 'POST', body });

export const checkResetLink = (userId: string, token: string) =>
  auth<{ valid: true; email: string }>('/reset-password/check', { method: 'POST', body: { userId, token } });

export const resetPassword = (userId: string, token: string, body: ResetPasswordInput) =>
  auth<{ message: string }>('/reset-password', { method: 'POST', body: { userId, token, ...body } });

export const getInvite = (id: string) =>
  auth<{ email: string; firstName: string; lastName: string }>(`/invites/${encodeURIComponent(id)}`);

export const acceptInvite = (id: string, body: InviteSignupInput) =>
  auth<LoginResponse>(`/invites/${encodeURIComponent(id)}/accept`, { method: 'POST', body });

export const accountApi = (api: ApiClient) => ({
  get: () => api<SessionUser>('/api/my-account'),
  update: (body: MyAccountInput) => api<SessionUser>('/api/my-account', { method: 'POST', body }),
  changePassword: (body: ChangePasswordInput) =>
    api<{ message: string }>('/api/my-account/password', { method: 'POST', body }),
});
