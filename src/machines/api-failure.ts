/**
 * A failed call as flow machines take it: an Error with the server's message, its status (a guard may
 * tell a conflict from bad input) and the per-field messages.
 */
import { describeApiError } from '../api/api-error';

export interface CallFailure extends Error {
  status: number | null;
  fields: Record<string, string>;
}

export function asCallFailure(error: unknown): CallFailure {
  const failure = describeApiError(error);
  return Object.assign(new Error(failure.message), { status: failure.status, fields: failure.fields });
}

/** Runs a call and hands its failure on as a CallFailure. */
export const failingAs = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => Promise.reject(asCallFailure(error)));
