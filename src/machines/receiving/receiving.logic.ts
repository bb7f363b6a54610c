/**
 * The receiving flow's pure rules, shared by its guards, its actions and its screen: which line a
 * scanned code names, what is wrong with an entry, the receipt the server takes, the over-receipts
 * it would make, and the draft that is saved on the way.
 */
import { outstanding, overReceipts, type Receipt } from '../../domain/receiving';
import { WAREHOUSE_TRANSFER } from '../../domain/resources/warehouse-shipment.schema';
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

/** The line a scanned code names: same SKU (ignoring case and spaces), preferring one still open. */
export function lineForCode(context: Pick<ReceivingContext, 'shipment' | 'entries'>, code: string): number {
  const wanted = code.trim().toUpperCase();
  const lines = context.shipment?.items ?? [];
  const matches = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.sku.trim().toUpperCase() === wanted);
  const open = matches.find(
    ({ line, index }) =>
      outstanding(line, isTransfer(context.shipment ?? null)) - enteredFor(context.entries, index) > 0,
  );
  return (open ?? matches[0])?.index ?? -1;
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
  context.shipment && !isTransfer(context.shipment)
    ? overReceipts(context.shipment.items, receiptOf(context, false), context.tolerancePercent)
    : [];

/** Over the vendor's tolerance without the override permission: only someone else may confirm it. */
export const isOverReceiptBlocked = (
  context: OverReceiptContext & Pick<ReceivingContext, 'canOverReceive'>,
) => !context.canOverReceive && pendingOverReceipts(context).some((o) => o.beyondTolerance);

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
  shipment.orderStatus === 'Received';

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
  entries: [],
  closeShort: [],
  result: null,
  current: null,
});
