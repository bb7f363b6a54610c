/**
 * Receiving inbound shipments (purchase-order batches, ASNs, transfers): the line shape the
 * documents carry, the receipt a receiving flow commits, and the rules both the flow (to warn and
 * ask) and the server (to refuse) apply. Pure: shared by the SPA and the server.
 */
import * as yup from 'yup';
import { day, numberField, optionalText, QUANTITY_MAX } from './resources/fields';
import { WAREHOUSE_TRANSFER } from './resources/warehouse-shipment.schema';

/** A line of an inbound shipment's items[]; the quantities after `quantity` are kept by receiving. */
export interface InboundLine {
  sku: string;
  name?: string | null;
  vendorProductId?: number | null;
  /** Expected (for a transfer: requested). */
  quantity: number;
  receivedQuantity?: number;
  /** Damaged or to quarantine. */
  rejectedQuantity?: number;
  /** Closed short: will not come. */
  cancelledQuantity?: number;
  /** Transfers: reserved at the source, and sent. */
  allocatedQuantity?: number;
  sentQuantity?: number;
  poLineIndex?: number;
  [key: string]: unknown;
}

/** A count of units; left blank it is none. */
const count = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number`)
    .transform((v: number, original: unknown) =>
      typeof original === 'string' && original.trim() === '' ? undefined : v,
    )
    .integer(`${label} must be a whole number`)
    .min(0, `${label} cannot be negative`)
    .max(QUANTITY_MAX, `${label} is too large`)
    .default(0);

export const receiptLineSchema = yup.object({
  lineIndex: numberField('Line')
    .integer('Line must be a whole number')
    .min(0, 'Line cannot be negative')
    .required('Line is required'),
  received: count('Received'),
  damaged: count('Damaged'),
  quarantine: count('Quarantine'),
  location: optionalText('Location', 50),
  lotNumber: optionalText('Lot number', 50),
  lpn: optionalText('LPN', 50),
  expirationDate: day('Expiration date'),
});
export type ReceiptLine = yup.InferType<typeof receiptLineSchema>;

export const receiptSchema = yup.object({
  lines: yup
    .array()
    .of(receiptLineSchema)
    .typeError('Lines must be a list')
    .max(500, 'At most 500 lines per receipt')
    .default(() => []),
  /** Lines to close short: what has not arrived will not come. */
  closeShort: yup
    .array()
    .of(
      numberField('Lines to close', 'Lines to close must be line numbers')
        .integer('Lines to close must be line numbers')
        .min(0, 'Lines to close must be line numbers')
        .required('Lines to close must be line numbers'),
    )
    .typeError('Lines to close must be a list')
    .default(() => []),
  /** The user saw the summary's over-receipt warning and confirmed it. */
  confirmOverReceipt: yup.boolean().typeError('Confirmation must be true or false').default(false),
});
export type Receipt = yup.InferType<typeof receiptSchema>;

export const receivedSoFar = (line: InboundLine) =>
  (line.receivedQuantity ?? 0) + (line.rejectedQuantity ?? 0);

/** What may still arrive on a line: expected (or sent, for a transfer) less what came or was closed. */
export function outstanding(line: InboundLine, isTransfer = false): number {
  const expected = isTransfer ? (line.sentQuantity ?? 0) : line.quantity;
  return Math.max(0, expected - receivedSoFar(line) - (line.cancelledQuantity ?? 0));
}

export const isLineDone = (line: InboundLine, isTransfer = false) => outstanding(line, isTransfer) === 0;

export interface OverReceipt {
  lineIndex: number;
  sku: string;
  expected: number;
  /** Everything received on the line once this receipt lands. */
  total: number;
  /** Beyond the vendor's tolerance: needs the override permission. */
  beyondTolerance: boolean;
}

/**
 * The lines of a receipt that take more than expected, and whether each goes beyond the vendor's
 * tolerance (e.g. 5 %: 100 expected allows up to 105 without the override permission).
 */
export function overReceipts(
  lines: readonly InboundLine[],
  receipt: Pick<Receipt, 'lines'>,
  tolerancePercent: number,
) {
  const totals = new Map<number, number>();
  for (const r of receipt.lines) {
    totals.set(r.lineIndex, (totals.get(r.lineIndex) ?? 0) + r.received + r.damaged + r.quarantine);
  }
  const over: OverReceipt[] = [];
  for (const [lineIndex, adding] of totals) {
    const line = lines[lineIndex];
    if (!line) continue;
    const total = receivedSoFar(line) + adding;
    if (total <= line.quantity) continue;
    const allowed = Math.floor(line.quantity * (1 + tolerancePercent / 100));
    over.push({ lineIndex, sku: line.sku, expected: line.quantity, total, beyondTolerance: total > allowed });
  }
  return over;
}

/** Who may receive beyond a vendor's over-receipt tolerance. */
export const OVER_RECEIVE_PERMISSION = 'warehouses.overReceive';

/**
 * The over-receipts a receipt would make on a shipment: none on a transfer (more than was sent cannot
 * arrive), otherwise those of overReceipts against the vendor's tolerance. The server checks a
 * receipt with it and the receiving flow warns with it.
 */
export function shipmentOverReceipts(
  shipment: { type: number; items: readonly InboundLine[] },
  receipt: Pick<Receipt, 'lines'>,
  tolerancePercent: number,
): OverReceipt[] {
  return shipment.type === WAREHOUSE_TRANSFER ? [] : overReceipts(shipment.items, receipt, tolerancePercent);
}

/** The question an over-receipt asks before it lands (the server's 409 until it is confirmed). */
export const overReceiptQuestion = (over: readonly OverReceipt[]) =>
  `More than expected: ${over.map((o) => `${o.sku} ${o.total} of ${o.expected}`).join(', ')}. Confirm to receive it.`;

/**
 * Why these over-receipts cannot be confirmed by this user, or null: some go beyond the vendor's
 * tolerance and the user lacks OVER_RECEIVE_PERMISSION (only someone who has it may confirm them).
 */
export function overReceiptRefusal(
  over: readonly OverReceipt[],
  tolerancePercent: number,
  canOverReceive: boolean,
): string | null {
  const beyond = over.filter((o) => o.beyondTolerance);
  if (canOverReceive || beyond.length === 0) return null;
  const what = beyond.map((o) => `${o.total} of ${o.expected} ${o.sku}`).join(', ');
  return `Receiving ${what} goes beyond the vendor's tolerance of ${tolerancePercent}%; it needs the override permission.`;
}
