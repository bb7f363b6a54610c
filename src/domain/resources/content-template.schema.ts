/** The content template form (spec §3: type Email by default). */
import * as yup from 'yup';
import { choice, flag, optionalRef, optionalText, requiredText, textField } from './fields';

export const contentTemplateTypes = ['Email', 'Sms'] as const;

export const contentTemplateSchema = yup.object({
  name: requiredText('Name', 100),
  description: optionalText('Description', 500),
  subject: optionalText('Subject', 300),
  type: choice('Type', contentTemplateTypes, 'Email'),
  content: textField('Content').max(100_000, 'Content must be at most 100000 characters').default(''),
  projectId: optionalRef('project'),
  visibleToEndUsers: flag('Visible to end users', false),
});
export type ContentTemplateInput = yup.InferType<typeof contentTemplateSchema>;
