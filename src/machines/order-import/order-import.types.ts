/** The orders import flow's context and events (see order-import.machine.ts). */
import type {
  OrderFile,
  OrderFileOrder,
  OrderImportResult,
  OrderImportTarget,
} from '../../domain/order-file';

export interface OrderImportContext {
  file: File | null;
  sheet: OrderFile | null;
  /** The storefront (and store) the orders go to, and whether they count as paid. */
  target: OrderImportTarget;
  /** The server's answer per sent order; `index` is the order's place among the sent ones. */
  results: OrderImportResult[] | null;
  /** The orders that were sent, in the order of `results`' indexes. */
  sent: OrderFileOrder[];
  error: string | null;
}

export type OrderImportEvent =
  | { type: 'file.chosen'; file: File }
  | { type: 'target.change'; target: Partial<OrderImportTarget> }
  | { type: 'import.submit' }
  | { type: 'import.reset' };

export interface SubmitOrdersInput {
  orders: OrderFileOrder[];
  target: OrderImportTarget;
}
