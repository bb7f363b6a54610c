/** What the drift screen reads from the review's snapshot. */
import type { SnapshotFrom } from 'xstate';
import type { DriftReviewMachine } from './drift-review.machine';

type ReviewSnapshot = SnapshotFrom<DriftReviewMachine>;

export type ReviewStep =
  | 'idle'
  | 'confirmingApply'
  | 'confirmingDismiss'
  | 'applying'
  | 'dismissing'
  | 'applied'
  | 'dismissed'
  | 'conflict'
  | 'failed';

export const selectStep = (s: ReviewSnapshot) => s.value;
/** The confirm dialog is open from the choice until the outcome has been taken in. */
export const selectDialogOpen = (s: ReviewSnapshot) => !s.matches('idle');
export const selectBusy = (s: ReviewSnapshot) => s.matches('applying') || s.matches('dismissing');
