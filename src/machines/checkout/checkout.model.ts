/**
 * The checkout's model for generated paths (flow-model.ts): storefront 3's catalogue offers a mug (an
 * item), a gift set (a kit) and a loose product that is not mapped (never added). The ship-to is a
 * saved address, or typed and incomplete (a cleared city). Placing with an empty cart, no storefront,
 * a quantity of 0 or no complete address is refused before anything is sent; the server may place the
 * order, refuse a line (back to the cart with its message) or fail (retry with the same key, or edit).
 */
import type { CatalogueProduct } from '../../domain/contracts/checkout';
import { asCallFailure } from '../api-failure';
import { defineFlowModel } from '../flow-model';
import { checkoutMachine } from './checkout.machine';
import type { CheckoutEvent } from './checkout.types';

const product = (id: number, sku: string, extra: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
  id,
  sku,
  name: sku,
  kind: 'item',
  mappedTo: `Item ${sku}`,
  mappedSku: sku,
  components: [],
  available: 10,
  price: 4,
  orderable: true,
  notOrderable: null,
  forcedHold: false,
  ...extra,
});

const mug = product(1, 'NWG-MUG');
const giftSet = product(2, 'NWG-GIFT-SET', {
  kind: 'kit',
  mappedTo: 'Gift Set — Mug & Candle',
  mappedSku: null,
  available: 3,
  price: 14.25,
});
const loose = product(3, 'NWG-LOOSE', { mappedTo: null, orderable: false, notOrderable: 'Not mapped' });

const savedAddress = {
  name: 'Flagship store',
  addressLine1: '1 Main St',
  city: 'Dallas',
  state: 'TX',
  postcode: '75001',
  countryCode: 'US',
};

export const checkoutModel = defineFlowModel({
  machine: checkoutMachine,
  inputs: [{ idempotencyKey: 'key-1', projectId: 3 }],
  events: (s): CheckoutEvent[] => {
    const { cart, projectId, details } = s.context;
    const mugLine = cart.find((l) => l.sku === mug.sku);
    return [
      projectId === 3
        ? { type: 'storefront.choose', projectId: null }
        : { type: 'storefront.choose', projectId: 3 },
      ...(mugLine
        ? [
            mugLine.quantity === 1
              ? ({ type: 'cart.setQuantity', sku: mug.sku, quantity: 0 } as const)
              : ({ type: 'cart.setQuantity', sku: mug.sku, quantity: 1 } as const),
            { type: 'cart.remove', sku: mug.sku } as const,
            ...(cart.length === 1 ? [{ type: 'cart.add', product: giftSet } as const] : []),
          ]
        : [{ type: 'cart.add', product: mug } as const, { type: 'cart.add', product: loose } as const]),
      ...(details.shipmentAddressId === null
        ? [{ type: 'shipTo.choose', addressId: 9, address: savedAddress } as const]
        : [
            // Back to typing, from the saved address's parts (complete), or clearing its city.
            { type: 'shipTo.choose', addressId: null } as const,
            { type: 'shipTo.set', field: 'city', value: '' } as const,
          ]),
      { type: 'details.set', field: 'notes', value: 'Replacement order' },
      { type: 'order.place' },
      { type: 'order.retry' },
    ];
  },
  answers: {
    placeOrder: {
      output: [
        {
          outcome: 'created',
          order: { id: 42, orderNumber: 'CO-1A2B3C4D5E', orderStatus: 'awaiting_shipment' },
        },
      ],
      error: [
        Object.assign(asCallFailure(new Error('Some products cannot be ordered.')), {
          status: 400,
          fields: { 'lines[0].sku': 'NWG-MUG cannot be ordered: Not mapped' },
        }),
        new Error('The server answered 503.'),
      ],
    },
  },
  facets: (s) => ({
    projectId: s.context.projectId,
    cart: s.context.cart.map((l) => `${l.sku}×${l.quantity}`),
    addressId: s.context.details.shipmentAddressId,
    city: s.context.details.shipmentAddress.city,
  }),
});
