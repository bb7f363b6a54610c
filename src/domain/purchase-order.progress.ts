/**
 * Where a purchase order's lines stand, from the order and its batches (warehouse shipments of type
 * 2): ordered, scheduled in batches, received, rejected and cancelled; what a new batch may still
 * take; and the batch lines the receiving flow reads. Pure: the server checks a batch and an edit
 * with it, the view page and the batch screen show the same numbers.
 */
import type { Arrival } from './purchase-order.lifecycle';
import { receivableInbound, SHIPMENT_STATUS } from './warehouse-shipment.lifecycle';

/** A line of the order's items[]. `cancelledQuantity` is what the order closed short (complete, cancel). */
export type OrderLine = {
  sku: string;
  name?: string | null;
  quantity: number;
  unitPrice?: number | null;
  vendorProductId?: number | null;
  cancelledQuantity?: number;
};

/** A line of a batch's items[], as batches are created and receiving keeps it. */
export type BatchLine = {
  sku: string;
  name?: string | null;
  vendorProductId?: number | null;
  quantity: number;
  /** The order line it delivers (its index in the order's items[]). */
  poLineIndex?: number;
  receivedQuantity?: number;
  rejectedQuantity?: number;
  cancelledQuantity?: number;
};

export interface BatchLike {
  orderStatus: string;
  items: readonly BatchLine[];
}

/** A batch no longer counts toward what is scheduled. */
export const BATCH_CANCELLED = SHIPMENT_STATUS.Cancelled;
/** A batch that takes no more receipts. */
export const closedBatchStatuses: readonly string[] = [SHIPMENT_STATUS.Received, BATCH_CANCELLED];
/** A batch that takes receipts (as receiving lists them: announced, not yet received). */
export const receivableBatchStatuses: readonly string[] = receivableInbound;

export interface LineProgress {
  index: number;
  sku: string;
  name: string | null;
  ordered: number;
  /** In batches that are not cancelled, less what those batches closed short. */
  scheduled: number;
  received: number;
  /** Arrived damaged or to quarantine. */
  rejected: number;
  /** Closed short on the order (complete, cancel): will not come. */
  cancelled: number;
  /** What a new batch may still take. */
  unscheduled: number;
}

const n = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The order line a batch line delivers: its poLineIndex; for lines made before batches carried it,
 * the first order line of the same item (by vendorProductId, then SKU). -1 when none matches.
 */
function orderLineOf(lines: readonly OrderLine[], line: BatchLine): number {
  if (typeof line.poLineIndex === 'number') return line.poLineIndex < lines.length ? line.poLineIndex : -1;
  if (line.vendorProductId != null) {
    const byItem = lines.findIndex((l) => l.vendorProductId === line.vendorProductId);
    if (byItem !== -1) return byItem;
  }
  return lines.findIndex((l) => l.sku.toLowerCase() === line.sku.toLowerCase());
}

export function purchaseOrderProgress(
  lines: readonly OrderLine[],
  batches: readonly BatchLike[],
): LineProgress[] {
  const progress = lines.map((line, index) => ({
    index,
    sku: line.sku,
    name: line.name ?? null,
    ordered: n(line.quantity),
    scheduled: 0,
    received: 0,
    rejected: 0,
    cancelled: n(line.cancelledQuantity),
    unscheduled: 0,
  }));
  for (const batch of batches) {
    for (const line of batch.items) {
      const p = progress[orderLineOf(lines, line)];
      if (!p) continue;
      p.received += n(line.receivedQuantity);
      p.rejected += n(line.rejectedQuantity);
      if (batch.orderStatus !== BATCH_CANCELLED)
        p.scheduled += Math.max(0, n(line.quantity) - n(line.cancelledQuantity));
    }
  }
  for (const p of progress) p.unscheduled = Math.max(0, p.ordered - p.scheduled - p.cancelled);
  return progress;
}

/** Received and rejected: what came in on the line, good or not. */
export const arrivedOf = (p: LineProgress) => p.received + p.rejected;

export function arrivalOf(progress: readonly LineProgress[]): Arrival {
  if (!progress.some((p) => arrivedOf(p) > 0)) return 'none';
  return progress.every((p) => arrivedOf(p) >= p.ordered) ? 'all' : 'some';
}

/** What an order line's batches hold or brought: the least the line's quantity may become. */
const committedOf = (p: LineProgress) => Math.max(p.scheduled, arrivedOf(p));

export interface BatchRequestLine {
  poLineIndex: number;
  quantity: number;
}

const plural = (count: number, word: string) => `${count.toLocaleString('en-US')} ${word}`;

/**
 * Per requested line, why it cannot be scheduled (keyed `lines[i].quantity` / `lines[i].poLineIndex`):
 * a line the order does not have, a line named twice, or more than is left to schedule. Lines of
 * quantity 0 are left out of the batch; at least one line must take something.
 */
export function batchLineErrors(
  progress: readonly LineProgress[],
  request: readonly BatchRequestLine[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  request.forEach((line, i) => {
    const p = progress[line.poLineIndex];
    if (!p) {
      errors[`lines[${i}].poLineIndex`] = `The order has no line ${line.poLineIndex + 1}`;
      return;
    }
    if (seen.has(line.poLineIndex)) {
      errors[`lines[${i}].poLineIndex`] = `${p.sku} is named twice; give it one quantity`;
      return;
    }
    seen.add(line.poLineIndex);
    if (line.quantity > p.unscheduled) {
      errors[`lines[${i}].quantity`] =
        p.unscheduled === 0
          ? `Nothing of ${p.sku} is left to schedule (${plural(p.ordered, 'ordered')}, ${plural(p.scheduled, 'in batches')})`
          : `Only ${plural(p.unscheduled, 'of')} ${p.sku} ${p.unscheduled === 1 ? 'is' : 'are'} left to schedule (${plural(p.ordered, 'ordered')}, ${plural(p.scheduled, 'in batches')})`;
    }
  });
  if (!request.some((line) => line.quantity > 0) && Object.keys(errors).length === 0)
    errors.lines = 'Give at least one line a quantity';
  return errors;
}

/** The batch's items[]: exactly the shape the receiving flow reads. */
export function batchLinesOf(lines: readonly OrderLine[], request: readonly BatchRequestLine[]): BatchLine[] {
  return request
    .filter((line) => line.quantity > 0)
    .map((line) => {
      const source = lines[line.poLineIndex]!;
      return {
        sku: source.sku,
        name: source.name ?? null,
        vendorProductId: source.vendorProductId ?? null,
        quantity: line.quantity,
        poLineIndex: line.poLineIndex,
        receivedQuantity: 0,
        rejectedQuantity: 0,
        cancelledQuantity: 0,
      };
    });
}

/** `{PO number}-B{n}`, n one past the highest batch number the order has used. */
export function nextBatchNumber(orderNumber: string, existing: readonly { orderNumber: string }[]): string {
  const prefix = `${orderNumber}-B`;
  let highest = 0;
  for (const batch of existing) {
    if (!batch.orderNumber.startsWith(prefix)) continue;
    const number = Number(batch.orderNumber.slice(prefix.length));
    if (Number.isInteger(number)) highest = Math.max(highest, number);
  }
  return `${prefix}${Math.max(highest, existing.length) + 1}`;
}

/** A batch line with what has not arrived closed short: it will not come. */
export function closeShort(line: BatchLine): BatchLine {
  const outstanding = Math.max(
    0,
    n(line.quantity) - n(line.receivedQuantity) - n(line.rejectedQuantity) - n(line.cancelledQuantity),
  );
  return outstanding === 0 ? line : { ...line, cancelledQuantity: n(line.cancelledQuantity) + outstanding };
}

/**
 * Per line of an edit, why the batches refuse it (keyed `items[i].sku` / `items[i].quantity`): a line
 * that batches deliver keeps its place and its item, and cannot drop below what they hold or brought.
 */
export function editLineErrors(
  before: readonly OrderLine[],
  progress: readonly LineProgress[],
  after: readonly OrderLine[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const p of progress) {
    const committed = committedOf(p);
    if (committed === 0) continue;
    const was = before[p.index]!;
    const now = after[p.index];
    const sameItem =
      now &&
      (was.vendorProductId != null && now.vendorProductId != null
        ? was.vendorProductId === now.vendorProductId
        : was.sku.toLowerCase() === now.sku.toLowerCase());
    if (!now || !sameItem) {
      errors[now ? `items[${p.index}].sku` : 'items'] =
        `${p.sku} (line ${p.index + 1}) is in batches already; it cannot be removed, moved or replaced`;
    } else if (now.quantity < committed) {
      errors[`items[${p.index}].quantity`] =
        `At least ${committed.toLocaleString('en-US')}: batches hold or brought that many already`;
    }
  }
  return errors;
}
