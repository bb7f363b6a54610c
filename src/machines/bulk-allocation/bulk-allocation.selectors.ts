/** What the bulk allocation screen reads from a snapshot. */
import type { SnapshotFrom } from 'xstate';
import { isPlanComplete, planProblems } from './bulk-allocation.logic';
import type { BulkAllocationMachine } from './bulk-allocation.machine';

type AllocationSnapshot = SnapshotFrom<BulkAllocationMachine>;

export type BulkAllocationStep =
  'loading' | 'editing' | 'reviewing' | 'allocating' | 'stockChanged' | 'allocated' | 'failed';

export const selectStep = (s: AllocationSnapshot): BulkAllocationStep => s.value;
export const selectProposal = (s: AllocationSnapshot) => s.context.proposal;
export const selectPlan = (s: AllocationSnapshot) => s.context.plan;
export const selectError = (s: AllocationSnapshot) => s.context.error;
export const selectRefusal = (s: AllocationSnapshot) => s.context.refusal;
/** What keeps each line from being allocated, shown beside it as the user types. */
export const selectProblems = (s: AllocationSnapshot): Record<number, string> =>
  s.context.proposal ? planProblems(s.context.proposal, s.context.plan) : {};
export const selectIsComplete = (s: AllocationSnapshot) => isPlanComplete(s.context);
