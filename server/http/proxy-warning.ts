/**
 * With TRUST_PROXY unset, a server behind a proxy sees every user at the proxy's address, so the
 * per-address sign-in and reset limits throttle everyone together. Warns once: at start-up in
 * production, and when the first request arrives carrying X-Forwarded-For.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

const WARNING =
  'TRUST_PROXY is not set: behind a proxy every user shares its address, so one address limit throttles everyone. Set TRUST_PROXY to the number of proxy hops or their addresses.';

export function warnWhenProxiedUntrusted(app: FastifyInstance, config: Config): void {
  if (config.trustProxy !== undefined) return;
  if (config.production) app.log.warn(WARNING);
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    app.log.warn(WARNING);
  });
}
