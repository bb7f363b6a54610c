/** Pure rules of the checkout, shared by its guards and its screen: the cart, its totals, the body and its checks. */
import { ValidationError } from 'yup';
import { DEFAULT_SHIP_TO_COUNTRY } from '../../domain/constants';
import type { CatalogueProduct } from '../../domain/contracts/checkout';
import { fromAmountOrNull, lineTotal, sum, type Minor } from '../../domain/money';
import { checkoutOrderSchema } from '../../domain/resources/checkout.schema';
import type {
  CartLine,
  CheckoutBody,
  CheckoutContext,
  CheckoutDetails,
  ShipToField,
  ShipToValues,
} from './checkout.types';

export const SHIP_TO_FIELDS: readonly ShipToField[] = [
  'name',
  'company',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postcode',
  'countryCode',
  'phone',
  'email',
];

export const emptyShipTo = (): ShipToValues => ({
  name: '',
  company: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  postcode: '',
  countryCode: DEFAULT_SHIP_TO_COUNTRY,
  phone: '',
  email: '',
});

export const emptyDetails = (): CheckoutDetails => ({
  shipmentAddressId: null,
  shipmentAddress: emptyShipTo(),
  requestedService: '',
  notes: '',
  customerEmail: '',
});

/** A saved address's parts as the ship-to fields show them. */
export const shipToOf = (address: Partial<Record<ShipToField, string | null>>): ShipToValues =>
  Object.fromEntries(
    SHIP_TO_FIELDS.map((field) => [
      field,
      address[field] ?? (field === 'countryCode' ? DEFAULT_SHIP_TO_COUNTRY : ''),
    ]),
  ) as ShipToValues;

/** The cart with one more of the product (a new line of 1, or one more on its line). */
export function addToCart(cart: readonly CartLine[], product: CatalogueProduct): CartLine[] {
  if (cart.some((l) => l.sku === product.sku))
    return cart.map((l) =>
      l.sku === product.sku ? { ...l, quantity: (Number.isFinite(l.quantity) ? l.quantity : 0) + 1 } : l,
    );
  return [
    ...cart,
    {
      sku: product.sku,
      name: product.name,
      kind: product.kind,
      unitPrice: product.price,
      quantity: 1,
      available: product.available,
    },
  ];
}

/** A line's value (quantity × the catalogue's price), in minor units; 0 while either is missing. */
export const cartLineTotal = (line: CartLine): Minor =>
  Number.isFinite(line.quantity) ? lineTotal(line.quantity, fromAmountOrNull(line.unitPrice)) : 0;

/** The cart's subtotal, in minor units (lines without a price count nothing). */
export const cartSubtotal = (cart: readonly CartLine[]): Minor => sum(cart.map(cartLineTotal));

/** Whether the line asks for more than the catalogue had available (it is placed, and held for stock). */
export const isShort = (line: CartLine) =>
  line.available !== null && Number.isFinite(line.quantity) && line.quantity > line.available;

const text = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * What placing sends: the cart's SKUs and quantities (the catalogue's price is charged), the saved
 * address or the typed one, the service, notes and customer e-mail.
 */
export function placeBody(context: Pick<CheckoutContext, 'projectId' | 'cart' | 'details'>): CheckoutBody {
  const { details } = context;
  return {
    projectId: context.projectId,
    lines: context.cart.map((l) => ({ sku: l.sku, quantity: l.quantity })),
    ...(details.shipmentAddressId !== null
      ? { shipmentAddressId: details.shipmentAddressId }
      : {
          shipmentAddress: Object.fromEntries(
            SHIP_TO_FIELDS.map((field) => [field, text(details.shipmentAddress[field])]),
          ) as Record<ShipToField, string | null>,
        }),
    requestedService: text(details.requestedService),
    notes: text(details.notes),
    customerEmail: text(details.customerEmail),
  };
}

/** What is wrong with the checkout, by the request's field, by the server's own schema. */
export function placeProblems(context: Pick<CheckoutContext, 'projectId' | 'cart' | 'details'>) {
  try {
    checkoutOrderSchema.validateSync(placeBody(context), { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const problems: Record<string, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) problems[e.path ?? 'form'] ??= e.message;
    return problems;
  }
}

/** A cart line's problems (`lines[i].quantity`, `lines[i].sku`), by its place in the cart. */
export const lineProblem = (problems: Record<string, string>, index: number) =>
  problems[`lines[${index}].quantity`] ?? problems[`lines[${index}].sku`] ?? null;
