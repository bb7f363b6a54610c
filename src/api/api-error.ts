/** What a failed call tells the user: the server's message and per-field messages, or a plain fallback. */
import { FetchError } from 'ofetch';
import { isApiErrorBody } from '../domain/errors';

export interface ApiFailure {
  status: number | null;
  message: string;
  fields: Record<string, string>;
}

export function describeApiError(error: unknown): ApiFailure {
  if (error instanceof FetchError) {
    const status = error.status ?? null;
    if (isApiErrorBody(error.data))
      return { status, message: error.data.message, fields: error.data.fields ?? {} };
    if (status === null)
      return { status, message: 'Cannot reach the server. Check your connection and try again.', fields: {} };
    if (status === 524)
      return { status, message: 'The server took too long to answer (timeout). Try again.', fields: {} };
    return { status, message: `The server answered ${status}. Try again in a moment.`, fields: {} };
  }
  return {
    status: null,
    message: error instanceof Error ? error.message : 'Something went wrong.',
    fields: {},
  };
}

export function statusOf(error: unknown): number | null {
  return error instanceof FetchError ? (error.status ?? null) : null;
}
