/** The automation (trigger) form (spec §3: enabled, type Email and fromEvent by default). */
import * as yup from 'yup';
import { choice, flag, optionalRef, optionalText, requiredText } from './fields';

export const automationEvents = [
  'OrderCreated',
  'OrderHeld',
  'OrderShipped',
  'OrderCancelled',
  'ShipmentReceived',
  'ReturnReceived',
  'ReportReady',
] as const;
export const automationTypes = ['Email', 'Sms', 'Webhook'] as const;

export const automationSchema = yup.object({
  name: requiredText('Name', 100),
  enabled: flag('Enabled', true),
  projectId: optionalRef('project'),
  contentTemplateId: optionalRef('content template'),
  onEvent: yup
    .string()
    .typeError('Event must be text')
    .oneOf(automationEvents, `Event must be one of: ${automationEvents.join(', ')}`)
    .required('Event is required'),
  type: choice('Type', automationTypes, 'Email'),
  fromEvent: flag('Send to the address of the event', true),
  recipients: optionalText('Recipients', 1000).when('fromEvent', {
    is: false,
    then: (s) => s.required('Recipients are required when not sending to the address of the event'),
  }),
});
export type AutomationInput = yup.InferType<typeof automationSchema>;
