/** The checkout flow's context, events and I/O shapes. */
import type {
  CatalogueKind,
  CatalogueProduct,
  CheckoutAnswer,
  CheckoutLine,
} from '../../domain/contracts/checkout';

/** The ship-to's parts, as typed (src/domain/resources/manual-shipment.schema.ts shipToAddress). */
export type ShipToField =
  | 'name'
  | 'company'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'postcode'
  | 'countryCode'
  | 'phone'
  | 'email';
export type ShipToValues = Record<ShipToField, string>;

/** A product in the cart, as the catalogue showed it when it was added. */
export interface CartLine {
  sku: string;
  name: string;
  kind: CatalogueKind;
  /** The catalogue's unit price (an amount with cents); null when it has none. */
  unitPrice: number | null;
  /** Whole units; NaN while the field is empty (the checks name it). */
  quantity: number;
  /** What the catalogue had available; null: always available. */
  available: number | null;
}

export interface CheckoutDetails {
  /** An entry of the vendor's address book; null when the address is typed. */
  shipmentAddressId: number | null;
  /** The typed address, or the chosen entry's (shown, not sent). */
  shipmentAddress: ShipToValues;
  requestedService: string;
  notes: string;
  customerEmail: string;
}

/** The text fields of the details (the ship-to has events of its own). */
export type DetailField = 'requestedService' | 'notes' | 'customerEmail';

export interface CheckoutInput {
  idempotencyKey: string;
  projectId: number | null;
}

/** POST /api/common/checkout/orders's body (src/domain/resources/checkout.schema.ts). */
export interface CheckoutBody {
  projectId: number | null;
  lines: CheckoutLine[];
  shipmentAddressId?: number;
  shipmentAddress?: Record<ShipToField, string | null>;
  requestedService: string | null;
  notes: string | null;
  customerEmail: string | null;
}

export interface PlaceOrderInput {
  idempotencyKey: string;
  body: CheckoutBody;
}

export interface CheckoutContext {
  /** One per checkout: a double click, or a retry after a lost answer, places one order. */
  idempotencyKey: string;
  projectId: number | null;
  cart: CartLine[];
  details: CheckoutDetails;
  /** Messages by the request's field (`projectId`, `lines`, `lines[0].quantity`, `shipmentAddress.city`). */
  problems: Record<string, string>;
  /** A message for the whole checkout. */
  error: string | null;
  placed: CheckoutAnswer | null;
}

export type CheckoutEvent =
  | { type: 'storefront.choose'; projectId: number | null }
  | { type: 'cart.add'; product: CatalogueProduct }
  | { type: 'cart.setQuantity'; sku: string; quantity: number }
  | { type: 'cart.remove'; sku: string }
  | { type: 'shipTo.choose'; addressId: number | null; address?: Partial<Record<ShipToField, string | null>> }
  | { type: 'shipTo.set'; field: ShipToField; value: string }
  | { type: 'details.set'; field: DetailField; value: string }
  | { type: 'order.place' }
  | { type: 'order.retry' };
