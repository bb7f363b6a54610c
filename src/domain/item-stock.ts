/**
 * What the item page reads (GET /api/vendorProducts/{id}/stock and POST …/{id}/ledger): an item's
 * stock by warehouse and status bucket, by place (location, lot, LPN, expiry), and its ledger.
 */
import type { StockBucket } from './stock';
import type { StockFigures } from './vendor-product-file';

/** On hand, allocated and available of one bucket at one warehouse. */
export interface BucketStock {
  warehouseId: number;
  warehouseName: string;
  bucket: StockBucket;
  onHand: number;
  allocated: number;
  available: number;
}

/** One balance row: a place where the item lies, with its lot, LPN and expiry. */
export interface PlaceStock {
  id: number;
  warehouseId: number;
  warehouseName: string;
  bucket: StockBucket;
  /** '' where the stock has no location yet. */
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  onHand: number;
  allocated: number;
  available: number;
  updatedAt: string;
}

/** The places with stock listed on the item page, fullest first after expiry order. */
export const ITEM_PLACES_LIMIT = 500;

export interface ItemStock {
  /** Every warehouse the user may see, together. */
  totals: StockFigures;
  buckets: BucketStock[];
  /** Places holding (or allocating) stock, at most ITEM_PLACES_LIMIT. */
  places: PlaceStock[];
  /** More places hold stock than are listed. */
  placesTruncated: boolean;
}

/** The document a ledger row belongs to, as far as the server could name it. */
export interface LedgerSource {
  type: string;
  id: string;
  /** e.g. the order number or the reference number. */
  label: string | null;
  /** For a warehouse shipment: 0 transfer, 1 advance ship notice, 2 purchase order batch. */
  shipmentType?: number | null;
  /** For a purchase order batch: its purchase order. */
  purchaseOrderId?: number | null;
  /** For a manual or bulk shipment ('manual_shipment'): its orderType (BulkShipment opens the bulk screen). */
  orderType?: string | null;
}

export interface LedgerEntry {
  id: number;
  createdAt: string;
  warehouseId: number;
  warehouseName: string;
  bucket: StockBucket;
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  kind: string;
  quantityDelta: number;
  allocatedDelta: number;
  countedQuantity: number | null;
  variance: number | null;
  reason: string;
  source: LedgerSource | null;
  userName: string | null;
}

/** How a ledger row's kind reads. */
const ledgerKindLabels: Record<string, string> = {
  receipt: 'Receipt',
  add: 'Added',
  remove: 'Removed',
  count: 'Count',
  set: 'Count',
  allocate: 'Allocated',
  release: 'Released',
  ship: 'Shipped',
  transfer_out: 'Transfer out',
  transfer_in_transit: 'In transit',
  transfer_in: 'Transfer arrived',
  transfer_receive: 'Transfer received',
  status_move: 'Status change',
  repair: 'Repair',
  // Work orders (issue 15).
  work_order_consume: 'Consumed by work order',
  work_order_produce: 'Produced by work order',
  work_order_issue: 'Sent to manufacturer',
  work_order_return: 'Returned by disassembly',
};

export const ledgerKindLabel = (kind: string) =>
  ledgerKindLabels[kind] ?? kind.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
