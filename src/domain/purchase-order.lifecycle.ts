/**
 * The purchase order lifecycle (DESIGN.md §5): which action moves an order from which status, and who
 * may use it. Pure: the server refuses what this module refuses (409 with `refusalOf`'s reason), and
 * the view page offers only the buttons `allowedActions` names.
 *
 *   Open ──confirm──► Confirmed ──(receiving)──► Partially received ──(receiving)──► Received
 *     │                   │                            └────────complete────────┐       │
 *     └──────cancel───────┴──► Cancelled ◄─┐                                     ▼       │
 *                                 │       reopen ──► Open            Completed ◄─complete┘
 *                                 └──archive──► Archived ◄──archive── Completed, Received
 */

/** The status numbers by name: the only place they are written (the form's choices come from here). */
export const PO_OPEN = 0;
export const PO_CONFIRMED = 1;
export const PO_PARTIALLY_RECEIVED = 2;
export const PO_RECEIVED = 3;
const PO_COMPLETED = 4;
export const PO_CANCELLED = 5;
export const PO_ARCHIVED = 6;

export const purchaseOrderStatuses = [
  { value: PO_OPEN, label: 'Open' },
  { value: PO_CONFIRMED, label: 'Confirmed' },
  { value: PO_PARTIALLY_RECEIVED, label: 'Partially received' },
  { value: PO_RECEIVED, label: 'Received' },
  { value: PO_COMPLETED, label: 'Completed' },
  { value: PO_CANCELLED, label: 'Cancelled' },
  { value: PO_ARCHIVED, label: 'Archived' },
] as const;
/** Statuses in which a purchase order still waits for goods (the isDue filter). */
export const PO_OPEN_STATUSES = [PO_OPEN, PO_CONFIRMED, PO_PARTIALLY_RECEIVED] as const;

export type PurchaseOrderAction = 'confirm' | 'cancel' | 'reopen' | 'complete' | 'archive';

export interface PurchaseOrderTransition {
  from: readonly number[];
  to: number;
  permission: string;
  /** The button. */
  label: string;
  /** The verb in messages: 'confirmed', 'cancelled', … */
  done: string;
}

/**
 * Archiving takes the complete permission: it closes an order for good (there is no way back from
 * Archived), the same authority as completing it.
 */
export const purchaseOrderTransitions: Record<PurchaseOrderAction, PurchaseOrderTransition> = {
  confirm: {
    from: [PO_OPEN],
    to: PO_CONFIRMED,
    permission: 'warehouses.po.confirm',
    label: 'Confirm',
    done: 'confirmed',
  },
  cancel: {
    from: [PO_OPEN, PO_CONFIRMED],
    to: PO_CANCELLED,
    permission: 'warehouses.po.cancel',
    label: 'Cancel order',
    done: 'cancelled',
  },
  reopen: {
    from: [PO_COMPLETED, PO_CANCELLED],
    to: PO_OPEN,
    permission: 'warehouses.po.reopen',
    label: 'Reopen',
    done: 'reopened',
  },
  complete: {
    from: [PO_PARTIALLY_RECEIVED, PO_RECEIVED],
    to: PO_COMPLETED,
    permission: 'warehouses.po.complete',
    label: 'Complete',
    done: 'completed',
  },
  archive: {
    from: [PO_RECEIVED, PO_COMPLETED, PO_CANCELLED],
    to: PO_ARCHIVED,
    permission: 'warehouses.po.complete',
    label: 'Archive',
    done: 'archived',
  },
};

export const purchaseOrderActions = Object.keys(purchaseOrderTransitions) as PurchaseOrderAction[];

/** Auto-confirm: the order is created already Confirmed, in one step (the create form's second button). */
export const PO_AUTO_CONFIRM_PERMISSION = 'warehouses.po.autoConfirm';
/** Scheduling a batch or shipping items creates a purchase-order shipment (as the shipments base asks). */
export const PO_BATCH_PERMISSION = 'warehouses.po.create';
export const PO_EDIT_PERMISSIONS = ['warehouses.po.edit', 'warehouses.po.update'] as const;

/**
 * Receiving moves a Confirmed or Partially received order: to Received once every line arrived or was
 * closed short, to Partially received once anything arrived. Other statuses stay as they are.
 */
export function statusAfterReceipt(status: number, arrived: { anything: boolean; everything: boolean }) {
  if (status !== PO_CONFIRMED && status !== PO_PARTIALLY_RECEIVED) return status;
  return arrived.everything ? PO_RECEIVED : arrived.anything ? PO_PARTIALLY_RECEIVED : status;
}

/** Lines and fees change only before goods arrive. */
const PO_EDITABLE_STATUSES: readonly number[] = [PO_OPEN, PO_CONFIRMED];
/** Batches are planned against a firm order that still waits for goods. */
const PO_BATCH_STATUSES: readonly number[] = [PO_CONFIRMED, PO_PARTIALLY_RECEIVED];

export function statusLabel(status: number): string {
  return purchaseOrderStatuses.find((s) => s.value === status)?.label ?? `Status ${status}`;
}

const article = (label: string) => (/^[aeiou]/i.test(label) ? 'an' : 'a');
const named = (status: number) => `${article(statusLabel(status))} ${statusLabel(status)}`;
const anyOf = (statuses: readonly number[]) => {
  const labels = statuses.map(statusLabel);
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)!}`;
};

export const canMove = (action: PurchaseOrderAction, status: number) =>
  purchaseOrderTransitions[action].from.includes(status);

/** Why `action` is refused in `status`; null when it is allowed. */
export function refusalOf(action: PurchaseOrderAction, status: number): string | null {
  const rule = purchaseOrderTransitions[action];
  if (rule.from.includes(status)) return null;
  if (status === rule.to) return `This purchase order is already ${statusLabel(status)}.`;
  const verb = action === 'reopen' ? 'reopened' : rule.done;
  return `${named(status)} purchase order cannot be ${verb}; only ${anyOf(rule.from)} ones can.`.replace(
    /^./,
    (c) => c.toUpperCase(),
  );
}

export const isEditable = (status: number) => PO_EDITABLE_STATUSES.includes(status);

export function editRefusalOf(status: number): string | null {
  if (isEditable(status)) return null;
  return `This purchase order is ${statusLabel(status)}; it can be changed only while ${anyOf(PO_EDITABLE_STATUSES)}.`;
}

export const canScheduleBatch = (status: number) => PO_BATCH_STATUSES.includes(status);

export function batchRefusalOf(status: number): string | null {
  if (canScheduleBatch(status)) return null;
  return `This purchase order is ${statusLabel(status)}; batches can be scheduled only while it is ${anyOf(PO_BATCH_STATUSES)}.`;
}

/** The lifecycle actions a user with `permissions` may use on an order in `status`, in button order. */
export function allowedActions(status: number, permissions: readonly string[]): PurchaseOrderAction[] {
  return purchaseOrderActions.filter(
    (action) => canMove(action, status) && permissions.includes(purchaseOrderTransitions[action].permission),
  );
}

/** How much of the order has arrived across its batches. */
export type Arrival = 'none' | 'some' | 'all';

/**
 * Confirming moves an Open order to Confirmed; an order reopened after goods arrived goes straight to
 * where receiving would have put it (Partially received or Received), so it can be completed again.
 */
export function confirmedStatus(arrival: Arrival): number {
  return arrival === 'all' ? PO_RECEIVED : arrival === 'some' ? PO_PARTIALLY_RECEIVED : PO_CONFIRMED;
}

/** Receiving a purchase order's shipments (the receiving flow started from the order). */
export const PO_RECEIVE_PERMISSION = 'warehouses.po.receive';

/** What an order waits for: the step the view page names and offers. */
export type PurchaseOrderStep = 'confirm' | 'ship' | 'receive' | 'complete';

export interface PurchaseOrderNextStep {
  step: PurchaseOrderStep;
  title: string;
  description: string;
  /** Who may take it (any one of these). */
  permissions: readonly string[];
}

/**
 * The next step of an order in `status`: confirm an Open order; receive a firm order's shipment on
 * its way; record the inbound shipment (then receive it) when nothing is on its way but lines are
 * left to schedule; complete an order whose goods arrived or will not come. Null when nothing waits.
 */
export function nextStepOf(
  status: number,
  { receivable, leftToSchedule }: { receivable: boolean; leftToSchedule: number },
): PurchaseOrderNextStep | null {
  if (canMove('confirm', status))
    return {
      step: 'confirm',
      title: 'Next: confirm the order',
      description:
        'Confirm it once the vendor has agreed to it. Then record the inbound shipment, and receive it when it arrives.',
      permissions: [purchaseOrderTransitions.confirm.permission],
    };
  if (canScheduleBatch(status) && receivable)
    return {
      step: 'receive',
      title: 'Next: receive the shipment',
      description: 'Goods are on their way to the receiving warehouse: receive them when they arrive.',
      permissions: [PO_RECEIVE_PERMISSION],
    };
  if (canScheduleBatch(status) && leftToSchedule > 0)
    return {
      step: 'ship',
      title: 'Next: record the inbound shipment, then receive',
      description:
        'Nothing is on its way yet. Record what the vendor shipped (carrier and tracking number); receiving starts right after.',
      permissions: [PO_BATCH_PERMISSION],
    };
  if (canMove('complete', status))
    return {
      step: 'complete',
      title: 'Next: complete the order',
      description:
        status === PO_RECEIVED
          ? 'Everything has arrived: complete the order to close it.'
          : 'Nothing more is on its way: complete the order to close what has not arrived short.',
      permissions: [purchaseOrderTransitions.complete.permission],
    };
  return null;
}
