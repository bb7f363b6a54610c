/** What the allocation screen reads from a snapshot. */
import type { SnapshotFrom } from 'xstate';
import { planProblems } from './transfer-allocation.logic';
import type { TransferAllocationMachine } from './transfer-allocation.machine';

type AllocationSnapshot = SnapshotFrom<TransferAllocationMachine>;

export type AllocationStep = 'loading' | 'editing' | 'allocating' | 'stockChanged' | 'allocated' | 'failed';

export const selectStep = (s: AllocationSnapshot) => s.value;
export const selectProposal = (s: AllocationSnapshot) => s.context.proposal;
export const selectPlan = (s: AllocationSnapshot) => s.context.plan;
export const selectError = (s: AllocationSnapshot) => s.context.error;
/** The plan's problems per line, shown beside each line as the user types. */
export const selectProblems = (s: AllocationSnapshot): Record<number, string> =>
  s.context.proposal ? planProblems(s.context.proposal, s.context.plan) : {};
