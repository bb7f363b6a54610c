/**
 * What the 3PL WMS connector hands Dockhand and takes from it: plain records, already checked and
 * mapped from the WMS's HAL+JSON (mappers.ts), so the sync services never see the WMS's own shapes.
 * `externalId` is always the WMS's id as text. Dates are Date objects (UTC instants); quantities are
 * whole units of the item's own unit of measure.
 */

export interface TplWmsCredentials {
  /** e.g. https://secure-wms.com (no trailing slash needed). */
  baseUrl: string;
  /** The client id and secret of the WMS's OAuth client-credentials grant. */
  clientId: string;
  clientSecret: string;
  /** The WMS user the token acts as (Extensiv's user_login_id). */
  userLoginId: string;
}

export interface PulledFacility {
  externalId: string;
  name: string;
  code: string | null;
}

export interface PulledCustomer {
  externalId: string;
  name: string;
  /** The facilities this customer stores stock in (their externalIds). */
  facilityIds: string[];
}

export interface PulledItem {
  externalId: string;
  customerId: string;
  sku: string;
  description: string | null;
  /** The unit of measure code the WMS counts the item in ('EA'). */
  unitOfMeasure: string | null;
}

export interface PulledUnitOfMeasure {
  externalId: string;
  code: string;
  name: string;
}

export interface PulledCarrierService {
  code: string;
  name: string;
}

export interface PulledCarrier {
  externalId: string;
  name: string;
  description: string | null;
  /** The carrier code storefront tools use for it ('ups', 'fedex'), when the WMS knows it. */
  shipStationCarrierCode: string | null;
  services: PulledCarrierService[];
}

export interface PulledBillingCode {
  externalId: string;
  code: string;
  name: string;
  description: string | null;
  /** The carrier it belongs to (externalId), when it belongs to one. */
  carrierId: string | null;
}

export interface PulledLine {
  sku: string;
  quantity: number;
  lotNumber: string | null;
}

export interface PulledReceiver {
  externalId: string;
  /** The reference number the receiver was made with (our ASN's number when we pushed it). */
  referenceNum: string;
  customerId: string;
  facilityId: string;
  /** Open, Received or Cancelled as the WMS says it. */
  status: 'Open' | 'Received' | 'Cancelled';
  expectedDate: string | null;
  items: PulledLine[];
}

export interface PulledAdjustment {
  externalId: string;
  customerId: string;
  facilityId: string;
  sku: string;
  lotNumber: string | null;
  /** Signed: units added (+) or removed (−). */
  quantity: number;
  reason: string | null;
  /** The WMS's reference for the adjustment, kept on the direct inventory update it becomes. */
  referenceNum: string | null;
  adjustedAt: Date;
}

export interface PulledStockSummary {
  customerId: string;
  facilityId: string;
  sku: string;
  lotNumber: string | null;
  /** On hand in the WMS. */
  onHand: number;
}

/** A mirrored order as the WMS reports it (shipment confirmations). */
export interface PulledOrderStatus {
  externalId: string;
  referenceNum: string;
  status: 'Open' | 'Closed' | 'Cancelled';
  /** Set once Closed (shipped). */
  carrierCode: string | null;
  serviceCode: string | null;
  trackingNumber: string | null;
  closedAt: Date | null;
}

export interface OrderToPush {
  /** Our order number: the WMS's natural key (its reference number must be unique per customer). */
  referenceNum: string;
  customerId: string;
  facilityId: string;
  carrierCode: string | null;
  serviceCode: string | null;
  notes: string | null;
  shipTo: {
    name: string | null;
    company: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    country: string | null;
    phone: string | null;
    email: string | null;
  };
  lines: PulledLine[];
}

export interface ReceiverToPush {
  /** Our ASN's number (natural key, unique per customer in the WMS). */
  referenceNum: string;
  customerId: string;
  facilityId: string;
  expectedDate: string | null;
  lines: PulledLine[];
}

/** The answer of a push: the WMS's id, and whether this call made it (false: it existed already). */
export interface PushResult {
  externalId: string;
  created: boolean;
}

export interface TplWmsConnector {
  facilities(): Promise<PulledFacility[]>;
  customers(): Promise<PulledCustomer[]>;
  items(customerId: string): Promise<PulledItem[]>;
  unitsOfMeasure(): Promise<PulledUnitOfMeasure[]>;
  carriers(): Promise<PulledCarrier[]>;
  billingCodes(): Promise<PulledBillingCode[]>;
  /** Receivers changed since `since` (all when null). */
  receivers(since: Date | null): Promise<PulledReceiver[]>;
  /** Adjustments made since `since` (all when null). */
  adjustments(since: Date | null): Promise<PulledAdjustment[]>;
  /** On hand per customer, SKU and lot in one facility. */
  stockSummaries(facilityId: string): Promise<PulledStockSummary[]>;
  /** The WMS's state of these orders (by their externalIds). */
  orderStatuses(externalIds: readonly string[]): Promise<PulledOrderStatus[]>;
  /** Creates the order, or finds the one already made with its reference number (duplicate reference). */
  createOrder(order: OrderToPush): Promise<PushResult>;
  /** Cancels an open order (read, then write with If-Match; a stale ETag is read again once). */
  cancelOrder(externalId: string, reason: string): Promise<void>;
  /** Creates the receiver, or finds the one already made with its reference number. */
  createReceiver(receiver: ReceiverToPush): Promise<PushResult>;
}
