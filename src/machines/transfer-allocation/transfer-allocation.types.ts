/** The transfer allocation flow's context, events and I/O shapes. */

export interface StockChoice {
  balanceId: number;
  location: string;
  lotNumber: string | null;
  lpn: string | null;
  expirationDate: string | null;
  available: number;
  proposed: number;
}

export interface ProposalLine {
  lineIndex: number;
  sku: string;
  name: string | null;
  quantity: number;
  stock: StockChoice[];
}

export interface Proposal {
  shipmentId: number;
  status: string;
  lines: ProposalLine[];
}

/** lineIndex → balanceId → chosen quantity. */
export type Plan = Record<number, Record<number, number>>;

export interface AllocationInput {
  shipmentId: number;
  idempotencyKey: string;
}

export interface AllocationContext extends AllocationInput {
  proposal: Proposal | null;
  plan: Plan;
  error: string | null;
}

export type AllocationEvent =
  | { type: 'plan.set'; lineIndex: number; balanceId: number; quantity: number }
  | { type: 'plan.useProposal' }
  | { type: 'allocation.submit' }
  | { type: 'proposal.reload' }
  | { type: 'load.retry' };

export interface AllocateInput {
  shipmentId: number;
  idempotencyKey: string;
  lines: { lineIndex: number; from: { balanceId: number; quantity: number }[] }[];
}
