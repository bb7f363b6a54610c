/**
 * Checkout (issue 16): placing an order by hand for a storefront from its catalogue, a brand's
 * wholesale or replacement order or staff ordering on a customer's behalf. The answers of
 * server/modules/checkout (checkout.routes.ts) and the calls of src/api/checkout.api.ts are typed
 * with these, so the two sides cannot drift apart without `tsc` saying so.
 *
 * Decisions: a product's price is its vendor item's wholesale price; a kit's is the sum of its
 * components' wholesale prices × their per-kit quantities, rounded once to the cent (src/domain/money.ts).
 * A kit's availability is the whole kits its components cover at the storefront's warehouse (the
 * scarcest component decides); items that do not track stock are always available (`available: null`).
 */
export const CHECKOUT_BASE = '/api/common/checkout';

export const CHECKOUT_PERMISSIONS = {
  view: ['orders.checkout.view'],
  create: ['orders.checkout.create'],
} as const;

export type CatalogueKind = 'item' | 'kit';

/** A kit's component as the catalogue shows it. */
export interface CatalogueComponent {
  sku: string;
  name: string | null;
  /** Item units one kit takes (ratio text: '2', '1/3'). */
  perKit: string;
  /** Whole units available at the warehouse; null when the item does not track stock. */
  available: number | null;
}

/** A storefront product on the checkout's catalogue (GET {CHECKOUT_BASE}/catalogue). */
export interface CatalogueProduct {
  /** The storefront product's id. */
  id: number;
  sku: string;
  name: string;
  kind: CatalogueKind;
  /** The vendor item's name (items) or the kit's bill of materials (kits); null when not mapped. */
  mappedTo: string | null;
  /** The vendor item's own SKU (items). */
  mappedSku: string | null;
  components: CatalogueComponent[];
  /** Whole units (kits) available at the storefront's warehouse; null means always available. */
  available: number | null;
  /** The unit price, an amount with cents (12.5 is $12.50); null when an item has no wholesale price. */
  price: number | null;
  /** Whether the product can go in a cart; `notOrderable` says why not. */
  orderable: boolean;
  notOrderable: string | null;
  /** The storefront holds orders of this product (SKU_FORCED_HOLD): it can be ordered, and is held. */
  forcedHold: boolean;
}

export interface CataloguePage {
  total: number;
  items: CatalogueProduct[];
}

/** The requested services an order of the storefront can name (GET {CHECKOUT_BASE}/services). */
export interface CheckoutServices {
  /** The active ship-code mappings' requested services, by name. */
  requestedServices: string[];
  /** Whether an order without a requested service is routed (the storefront has a catch-all mapping). */
  hasDefault: boolean;
}

/** A cart line as placing takes it; without a unit price, the catalogue's price is charged. */
export interface CheckoutLine {
  sku: string;
  quantity: number;
  unitPrice?: number | null;
}

/** POST {CHECKOUT_BASE}/orders's answer: 201 for a new order, 200 for the same checkout again. */
export interface CheckoutAnswer {
  order: { id: number; orderNumber: string; orderStatus: string };
  outcome: 'created' | 'replayed';
}
