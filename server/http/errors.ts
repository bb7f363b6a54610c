/** The error shape of DESIGN.md §6: `{ error, message, fields? }`, thrown by any handler. */
import {
  ValidationError,
  type AnySchema,
  type InferType,
  type SchemaDescription,
  type SchemaInnerTypeDescription,
  type SchemaObjectDescription,
} from 'yup';
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
    // yup's string transforms (trim, lowercase) throw on a non-string instead of failing validation:
    // name those fields, and validate the rest without them for their own messages.
    const notText = notTextFields(schema.describe(), body);
    if (Object.keys(notText).length === 0) throw err;
    const rest = Object.fromEntries(Object.entries(body).filter(([key]) => !(key in notText)));
    const others = await schema
      .validate(rest, { abortEarly: false, stripUnknown: true })
      .then(() => ({}))
      .catch((e: unknown) => (e instanceof ValidationError ? fieldErrors(e) : {}));
    throw badRequest('Some fields are not valid.', { ...others, ...notText });
  }
}

type Description = SchemaDescription &
  Partial<SchemaObjectDescription> &
  Partial<Pick<SchemaInnerTypeDescription, 'innerType'>>;

/** The fields (with nested paths) where the schema wants text and the body has something else. */
function notTextFields(
  description: Description,
  value: unknown,
  path = '',
  out: Record<string, string> = {},
): Record<string, string> {
  if (value === null || value === undefined) return out;
  if (description.type === 'string' && typeof value !== 'string') {
    out[path || '_'] = `${description.label ?? 'This field'} must be text`;
  } else if (description.type === 'object' && description.fields && typeof value === 'object') {
    for (const [key, field] of Object.entries(description.fields)) {
      notTextFields(
        field as Description,
        (value as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
        out,
      );
    }
  } else if (description.type === 'array' && Array.isArray(value) && description.innerType) {
    const inner = (
      Array.isArray(description.innerType) ? description.innerType[0] : description.innerType
    ) as Description | undefined;
    if (inner) value.forEach((v, i) => notTextFields(inner, v, `${path}[${i}]`, out));
  }
  return out;
}
