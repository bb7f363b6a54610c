/**
 * The order form's checks: orderSchema's own fields and messages (the server's), over the form's
 * values (money in minor units, an order total left empty meaning lines + shipping + tax), with at
 * least one line, and a bill-to address only when it differs from the ship-to one.
 */
import * as yup from 'yup';
import { address, money, ref } from '../../../domain/resources/fields';
import { orderLineSchema, orderSchema } from '../../../domain/resources/order.schema';

const lines = yup
  .array()
  .of(orderLineSchema)
  .min(1, 'Add at least one line')
  .max(500, 'Items may have at most 500 lines');

export const orderFormSchema = orderSchema
  .pick([
    'projectId',
    'storeId',
    'orderNumber',
    'orderDate',
    'paymentDate',
    'customerEmail',
    'customerUsername',
    'shipmentAddress',
    'requestedService',
    'advancedOptions',
    'notes',
    'tags',
  ])
  .shape({
    // The screen calls a project a storefront (spec §3).
    projectId: ref('storefront'),
    items: lines,
    orderTotal: money('Order total', null),
    shippingAmount: money('Shipping amount', null),
    taxAmount: money('Tax amount', null),
    billTo: yup.mixed().when('billToSame', {
      is: true,
      then: () => yup.mixed().notRequired(),
      otherwise: () => address(null),
    }),
  });

/** The edit form: lines (at least one), ship-to address, service, custom fields, notes. */
export const orderEditFormSchema = orderSchema
  .pick(['shipmentAddress', 'requestedService', 'advancedOptions', 'notes', 'customerEmail'])
  .shape({ items: lines });
