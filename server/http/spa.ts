/**
 * Serves the built SPA: hashed assets cached for good, index.html and the service worker never
 * cached, and every unknown non-API path answered with index.html so client routes deep-link.
 * Source maps stay on disk (for error reporting uploads) and are never served: they would publish
 * the source.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface BuildInfo {
  buildId: string;
}

/** The id of the build on disk, read per call so a redeploy is noticed without a restart. */
export function readBuildInfo(distDir: string): BuildInfo {
  try {
    return JSON.parse(readFileSync(join(distDir, 'build-id.json'), 'utf8')) as BuildInfo;
  } catch {
    return { buildId: 'development' };
  }
}

const isSourceMap = (path: string) => path.endsWith('.map');

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = join(distDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders(res, path) {
        const immutable = path.includes(`${join(distDir, 'assets')}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/notifications');
    if (isApi || request.method !== 'GET' || isSourceMap(path)) {
      return reply.status(404).send({ error: 'not_found', message: 'No such API route.' });
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(readFileSync(indexFile));
  });
}
