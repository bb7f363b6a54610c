/**
 * Pure: the WMS's checked records (schemas.ts) as the records Dockhand takes (records.ts), and
 * Dockhand's pushes as the WMS's request bodies. External ids are the WMS's integer ids as text; a
 * record a list holds twice (a page that shifted while it was read) is kept once. Dates the WMS
 * writes without a zone are read as UTC, and written that way.
 */
import type {
  OrderToPush,
  PulledAdjustment,
  PulledBillingCode,
  PulledCarrier,
  PulledCustomer,
  PulledFacility,
  PulledItem,
  PulledLine,
  PulledOrderStatus,
  PulledReceiver,
  PulledStockSummary,
  PulledUnitOfMeasure,
  ReceiverToPush,
} from './records';
import {
  REL,
  WMS_STATUS,
  type WmsAdjustment,
  type WmsBillingCode,
  type WmsCarrier,
  type WmsCustomer,
  type WmsFacility,
  type WmsItem,
  type WmsLine,
  type WmsOrder,
  type WmsReceiver,
  type WmsStatus,
  type WmsStockSummary,
  type WmsUnitOfMeasure,
} from './schemas';
import { TplWmsError } from './transport';

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';
const orNull = (value: string | null | undefined) => trimmed(value) || null;

/** The last record of each external id, in the WMS's order. */
export function uniqueByExternalId<T extends { externalId: string }>(rows: readonly T[]): T[] {
  const byId = new Map<string, T>();
  for (const row of rows) byId.set(row.externalId, row);
  return [...byId.values()];
}

/** An external id as the WMS's integer id; anything else never reaches a URL or a query. */
export function wmsIdOf(externalId: string, what: string): number {
  const value = externalId.trim();
  const id = Number(value);
  if (!/^\d{1,15}$/.test(value) || id < 1)
    throw new TplWmsError(`"${externalId}" is not a 3PL WMS ${what} id (a positive whole number).`);
  return id;
}

/** A WMS date and time: with its zone as written, without one as UTC. */
export function wmsDateOf(text: string): Date {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
  return new Date(zoned ? text : `${text}Z`);
}

/** A date and time as the WMS writes it: UTC, to the second, without a zone. */
export const wmsDateText = (date: Date) => date.toISOString().slice(0, 19);

/** A value inside an RQL filter: quoted, so `;`, `,` and `)` in it are not read as RQL. */
export const rqlText = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

export const facilityOf = (f: WmsFacility): PulledFacility => ({
  externalId: String(f.facilityId),
  name: trimmed(f.name) || `Facility ${f.facilityId}`,
  code: orNull(f.code),
});

export const customerOf = (c: WmsCustomer): PulledCustomer => ({
  externalId: String(c.readOnly.customerId),
  name: trimmed(c.companyInfo?.companyName) || `Customer ${c.readOnly.customerId}`,
  facilityIds: [...new Set((c.facilities ?? []).map((f) => String(f.id)))],
});

export const unitOfMeasureOf = (u: WmsUnitOfMeasure): PulledUnitOfMeasure => ({
  externalId: String(u.unitOfMeasureId),
  code: trimmed(u.code),
  name: trimmed(u.name) || trimmed(u.code),
});

/**
 * An item of `customerId`; its unit is named by the code of the unit of measure its unitIdentifier
 * points at (`unitCodes`: id → code), or by the identifier's own name when the WMS lists no such unit.
 */
export const itemOf =
  (customerId: string, unitCodes: ReadonlyMap<number, string>) =>
  (i: WmsItem): PulledItem => {
    const unit = i.options?.inventoryUnit?.unitIdentifier;
    return {
      externalId: String(i.itemId),
      customerId,
      sku: trimmed(i.sku),
      description: orNull(i.description),
      unitOfMeasure: (unit?.id != null ? unitCodes.get(unit.id) : undefined) ?? orNull(unit?.name),
    };
  };

export const carrierOf = (c: WmsCarrier): PulledCarrier => ({
  externalId: String(c.carrierId),
  name: trimmed(c.name),
  description: orNull(c.description),
  shipStationCarrierCode: orNull(c.shipStationCarrierCode),
  services: (c.services ?? []).map((s) => ({
    code: trimmed(s.code),
    name: trimmed(s.name) || trimmed(s.code),
  })),
});

export const billingCodeOf = (b: WmsBillingCode): PulledBillingCode => ({
  externalId: String(b.billingCodeId),
  code: trimmed(b.code),
  name: trimmed(b.name) || trimmed(b.code),
  description: orNull(b.description),
  carrierId: b.carrierIdentifier ? String(b.carrierIdentifier.id) : null,
});

const lineOf = (l: WmsLine): PulledLine => ({
  sku: trimmed(l.itemIdentifier.sku),
  quantity: l.qty,
  lotNumber: orNull(l.lotNumber),
});

const RECEIVER_STATUS: Record<WmsStatus, PulledReceiver['status']> = {
  [WMS_STATUS.open]: 'Open',
  [WMS_STATUS.closed]: 'Received',
  [WMS_STATUS.cancelled]: 'Cancelled',
};

export const receiverOf = (r: WmsReceiver): PulledReceiver => ({
  externalId: String(r.readOnly.receiverId),
  referenceNum: trimmed(r.referenceNum),
  customerId: String(r.readOnly.customerIdentifier.id),
  facilityId: String(r.readOnly.facilityIdentifier.id),
  status: RECEIVER_STATUS[r.readOnly.status as WmsStatus],
  // A day: the WMS keeps it as midnight of that day.
  expectedDate: r.expectedDate ? r.expectedDate.slice(0, 10) : null,
  items: (r._embedded?.[REL.receiveItem] ?? []).map(lineOf),
});

export const adjustmentOf = (a: WmsAdjustment): PulledAdjustment => ({
  externalId: String(a.readOnly.adjustmentId),
  customerId: String(a.readOnly.customerIdentifier.id),
  facilityId: String(a.readOnly.facilityIdentifier.id),
  sku: trimmed(a.itemIdentifier.sku),
  lotNumber: orNull(a.lotNumber),
  quantity: a.qty,
  reason: orNull(a.reason),
  referenceNum: orNull(a.referenceNum),
  adjustedAt: wmsDateOf(a.readOnly.creationDate),
});

export const stockSummaryOf = (s: WmsStockSummary): PulledStockSummary => ({
  customerId: String(s.customerId),
  facilityId: String(s.facilityId),
  sku: trimmed(s.itemIdentifier.sku),
  lotNumber: orNull(s.lotNumber),
  onHand: s.onHand,
});

const ORDER_STATUS: Record<WmsStatus, PulledOrderStatus['status']> = {
  [WMS_STATUS.open]: 'Open',
  [WMS_STATUS.closed]: 'Closed',
  [WMS_STATUS.cancelled]: 'Cancelled',
};

/** The shipment is known once the order is Closed: before that its routing is only what was asked. */
export function orderStatusOf(o: WmsOrder): PulledOrderStatus {
  const status = ORDER_STATUS[o.readOnly.status as WmsStatus];
  const shipped = status === 'Closed';
  return {
    externalId: String(o.readOnly.orderId),
    referenceNum: trimmed(o.referenceNum),
    status,
    carrierCode: shipped ? orNull(o.routingInfo?.carrier) : null,
    serviceCode: shipped ? orNull(o.routingInfo?.mode) : null,
    trackingNumber: shipped ? orNull(o.routingInfo?.trackingNumber) : null,
    closedAt: shipped && o.readOnly.processDate ? wmsDateOf(o.readOnly.processDate) : null,
  };
}

/** The fields that are set: the WMS keeps an absent field as it is, a null one it may refuse. */
function setFields<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}

const lineBody = (l: PulledLine) =>
  setFields({ itemIdentifier: { sku: l.sku }, qty: l.quantity, lotNumber: orNull(l.lotNumber) });

/** POST /orders. */
export function orderBody(order: OrderToPush) {
  const { shipTo } = order;
  const routing = setFields({ carrier: orNull(order.carrierCode), mode: orNull(order.serviceCode) });
  return setFields({
    customerIdentifier: { id: wmsIdOf(order.customerId, 'customer') },
    facilityIdentifier: { id: wmsIdOf(order.facilityId, 'facility') },
    referenceNum: order.referenceNum.trim(),
    notes: orNull(order.notes),
    routingInfo: Object.keys(routing).length > 0 ? routing : null,
    shipTo: setFields({
      name: orNull(shipTo.name),
      companyName: orNull(shipTo.company),
      address1: orNull(shipTo.address1),
      address2: orNull(shipTo.address2),
      city: orNull(shipTo.city),
      state: orNull(shipTo.state),
      zip: orNull(shipTo.zip),
      country: orNull(shipTo.country),
      phoneNumber: orNull(shipTo.phone),
      emailAddress: orNull(shipTo.email),
    }),
    orderItems: order.lines.map(lineBody),
  });
}

/** POST /inventory/receivers; the expected day is sent as its midnight. */
export function receiverBody(receiver: ReceiverToPush) {
  return setFields({
    customerIdentifier: { id: wmsIdOf(receiver.customerId, 'customer') },
    facilityIdentifier: { id: wmsIdOf(receiver.facilityId, 'facility') },
    referenceNum: receiver.referenceNum.trim(),
    expectedDate: receiver.expectedDate ? `${receiver.expectedDate.slice(0, 10)}T00:00:00` : null,
    receiveItems: receiver.lines.map(lineBody),
  });
}
