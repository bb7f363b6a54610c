/**
 * What the automation declaration checks beyond its schema: a webhook (creating one, editing one,
 * turning one into or out of a webhook, deleting one) needs the API-access permission `api.webhookAutomation`
 * besides automation.triggers; a webhook gets its own secret when it has none; the user ids named as
 * recipients must be real users.
 */
import { inArray } from 'drizzle-orm';
import { WEBHOOK_AUTOMATION_PERMISSION } from '../../../src/domain/resources/automation.schema';
import { allows } from '../../auth/policy';
import type { AuthUser } from '../../auth/guard';
import { users } from '../../db/schema';
import { badRequest, forbidden } from '../../http/errors';
import type { WriteContext } from '../../resources/resource';
import { newWebhookSecret } from './automation-webhook.service';

export const mayWriteWebhooks = (user: AuthUser) => allows(user, [WEBHOOK_AUTOMATION_PERMISSION]);

export async function automationBeforeWrite({ tx, user, values, before }: WriteContext): Promise<void> {
  const type = (values.type ?? before?.type) as string;
  if ((type === 'Webhook' || before?.type === 'Webhook') && !mayWriteWebhooks(user))
    throw forbidden('Webhook automations need the “API: webhook automation” permission.');
  if (type === 'Webhook' && !before?.webhookSecret) values.webhookSecret = newWebhookSecret();
  const ids = (values.recipientUserIds ?? []) as string[];
  if (ids.length) {
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids));
    if (found.length !== new Set(ids).size)
      throw badRequest('Some fields are not valid.', { recipientUserIds: 'Choose users from the list' });
  }
}

export function automationBeforeDelete({
  user,
  before,
}: {
  user: AuthUser;
  before: Record<string, unknown>;
}) {
  if (before.type === 'Webhook' && !mayWriteWebhooks(user))
    throw forbidden('Webhook automations need the “API: webhook automation” permission.');
}
