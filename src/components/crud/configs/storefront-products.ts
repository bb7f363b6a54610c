import { storefrontProductsContract } from '../../../domain/contracts/storefront-products';
import { vendorProductsContract } from '../../../domain/contracts/vendor-products';
import { LiveEvent } from '../../../domain/live-events';
import { storefrontProductSchema } from '../../../domain/resources/storefront-product.schema';
import { defineCrud, refTo } from '../crud-config';
import { projectsRef } from '../crud-refs';

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** /other/storefront/products: the products storefronts sell, and their fulfilment flags. */
export const storefrontProductsCrud = defineCrud(storefrontProductsContract, {
  title: 'Storefront products',
  description: 'The products storefronts sell, whether they map to a warehouse product, and their holds.',
  singular: 'Product',
  rowLabel: (row) => String(row.name),
  liveEvents: [LiveEvent.storefrontProductUpdated],
  columns: [
    { key: 'sku', header: 'SKU', sortKey: 'sku' },
    { key: 'name', header: 'Name', sortKey: 'name' },
    // The same SKU is listed by several storefronts: the owner tells them apart (issue 13, item 8).
    { key: 'projectId', header: 'Storefront', ref: projectsRef },
    {
      key: 'vendorProductId',
      header: 'Warehouse product',
      ref: refTo(vendorProductsContract, { labelKey: 'sku' }),
    },
    { key: 'onFulfillmentHold', header: 'Hold', format: 'bool' },
    { key: 'onFulfillmentIgnore', header: 'Ignore', format: 'bool' },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt', hiddenByDefault: true },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name or SKU' },
    { name: 'projectId', label: 'Storefront', type: 'select', optionsFrom: projectsRef },
    { name: 'mapped', label: 'Mapped', type: 'select', options: yesNo },
    { name: 'onFulfillmentHold', label: 'On hold', type: 'select', options: yesNo },
  ],
  form: {
    schema: storefrontProductSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'sku', label: 'SKU', type: 'text' },
      { name: 'onFulfillmentHold', label: 'Hold on fulfilment', type: 'checkbox' },
      { name: 'onFulfillmentIgnore', label: 'Ignore on fulfilment', type: 'checkbox' },
    ],
  },
  routes: { edit: true },
});
