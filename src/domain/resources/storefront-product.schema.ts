/**
 * The storefront product form (spec §3), with what it ships as: one warehouse product, or a kit (a
 * bill of materials of type Kit whose components an order line explodes into, src/domain/order-kits.ts).
 * Never both.
 */
import * as yup from 'yup';
import { flag, optionalRef, ref, requiredText } from './fields';

export const storefrontProductSchema = yup.object({
  projectId: ref('project'),
  name: requiredText('Name', 300),
  sku: requiredText('SKU', 100),
  vendorProductId: optionalRef('warehouse product'),
  billOfMaterialsId: optionalRef('kit'),
  onFulfillmentIgnore: flag('Ignore on fulfilment', false),
  onFulfillmentHold: flag('Hold on fulfilment', false),
});
export type StorefrontProductInput = yup.InferType<typeof storefrontProductSchema>;

/** Body of POST /api/common/products/{id}/map-kit: the product ships as this kit. */
export const kitMappingSchema = yup.object({
  billOfMaterialsId: ref('kit'),
});
