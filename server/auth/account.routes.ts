import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';

/** The signed-in user's own account (being written). */
export async function accountRoutes(_app: FastifyInstance, _deps: AppDeps) {}
