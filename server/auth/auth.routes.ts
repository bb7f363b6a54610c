import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';

/** Public sign-in routes under /api/auth (being written). */
export async function authRoutes(_app: FastifyInstance, _deps: AppDeps) {}
