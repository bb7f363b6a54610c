import { manufacturingVendorsContract } from '../../../domain/contracts/manufacturing-vendors';
import { manufacturingVendorSchema } from '../../../domain/resources/manufacturing-vendor.schema';
import { defineCrud } from '../crud-config';

const makerLabels = { true: 'Third party', false: 'In-house' };

/** /manufacturing/vendors: who makes the work orders; a third party is an outside manufacturer. */
export const manufacturingVendorsCrud = defineCrud(manufacturingVendorsContract, {
  title: 'Manufacturing vendors',
  description:
    'Who makes the work orders: our own lines, and outside manufacturers that work under purchase orders.',
  singular: 'Manufacturing vendor',
  rowLabel: (row) => String(row.name),
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'isThirdParty', header: 'Kind', format: 'badge', labels: makerLabels },
    { key: 'createdAt', header: 'Created', sortKey: 'createdAt', format: 'date', hiddenByDefault: true },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name' },
    {
      name: 'isThirdParty',
      label: 'Kind',
      type: 'select',
      options: [
        { value: 'true', label: 'Third party' },
        { value: 'false', label: 'In-house' },
      ],
    },
  ],
  form: {
    schema: manufacturingVendorSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      {
        name: 'isThirdParty',
        label: 'Third-party manufacturer',
        type: 'checkbox',
        helpText:
          'An outside manufacturer: its work orders go under a purchase order, components go out to it and the finished goods come back by receiving.',
      },
    ],
  },
  routes: { create: true, edit: true },
});
