import { billOfMaterialsContract } from '../../../domain/contracts/bill-of-materials';
import { kitLabel, storefrontProductsContract } from '../../../domain/contracts/storefront-products';
import { vendorProductsContract } from '../../../domain/contracts/vendor-products';
import { LiveEvent } from '../../../domain/live-events';
import { storefrontProductSchema } from '../../../domain/resources/storefront-product.schema';
import { defineCrud, refTo } from '../crud-config';
import { projectsRef } from '../crud-refs';
import { KitOfStorefrontField } from '../../storefronts/kit-field';

const yesNo = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/** A kit's name, 'Kit: Gift Set' (read from the bills of materials; '#id' without access to them). */
const kitsRef = refTo(billOfMaterialsContract, { label: (row) => kitLabel(String(row.name)) });

/** /other/storefront/products: the products storefronts sell, and their fulfilment flags. */
export const storefrontProductsCrud = defineCrud(storefrontProductsContract, {
  title: 'Storefront products',
  description:
    'The products storefronts sell, whether they map to a warehouse product or sell a kit, and their holds.',
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
    // A kit: order lines of the product explode into the kit's components on intake (issue 16).
    { key: 'billOfMaterialsId', header: 'Kit', ref: kitsRef },
    { key: 'onFulfillmentHold', header: 'Hold', format: 'bool' },
    { key: 'onFulfillmentIgnore', header: 'Ignore', format: 'bool' },
    { key: 'createdAt', header: 'Created', format: 'date', sortKey: 'createdAt', hiddenByDefault: true },
  ],
  filters: [
    { name: 'search', label: 'Search', type: 'text', placeholder: 'Name or SKU' },
    { name: 'projectId', label: 'Storefront', type: 'select', optionsFrom: projectsRef },
    { name: 'mapped', label: 'Mapped', type: 'select', options: yesNo },
    { name: 'kit', label: 'Kit', type: 'select', options: yesNo },
    { name: 'onFulfillmentHold', label: 'On hold', type: 'select', options: yesNo },
  ],
  form: {
    schema: storefrontProductSchema,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'sku', label: 'SKU', type: 'text' },
      {
        name: 'billOfMaterialsId',
        label: 'Kit',
        type: 'select',
        component: KitOfStorefrontField,
        helpText:
          'Sells a set of items as one product: order lines explode into the kit’s components. Choosing a kit replaces the warehouse product it maps to.',
      },
      { name: 'onFulfillmentHold', label: 'Hold on fulfilment', type: 'checkbox' },
      { name: 'onFulfillmentIgnore', label: 'Ignore on fulfilment', type: 'checkbox' },
    ],
  },
  routes: { edit: true },
});
