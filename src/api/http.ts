/**
 * The one HTTP client of the SPA (ofetch): adds the bearer token, and on a 401 asks the session to
 * refresh, then retries the call once with the new token. Screens never call fetch directly.
 */
import { ofetch, type FetchOptions } from 'ofetch';
import { statusOf } from './api-error';

export interface SessionBridge {
  /** The current access token, if signed in. */
  getToken(): string | null;
  /** Refreshes after a 401; resolves with the new token, or null when the user is now signed out. */
  refreshAfterUnauthorized(): Promise<string | null>;
  /** Called when calls keep failing with 401 even after successful refreshes. */
  giveUp(): void;
}

/** Spec §8: outside the refresh path, more than 10 failures lead back to the login page. */
const MAX_UNAUTHORIZED_AFTER_REFRESH = 10;

export type ApiClient = <T>(url: string, options?: FetchOptions<'json'>) => Promise<T>;

export function createApiClient(session: SessionBridge, baseURL = ''): ApiClient {
  const raw = ofetch.create({ baseURL, retry: 0, credentials: 'same-origin' });
  let unauthorizedStreak = 0;

  const withToken = (options: FetchOptions<'json'> = {}, token: string | null): FetchOptions<'json'> => {
    const headers = new Headers(options.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return { ...options, headers };
  };

  return async function api<T>(url: string, options?: FetchOptions<'json'>): Promise<T> {
    try {
      const result = await raw<T>(url, withToken(options, session.getToken()));
      unauthorizedStreak = 0;
      return result;
    } catch (error) {
      if (statusOf(error) !== 401 || options?.signal?.aborted) throw error;
      const token = await session.refreshAfterUnauthorized();
      if (!token) throw error;
      try {
        const result = await raw<T>(url, withToken(options, token));
        unauthorizedStreak = 0;
        return result;
      } catch (retryError) {
        if (statusOf(retryError) === 401 && ++unauthorizedStreak > MAX_UNAUTHORIZED_AFTER_REFRESH)
          session.giveUp();
        throw retryError;
      }
    }
  };
}
