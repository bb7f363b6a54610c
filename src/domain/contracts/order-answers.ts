/**
 * The answers of the orders base's calls beyond list and get (server/modules/orders: order-views,
 * order-why, order-recommendations and order-bulk services; src/api/orders.api.ts and
 * order-recommendations.api.ts): an order's details page, its timeline and connector log, its finance
 * margin, the list's status counts, "why isn't this shipping?", the recommendation lists and the
 * results of a bulk update. The services check what they return with `satisfies Sendable<…>` of these
 * types (wire.ts) and the SPA's calls are typed with them, so the two sides cannot drift apart
 * without `tsc` saying so.
 */
import type { KitComponentRef, KitRef } from '../order-kits';
import type { OrderRow } from './orders';

export interface OrderHold {
  id: number;
  type: string;
  reason: string;
  createdAt: string;
  createdByName: string | null;
  holdUntil: string | null;
}

/**
 * A line as the details page shows it: mapped item and what is available at the order's warehouse.
 * A kit line (issue 16, src/domain/order-kits.ts) ships through its component lines: it is mapped
 * when all of them are, and its `available` is the whole kits their stock covers.
 */
export interface DetailLine {
  index: number;
  sku: string;
  name: string | null;
  quantity: number;
  unitPrice: number | null;
  wmsSku: string | null;
  vendorProductId: number | null;
  ignored: boolean;
  mapped: boolean;
  trackInventory: boolean;
  /** null when the line is not mapped to a vendor item (a kit: when a component is not). */
  available: number | null;
  storefrontProductId: number | null;
  /** A kit line: the kit it is (its components carry its key). */
  kit: KitRef | null;
  /** A kit's component line: its kit line's key and the units one kit takes ('2', '1/2'). */
  kitComponent: KitComponentRef | null;
}

export interface OrderLink {
  id: number;
  orderNumber: string;
  orderStatus?: string;
  /** Among an order's children: a reship of it (else a part split off it). */
  isReship?: boolean;
}

/** GET /api/common/orders/:id/details */
export interface OrderDetails {
  order: OrderRow;
  lines: DetailLine[];
  holds: OrderHold[];
  fulfillmentOrders: {
    id: number;
    /** The fulfillment order's own number (the order's number as the warehouse sees it). */
    orderNumber: string;
    orderStatus: string;
    warehouseId: number | null;
    trackingNumber: string | null;
  }[];
  returns: { id: number; rmaNumber: string | null; confirmation: string | null; createdAt: string }[];
  children: OrderLink[];
  parent: OrderLink | null;
  reshipOf: OrderLink | null;
  projectName: string | null;
  storeName: string | null;
  warehouseName: string | null;
  vendorName: string | null;
}

/** The kinds of an order's timeline entries; intake and sync entries make the connector log. */
export type OrderEventKind = 'status' | 'action' | 'intake' | 'sync' | 'note';

export interface TimelineItem {
  id: number;
  kind: OrderEventKind;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  message: string;
  userName: string | null;
  createdAt: string;
  /** Only in the connector log: what was received or sent. */
  details?: Record<string, unknown> | null;
}

/** GET /api/common/orders/:id/timeline and …/connector-log, newest first. */
export interface TimelineAnswer {
  items: TimelineItem[];
}

/** GET /api/common/orders/:id/margin: amounts with cents. */
export interface OrderMargin {
  revenue: number;
  itemCost: number;
  fees: { label: string; amount: number }[];
  feesTotal: number;
  margin: number;
  marginPercent: number | null;
  lines: {
    sku: string;
    quantity: number;
    unitPrice: number | null;
    unitCost: number | null;
    lineRevenue: number;
    lineCost: number;
  }[];
}

/** Orders per status (and `all`) under the list's filters; the status filter itself is ignored. */
export type StatusCounts = Partial<Record<string, number>>;

/** POST /api/common/orders/status-counts */
export interface StatusCountsAnswer {
  counts: StatusCounts;
}

export type IncomingType = 'purchase_order' | 'asn' | 'transfer' | 'work_order';

/** How a person names each kind of incoming document. */
export const incomingDocumentLabels: Record<IncomingType, string> = {
  purchase_order: 'Purchase order',
  asn: 'ASN',
  transfer: 'Transfer',
  work_order: 'Work order',
};

/** The open inbound document that brings a short item to the order's warehouse. */
export interface IncomingDocument {
  type: IncomingType;
  id: number;
  number: string;
  date: string | null;
  quantity: number;
  /** With the documents before it, it covers the whole shortage. */
  coversShortage?: boolean;
  /** Its page in the SPA. */
  link: string;
}

export type WhyCause =
  | {
      kind: 'hold';
      holdId: number;
      type: string;
      /** The hold type's label ('Not enough inventory'). */
      label?: string;
      reason: string;
      since: string;
      by: string | null;
      until: string | null;
    }
  | {
      kind: 'unmapped';
      sku: string;
      lineIndex: number;
      /** A kit's component: the storefront SKUs of the kits it is part of. */
      kits?: string[];
    }
  | {
      kind: 'shortage';
      sku: string;
      wmsSku: string | null;
      vendorProductId: number | null;
      needed: number;
      available: number;
      warehouseName: string | null;
      incoming: IncomingDocument | null;
      /** The item is a component of these kits (their storefront SKUs): a short one holds the kit whole. */
      kits?: string[];
    }
  | { kind: 'config' | 'payment'; message: string }
  | {
      kind: 'fulfillment';
      message: string;
      /** The fulfillment order it was sent as (named by its number, linked on the screen). */
      fulfillmentOrder?: { id: number; number: string; sentAt: string; external: boolean };
    };

/** GET /api/common/orders/:id/why: the chain of causes that keeps an order from shipping. */
export interface WhyAnswer {
  blocked: boolean;
  summary: string;
  causes: WhyCause[];
}

/** A page of a recommendation list (POST /api/common/orders/unhold-recs and …/split-recs). */
export interface RecommendationPage<T> {
  total: number;
  items: T[];
}

/** An open hold as Has Inventory shows it. */
export type RecommendedHold = Pick<OrderHold, 'id' | 'type' | 'reason' | 'createdAt' | 'holdUntil'>;

/** Has Inventory: a held order whose every line is available now, with its open holds. */
export type UnholdRec = OrderRow & { holds: RecommendedHold[] };

/**
 * A line of a split proposal: how much of it could ship now. A kit line counts kits: `available` is
 * the whole kits its components' stock covers; its components are never proposed on their own.
 */
export interface SplitProposalLine {
  lineIndex: number;
  sku: string;
  quantity: number;
  available: number;
  shipNow: number;
  /** The kit's name, on a kit line. */
  kitName?: string | null;
}

/** Recommended Splits: an order with some lines available now, and the split that would ship those. */
export interface SplitRecommendation {
  order: OrderRow;
  proposal: SplitProposalLine[];
}

/** One order's outcome in a bulk update or a release of inventory holds. */
export interface BulkResult {
  id: number;
  /** null when the order was not found (or is outside the user's scope). */
  orderNumber: string | null;
  ok: boolean;
  orderStatus?: string;
  message?: string;
}

/** POST /api/common/orders/bulk-update and …/release-inventory-holds: a result per order. */
export interface BulkAnswer {
  results: BulkResult[];
}
