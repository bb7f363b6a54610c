/**
 * The objects a support ticket may be about (issue 19): their kinds, how they read and where their
 * pages are. The server checks a link names an object the user may see and stores its label; the SPA
 * opens the page. A link in a URL reads `kind:id` (`/support/tickets/create?link=order:123`).
 */
export const ticketLinkKinds = [
  'order',
  'purchase_order',
  'asn',
  'transfer',
  'bulk_shipment',
  'parcel_shipment',
  'invoice_line',
] as const;
export type TicketLinkKind = (typeof ticketLinkKinds)[number];

export const ticketLinkKindLabels: Record<TicketLinkKind, string> = {
  order: 'Order',
  purchase_order: 'Purchase order',
  asn: 'ASN',
  transfer: 'Transfer',
  bulk_shipment: 'Bulk shipment',
  parcel_shipment: 'Parcel shipment',
  invoice_line: 'Invoice line',
};

/** The SPA page of each kind. */
export const ticketLinkPaths: Record<TicketLinkKind, (id: string) => string> = {
  order: (id) => `/orders/details/${id}`,
  purchase_order: (id) => `/warehouses/purchaseOrders/view/${id}`,
  asn: (id) => `/warehouses/advancedShipNotice/view/${id}`,
  transfer: (id) => `/warehouses/warehouseTransfers/view/${id}`,
  bulk_shipment: (id) => `/warehouses/bulkShipments/${id}`,
  parcel_shipment: (id) => `/warehouses/manual-shipments/edit/${id}`,
  // A charge has no page of its own: the ledger lists it (its label names it and its invoice).
  invoice_line: () => '/manage/billing/customerBilingLedger',
};

export const isTicketLinkKind = (value: unknown): value is TicketLinkKind =>
  typeof value === 'string' && (ticketLinkKinds as readonly string[]).includes(value);

export interface TicketLinkRef {
  objectType: TicketLinkKind;
  objectId: string;
}

/** `order:123` → { objectType: 'order', objectId: '123' }; null for anything else. */
export function parseTicketLink(text: string | null | undefined): TicketLinkRef | null {
  const match = /^([a-z_]+):(\d{1,10})$/.exec((text ?? '').trim());
  if (!match || !isTicketLinkKind(match[1])) return null;
  return { objectType: match[1], objectId: String(Number(match[2])) };
}

export const ticketLinkParam = (ref: TicketLinkRef) => `${ref.objectType}:${ref.objectId}`;

/** The create screen with the link filled in (an object's "Open a ticket" action). */
export const newTicketPathFor = (objectType: TicketLinkKind, objectId: number | string) =>
  `/support/tickets/create?link=${objectType}:${objectId}`;

export const ticketLinkPath = (link: { objectType: string; objectId: string }): string | null =>
  isTicketLinkKind(link.objectType) ? ticketLinkPaths[link.objectType](link.objectId) : null;
