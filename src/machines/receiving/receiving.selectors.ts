/** What the receiving screen reads from a snapshot. */
import type { SnapshotFrom } from 'xstate';
import { isFullyReceived, isOverReceiptBlocked, pendingOverReceipts } from './receiving.logic';
import type { ReceivingMachine } from './receiving.machine';

type ReceivingSnapshot = SnapshotFrom<ReceivingMachine>;

/** The flow's states, as the screen tells them apart. */
export type ReceivingStep =
  | 'starting'
  | 'loadingChoices'
  | 'choosing'
  | 'loadingShipment'
  | 'resumePrompt'
  | 'scanning'
  | 'entering'
  | 'reviewing'
  | 'confirmingOverReceipt'
  | 'committing'
  | 'done'
  | 'failed';

export const RECEIVING_STEPS = ['Choose shipment', 'Scan and count', 'Review', 'Done'] as const;

const stepIndexOf: Record<ReceivingStep, number> = {
  starting: 1,
  loadingChoices: 0,
  choosing: 0,
  loadingShipment: 1,
  resumePrompt: 1,
  scanning: 1,
  entering: 1,
  reviewing: 2,
  confirmingOverReceipt: 2,
  committing: 2,
  done: 3,
  failed: 1,
};

export const selectStep = (s: ReceivingSnapshot) => s.value;
/** Which of RECEIVING_STEPS the flow is in. */
export const selectStepIndex = (s: ReceivingSnapshot) => stepIndexOf[selectStep(s)];
export const selectIsLoading = (s: ReceivingSnapshot) =>
  s.matches('starting') || s.matches('loadingChoices') || s.matches('loadingShipment');
/** Counting lines: scanning, or typing one entry. */
export const selectIsCounting = (s: ReceivingSnapshot) => s.matches('scanning') || s.matches('entering');
/** The summary on screen: reviewing, confirming an over-receipt, or committing. */
export const selectIsReviewing = (s: ReceivingSnapshot) =>
  s.matches('reviewing') || s.matches('confirmingOverReceipt') || s.matches('committing');
export const selectOverReceipts = (s: ReceivingSnapshot) => pendingOverReceipts(s.context);
/** The over-receipt goes beyond the tolerance and this user may not confirm it. */
export const selectIsOverReceiptBlocked = (s: ReceivingSnapshot) => isOverReceiptBlocked(s.context);
export const selectIsFullyReceived = (s: ReceivingSnapshot) =>
  s.context.result !== null && isFullyReceived(s.context.result);
