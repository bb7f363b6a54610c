/**
 * The automation calls beyond the resource engine (issue 19): their paths and answers, read by the
 * server's routes and the SPA's api module. The log's rows are the automation_contents resource.
 */
import { automationContentsContract } from './contracts/automation-contents';
import { automationsContract } from './contracts/automations';

const base = automationsContract.base;

export const automationPaths = {
  /** GET ?type=&limit=: recent real events, in the user's scope, to dry-run with. */
  events: `${base}/events`,
  /** POST {eventId?, draft?}: what would be sent; writes and sends nothing. */
  dryRun: (id: number) => `${base}/${id}/dry-run`,
  /** GET: the webhook endpoint's secret (api.webhookAutomation). */
  webhookSecret: (id: number) => `${base}/${id}/webhook-secret`,
  /** POST: a new secret for the endpoint, answered once. */
  rotateSecret: (id: number) => `${base}/${id}/rotate-secret`,
  /** POST: sends a Failed run again. */
  retry: (contentId: number) => `${automationContentsContract.base}/${contentId}/retry`,
};

/** Retrying a run resends it: the permission of those who set automations up. */
export const AUTOMATION_RETRY_PERMISSIONS = ['automation.triggers'] as const;

export interface AutomationEventOption {
  id: number;
  type: string;
  label: string;
  subjectRef: string;
  occurredAt: string;
  vendorId: number | null;
  projectId: number | null;
  warehouseId: number | null;
  marker: string | null;
}

export interface DryRunAnswer {
  automation: { id: number; name: string; type: string; enabled: boolean };
  event: AutomationEventOption | null;
  /** False when conditions, the loop guard or a missing piece stop it (reason says which). */
  wouldRun: boolean;
  reason: string | null;
  email: { to: string[]; subject: string; html: string; text: string } | null;
  webhook: { method: 'POST'; url: string; headers: Record<string, string>; body: string } | null;
}

export interface WebhookSecretAnswer {
  webhookSecret: string;
}

/** The log's statuses. */
export const automationRunStatuses = ['Queued', 'Sent', 'Failed'] as const;
export type AutomationRunStatus = (typeof automationRunStatuses)[number];
