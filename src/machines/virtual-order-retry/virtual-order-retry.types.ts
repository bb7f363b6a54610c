/** The virtual-order retry flow's context, events and I/O shapes. */
import type {
  VirtualOrderRetryAllInput,
  VirtualOrderRetryResult,
} from '../../domain/contracts/virtual-orders';

export type { VirtualOrderRetryResult };

/** What a retry is for: one virtual order, the chosen ones, or a storefront's Pending ones. */
export type RetryTarget =
  | {
      kind: 'one';
      id: number;
      orderNumber: string | null;
      projectId: number;
      /** Kept for an unknown store: the retry asks which store to place it in. */
      unknownStore: boolean;
      /** The store the payload names. */
      sentStoreId: number | null;
    }
  | { kind: 'chosen'; ids: number[] }
  | { kind: 'storefront'; projectId: number; name: string; pending: number };

/**
 * Where a virtual order goes: the store its payload names ('payload': not for one kept for an unknown
 * store, which must be given a store of its storefront, its id, or no store, null).
 */
export type StoreChoice = number | null | 'payload';

/** One call: POST …/{id}/retry, or POST …/retry-all. */
export type RetryRequest =
  { kind: 'one'; id: number; storeId?: number | null } | { kind: 'many'; body: VirtualOrderRetryAllInput };

export interface RetryContext {
  target: RetryTarget | null;
  store: StoreChoice;
  results: VirtualOrderRetryResult[];
  error: unknown;
}

export type RetryEvent =
  | { type: 'retry.choose'; target: RetryTarget }
  | { type: 'retry.store'; store: StoreChoice }
  | { type: 'retry.submit' }
  | { type: 'retry.cancel' }
  | { type: 'retry.close' };

/** Emitted once the server has answered, so the screen reloads the list (and says how one went). */
export interface RetryFinished {
  type: 'retry.finished';
  target: RetryTarget;
  results: VirtualOrderRetryResult[];
}
