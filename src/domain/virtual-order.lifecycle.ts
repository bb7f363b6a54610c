/**
 * The lifecycle of a virtual order (issue 16): an order the public intake received with an accepted
 * API key but could not turn into an order, kept with its payload and the reason instead of being lost
 * (server/modules/virtual-orders). The only authority for its statuses, reasons, steps and the results
 * of a retry; the server refuses through `stepRefusal`, the screen offers what `offersStep` says.
 *
 * Pending → Placed (`retry`: the stored payload runs through order intake again, now that the cause is
 * fixed; a retry that fails again leaves it Pending with the error, one more attempt counted), or
 * Pending → Discarded (`discard`: nobody wants it placed). A Placed one retried again answers its order
 * (a retry is idempotent). The same payload received again is the same virtual order, counted in
 * receivedCount; a Discarded one received again is Pending again (the storefront still sends it).
 *
 * An unknown store (a store id that is not one of the storefront's; a store never moves between
 * storefronts) is fixed by the retry: it names the storefront's store to place the order in instead of
 * the one the payload names (`storeId` in the retry's body; null places it without a store). The
 * payload itself stays as it was received.
 */

export const virtualOrderStatuses = ['Pending', 'Placed', 'Discarded'] as const;
export type VirtualOrderStatus = (typeof virtualOrderStatuses)[number];

export const VIRTUAL_ORDER_STATUS = {
  Pending: 'Pending',
  Placed: 'Placed',
  Discarded: 'Discarded',
} as const satisfies { [S in VirtualOrderStatus]: S };
const { Pending, Placed, Discarded } = VIRTUAL_ORDER_STATUS;

export const virtualOrderStatusLabels: Record<VirtualOrderStatus, string> = {
  Pending: 'Pending',
  Placed: 'Placed',
  Discarded: 'Discarded',
};
export const virtualOrderStatusLabel = (status: string): string =>
  virtualOrderStatusLabels[status as VirtualOrderStatus] ?? status;

export const virtualOrderStatusTones: Record<VirtualOrderStatus, 'neutral' | 'warning' | 'success'> = {
  Pending: 'warning',
  Placed: 'success',
  Discarded: 'neutral',
};

/** Why intake kept a virtual order instead of an order. */
export const virtualOrderReasonCodes = ['storefront_disabled', 'unknown_store', 'invalid_payload'] as const;
export type VirtualOrderReasonCode = (typeof virtualOrderReasonCodes)[number];

export const virtualOrderReasonLabels: Record<VirtualOrderReasonCode, string> = {
  storefront_disabled: 'Storefront disabled',
  unknown_store: 'Unknown store',
  invalid_payload: 'Order refused as sent',
};
export const virtualOrderReasonLabel = (code: string): string =>
  virtualOrderReasonLabels[code as VirtualOrderReasonCode] ?? code;

/** What fixes each reason, in the words the screen shows beside it. */
export const virtualOrderReasonFixes: Record<VirtualOrderReasonCode, string> = {
  storefront_disabled: 'Enable the storefront, then retry.',
  unknown_store: 'Retry it, choosing the store of this storefront to place it in (or none).',
  invalid_payload:
    'The storefront sent an order intake refuses (see the field messages): have it send a corrected order, then discard this one.',
};

export type VirtualOrderStep = 'retry' | 'discard';
export const virtualOrderSteps: readonly VirtualOrderStep[] = ['retry', 'discard'];

export const virtualOrderStepLabels: Record<VirtualOrderStep, string> = {
  retry: 'Retry',
  discard: 'Discard',
};

const transitions: Record<VirtualOrderStep, readonly VirtualOrderStatus[]> = {
  retry: [Pending],
  discard: [Pending],
};

/** Who may see virtual orders and take each step (spec §6: storefronts, mass retry virtual orders). */
export const VIRTUAL_ORDER_PERMISSION = 'storefronts.massRetryVirtualOrders';
export const virtualOrderStepPermissions: Record<VirtualOrderStep, readonly string[]> = {
  retry: [VIRTUAL_ORDER_PERMISSION],
  discard: [VIRTUAL_ORDER_PERMISSION],
};

/** What the lifecycle needs to know of a virtual order. */
export interface VirtualOrderState {
  status: string;
}

/** Why `step` cannot be taken now, in the words the screens show; null when it can. */
export function stepRefusal(v: VirtualOrderState, step: VirtualOrderStep): string | null {
  const status = v.status as VirtualOrderStatus;
  if (transitions[step].includes(status)) return null;
  if (status === Placed) return 'This virtual order is already placed as an order.';
  if (status === Discarded) return 'This virtual order was discarded.';
  return `This virtual order is ${virtualOrderStatusLabel(status)}.`;
}

export const offersStep = (v: VirtualOrderState, step: VirtualOrderStep) => stepRefusal(v, step) === null;

/**
 * Where a retry leaves a virtual order: Placed when intake answered an order for it (a new one, the
 * same one received meanwhile, or the one already holding its number, which intake holds as a
 * duplicate: retrying again must not hold that order again), else still Pending.
 */
export const statusAfterRetry = (placed: boolean): VirtualOrderStatus => (placed ? Placed : Pending);
export const statusAfterDiscard: VirtualOrderStatus = Discarded;

/** The status of a virtual order whose payload was received again: a discarded one comes back. */
export const statusWhenReceivedAgain = (status: string): VirtualOrderStatus =>
  status === Discarded ? Pending : (status as VirtualOrderStatus);

/**
 * One virtual order's result of a retry: placed (a new order), replayed (already placed: its order),
 * duplicate (its number was taken with other content: that order is held as a duplicate), failed (still
 * refused, or not retried: the message says why).
 */
export const retryOutcomes = ['placed', 'replayed', 'duplicate', 'failed'] as const;
export type RetryOutcome = (typeof retryOutcomes)[number];

export const retryOutcomeLabels: Record<RetryOutcome, string> = {
  placed: 'Placed',
  replayed: 'Already placed',
  duplicate: 'Duplicate number',
  failed: 'Not placed',
};
export const retryOutcomeTones: Record<RetryOutcome, 'success' | 'accent' | 'warning' | 'danger'> = {
  placed: 'success',
  replayed: 'accent',
  duplicate: 'warning',
  failed: 'danger',
};

/** How many virtual orders one retry-all takes at most. */
export const RETRY_ALL_LIMIT = 500;
