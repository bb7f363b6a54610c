/**
 * A failed call as flow machines take it: an Error with the server's message, its status (a guard may
 * tell a conflict from bad input), its error code (`over_receipt`) and the per-field messages. Every
 * machine maps failures through this module: implementations reject with `failingAs`, actions store
 * `messageOf`, guards read `statusOf` / `codeOf`.
 */
import { describeApiError } from '../api/api-error';
import { isApiErrorBody } from '../domain/errors';

export interface CallFailure extends Error {
  status: number | null;
  /** The server's error code (`{ error }` of DESIGN.md §6), when it answered one. */
  code: string | null;
  fields: Record<string, string>;
}

export function asCallFailure(error: unknown): CallFailure {
  const failure = describeApiError(error);
  const data = (error as { data?: unknown } | null)?.data;
  return Object.assign(new Error(failure.message), {
    status: failure.status,
    code: isApiErrorBody(data) ? data.error : null,
    fields: failure.fields,
  });
}

/** Runs a call and hands its failure on as a CallFailure. */
export const failingAs = <T>(call: Promise<T>): Promise<T> =>
  call.catch((error: unknown) => Promise.reject(asCallFailure(error)));

const DEFAULT_FAILURE_MESSAGE = 'Something went wrong.';

/** What the screen shows for a failure: an Error's message, a string as it is, or the fallback. */
export function messageOf(error: unknown, fallback = DEFAULT_FAILURE_MESSAGE): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : fallback;
}

/** The HTTP status of a CallFailure (or of anything carrying one), else null. */
export const statusOf = (error: unknown): number | null =>
  (error as { status?: number | null } | null)?.status ?? null;

/** The server's error code of a CallFailure, or of a FetchError's body; else null. */
export function codeOf(error: unknown): string | null {
  const failure = error as { code?: unknown; data?: { error?: unknown } } | null;
  if (typeof failure?.code === 'string') return failure.code;
  return typeof failure?.data?.error === 'string' ? failure.data.error : null;
}

/** The per-field messages of a CallFailure ({} when there are none). */
export const fieldsOf = (error: unknown): Record<string, string> =>
  (error as Partial<CallFailure> | null)?.fields ?? {};
