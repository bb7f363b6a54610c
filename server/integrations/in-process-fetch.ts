/**
 * A `fetch` that answers from a Fastify app in the same process (app.inject, no socket): how the
 * demo's external systems (demo://…) are reached without a network, and how tests can call a fake
 * without a port. Every connector's FetchLike accepts it.
 */
import type { FastifyInstance } from 'fastify';

export function inProcessFetch(app: FastifyInstance) {
  return async (
    url: string,
    init: { method: string; headers: Record<string, string>; body?: string },
  ): Promise<Response> => {
    const target = new URL(url);
    const answer = await app.inject({
      method: init.method as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: init.headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    // A 204 has no body, and Response refuses to be given one.
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers,
    });
  };
}
