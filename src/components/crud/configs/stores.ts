import { storesContract } from '../../../domain/contracts/stores';
import { storeSchema } from '../../../domain/resources/store.schema';
import { defineCrud, refTo } from '../crud-config';
import { projectsRef } from '../crud-refs';

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** The stores the user may read, by name (for an order group's stores). */
export const storesRef = refTo(storesContract);

/**
 * /stores: the stores (sales channels) of each storefront. A store stays with its storefront; one
 * that should not be synced is hidden (shouldIgnoreIt) rather than deleted while orders refer to it.
 */
export const storesCrud = defineCrud(storesContract, {
  title: 'Stores',
  description: "The sales channels of each storefront. A hidden store's orders are not synced.",
  singular: 'Store',
  rowLabel: (row) => String(row.name),
  // Writing stores is configuring a storefront, or the shipping tool's stores (server: clients.ts).
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'projectId', header: 'Storefront', ref: projectsRef },
    { key: 'shouldIgnoreIt', header: 'Hidden', format: 'bool' },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt', hiddenByDefault: true },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name' },
    { name: 'projectId', label: 'Storefront', type: 'select', optionsFrom: projectsRef },
    { name: 'shouldIgnoreIt', label: 'Hidden', type: 'select', options: yesNo },
  ],
  form: {
    schema: storeSchema,
    fields: [
      { name: 'projectId', label: 'Storefront', type: 'select', optionsFrom: projectsRef, only: 'create' },
      { name: 'name', label: 'Name', type: 'text' },
      {
        name: 'shouldIgnoreIt',
        label: 'Hidden',
        type: 'checkbox',
        helpText: 'Its orders are not synced and it is left out of "not hidden" reports.',
      },
    ],
  },
  routes: { create: true, edit: true },
});
