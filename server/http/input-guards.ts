/**
 * Input no route should have to think about, refused once for every route before its handler runs:
 * - a NUL byte in any string of the JSON body (PostgreSQL cannot store it in text): 400, naming the
 *   field;
 * - an id in the path that no row can have (an integer id at or above 2^31): 404, as for any id
 *   that does not exist.
 * And, as the last line of defence, a database refusing a value as malformed or out of range
 * answers 400 instead of a 5xx (see `malformedValueError`).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError, notFound } from './errors';

const MAX_INT_ID = 2 ** 31 - 1;

/** Paths (as 'lines[2].sku') of the strings in `value` that hold a NUL byte. */
function nulPaths(value: unknown, path = '', out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) out.push(path || '_');
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => nulPaths(v, `${path}[${i}]`, out));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) nulPaths(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

const isIdParam = (name: string) => name === 'id' || /Id$/.test(name);

export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const params = (request.params ?? {}) as Record<string, string>;
    for (const [name, value] of Object.entries(params)) {
      if (isIdParam(name) && /^\d+$/.test(value) && Number(value) > MAX_INT_ID) throw notFound();
    }
    const nul = nulPaths(request.body);
    if (nul.length > 0) {
      throw badRequest(
        'Some fields are not valid.',
        Object.fromEntries(nul.map((p) => [p, 'Must not contain a NUL character'])),
      );
    }
  });
}

// PostgreSQL's "data exception" codes a client value can cause: out of range, malformed number or
// date, untranslatable character, overlong string.
const MALFORMED_VALUE_CODES = new Set(['22003', '22P02', '22007', '22008', '22021', '22001', '22P05']);

/** A database refusal of a value the request carried, as a 400; null for any other error. */
export function malformedValueError(err: unknown): HttpError | null {
  const code =
    (err as { cause?: { code?: unknown }; code?: unknown } | null)?.cause?.code ??
    (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && MALFORMED_VALUE_CODES.has(code)) {
    return badRequest('A value in the request is malformed or out of range.');
  }
  return null;
}
