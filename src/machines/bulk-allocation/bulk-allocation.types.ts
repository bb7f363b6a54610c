/** The bulk allocation flow's context, events and I/O shapes. */
import type { AllocationProposal } from '../../api/manual-shipments.api';

export type { AllocationProposal, ProposalLine, ProposalStock } from '../../api/manual-shipments.api';

/** lineIndex → balanceId → chosen quantity. */
export type Plan = Record<number, Record<number, number>>;

export interface BulkAllocationInput {
  shipmentId: number;
  idempotencyKey: string;
}

/** A change the flow refused (more than a place holds, or than the line needs), shown beside its line. */
export interface Refusal {
  lineIndex: number;
  balanceId: number;
  message: string;
}

export interface BulkAllocationContext extends BulkAllocationInput {
  proposal: AllocationProposal | null;
  plan: Plan;
  refusal: Refusal | null;
  error: string | null;
}

export type BulkAllocationEvent =
  | { type: 'plan.set'; lineIndex: number; balanceId: number; quantity: number }
  | { type: 'plan.useProposal' }
  | { type: 'allocation.review' }
  | { type: 'allocation.edit' }
  | { type: 'allocation.submit' }
  | { type: 'proposal.reload' }
  | { type: 'load.retry' };

/** The allocate step's call: every line that tracks stock with the places it takes from. */
export interface BulkAllocateInput {
  shipmentId: number;
  idempotencyKey: string;
  /** The version the proposal was read at: a shipment changed since answers 409. */
  version: number;
  lines: { lineIndex: number; from: { balanceId: number; quantity: number }[] }[];
}
