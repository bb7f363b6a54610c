/** The work-order completion flow's context, events and I/O shapes. */
import type { CompleteWorkOrderBody, WorkOrderOverview } from '../../domain/contracts/manufacturing-answers';

/** What the flow needs of the work order itself. */
export interface CompletingOrder {
  id: number;
  version: number;
  orderNumber: string;
  status: string;
  assembleType: string;
  quantity: number;
  completedQuantity: number;
  billOfMaterialsId: number | null;
}

export interface LoadedWorkOrder {
  order: CompletingOrder;
  overview: WorkOrderOverview;
}

/** A lot held for the work order, its places added up: what a completion may consume of it. */
export interface HeldLot {
  vendorProductId: number;
  sku: string;
  /** '' for stock without a lot. */
  lotKey: string;
  lotNumber: string | null;
  expirationDate: string | null;
  held: number;
}

/** vendorProductId → lotKey → chosen quantity. */
export type Picks = Record<number, Record<string, number>>;

export interface CompletionOutput {
  /** The finished goods' lot (assembly); '' when none yet. */
  lot: string;
  /** 'YYYY-MM-DD' or null. */
  expiry: string | null;
}

/** A change the flow refused (more than a lot holds, more than the item's share, an unknown scan). */
export interface Refusal {
  vendorProductId: number | null;
  message: string;
}

export interface CompletionInput {
  workOrderId: number;
  idempotencyKey: string;
}

export interface CompletionContext extends CompletionInput {
  loaded: LoadedWorkOrder | null;
  /** Finished units this completion produces (or takes apart); the remainder by default. */
  quantity: number;
  picks: Picks;
  output: CompletionOutput;
  refusal: Refusal | null;
  error: string | null;
}

export type CompletionEvent =
  | { type: 'quantity.set'; quantity: number }
  | { type: 'lot.set'; vendorProductId: number; lotKey: string; quantity: number }
  | { type: 'lot.scan'; code: string }
  | { type: 'lots.useProposal' }
  | { type: 'lots.done' }
  | { type: 'output.set'; lot?: string; expiry?: string | null }
  | { type: 'output.back' }
  | { type: 'output.review' }
  | { type: 'review.edit' }
  | { type: 'review.commit' }
  | { type: 'flow.reload' }
  | { type: 'load.retry' };

/** The complete step's call. */
export interface CommitInput {
  workOrderId: number;
  idempotencyKey: string;
  body: CompleteWorkOrderBody;
}
