/**
 * The loop guard's memory across an HTTP round trip: a webhook carries `X-Dockhand-Automation: <id>`,
 * and a receiver that calls the API back with that header marks every event its request causes as
 * caused by that automation (recordAutomationEvent reads it here), so the automation never answers
 * its own echo. The header only ever suppresses the automation it names.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

export const AUTOMATION_HEADER = 'x-dockhand-automation';

const cause = new AsyncLocalStorage<{ automationId: number }>();

/** The automation whose webhook led to the current request, if it said so. */
export const currentAutomationCause = (): number | null => cause.getStore()?.automationId ?? null;

/** Runs `work` as if caused by `automationId` (the dispatch and tests). */
export const withAutomationCause = <T>(automationId: number, work: () => T): T =>
  cause.run({ automationId }, work);

/** Reads the header on every request (app.ts registers it once). */
export function registerAutomationCause(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.headers[AUTOMATION_HEADER];
    const id = Number(Array.isArray(raw) ? raw[0] : raw);
    if (Number.isSafeInteger(id) && id > 0) cause.run({ automationId: id }, done);
    else done();
  });
}
