/**
 * Checkout (issue 16): what placing an order from the cart takes, and the catalogue's query. Shared by
 * the checkout machine (checked before anything is sent) and server/modules/checkout (400 per field).
 * The ship-to is an entry of the vendor's address book (shipmentAddressId) or typed, by the shipment
 * forms' ship-to rule; intake does the rest (src/domain/resources/order.schema.ts orderIntakeSchema).
 */
import * as yup from 'yup';
import { DEFAULT_PAGE_SIZE } from '../constants';
import {
  address,
  email,
  longText,
  MAX_LINES,
  money,
  optionalRef,
  optionalText,
  pageFields,
  quantity,
  ref,
  requiredText,
} from './fields';
import { shipToAddress } from './manual-shipment.schema';

/** The most catalogue rows one page answers. */
export const CATALOGUE_MAX_PER_PAGE = 100;

export const checkoutLineSchema = yup.object({
  sku: requiredText('SKU', 100),
  quantity: quantity('Quantity'),
  // Without one, the catalogue's price is charged (src/domain/contracts/checkout.ts).
  unitPrice: money('Unit price', null),
});

export const checkoutOrderSchema = yup.object({
  projectId: ref('storefront'),
  storeId: optionalRef('store'),
  lines: yup
    .array()
    .of(checkoutLineSchema)
    .typeError('Lines must be a list')
    .min(1, 'Add at least one product to the cart')
    .max(MAX_LINES, `The cart may have at most ${MAX_LINES} lines`)
    .required('Add at least one product to the cart'),
  shipmentAddressId: optionalRef('saved address'),
  // A saved address ships as the book has it; otherwise the typed one must be complete.
  shipmentAddress: yup
    .mixed()
    .when('shipmentAddressId', ([id]) =>
      id == null ? shipToAddress() : address(null).nullable().default(null),
    ) as unknown as ReturnType<typeof shipToAddress>,
  requestedService: optionalText('Requested service', 100),
  notes: longText('Notes', 5000),
  customerEmail: email('Customer e-mail'),
});
export type CheckoutOrderInput = yup.InferType<typeof checkoutOrderSchema>;

/** GET …/catalogue: a storefront's products, searched by SKU or name, a page at a time. */
export const checkoutCatalogueQuerySchema = yup.object({
  projectId: ref('storefront'),
  search: optionalText('Search', 100),
  ...pageFields(CATALOGUE_MAX_PER_PAGE, DEFAULT_PAGE_SIZE),
});
export type CheckoutCatalogueQuery = yup.InferType<typeof checkoutCatalogueQuerySchema>;

/** GET …/services: the storefront's requested services. */
export const checkoutServicesQuerySchema = checkoutCatalogueQuerySchema.pick(['projectId']);
