/** Stub: filled in by issue 18's work on this subject. */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';

export async function invoiceRoutes(_app: FastifyInstance, _deps: AppDeps) {}
