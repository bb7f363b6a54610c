/**
 * The lifecycle of a manufacturing work order (issue 15): the only authority for its statuses, the
 * steps each status offers, who may take them, where each leaves the order and why a step is refused.
 * Server services refuse through `stepRefusal`; screens offer what `nextSteps` says.
 *
 * Draft → Released (`release`: components allocated first expiry first out through the ledger) →
 * InProgress (`start`) → Completed (`complete`, possibly in parts: each completion consumes its share
 * of components and produces finished goods in one transaction; the order is Completed when the
 * produced quantity reaches the ordered one), or Cancelled (`cancel`, any time before Completed: what
 * is still allocated is released; what was already produced stays). A disassembly runs the same
 * steps: it allocates the finished good and completing returns its components.
 */
import type { workOrderStatuses } from './resources/work-order.schema';

export type WorkOrderStatus = (typeof workOrderStatuses)[number];
export type WorkOrderStep = 'release' | 'start' | 'complete' | 'cancel';
export const workOrderSteps: readonly WorkOrderStep[] = ['release', 'start', 'complete', 'cancel'];

export const WORK_ORDER_STATUS = {
  Draft: 'Draft',
  Released: 'Released',
  InProgress: 'InProgress',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
} as const satisfies { [S in WorkOrderStatus]: S };
const { Draft, Released, InProgress, Completed, Cancelled } = WORK_ORDER_STATUS;

export const workOrderStatusLabels: Record<WorkOrderStatus, string> = {
  Draft: 'Draft',
  Released: 'Released',
  InProgress: 'In progress',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};
export const workOrderStatusLabel = (status: string): string =>
  workOrderStatusLabels[status as WorkOrderStatus] ?? status;

export const workOrderStatusTones: Record<
  WorkOrderStatus,
  'neutral' | 'accent' | 'warning' | 'success' | 'danger'
> = {
  Draft: 'neutral',
  Released: 'accent',
  InProgress: 'warning',
  Completed: 'success',
  Cancelled: 'danger',
};

/** What the lifecycle needs to know of a work order. */
export interface WorkOrderState {
  status: string;
  quantity: number;
  /** Finished units produced (assembly) or taken apart (disassembly) so far. */
  completedQuantity?: number | null;
  billOfMaterialsId: number | null;
}

const transitions: Record<WorkOrderStep, readonly WorkOrderStatus[]> = {
  release: [Draft],
  start: [Released],
  complete: [Released, InProgress],
  cancel: [Draft, Released, InProgress],
};

/** Who may take each step (any one of the list). */
export const workOrderStepPermissions: Record<WorkOrderStep, readonly string[]> = {
  release: ['manufacturing.workOrders.update'],
  start: ['manufacturing.workOrders.update'],
  complete: ['manufacturing.workOrders.update'],
  cancel: ['manufacturing.workOrders.update'],
};

export const remainingQuantity = (w: WorkOrderState) => Math.max(0, w.quantity - (w.completedQuantity ?? 0));

/** Why `step` cannot be taken now, in the words the screens show; null when it can. */
export function stepRefusal(w: WorkOrderState, step: WorkOrderStep): string | null {
  const status = w.status as WorkOrderStatus;
  if (!transitions[step].includes(status)) {
    if (status === Completed) return 'This work order is completed.';
    if (status === Cancelled) return 'This work order is cancelled.';
    if (status === Draft) return 'Release the work order first: its components are not allocated yet.';
    if (step === 'release') return 'This work order is already released.';
    return `This work order is ${workOrderStatusLabel(status)}.`;
  }
  if (step === 'release' && w.billOfMaterialsId == null) return 'Choose the bill of materials first.';
  if (step === 'complete' && remainingQuantity(w) === 0) return 'Everything ordered is already produced.';
  return null;
}

export const offersStep = (w: WorkOrderState, step: WorkOrderStep) => stepRefusal(w, step) === null;

/** The steps a work order offers now, the forward one first, cancel last. */
export const nextSteps = (w: WorkOrderState): WorkOrderStep[] =>
  workOrderSteps.filter((step) => offersStep(w, step));

/**
 * Where a step leaves the work order: a completion that reaches the ordered quantity completes it, a
 * partial one leaves it In progress.
 */
export function statusAfterStep(step: WorkOrderStep, producedInTotal = 0, ordered = 0): WorkOrderStatus {
  if (step === 'release') return Released;
  if (step === 'start') return InProgress;
  if (step === 'cancel') return Cancelled;
  return producedInTotal >= ordered ? Completed : InProgress;
}

/** Statuses in which the work order itself (quantity, BOM, warehouse) may still be edited. */
export const isEditableWorkOrder = (status: string) => status === Draft;

/** Open work orders: their components count as needed in the shortage plan. */
export const openWorkOrderStatuses: readonly WorkOrderStatus[] = [Draft, Released, InProgress];
