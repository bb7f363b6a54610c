import { orderTagsContract } from '../../../domain/contracts/order-tags';
import { orderProblemMarkers, orderTagSchema } from '../../../domain/resources/order-tag.schema';
import { orderMarkerLabels } from '../../../domain/order.lifecycle';
import { defineCrud } from '../crud-config';
import { projectsRef } from '../crud-refs';

const markerOptions = orderProblemMarkers.map((m) => ({ value: m, label: orderMarkerLabels[m] }));

/** /other/order-tags: the tags of storefront orders, per vendor. */
export const orderTagsCrud = defineCrud(orderTagsContract, {
  title: 'Order tags',
  description: 'The tags put on storefront orders, and the order problems they mark.',
  singular: 'Order tag',
  rowLabel: (row) => String(row.name),
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    // Tag names repeat across storefronts: the owner tells them apart (issue 13, item 8).
    { key: 'projectId', header: 'Storefront', ref: projectsRef },
    { key: 'color', header: 'Colour' },
    { key: 'useFor', header: 'Use for', format: 'badge', labels: orderMarkerLabels },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt' },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name' },
    { name: 'projectId', label: 'Storefront', type: 'select', optionsFrom: projectsRef },
    { name: 'useFor', label: 'Use for', type: 'select', options: markerOptions },
  ],
  form: {
    schema: orderTagSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'color', label: 'Colour', type: 'text', helpText: 'Like #1E88E5.' },
      {
        name: 'useFor',
        label: 'Use for',
        type: 'select',
        options: [{ value: null, label: '—' }, ...markerOptions],
      },
    ],
  },
  routes: { edit: true },
});
