/**
 * "Simulate a meal-kit order" (issue 16, `orders.simulateMealKit`): what the real intake would make of
 * a hypothetical order, computed in a transaction that is rolled back
 * (server/modules/order-simulation/order-simulation.service.ts; src/api/order-simulation.api.ts).
 * Nothing is saved or allocated. The service checks its answer with `satisfies Sendable<…>` of these
 * types and the SPA's call is typed with them.
 */
import type { IncomingDocument } from './order-answers';

export const ORDER_SIMULATION_PATH = '/api/common/orders/simulate';
export const ORDER_SIMULATION_PERMISSION = 'orders.simulateMealKit';
/** GET …?projectId=: the SKUs a simulated line may name (a simulating user may not list products). */
export const ORDER_SIMULATION_SKUS_PATH = `${ORDER_SIMULATION_PATH}/skus`;

/** A storefront product a simulated line may name. */
export interface SimulationSku {
  sku: string;
  name: string;
  /** Sold as a kit (a bill of materials of type Kit). */
  kit: boolean;
  /** Mapped to a vendor item or a kit: intake would not call it MISSING_SKU. */
  mapped: boolean;
}

/** A kit's component as the order would carry it: ceil(perKit × kits) of a vendor item. */
export interface SimulatedComponent {
  sku: string;
  name: string | null;
  /** The vendor item's SKU; null when the component is not one of the vendor's items. */
  wmsSku: string | null;
  vendorProductId: number | null;
  /** One kit's take, as an exact ratio ('2', '1/3'). */
  perKit: string;
  quantity: number;
}

/** A line the customer ordered; a kit line lists the components it explodes into. */
export interface SimulatedLine {
  sku: string;
  name: string | null;
  quantity: number;
  wmsSku: string | null;
  vendorProductId: number | null;
  /** On a product the storefront ignores: kept on the order, never fulfilled. */
  ignored: boolean;
  kit: { billOfMaterialsId: number; revision: number; name: string } | null;
  components: SimulatedComponent[];
}

export interface SimulatedWarehouse {
  id: number;
  name: string;
  /** The storefront's own warehouse, where the order would ship from. */
  ships: boolean;
}

/** An item the order needs, with what is available of it per warehouse (every warehouse listed). */
export interface SimulatedAvailability {
  vendorProductId: number;
  sku: string;
  name: string | null;
  /** Units one order needs of it (its lines and kit components together). */
  needed: number;
  /** Items that do not track stock ship without an allocation: never short. */
  trackInventory: boolean;
  /** In the order of `warehouses`. */
  available: { warehouseId: number; available: number }[];
}

/** A problem marker or hold the order would get: its type (labelled by the SPA) and reason. */
export interface SimulatedHold {
  type: string;
  reason: string;
}

/** The ship-code mapping the order routes to. */
export interface SimulatedRoute {
  id: number;
  fulfillmentService: string;
  carrierCode: string | null;
  carrierName: string | null;
  serviceCode: string | null;
  serviceName: string | null;
  manualFulfill: boolean;
  /** What it matched: 'requested service', 'carrier and service codes' or 'catch-all'. */
  matchedBy: string;
  requestedService: string | null;
}

/** An item short at the storefront's warehouse and the inbound documents that bring it. */
export interface SimulatedShortage {
  vendorProductId: number;
  sku: string;
  needed: number;
  available: number;
  /** Added up in expected-date order, up to the one that covers the shortage (or all, when none does). */
  documents: IncomingDocument[];
  /** The documents cover the shortage. */
  covered: boolean;
  /** The day the covering document is expected (null: not covered, or covered by an undated one). */
  coveredOn: string | null;
}

export type CouldShip =
  /** Nothing blocks it. */
  | 'now'
  /** Only stock is short, and the documents coming cover it. */
  | 'when_supplied'
  /** Stock is short and nothing coming covers it. */
  | 'not_covered'
  /** Something a person has to fix first (an unmapped SKU, a missing ship-code mapping, a held product). */
  | 'blocked';

/** How each answer to "could it ship?" reads. */
export const couldShipLabels: Record<CouldShip, string> = {
  now: 'Could ship now',
  when_supplied: 'Could ship once the stock arrives',
  not_covered: 'Short, and nothing coming covers it',
  blocked: 'Held until someone fixes it',
};

export interface SimulatedShipping {
  status: CouldShip;
  /**
   * The day it could ship: a later order date when nothing blocks it (null: now), or, when supplied,
   * the day the last covering document is expected (null when one has no date).
   */
  date: string | null;
  summary: string;
  shortages: SimulatedShortage[];
}

/** A component item over N orders of this content. */
export interface PromotionComponent {
  vendorProductId: number;
  sku: string;
  name: string | null;
  /** Units one order takes. */
  perOrder: number;
  /** N × perOrder. */
  totalNeeded: number;
  /** Available now at the storefront's warehouse. */
  available: number;
  /** How many whole orders the available units cover; null when the item does not track stock. */
  ordersCovered: number | null;
  /** The documents coming cover every one of the N orders. */
  coversAll: boolean;
  /** The day the stock for all N is there (today's stock suffices: null with coversAll). */
  coversAllOn: string | null;
  documents: IncomingDocument[];
}

export interface SimulatedPromotion {
  count: number;
  components: PromotionComponent[];
  /** The component that covers the fewest orders (null when no item tracks stock). */
  runsOutFirst: { vendorProductId: number; sku: string; ordersCovered: number } | null;
}

/** POST /api/common/orders/simulate */
export interface OrderSimulation {
  /** Intake refused the order (a disabled storefront): the reason; everything else is empty. */
  refused: string | null;
  storefront: { id: number; name: string; warehouseId: number | null; warehouseName: string | null };
  /**
   * The status intake would give it: on_hold when a problem holds it; a simulated order carries no
   * prices or payment, so otherwise it waits for payment.
   */
  orderStatus: string | null;
  lines: SimulatedLine[];
  warehouses: SimulatedWarehouse[];
  availability: SimulatedAvailability[];
  /** The problem markers among its tags. */
  markers: string[];
  holds: SimulatedHold[];
  route: SimulatedRoute | null;
  /** Why it routes nowhere, when it does not. */
  noRouteReason: string | null;
  shipping: SimulatedShipping;
  /** With more than one order: each component over all of them. */
  promotion: SimulatedPromotion | null;
}
