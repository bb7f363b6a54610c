import { orderGroupsContract } from '../../../domain/contracts/order-groups';
import { orderGroupSchema } from '../../../domain/resources/order-group.schema';
import { StoresOfChosenStorefrontField } from '../../storefronts/store-fields';
import { defineCrud } from '../crud-config';
import { projectsRef } from '../crud-refs';
import { storesRef } from './stores';

/**
 * /other/storefronts/orderGroups (also listed at /other/storefront/order-groups): named sets of one
 * storefront's stores whose orders are worked together.
 */
export const orderGroupsCrud = defineCrud(orderGroupsContract, {
  title: 'Storefront order groups',
  description: "Sets of a storefront's stores whose orders are picked, batched and reported together.",
  singular: 'Order group',
  rowLabel: (row) => String(row.name),
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'projectId', header: 'Storefront', ref: projectsRef },
    { key: 'storeIds', header: 'Stores', ref: storesRef },
    { key: 'description', header: 'Description' },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt', hiddenByDefault: true },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name or description' },
    { name: 'projectId', label: 'Storefront', type: 'select', optionsFrom: projectsRef },
  ],
  form: {
    schema: orderGroupSchema,
    fields: [
      { name: 'projectId', label: 'Storefront', type: 'select', optionsFrom: projectsRef },
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'description', label: 'Description', type: 'textarea' },
      {
        name: 'storeIds',
        label: 'Stores',
        type: 'multiselect',
        component: StoresOfChosenStorefrontField,
        helpText: 'The stores whose orders belong to this group.',
      },
    ],
  },
  routes: { create: true, edit: true },
});
