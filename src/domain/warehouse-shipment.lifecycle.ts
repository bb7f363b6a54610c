/**
 * The lifecycle of a warehouse shipment (DESIGN.md §5), in one pure module: the line shape each type
 * keeps, which statuses may still be edited, and which next step a shipment offers by type, status and
 * line progress. The view screens show their buttons from it; the server's special actions (allocate,
 * confirm, receive) refuse what it does not offer.
 *
 * - ASN (type 1) and purchase-order batch (type 2): Draft → Open → AwaitingShipment → Shipped →
 *   Received, or Cancelled. Receiving (the `receive` step) is offered from Open until the shipment is
 *   Received or Cancelled, and may be partial.
 * - Warehouse transfer (type 0): created (Open) → allocated (AwaitingShipment; in full when every
 *   line's allocatedQuantity equals its quantity) → confirmed (Shipped: left the source, in transit)
 *   → Received at the destination, possibly in parts, with discrepancies recorded.
 */
import {
  ADVANCED_SHIP_NOTICE,
  PURCHASE_ORDER_BATCH,
  WAREHOUSE_TRANSFER,
  warehouseShipmentStatuses,
} from './resources/warehouse-shipment.schema';

export type ShipmentStatus = (typeof warehouseShipmentStatuses)[number];
export type ShipmentStep = 'allocate' | 'confirm' | 'receive';

/** The statuses by name: code outside the domain writes `SHIPMENT_STATUS.Received`, never the string. */
export const SHIPMENT_STATUS = {
  Draft: 'Draft',
  Open: 'Open',
  AwaitingShipment: 'AwaitingShipment',
  Shipped: 'Shipped',
  Received: 'Received',
  Cancelled: 'Cancelled',
} as const satisfies { [S in ShipmentStatus]: S };
const { Draft, Open, AwaitingShipment, Shipped, Received, Cancelled } = SHIPMENT_STATUS;

export const shipmentStatusLabels: Record<ShipmentStatus, string> = {
  Draft: 'Draft',
  Open: 'Open',
  AwaitingShipment: 'Awaiting shipment',
  Shipped: 'Shipped',
  Received: 'Received',
  Cancelled: 'Cancelled',
};

/** A status as people read it ('AwaitingShipment' → 'Awaiting shipment'); an unknown one as it is. */
export const shipmentStatusLabel = (status: string): string =>
  shipmentStatusLabels[status as ShipmentStatus] ?? status;

export const shipmentStatusTones: Record<
  ShipmentStatus,
  'neutral' | 'accent' | 'warning' | 'success' | 'danger'
> = {
  Draft: 'neutral',
  Open: 'accent',
  AwaitingShipment: 'warning',
  Shipped: 'accent',
  Received: 'success',
  Cancelled: 'danger',
};

/** Receiving progress of an inbound line (ASN, PO batch); the receiving flow moves these. */
const inboundLineCounters = ['receivedQuantity', 'rejectedQuantity', 'cancelledQuantity'] as const;
/** Progress of a transfer line: reserved at the source, sent, then received at the destination. */
const transferLineCounters = [
  'allocatedQuantity',
  'sentQuantity',
  'receivedQuantity',
  'rejectedQuantity',
  'cancelledQuantity',
] as const;
export type LineCounter = (typeof transferLineCounters)[number];

export interface ShipmentLine {
  sku: string;
  name?: string | null;
  vendorProductId?: number | null;
  quantity: number;
  allocatedQuantity?: number;
  sentQuantity?: number;
  receivedQuantity?: number;
  rejectedQuantity?: number;
  cancelledQuantity?: number;
}

export interface ShipmentState {
  type: number;
  orderStatus: string;
  items: readonly ShipmentLine[];
}

const countersOf = (type: number): readonly LineCounter[] =>
  type === WAREHOUSE_TRANSFER ? transferLineCounters : inboundLineCounters;

const counter = (line: Partial<ShipmentLine>, key: LineCounter) => Number(line[key] ?? 0) || 0;

/**
 * A line as stored for its shipment type: `{ sku, name, vendorProductId, quantity, …counters }`, the
 * counters taken from `progress` (the stored line, on edit) or 0. The stock flows read this shape.
 */
export function shipmentLine(
  type: number,
  line: Pick<ShipmentLine, 'sku' | 'name' | 'vendorProductId' | 'quantity'>,
  progress: Partial<ShipmentLine> = {},
): ShipmentLine {
  const stored: ShipmentLine = {
    sku: line.sku,
    name: line.name ?? null,
    vendorProductId: line.vendorProductId ?? null,
    quantity: line.quantity,
  };
  for (const key of countersOf(type)) stored[key] = counter(progress, key);
  return stored;
}

/** Statuses in which the document itself (header and lines) may still be edited. */
const editableStatuses: readonly ShipmentStatus[] = [Draft, Open];
export const isEditableStatus = (status: string) => (editableStatuses as readonly string[]).includes(status);
/** Why a shipment's document cannot be edited in this status ('only Draft and Open …'), null when it can. */
export const editRefusal = (status: string, noun = 'shipments'): string | null =>
  isEditableStatus(status)
    ? null
    : `It is ${shipmentStatusLabel(status)}: only ${editableStatuses.map(shipmentStatusLabel).join(' and ')} ${noun} change.`;

/** Some stock has been reserved, sent, received or closed against a line. */
export const hasLineProgress = (lines: readonly ShipmentLine[]) =>
  lines.some((line) => transferLineCounters.some((key) => counter(line, key) > 0));

/** Every line of a transfer is reserved at the source in full (and there is at least one line). */
export const isFullyAllocated = (lines: readonly ShipmentLine[]) =>
  lines.length > 0 && lines.every((line) => counter(line, 'allocatedQuantity') === line.quantity);

/** Some but not every unit of a transfer is reserved at the source. */
const isPartlyAllocated = (lines: readonly ShipmentLine[]) =>
  lines.some((line) => counter(line, 'allocatedQuantity') > 0) && !isFullyAllocated(lines);

const isOneOf = (statuses: readonly string[], status: string) => statuses.includes(status);
const inboundTypes: readonly number[] = [ADVANCED_SHIP_NOTICE, PURCHASE_ORDER_BATCH];
/** A draft is not announced yet: it takes no receipts and no allocation until it is opened. */
export const receivableInbound: readonly ShipmentStatus[] = [Open, AwaitingShipment, Shipped];
/** Announced and not arrived yet: the stock is on its way to the destination (incoming stock). */
export const incomingStatuses: readonly ShipmentStatus[] = receivableInbound;
export const isReceived = (status: string) => status === Received;
/** Allocating moves a transfer to AwaitingShipment; it may be allocated again (changed) until it leaves. */
const allocatableTransfer: readonly string[] = [Open, AwaitingShipment];
/** A transfer in these statuses has not left its source yet. */
const editableOrAllocating: readonly string[] = [Draft, ...allocatableTransfer];

/**
 * The steps a shipment offers now, the main one first. A transfer with some stock reserved may be
 * confirmed (a line reserved short leaves short); while it is not reserved in full, allocating comes first.
 */
export function nextSteps(shipment: ShipmentState): ShipmentStep[] {
  const { type, orderStatus, items } = shipment;
  if (inboundTypes.includes(type)) return isOneOf(receivableInbound, orderStatus) ? ['receive'] : [];
  if (type !== WAREHOUSE_TRANSFER) return [];
  if (orderStatus === Shipped) return ['receive'];
  if (!allocatableTransfer.includes(orderStatus)) return [];
  if (isFullyAllocated(items)) return ['confirm', 'allocate'];
  return isPartlyAllocated(items) ? ['allocate', 'confirm'] : ['allocate'];
}

export const offersStep = (shipment: ShipmentState, step: ShipmentStep) => nextSteps(shipment).includes(step);

/**
 * Who may take each step, by shipment type (any one permission of the list): the only table the
 * server checks and the screens offer from. An ASN's receiving screen is its "confirm received"
 * (spec §2: /warehouses/advancedShipNotices/{id}/confirm), so either ASN permission receives it;
 * allocating a transfer prepares its sending, so its update or confirm permission allocates.
 */
export const shipmentStepPermissions: Readonly<
  Record<number, Partial<Record<ShipmentStep, readonly string[]>>>
> = {
  [ADVANCED_SHIP_NOTICE]: { receive: ['warehouses.asn.receive', 'warehouses.asn.confirm'] },
  [PURCHASE_ORDER_BATCH]: { receive: ['warehouses.po.receive'] },
  [WAREHOUSE_TRANSFER]: {
    allocate: ['warehouses.transfers.update', 'warehouses.transfers.confirm'],
    confirm: ['warehouses.transfers.confirm'],
    receive: ['warehouses.transfers.receive'],
  },
};

/** The permissions that let a user take a step of a shipment type (none: nobody). */
export const stepPermissions = (type: number, step: ShipmentStep): readonly string[] =>
  shipmentStepPermissions[type]?.[step] ?? [];

const stepVerb: Record<ShipmentStep, string> = {
  allocate: 'allocated',
  confirm: 'confirmed',
  receive: 'received',
};

/** Why a shipment refuses `step` now, in the words the screens show; null when it offers it. */
export function stepRefusal(shipment: ShipmentState, step: ShipmentStep): string | null {
  if (offersStep(shipment, step)) return null;
  const { type, orderStatus } = shipment;
  if (step === 'receive') {
    return type === WAREHOUSE_TRANSFER && editableOrAllocating.includes(orderStatus)
      ? 'This transfer has not left its source warehouse yet; confirm it first.'
      : `This shipment is ${orderStatus} and takes no more receipts.`;
  }
  if (type !== WAREHOUSE_TRANSFER) return 'Only warehouse transfers are allocated and sent this way.';
  return `This transfer is ${orderStatus}; it cannot be ${stepVerb[step]} now.`;
}

/**
 * Where a step leaves a shipment: allocating → AwaitingShipment; confirming → Shipped (it left the
 * source); a receipt → Received once every line is done, else Shipped (the goods are on their way,
 * which also ends editing).
 */
export function statusAfterStep(step: ShipmentStep, everyLineDone = false): ShipmentStatus {
  if (step === 'allocate') return AwaitingShipment;
  if (step === 'confirm') return Shipped;
  return everyLineDone ? Received : Shipped;
}

/** An inbound shipment closed short (its purchase order ends): Received when anything came, else Cancelled. */
export const statusWhenClosedShort = (anythingArrived: boolean): ShipmentStatus =>
  anythingArrived ? Received : Cancelled;

/** A new purchase-order batch: Open, or Shipped when the vendor has already sent it. */
export const statusOfNewBatch = (alreadyShipped: boolean): ShipmentStatus =>
  alreadyShipped ? Shipped : Open;

/** Where each step's screen lives (src/routes.tsx). */
export function stepPath(type: number, step: ShipmentStep, id: number | string): string | null {
  if (type === ADVANCED_SHIP_NOTICE && step === 'receive')
    return `/warehouses/advancedShipNotices/${id}/confirm`;
  if (type === WAREHOUSE_TRANSFER) return `/warehouses/warehouseTransfers/${id}/${step}`;
  return null;
}

/** What an inbound line still waits for: expected less everything received, rejected or closed short. */
export const outstandingQuantity = (line: ShipmentLine) =>
  Math.max(
    0,
    line.quantity -
      counter(line, 'receivedQuantity') -
      counter(line, 'rejectedQuantity') -
      counter(line, 'cancelledQuantity'),
  );

export interface TransferLineProgress {
  requested: number;
  allocated: number;
  sent: number;
  received: number;
  rejected: number;
  /** Sent and not yet accounted for at the destination (while the transfer is Shipped). */
  inTransit: number;
  /**
   * Once the transfer is Received: what arrived (good or rejected) less what was sent; negative is
   * short, positive over. null before.
   */
  discrepancy: number | null;
}

export function transferLineProgress(line: ShipmentLine, status: string): TransferLineProgress {
  const sent = counter(line, 'sentQuantity');
  const received = counter(line, 'receivedQuantity');
  const rejected = counter(line, 'rejectedQuantity');
  const arrived = received + rejected;
  return {
    requested: line.quantity,
    allocated: counter(line, 'allocatedQuantity'),
    sent,
    received,
    rejected,
    inTransit: status === Shipped ? Math.max(0, sent - arrived) : 0,
    discrepancy: status === Received ? arrived - sent : null,
  };
}
