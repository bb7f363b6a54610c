/**
 * What a record's step call (`POST {base}/{id}/{action}`, DESIGN.md §6) carries besides its own body:
 * the record's id, the body as an object, the version the client acted on and its Idempotency-Key.
 * Shared by the step routes of outbound shipments and work orders.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from './errors';
import { idempotencyKeyOf } from './idempotency';

const MAX_INT_ID = 2 ** 31 - 1;

/** What the client sent besides the step's body: the version it acted on and its Idempotency-Key. */
export interface StepRequest {
  version?: unknown;
  key?: string;
}

/** The `:id` of the route; anything but a whole id in range is a record that does not exist. */
export const recordIdOf = (request: FastifyRequest): number => {
  const id = Number((request.params as { id: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_INT_ID) throw notFound();
  return id;
};

/** The body as an object ({} when absent: steps such as submit, start or cancel need none). */
export const objectBodyOf = (request: FastifyRequest): Record<string, unknown> => {
  const body = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return body as Record<string, unknown>;
};

export const stepRequestOf = (request: FastifyRequest): StepRequest => ({
  version: objectBodyOf(request).version,
  key: idempotencyKeyOf(request),
});
