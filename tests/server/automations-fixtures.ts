/**
 * What the automation suites share: the seeded automations switched off (each test sets up its own),
 * a content template and an automation made through the API, the job runner drained, and the log
 * rows and e-mails of one automation.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { automationContents, automationEvents, automations } from '../../server/db/schema';
import type { TestApp } from './harness';

export async function quietSeededAutomations(t: TestApp): Promise<void> {
  await t.database.db.update(automations).set({ enabled: false });
}

export async function template(t: TestApp, token: string, subject: string, content: string): Promise<number> {
  const res = await t.request('POST', '/api/automations/contentTemplates', {
    token,
    body: { name: `T ${Math.random().toString(36).slice(2, 8)}`, subject, content },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

export async function automation(t: TestApp, token: string, body: Record<string, unknown>): Promise<number> {
  const res = await t.request('POST', '/api/automations', {
    token,
    body: { name: `A ${Math.random().toString(36).slice(2, 8)}`, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** Runs every due job (dispatches, then their deliveries). */
export const drain = (t: TestApp) => t.app.jobs.runner.drain();

export const runsOf = (t: TestApp, automationId: number) =>
  t.database.db
    .select()
    .from(automationContents)
    .where(eq(automationContents.automationId, automationId))
    .orderBy(automationContents.id);

export const eventsOf = (t: TestApp, type: string) =>
  t.database.db
    .select()
    .from(automationEvents)
    .where(eq(automationEvents.type, type))
    .orderBy(automationEvents.id);

export const mailsTo = (t: TestApp, to: string) => t.mails.filter((m) => m.to === to);
