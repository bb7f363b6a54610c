/**
 * The lifecycle of outbound shipments (issue 14), small-parcel and bulk, told apart by orderType: the
 * only authority for their statuses, the steps each status offers, who may take each step, what a
 * step leaves behind and why a step is refused. Server services refuse through `stepRefusal`; screens
 * offer what `nextSteps` and `stepPermissions` say.
 *
 * - Small parcel: Draft → Open (`submit`) → AwaitingShipment (`allocate`: stock reserved first
 *   expiry first out through the ledger) → Shipped (`ship`: carrier, service, tracking, packages and
 *   weight; a WillCall/Pickup ships as picked up by a named person, no carrier), or Cancelled
 *   (`cancel`, any time before shipping: the allocation is released).
 * - Bulk (orderType BulkShipment): a brand's `request` creates it Open without a warehouse → staff
 *   `confirm` it (choose the warehouse) → `allocate` (AwaitingShipment) → `pack` into cartons and
 *   pallets (may be repeated until every allocated unit is packed) → `ship`, or `cancel`.
 */
import { documentStatuses } from './resources/reference';

export type ManualShipmentStatus = (typeof documentStatuses)[number];
export type ManualShipmentStep = 'submit' | 'confirm' | 'allocate' | 'pack' | 'ship' | 'cancel';
export const manualShipmentSteps: readonly ManualShipmentStep[] = [
  'submit',
  'confirm',
  'allocate',
  'pack',
  'ship',
  'cancel',
];

/** The statuses by name: code outside the domain writes `MANUAL_SHIPMENT_STATUS.Shipped`. */
export const MANUAL_SHIPMENT_STATUS = {
  Draft: 'Draft',
  Open: 'Open',
  AwaitingShipment: 'AwaitingShipment',
  Shipped: 'Shipped',
  Cancelled: 'Cancelled',
} as const satisfies { [S in ManualShipmentStatus]: S };
const { Draft, Open, AwaitingShipment, Shipped, Cancelled } = MANUAL_SHIPMENT_STATUS;

export const manualShipmentStatusLabels: Record<ManualShipmentStatus, string> = {
  Draft: 'Draft',
  Open: 'Open',
  AwaitingShipment: 'Awaiting shipment',
  Shipped: 'Shipped',
  Cancelled: 'Cancelled',
};
export const manualShipmentStatusLabel = (status: string): string =>
  manualShipmentStatusLabels[status as ManualShipmentStatus] ?? status;

export const BULK_SHIPMENT = 'BulkShipment';
export const PICKUP_SHIPMENT = 'WillCall/Pickup';
export const isBulkShipment = (orderType: string) => orderType === BULK_SHIPMENT;
export const isPickup = (orderType: string) => orderType === PICKUP_SHIPMENT;

/** The kind of a shipment decides its steps and permissions. */
export type ShipmentKind = 'parcel' | 'bulk';
export const kindOf = (orderType: string): ShipmentKind => (isBulkShipment(orderType) ? 'bulk' : 'parcel');

/** A line as stored: what was asked, what is reserved, what is in cartons. */
export interface OutboundLine {
  sku: string;
  name?: string | null;
  vendorProductId?: number | null;
  quantity: number;
  allocatedQuantity?: number;
  packedQuantity?: number;
}

/** What the lifecycle needs to know of a shipment. */
export interface OutboundShipmentState {
  orderType: string;
  orderStatus: string;
  warehouseId: number | null;
  /** Bulk: when staff accepted the request (null until `confirm`). */
  confirmedAt?: Date | string | null;
  items: readonly OutboundLine[];
}

const units = (line: OutboundLine, key: 'allocatedQuantity' | 'packedQuantity') =>
  Number(line[key] ?? 0) || 0;
export const allocatedUnits = (lines: readonly OutboundLine[]) =>
  lines.reduce((sum, line) => sum + units(line, 'allocatedQuantity'), 0);
export const packedUnits = (lines: readonly OutboundLine[]) =>
  lines.reduce((sum, line) => sum + units(line, 'packedQuantity'), 0);
/** Every allocated unit is in a carton (and something is allocated). */
export const isFullyPacked = (lines: readonly OutboundLine[]) =>
  allocatedUnits(lines) > 0 &&
  lines.every((line) => units(line, 'packedQuantity') === units(line, 'allocatedQuantity'));

/** The statuses each step is taken from, and where it leaves the shipment. */
const transitions: Record<
  ManualShipmentStep,
  { from: readonly ManualShipmentStatus[]; to: (s: ManualShipmentStatus) => ManualShipmentStatus }
> = {
  submit: { from: [Draft], to: () => Open },
  confirm: { from: [Draft, Open], to: (s) => s },
  allocate: { from: [Open, AwaitingShipment], to: () => AwaitingShipment },
  pack: { from: [AwaitingShipment], to: () => AwaitingShipment },
  ship: { from: [AwaitingShipment], to: () => Shipped },
  cancel: { from: [Draft, Open, AwaitingShipment], to: () => Cancelled },
};

/** Steps of each kind; a small parcel is neither confirmed nor packed into cartons. */
const stepsOfKind: Record<ShipmentKind, readonly ManualShipmentStep[]> = {
  parcel: ['submit', 'allocate', 'ship', 'cancel'],
  bulk: ['submit', 'confirm', 'allocate', 'pack', 'ship', 'cancel'],
};

/**
 * Who may take each step, by kind (any one permission of the list; spec §6: bulk confirm, create,
 * view, request; small parcels view, create). A brand requests and may withdraw its own request
 * before staff confirm it (`requesterRefusal`); everything after that is the warehouse's (confirm).
 */
export const stepPermissions: Record<ShipmentKind, Record<ManualShipmentStep, readonly string[]>> = {
  parcel: {
    submit: ['shipments.parcel.create'],
    confirm: [],
    allocate: ['shipments.parcel.create'],
    pack: [],
    ship: ['shipments.parcel.create'],
    cancel: ['shipments.parcel.create'],
  },
  bulk: {
    submit: ['shipments.bulk.create', 'shipments.bulk.request'],
    confirm: ['shipments.bulk.confirm'],
    allocate: ['shipments.bulk.confirm'],
    pack: ['shipments.bulk.confirm'],
    ship: ['shipments.bulk.confirm'],
    cancel: ['shipments.bulk.confirm', 'shipments.bulk.create', 'shipments.bulk.request'],
  },
};

/** Who may create (a bulk shipment by request or by staff) and read each kind. */
export const kindPermissions: Record<ShipmentKind, { view: readonly string[]; create: readonly string[] }> = {
  parcel: { view: ['shipments.parcel.view'], create: ['shipments.parcel.create'] },
  bulk: { view: ['shipments.bulk.view'], create: ['shipments.bulk.create', 'shipments.bulk.request'] },
};

export const permissionsForStep = (orderType: string, step: ManualShipmentStep): readonly string[] =>
  stepPermissions[kindOf(orderType)][step];

/** Whether permissions open reading shipments of this orderType (a bulk-only viewer sees only bulk). */
export const mayViewKind = (permissions: readonly string[], orderType: string): boolean =>
  kindPermissions[kindOf(orderType)].view.some((p) => permissions.includes(p));

/** Whether permissions open creating (and editing) shipments of this orderType. */
export const mayCreateKind = (permissions: readonly string[], orderType: string): boolean =>
  kindPermissions[kindOf(orderType)].create.some((p) => permissions.includes(p));

/**
 * A brand's user: may request bulk shipments, but neither create them as staff nor confirm them. What
 * they write is a request (requestedBy, no confirmation), and they may change or withdraw it only
 * until the warehouse confirms it.
 */
export const isRequestOnly = (permissions: readonly string[]): boolean =>
  permissions.includes('shipments.bulk.request') &&
  !permissions.includes('shipments.bulk.create') &&
  !permissions.includes('shipments.bulk.confirm');

/** Why a request-only user may not take `step` (or edit the request) now; null when they may. */
export function requesterRefusal(s: OutboundShipmentState, step: ManualShipmentStep | 'edit'): string | null {
  if (!isBulkShipment(s.orderType) || s.confirmedAt == null) return null;
  if (step === 'cancel') return 'The warehouse has confirmed this request; ask them to cancel it.';
  if (step === 'edit') return 'The warehouse has confirmed this request; ask them to change it.';
  return null;
}

/** The statuses a new shipment may start in: a saved draft, or Open (the default, spec §3). */
export const creationStatuses: readonly ManualShipmentStatus[] = [Draft, Open];

const noun = (s: OutboundShipmentState) => (isBulkShipment(s.orderType) ? 'bulk shipment' : 'shipment');
const isConfirmed = (s: OutboundShipmentState) => s.confirmedAt != null;

/**
 * Why `step` cannot be taken now, in the words the screens show ("what blocks the next step"); null
 * when it can. The order of checks gives the most useful reason first.
 */
export function stepRefusal(s: OutboundShipmentState, step: ManualShipmentStep): string | null {
  const kind = kindOf(s.orderType);
  if (!stepsOfKind[kind].includes(step))
    return step === 'confirm'
      ? 'Only bulk shipments are confirmed; a small parcel is submitted and allocated.'
      : 'Only bulk shipments are packed into cartons and pallets.';
  const status = s.orderStatus as ManualShipmentStatus;
  if (!transitions[step].from.includes(status)) {
    if (status === Shipped) return `This ${noun(s)} has shipped.`;
    if (status === Cancelled) return `This ${noun(s)} is cancelled.`;
    if (status === Draft) return `This ${noun(s)} is a draft; submit it first.`;
    if (step === 'submit') return `This ${noun(s)} is already submitted.`;
    if (step === 'confirm') return `This bulk shipment is already allocated; it cannot be confirmed again.`;
    return `Allocate stock first: it is ${manualShipmentStatusLabel(status)}.`;
  }
  if (step === 'submit' && s.items.length === 0) return 'Add at least one line first.';
  if (step === 'confirm' && isConfirmed(s)) return 'This bulk shipment is already confirmed.';
  if (step === 'allocate') {
    if (kind === 'bulk' && !isConfirmed(s)) return 'Waiting for the warehouse to confirm the request.';
    if (s.warehouseId == null) return 'Choose the warehouse it ships from first.';
    if (s.items.length === 0) return 'Add at least one line first.';
    if (kind === 'bulk' && packedUnits(s.items) > 0)
      return 'Cartons are packed; unpack them before allocating again.';
  }
  if (step === 'pack' && allocatedUnits(s.items) === 0) return 'Allocate stock first.';
  if (step === 'ship') {
    if (allocatedUnits(s.items) === 0) return 'Nothing is allocated to ship.';
    if (kind === 'bulk' && !isFullyPacked(s.items)) {
      const left = allocatedUnits(s.items) - packedUnits(s.items);
      return `${left} allocated ${left === 1 ? 'unit is' : 'units are'} not packed in a carton yet.`;
    }
  }
  return null;
}

export const offersStep = (s: OutboundShipmentState, step: ManualShipmentStep) =>
  stepRefusal(s, step) === null;

/** The steps a shipment offers now, the forward step first, cancel last. */
export const nextSteps = (s: OutboundShipmentState): ManualShipmentStep[] =>
  stepsOfKind[kindOf(s.orderType)].filter((step) => offersStep(s, step));

/** Where a step leaves the shipment's status. */
export const statusAfterStep = (
  status: ManualShipmentStatus,
  step: ManualShipmentStep,
): ManualShipmentStatus => transitions[step].to(status);

/** The step that moves the shipment forward, and what blocks it when none can be taken. */
export function forwardStep(s: OutboundShipmentState): {
  step: ManualShipmentStep | null;
  blocker: string | null;
} {
  const forward = stepsOfKind[kindOf(s.orderType)].filter((step) => step !== 'cancel');
  // The furthest step it offers: ship once packed, pack once allocated (allocate stays offered, to
  // change the allocation, but it no longer moves the shipment on).
  const step = forward.filter((candidate) => offersStep(s, candidate)).at(-1) ?? null;
  if (step) return { step, blocker: null };
  if (s.orderStatus === Shipped || s.orderStatus === Cancelled) return { step: null, blocker: null };
  // The first forward step its status allows explains what is missing.
  const due = forward.find((candidate) =>
    transitions[candidate].from.includes(s.orderStatus as ManualShipmentStatus),
  );
  return { step: null, blocker: due ? stepRefusal(s, due) : null };
}

/** Statuses in which the document itself (address, lines) may still be edited. */
export const isEditableShipment = (status: string) => status === Draft || status === Open;

/** Statuses that hold stock reserved for the shipment. */
export const holdsAllocation = (status: string) => status === AwaitingShipment;
