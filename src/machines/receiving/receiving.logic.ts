/**
 * The receiving flow's pure rules, shared by its guards, its actions and its screen: which line a
 * scanned code names, what is wrong with an entry, the receipt the server takes, the over-receipts
 * it would make, and the draft that is saved on the way.
 */
import { readScan, scanMatchesItem, type Scan } from '../../domain/barcode';
import { outstanding, overReceiptRefusal, shipmentOverReceipts, type Receipt } from '../../domain/receiving';
import { WAREHOUSE_TRANSFER } from '../../domain/resources/warehouse-shipment.schema';
import { isReceived } from '../../domain/warehouse-shipment.lifecycle';
import type {
  EntryField,
  LoadedShipment,
  ReceiptEntry,
  ReceivableShipment,
  ReceivingContext,
  ReceivingDraft,
  ReceivingInput,
} from './receiving.types';

export const emptyEntry = (lineIndex: number): ReceiptEntry => ({
  lineIndex,
  received: 0,
  damaged: 0,
  quarantine: 0,
  location: '',
  lotNumber: '',
  lpn: '',
  expirationDate: '',
});

export const isTransfer = (s: Pick<ReceivableShipment, 'type'> | null) => s?.type === WAREHOUSE_TRANSFER;

/** Units already entered in this flow for a line. */
export const enteredFor = (entries: readonly ReceiptEntry[], lineIndex: number) =>
  entries
    .filter((e) => e.lineIndex === lineIndex)
    .reduce((n, e) => n + e.received + e.damaged + e.quarantine, 0);

/**
 * The line a scanned code names: the same SKU (ignoring case and spaces), the item's own barcode, or
 * a UPC/GS1-128 barcode that carries either (domain/barcode.ts), preferring a line still open.
 */
export function lineForCode(context: Pick<ReceivingContext, 'shipment' | 'entries'>, code: string): number {
  const scan = readScan(code);
  const lines = context.shipment?.items ?? [];
  const matches = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => scanMatchesItem(scan, line));
  const open = matches.find(
    ({ line, index }) =>
      outstanding(line, isTransfer(context.shipment ?? null)) - enteredFor(context.entries, index) > 0,
  );
  return (open ?? matches[0])?.index ?? -1;
}

/** A line's entry opened by a scan: one unit counted, with the lot and expiry a GS1-128 code carries. */
const scannedEntry = (lineIndex: number, scan: Scan): ReceiptEntry => ({
  ...emptyEntry(lineIndex),
  received: 1,
  lotNumber: scan.lotNumber ?? '',
  expirationDate: scan.expirationDate ?? '',
});

type ScanContext = Pick<ReceivingContext, 'shipment' | 'entries' | 'current' | 'scanMisses'>;

/**
 * What a scan does (issue 13 item 11): each scan of a line's SKU or item barcode counts one unit.
 * The first opens the line's entry with 1 received; scans of the same line add one each (a quantity
 * can still be typed); a scan of another line adds the entry being counted and opens that line. A
 * code of no line is refused: a message, and `scanMisses` counts up so the screen flashes it (no
 * sound).
 */
export function scannedContext(context: ScanContext, code: string): Partial<ReceivingContext> {
  const scan = readScan(code);
  const { current } = context;
  const line = current ? context.shipment?.items[current.lineIndex] : undefined;
  if (current && line && scanMatchesItem(scan, line))
    return { current: { ...current, received: current.received + 1 }, notice: null };
  const lineIndex = lineForCode(context, code);
  if (lineIndex < 0)
    return {
      notice: `No line for ${code.trim()} on this shipment.`,
      scanMisses: context.scanMisses + 1,
    };
  if (!current) return { current: scannedEntry(lineIndex, scan), notice: null };
  const problem = entryProblem(current);
  if (problem) return { notice: problem };
  return { entries: [...context.entries, current], current: scannedEntry(lineIndex, scan), notice: null };
}

/** Why an entry cannot be added, or null. */
export function entryProblem(entry: ReceiptEntry): string | null {
  const counts = [entry.received, entry.damaged, entry.quarantine];
  if (counts.some((n) => !Number.isInteger(n) || n < 0))
    return 'Quantities must be whole numbers, 0 or more.';
  if (counts.every((n) => n === 0)) return 'Enter how many arrived (received, damaged or to quarantine).';
  if (entry.expirationDate && !/^\d{4}-\d{2}-\d{2}$/.test(entry.expirationDate))
    return 'Expiry must be a date (YYYY-MM-DD).';
  return null;
}

/** The entry with one typed field changed: counts are numbers (empty is 0), the rest text. */
export function editedEntry(entry: ReceiptEntry, field: EntryField, value: string): ReceiptEntry {
  const numeric = field === 'received' || field === 'damaged' || field === 'quarantine';
  return { ...entry, [field]: numeric ? (value.trim() === '' ? 0 : Number(value)) : value };
}

/** The lines to close short with `lineIndex` switched on or off. */
export const toggledCloseShort = (closeShort: readonly number[], lineIndex: number) =>
  closeShort.includes(lineIndex) ? closeShort.filter((i) => i !== lineIndex) : [...closeShort, lineIndex];

/** The receipt the server takes, from the flow's entries. */
export function receiptOf(
  context: Pick<ReceivingContext, 'entries' | 'closeShort'>,
  confirmOverReceipt: boolean,
): Receipt {
  return {
    lines: context.entries.map((e) => ({
      lineIndex: e.lineIndex,
      received: e.received,
      damaged: e.damaged,
      quarantine: e.quarantine,
      location: e.location || null,
      lotNumber: e.lotNumber || null,
      lpn: e.lpn || null,
      expirationDate: e.expirationDate || null,
    })),
    closeShort: context.closeShort,
    confirmOverReceipt,
  };
}

type OverReceiptContext = Pick<ReceivingContext, 'shipment' | 'entries' | 'closeShort' | 'tolerancePercent'>;

/** The over-receipts of the entries so far (none for transfers: more than was sent cannot arrive). */
export const pendingOverReceipts = (context: OverReceiptContext) =>
  context.shipment
    ? shipmentOverReceipts(context.shipment, receiptOf(context, false), context.tolerancePercent)
    : [];

/** Over the vendor's tolerance without the override permission: only someone else may confirm it. */
export const isOverReceiptBlocked = (
  context: OverReceiptContext & Pick<ReceivingContext, 'canOverReceive'>,
) =>
  overReceiptRefusal(pendingOverReceipts(context), context.tolerancePercent, context.canOverReceive) !== null;

export const hasWork = (context: Pick<ReceivingContext, 'entries' | 'closeShort'>) =>
  context.entries.length > 0 || context.closeShort.length > 0;

export const hasDraftWork = (draft: ReceivingDraft | null) => draft !== null && hasWork(draft);

export const draftOf = (context: ReceivingContext): ReceivingDraft => ({
  shipmentId: context.shipment!.id,
  entries: context.entries,
  closeShort: context.closeShort,
});

/** The shipment has arrived in full: nothing more to receive into it. */
export const isFullyReceived = (shipment: Pick<ReceivableShipment, 'orderStatus'>) =>
  isReceived(shipment.orderStatus);

/** The flow before anything is loaded. */
export const initialContext = (input: ReceivingInput): ReceivingContext => ({
  ...input,
  choices: [],
  shipment: null,
  tolerancePercent: 0,
  sentLots: [],
  entries: [],
  closeShort: [],
  current: null,
  draft: null,
  notice: null,
  scanMisses: 0,
  error: null,
  result: null,
  overReceiptConfirmed: false,
});

/** A shipment just loaded: no entries yet; its saved draft, if any, waits to be resumed or discarded. */
export const loadedContext = (loaded: LoadedShipment) => ({
  shipment: loaded.shipment,
  tolerancePercent: loaded.tolerancePercent,
  sentLots: loaded.sentLots ?? [],
  draft: loaded.draft,
  entries: [],
  closeShort: [],
  error: null,
});

export const resumedContext = (draft: ReceivingDraft | null) => ({
  entries: draft?.entries ?? [],
  closeShort: draft?.closeShort ?? [],
  draft: null,
});

/** Back to choosing among a purchase order's shipments. */
export const resetContext = () => ({
  shipment: null,
  shipmentId: undefined,
  resume: false,
  entries: [],
  closeShort: [],
  result: null,
  current: null,
});
