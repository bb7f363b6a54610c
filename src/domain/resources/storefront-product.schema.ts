/** The storefront product form (spec §3), with its mapping to a warehouse product. */
import * as yup from 'yup';
import { flag, optionalRef, ref, requiredText } from './fields';

export const storefrontProductSchema = yup.object({
  projectId: ref('project'),
  name: requiredText('Name', 300),
  sku: requiredText('SKU', 100),
  vendorProductId: optionalRef('warehouse product'),
  onFulfillmentIgnore: flag('Ignore on fulfilment', false),
  onFulfillmentHold: flag('Hold on fulfilment', false),
});
export type StorefrontProductInput = yup.InferType<typeof storefrontProductSchema>;
