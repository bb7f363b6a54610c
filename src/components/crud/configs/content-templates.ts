import { contentTemplatesContract } from '../../../domain/contracts/content-templates';
import {
  contentTemplateSchema,
  contentTemplateTypes,
} from '../../../domain/resources/content-template.schema';
import { defineCrud } from '../crud-config';

const typeOptions = contentTemplateTypes.map((t) => ({ value: t, label: t === 'Sms' ? 'SMS' : t }));

/** /other/automation/content-templates: the e-mails and texts automations send. */
export const contentTemplatesCrud = defineCrud(contentTemplatesContract, {
  title: 'Content templates',
  description: 'The e-mails and text messages that automations send.',
  singular: 'Content template',
  rowLabel: (row) => String(row.name),
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'type', header: 'Type', format: 'badge', labels: { Sms: 'SMS' } },
    { key: 'subject', header: 'Subject' },
    { key: 'visibleToEndUsers', header: 'Visible to end users', format: 'bool', hiddenByDefault: true },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt' },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name or subject' },
    { name: 'type', label: 'Type', type: 'select', options: typeOptions },
  ],
  form: {
    schema: contentTemplateSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'type', label: 'Type', type: 'select', options: typeOptions },
      { name: 'subject', label: 'Subject', type: 'text' },
      { name: 'description', label: 'Description', type: 'text' },
      { name: 'content', label: 'Content', type: 'textarea' },
      { name: 'visibleToEndUsers', label: 'Visible to end users', type: 'checkbox' },
    ],
  },
  routes: { create: true, edit: true },
});
