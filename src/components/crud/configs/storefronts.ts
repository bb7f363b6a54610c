import { projectsContract } from '../../../domain/contracts/projects';
import { projectLabel } from '../../../api/bootstrap.api';
import { projectSchema } from '../../../domain/resources/project.schema';
import { StoreOfThisStorefrontField } from '../../storefronts/store-fields';
import { StorefrontToggle } from '../../storefronts/storefront-toggle';
import { defineCrud } from '../crud-config';
import { vendorsRef, warehousesRef } from '../crud-refs';

const statusLabels = { true: 'Enabled', false: 'Disabled' };

/**
 * /manage/storefronts: the storefronts (projects) we fulfil for. Spec §3 edits only code, name and
 * the one store to sync; vendor and warehouse are chosen on create. Never deleted: disabled instead.
 */
export const storefrontsCrud = defineCrud(projectsContract, {
  title: 'Storefronts',
  description:
    'The storefronts we fulfil for: whose they are, which warehouse ships them, and whether they take new orders.',
  singular: 'Storefront',
  rowLabel: (row) => projectLabel({ name: String(row.name), clientCode: String(row.clientCode) }),
  columns: [
    { key: 'name', header: 'Name', sortKey: 'name' },
    { key: 'clientCode', header: 'Code', sortKey: 'clientCode' },
    { key: 'vendorId', header: 'Vendor', ref: vendorsRef },
    { key: 'warehouseId', header: 'Warehouse', ref: warehousesRef },
    { key: 'enabled', header: 'Status', format: 'badge', labels: statusLabels },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt', hiddenByDefault: true },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name or code' },
    { name: 'vendorId', label: 'Vendor', type: 'select', optionsFrom: vendorsRef },
    { name: 'warehouseId', label: 'Warehouse', type: 'select', optionsFrom: warehousesRef },
    {
      name: 'enabled',
      label: 'Status',
      type: 'select',
      options: [
        { value: 'true', label: 'Enabled' },
        { value: 'false', label: 'Disabled' },
      ],
    },
  ],
  form: {
    schema: projectSchema,
    fields: [
      { name: 'vendorId', label: 'Vendor', type: 'select', optionsFrom: vendorsRef, only: 'create' },
      {
        name: 'warehouseId',
        label: 'Warehouse',
        type: 'select',
        optionsFrom: warehousesRef,
        only: 'create',
        helpText: 'The warehouse that ships its orders.',
      },
      {
        name: 'clientCode',
        label: 'Code',
        type: 'text',
        helpText: 'Letters, digits and dashes, like NWG-SHOP.',
      },
      { name: 'name', label: 'Name', type: 'text' },
      {
        name: 'onlySyncStoreId',
        label: 'Only sync store',
        type: 'select',
        only: 'edit',
        component: StoreOfThisStorefrontField,
        helpText: 'When one store is chosen, only its orders are synchronised.',
      },
    ],
  },
  routes: { create: true, edit: true },
  rowActions: { component: StorefrontToggle, access: ['storefronts.toggle'] },
  // The projects list answers every storefront at once (spec §7: a plain array): one page holds it.
  perPage: 200,
});
