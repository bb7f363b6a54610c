/**
 * The next step of a bulk shipment for the signed-in user, as the list's Action column and the detail
 * page offer it: the lifecycle's forward step (manual-shipment.lifecycle.ts), when the user holds its
 * permission and, for a brand that only requests, when the request is still theirs to change; else
 * what it waits for. Allocate has its own screen; the other steps open on the detail page
 * (`?step=confirm|pack|ship`).
 */
import { bulkShipmentPaths } from '../../domain/contracts/bulk-shipments';
import { manualShipmentStepLabels } from '../../domain/manual-shipment-labels';
import {
  forwardStep,
  isFullyPacked,
  isRequestOnly,
  permissionsForStep,
  requesterRefusal,
  type ManualShipmentStep,
  type OutboundShipmentState,
} from '../../domain/manual-shipment.lifecycle';

export type UserCan = (permission: string) => boolean;

/** Whether the user may take `step` on this shipment (the server decides again). */
export function mayTake(
  shipment: OutboundShipmentState,
  step: ManualShipmentStep,
  can: UserCan,
  permissions: readonly string[],
) {
  if (!permissionsForStep(shipment.orderType, step).some(can)) return false;
  return !(isRequestOnly(permissions) && requesterRefusal(shipment, step));
}

/** Where a step is taken. */
export const stepHref = (id: number, step: ManualShipmentStep) =>
  step === 'allocate' ? bulkShipmentPaths.allocate(id) : `${bulkShipmentPaths.view(id)}?step=${step}`;

/** A step's button text on a bulk shipment (allocating again once allocated). */
export function stepLabel(shipment: OutboundShipmentState, step: ManualShipmentStep) {
  if (step === 'allocate' && shipment.items.some((l) => (l.allocatedQuantity ?? 0) > 0))
    return 'Change allocation';
  if (step === 'pack' && isFullyPacked(shipment.items)) return 'Change packing';
  if (step === 'pack' && shipment.items.some((l) => (l.packedQuantity ?? 0) > 0)) return 'Continue packing';
  return manualShipmentStepLabels[step];
}

/** What taking a step does, in the words of the page's "what next". */
export const stepPurposes: Record<ManualShipmentStep, string> = {
  submit: 'Submit the draft to the warehouse.',
  confirm: 'Accept the request and choose the warehouse it ships from.',
  allocate: 'Reserve its stock at the warehouse, first expiry first out.',
  pack: 'Pack the allocated units into cartons and put them on pallets.',
  ship: 'Record the carrier and PRO or tracking number: the stock leaves the warehouse.',
  cancel: 'Cancel it: its stock is released.',
};

export type NextAction =
  | { kind: 'step'; step: ManualShipmentStep; label: string; href: string }
  | { kind: 'waiting'; text: string }
  | { kind: 'none' };

/** What the user can do next, or what the shipment waits for. */
export function nextAction(
  shipment: OutboundShipmentState & { id: number },
  can: UserCan,
  permissions: readonly string[],
): NextAction {
  const { step, blocker } = forwardStep(shipment);
  if (step && mayTake(shipment, step, can, permissions))
    return { kind: 'step', step, label: stepLabel(shipment, step), href: stepHref(shipment.id, step) };
  if (step === 'confirm') return { kind: 'waiting', text: 'Waiting for the warehouse to confirm' };
  if (step) return { kind: 'waiting', text: `Warehouse: ${stepLabel(shipment, step).toLowerCase()}` };
  return blocker ? { kind: 'waiting', text: blocker } : { kind: 'none' };
}
