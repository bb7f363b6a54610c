import { warehousesContract } from '../../../domain/contracts/warehouses';
import { warehouseSchema, wmsTypes } from '../../../domain/resources/warehouse.schema';
import { defineCrud, optionsOf } from '../crud-config';

const wmsLabels = Object.fromEntries(wmsTypes.map((t) => [String(t.value), t.label]));

/** /warehouses: the provider's warehouses; those of type 2 are run in the external 3PL system. */
export const warehousesCrud = defineCrud(warehousesContract, {
  title: 'Warehouses',
  description: 'Where stock is kept and orders ship from.',
  singular: 'Warehouse',
  rowLabel: (row) => String(row.fullName),
  columns: [
    { key: 'code', header: 'Code', sortKey: 'code' },
    { key: 'fullName', header: 'Name', sortKey: 'fullName' },
    { key: 'wmsType', header: 'Warehouse system', format: 'badge', labels: wmsLabels },
    { key: 'createdAt', header: 'Created', format: 'date', hiddenByDefault: true },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name or code' },
    {
      name: 'wmsType',
      label: 'Warehouse system',
      type: 'select',
      options: optionsOf(wmsLabels),
    },
  ],
  form: {
    schema: warehouseSchema,
    fields: [
      {
        name: 'code',
        label: 'Code',
        type: 'text',
        helpText: 'Letters, digits and dashes; saved in capitals.',
      },
      { name: 'fullName', label: 'Name', type: 'text' },
      {
        name: 'wmsType',
        label: 'Warehouse system',
        type: 'select',
        options: wmsTypes.map((t) => ({ value: t.value, label: t.label })),
      },
    ],
  },
  routes: { create: true, edit: true },
});
