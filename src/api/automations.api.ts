/**
 * Every HTTP call of the automation screens (issue 19): the automations and the log through their
 * resource bases, the content templates for the picker, recent events, the dry run, the webhook
 * secret (read, rotate) and the retry of a failed run (paths in src/domain/automation-runs.ts).
 */
import { useMemo } from 'react';
import {
  automationPaths,
  type AutomationEventOption,
  type DryRunAnswer,
  type WebhookSecretAnswer,
} from '../domain/automation-runs';
import { automationContentsContract } from '../domain/contracts/automation-contents';
import { automationsContract } from '../domain/contracts/automations';
import { contentTemplatesContract } from '../domain/contracts/content-templates';
import type { AutomationInput } from '../domain/resources/automation.schema';
import { useApi } from '../machines/use-app';
import type { ApiClient } from './http';
import { resourceClient } from './resource-client';

export type { AutomationEventOption, DryRunAnswer };

export interface AutomationRow extends AutomationInput {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
  [key: string]: unknown;
}

export interface AutomationRunRow {
  id: number;
  automationId: number | null;
  contentTemplateId: number | null;
  projectId: number | null;
  eventId: number | null;
  eventType: string | null;
  /** What the event was about ('Order NWG-1042'). */
  eventRef: string | null;
  type: string;
  recipient: string;
  subject: string | null;
  content: string;
  status: 'Queued' | 'Sent' | 'Failed';
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  lastAttemptAt: string | null;
  sentAt: string | null;
  createdAt: string;
  [key: string]: unknown;
}

export interface ContentTemplateOption {
  id: number;
  name: string;
  subject: string | null;
  [key: string]: unknown;
}

export const automationsClient = (api: ApiClient) =>
  resourceClient<AutomationRow, Partial<AutomationInput> & { id?: number; version?: number }>(
    api,
    automationsContract.base,
    { listPath: automationsContract.listPath },
  );

export const automationRunsClient = (api: ApiClient) =>
  resourceClient<AutomationRunRow>(api, automationContentsContract.base, {
    listPath: automationContentsContract.listPath,
  });

export function useAutomationsClient() {
  const api = useApi();
  return useMemo(() => automationsClient(api), [api]);
}

export function useAutomationRunsClient() {
  const api = useApi();
  return useMemo(() => automationRunsClient(api), [api]);
}

/** The e-mail templates to choose from (the first 200 by name). */
export async function loadContentTemplates(api: ApiClient, signal?: AbortSignal) {
  const page = await resourceClient<ContentTemplateOption>(api, contentTemplatesContract.base, {
    listPath: contentTemplatesContract.listPath,
  }).list({ page: 1, perPage: 200, sortBy: 'name', sortDesc: false, filters: {} }, signal);
  return page.items;
}

/** Recent real events of a type, in the user's scope. */
export const loadRecentEvents = (api: ApiClient, type: string, signal?: AbortSignal) =>
  api<{ items: AutomationEventOption[] }>(automationPaths.events, { query: { type, limit: 20 }, signal });

/** What the automation (with the form's unsaved values) would send for the event; sends nothing. */
export const dryRunAutomation = (
  api: ApiClient,
  input: { automationId: number; eventId: number | null; draft: Record<string, unknown> | null },
  signal?: AbortSignal,
) =>
  api<DryRunAnswer>(automationPaths.dryRun(input.automationId), {
    method: 'POST',
    body: { eventId: input.eventId, draft: input.draft },
    signal,
  });

export const readWebhookSecret = (api: ApiClient, id: number) =>
  api<WebhookSecretAnswer>(automationPaths.webhookSecret(id));

export const rotateWebhookSecret = (api: ApiClient, id: number) =>
  api<WebhookSecretAnswer>(automationPaths.rotateSecret(id), { method: 'POST', body: {} });

export const retryAutomationRun = (api: ApiClient, id: number) =>
  api<AutomationRunRow>(automationPaths.retry(id), { method: 'POST', body: {} });
