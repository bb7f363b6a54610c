import { vendorStatusContract } from '../../../domain/contracts/vendor-status';
import { vendorStatusSchema } from '../../../domain/resources/vendor-status.schema';
import { defineCrud } from '../crud-config';

/** /manage/customer-status: the onboarding stages a vendor moves through. */
export const vendorStatusCrud = defineCrud(vendorStatusContract, {
  title: 'Vendor statuses',
  description: 'The onboarding stages of a vendor, in order, and what each counts as.',
  singular: 'Vendor status',
  rowLabel: (row) => String(row.name),
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'sortOrder', header: 'Sort order', sortKey: 'sortOrder' },
    { key: 'vendorStartedState', header: 'Started', format: 'bool' },
    { key: 'vendorOnboardedState', header: 'Onboarded', format: 'bool' },
    { key: 'vendorDeniedState', header: 'Denied', format: 'bool' },
    { key: 'trelloListId', header: 'Trello list', hiddenByDefault: true },
  ],
  filters: [{ name: 'search', label: 'Search', type: 'text', placeholder: 'Name' }],
  form: {
    schema: vendorStatusSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'sortOrder', label: 'Sort order', type: 'number' },
      { name: 'trelloListId', label: 'Trello list id', type: 'text', helpText: 'Optional.' },
      { name: 'vendorStartedState', label: 'Counts as started', type: 'checkbox' },
      { name: 'vendorOnboardedState', label: 'Counts as onboarded', type: 'checkbox' },
      { name: 'vendorDeniedState', label: 'Counts as denied', type: 'checkbox' },
    ],
  },
  routes: { create: true, edit: true },
});
