/** The return confirm flow's context, events and I/O shapes. */
import type { OrderReturnRow } from '../../domain/order-return';

/** What arrived of one line of the return. */
export interface ReceiptEntry {
  restock: number;
  damaged: number;
}

export interface ConfirmInput {
  /** From the route: only this order's returns. */
  orderId?: number;
  /** From the route's query: this return. */
  orderReturnId?: number;
  idempotencyKey: string;
}

export interface CommitInput {
  id: number;
  idempotencyKey: string;
  body: { lines: { index: number; restock: number; damaged: number; location: string | null }[] };
}

export interface ConfirmContext {
  idempotencyKey: string;
  orderId: number | null;
  orderReturnId: number | null;
  search: string;
  /** Returns still expected (of the order, when one is given). */
  choices: OrderReturnRow[];
  orderReturn: OrderReturnRow | null;
  /** Return line position → what arrived. */
  entries: Record<number, ReceiptEntry>;
  /** Where the units are put away ('' = the warehouse's unplaced stock). */
  location: string;
  result: OrderReturnRow | null;
  error: string | null;
  /** Messages per line position, or 'lines' for the whole receipt. */
  problems: Record<string, string>;
}

export type ConfirmEvent =
  | { type: 'search.change'; text: string }
  | { type: 'return.choose'; orderReturnId: number }
  | { type: 'return.change' }
  | { type: 'entry.set'; index: number; field: keyof ReceiptEntry; value: number }
  | { type: 'entries.restockAll' }
  | { type: 'location.set'; value: string }
  | { type: 'receipt.review' }
  | { type: 'receipt.back' }
  | { type: 'receipt.submit' }
  | { type: 'load.retry' };
