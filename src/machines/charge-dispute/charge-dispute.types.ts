/** The charge dispute flow's context, events and I/O shapes (src/domain/contracts/order-billing-entries.ts). */
import type { BillingDisputeRow, DisputeResolution } from '../../domain/contracts/order-billing-entries';
import type { Minor } from '../../domain/money';

export type { BillingDisputeRow, DisputeResolution };

/** The charge a dispute is about: its id and amount (the most a credit may give back). */
export interface DisputedCharge {
  entryId: number;
  /** The charge's amount in minor units. */
  amount: Minor;
}

/** One call: a client questions a charge, or staff answer its open dispute. */
export type ChargeAnswerRequest =
  | { kind: 'dispute'; entryId: number; comment: string }
  | {
      kind: 'resolve';
      entryId: number;
      resolution: DisputeResolution;
      comment: string;
      /** The amount credited (with cents, as the API takes it); null credits the whole charge. */
      creditAmount: number | null;
    };

export interface ChargeDisputeContext {
  charge: DisputedCharge | null;
  /** 'dispute' (a client's question) or 'resolve' (staff's answer). */
  mode: 'dispute' | 'resolve';
  comment: string;
  resolution: DisputeResolution | null;
  /** The credit in minor units as the money input keeps it; null credits the whole charge. */
  creditAmount: Minor | null;
  /** Shown once a send was tried: the form's own messages wait until then. */
  attempted: boolean;
  error: unknown;
  answer: BillingDisputeRow | null;
}

export type ChargeDisputeEvent =
  | { type: 'dispute.start'; charge: DisputedCharge }
  | { type: 'resolve.start'; charge: DisputedCharge }
  | { type: 'charge.comment'; comment: string }
  | { type: 'resolve.choose'; resolution: DisputeResolution }
  | { type: 'resolve.amount'; amount: Minor | null }
  | { type: 'charge.submit' }
  | { type: 'charge.cancel' }
  | { type: 'charge.close' };

/** Emitted once the server has answered, so the screen reads the charge and the ledger again. */
export interface ChargeAnswered {
  type: 'charge.answered';
  request: ChargeAnswerRequest;
  answer: BillingDisputeRow;
}
