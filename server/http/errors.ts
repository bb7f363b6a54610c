/** The error shape of DESIGN.md §6: `{ error, message, fields? }`, thrown by any handler. */
import { ValidationError, type AnySchema, type InferType } from 'yup';
import type { ApiErrorBody } from '../../src/domain/errors';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return this.fields
      ? { error: this.error, message: this.message, fields: this.fields }
      : { error: this.error, message: this.message };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'Record') => new HttpError(404, 'not_found', `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const tooManyRequests = (message: string) => new HttpError(429, 'too_many_requests', message);

/** yup's errors as one message per field (the first for each path). */
export function fieldErrors(err: ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  const all = err.inner.length > 0 ? err.inner : [err];
  for (const e of all) {
    const key = e.path || '_';
    fields[key] ??= e.message;
  }
  return fields;
}

/**
 * Validates and casts a request body with a shared yup schema. Unknown fields are dropped, not
 * stored; every failing field gets its own message.
 */
export async function validateBody<S extends AnySchema>(schema: S, body: unknown): Promise<InferType<S>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  try {
    return await schema.validate(body, { abortEarly: false, stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) throw badRequest('Some fields are not valid.', fieldErrors(err));
    throw err;
  }
}
