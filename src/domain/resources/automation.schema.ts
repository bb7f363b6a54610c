/**
 * The automation (trigger) form (spec §3: enabled, type Email and fromEvent by default), shared by
 * the SPA's form and the server's declaration. The events come from the one catalogue
 * (src/domain/automation-events.ts); conditions left empty match every vendor, storefront, warehouse
 * and marker.
 */
import * as yup from 'yup';
import { automationEventLabels, automationEventTypes } from '../automation-events';
import { choice, flag, optionalRef, optionalText, requiredText } from './fields';

export const automationEvents = automationEventTypes;
export const automationTypes = ['Email', 'Webhook'] as const;
export type AutomationType = (typeof automationTypes)[number];

/** Who an e-mail goes to when it is not the address the event carries (fromEvent false). */
export const automationRecipientKinds = ['VendorContacts', 'Users', 'Addresses'] as const;
export type AutomationRecipientKind = (typeof automationRecipientKinds)[number];
export const automationRecipientKindLabels: Record<AutomationRecipientKind, string> = {
  VendorContacts: 'The vendor’s contacts',
  Users: 'Named users',
  Addresses: 'These addresses',
};

/** The permission a webhook automation needs on top of automation.triggers (spec §6, API access). */
export const WEBHOOK_AUTOMATION_PERMISSION = 'api.webhookAutomation';

const EMAIL_RE = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The addresses of a recipients field: separated by commas, semicolons or spaces. */
export const recipientAddresses = (text: string | null | undefined): string[] =>
  (text ?? '')
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** True for an absolute http(s) URL (webhooks go nowhere else). */
export function isWebhookUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const automationSchema = yup.object({
  name: requiredText('Name', 100),
  enabled: flag('Enabled', true),
  onEvent: yup
    .string()
    .typeError('Event must be text')
    .oneOf(automationEvents, 'Choose an event from the list')
    .required('Event is required'),
  // Conditions: null matches every one.
  vendorId: optionalRef('vendor'),
  projectId: optionalRef('storefront'),
  warehouseId: optionalRef('warehouse'),
  marker: optionalText('Marker', 50),
  type: choice('Action', automationTypes, 'Email'),
  contentTemplateId: optionalRef('content template').when('type', {
    is: 'Email',
    then: (s) => s.required('Choose the content template of the e-mail'),
  }),
  fromEvent: flag('Send to the address of the event', true),
  recipientKind: choice('Recipients', automationRecipientKinds, 'Addresses'),
  recipientUserIds: yup
    .array(yup.string().typeError('Choose a user').matches(UUID_RE, 'Choose a user').required())
    .typeError('Choose users')
    .max(50, 'Choose at most 50 users')
    .default([])
    .when(['type', 'fromEvent', 'recipientKind'], {
      is: (type: string, fromEvent: boolean, kind: string) =>
        type === 'Email' && fromEvent === false && kind === 'Users',
      then: (s) => s.min(1, 'Choose at least one user'),
    }),
  recipients: optionalText('Recipients', 1000)
    .test('addresses', 'Recipients must be e-mail addresses separated by commas', (v) =>
      recipientAddresses(v).every((a) => EMAIL_RE.test(a)),
    )
    .when(['type', 'fromEvent', 'recipientKind'], {
      is: (type: string, fromEvent: boolean, kind: string) =>
        type === 'Email' && fromEvent === false && kind === 'Addresses',
      then: (s) => s.required('Recipients are required when not sending to the address of the event'),
    }),
  webhookUrl: optionalText('Webhook URL', 2000)
    .test('url', 'Webhook URL must be an http:// or https:// address', (v) => !v || isWebhookUrl(v))
    .when('type', {
      is: 'Webhook',
      then: (s) => s.required('Webhook URL is required for a webhook'),
    }),
});
export type AutomationInput = yup.InferType<typeof automationSchema>;

/** The event picker's options, in the catalogue's order. */
export const automationEventOptions = automationEventTypes.map((value) => ({
  value,
  label: automationEventLabels[value],
}));
