/**
 * The printable documents of manual and bulk shipments (issue 14), at
 * GET /api/common/manualShipments/{id}/{document}.pdf: which document a shipment offers now and, when
 * it does not, why (the server answers 409 with that reason; screens disable the link and show it).
 *
 * - packing-slip: both kinds; for a packed bulk shipment, one packing list per pallet (and one for
 *   the cartons on no pallet).
 * - label: a small parcel's 4×6 shipping label, once carrier and tracking number are recorded.
 * - pick-list: the allocated lots and locations, sorted by location, once stock is allocated.
 * - carton-labels: a bulk shipment's 4×6 SSCC labels, one per carton and pallet, once packed.
 * - bill-of-lading: a bulk shipment's freight bill of lading, once packed.
 */
import {
  allocatedUnits,
  isBulkShipment,
  isPickup,
  MANUAL_SHIPMENT_STATUS,
  type OutboundShipmentState,
} from './manual-shipment.lifecycle';
import { NO_ORDER_NUMBER } from './resources/manual-shipment.schema';

export const outboundDocuments = [
  'packing-slip',
  'label',
  'pick-list',
  'carton-labels',
  'bill-of-lading',
] as const;
export type OutboundDocument = (typeof outboundDocuments)[number];

export const outboundDocumentLabels: Record<OutboundDocument, string> = {
  'packing-slip': 'Packing slip',
  label: 'Shipping label',
  'pick-list': 'Pick list',
  'carton-labels': 'Carton labels',
  'bill-of-lading': 'Bill of lading',
};

/** Where a document is downloaded. */
export const outboundDocumentPath = (shipmentId: number, document: OutboundDocument) =>
  `/api/common/manualShipments/${shipmentId}/${document}.pdf`;

/**
 * The number a shipment's documents print and are filed under: its order number. A shipment still
 * holding the '-' placeholder (saved before the server numbered those) prints the number the server
 * now gives one: BS-<id> for bulk, MS-<id> for a small parcel.
 */
export const shipmentNumberOf = (s: { id: number; orderType: string; orderNumber: string }): string => {
  const number = s.orderNumber.trim();
  if (number !== '' && number !== NO_ORDER_NUMBER) return number;
  return `${isBulkShipment(s.orderType) ? 'BS' : 'MS'}-${s.id}`;
};

/** The kind and type as documents print them: 'Bulk shipment', 'Small parcel · Ecom'. */
export const shipmentTypeLabel = (orderType: string): string =>
  isBulkShipment(orderType)
    ? 'Bulk shipment'
    : isPickup(orderType)
      ? 'Small parcel · will call / pickup'
      : `Small parcel · ${orderType}`;

/** The file name of a document: 'pick-list-MS-NWG-501.pdf'. */
export const outboundDocumentFileName = (document: OutboundDocument, shipmentNumber: string) =>
  `${document}-${shipmentNumber.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'shipment'}.pdf`;

/** What deciding a document needs beyond the lifecycle's view of the shipment. */
export interface OutboundDocumentState extends OutboundShipmentState {
  trackingNumber: string | null;
  /** Cartons packed so far (bulk). */
  cartons: number;
}

/** The documents of each kind, in the order a dock uses them. */
export function documentsOf(orderType: string): OutboundDocument[] {
  if (isBulkShipment(orderType)) return ['pick-list', 'carton-labels', 'packing-slip', 'bill-of-lading'];
  if (isPickup(orderType)) return ['pick-list', 'packing-slip'];
  return ['pick-list', 'packing-slip', 'label'];
}

/** Why `document` cannot be printed now, in the words the screens show; null when it can. */
export function documentRefusal(s: OutboundDocumentState, document: OutboundDocument): string | null {
  const bulk = isBulkShipment(s.orderType);
  const noun = bulk ? 'bulk shipment' : 'shipment';
  if (!documentsOf(s.orderType).includes(document)) {
    if (document === 'label')
      return bulk
        ? 'A bulk shipment goes by freight: print its carton labels and bill of lading instead.'
        : 'A will-call/pickup shipment is collected at the warehouse; it has no shipping label.';
    if (document === 'carton-labels') return 'Only bulk shipments are packed into cartons and pallets.';
    return 'A bill of lading is for freight; a small parcel ships with its shipping label.';
  }
  if (s.orderStatus === MANUAL_SHIPMENT_STATUS.Cancelled) return `This ${noun} is cancelled.`;
  if (s.orderStatus === MANUAL_SHIPMENT_STATUS.Draft) return `This ${noun} is a draft; submit it first.`;
  switch (document) {
    case 'packing-slip':
      return s.items.length === 0 ? 'Add at least one line first.' : null;
    case 'pick-list':
      return allocatedUnits(s.items) === 0
        ? 'Allocate stock first: the pick list shows the allocated lots and locations.'
        : null;
    case 'label':
      return s.trackingNumber
        ? null
        : 'The label carries the tracking number: record the carrier and tracking number when shipping.';
    case 'carton-labels':
      return s.cartons === 0
        ? 'Pack cartons first: each carton and pallet gets its label when packed.'
        : null;
    case 'bill-of-lading':
      return s.cartons === 0 ? 'Pack cartons and pallets first: the bill of lading counts them.' : null;
  }
}
