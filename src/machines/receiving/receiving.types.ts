/** The receiving flow's data: the shipment it receives into, the entries typed so far, and its I/O. */
import type { InboundLine, OverReceipt, Receipt } from '../../domain/receiving';

/** A shipment line as receiving sees it: with its item's barcode (GET …/receiving adds it), if any. */
export type ReceivingLine = InboundLine & { barcode?: string | null };

export interface ReceivableShipment {
  id: number;
  type: number;
  orderNumber: string;
  orderStatus: string;
  vendorId: number;
  toWarehouseId: number;
  fromWarehouseId: number | null;
  purchaseOrderId: number | null;
  expectedDate: string | null;
  items: ReceivingLine[];
  version: number;
  /** Among a purchase order's choices: the user has this shipment's receipt in progress (a draft). */
  receiptInProgress?: boolean;
}

/** One counted line: what arrived for a shipment line, and where it was put. */
export interface ReceiptEntry {
  lineIndex: number;
  received: number;
  damaged: number;
  quarantine: number;
  location: string;
  lotNumber: string;
  lpn: string;
  expirationDate: string;
}

/** What the flow saves as a draft, to resume it later. */
export interface ReceivingDraft {
  shipmentId: number;
  entries: ReceiptEntry[];
  closeShort: number[];
}

export interface ReceivingInput {
  /** Receive into this shipment (an ASN, a transfer)… */
  shipmentId?: number;
  /** …or choose one of this purchase order's shipments first. */
  purchaseOrderId?: number;
  /** Go on with the user's saved draft of the shipment without asking (the "Resume receiving" link). */
  resume?: boolean;
  /** The vendor's over-receipt tolerance in %, and whether the user may go beyond it. */
  canOverReceive: boolean;
  /** A fresh key per flow: a retried commit never receives twice. */
  idempotencyKey: string;
}

export interface ReceivingContext extends ReceivingInput {
  choices: ReceivableShipment[];
  shipment: ReceivableShipment | null;
  tolerancePercent: number;
  sentLots: SentLot[];
  entries: ReceiptEntry[];
  closeShort: number[];
  /** The entry being typed (entering). */
  current: ReceiptEntry | null;
  /** The saved draft found on start (resumePrompt). */
  draft: ReceivingDraft | null;
  /** What the last scan could not match, or why a line could not be added. */
  notice: string | null;
  /** Scans refused so far: each one flashes the scan field (a visual cue, no sound). */
  scanMisses: number;
  /** A load or commit failure, for the screen. */
  error: string | null;
  result: ReceivableShipment | null;
  /** The user confirmed the summary's over-receipt warning. */
  overReceiptConfirmed: boolean;
}

/** Events are `domain.verb`; the screen sends them only through use-receiving.ts. */
export type ReceivingEvent =
  | { type: 'shipment.choose'; shipmentId: number; resume?: boolean }
  | { type: 'draft.resume' }
  | { type: 'draft.discard' }
  | { type: 'receipt.lineScanned'; code: string }
  | { type: 'receipt.linePicked'; lineIndex: number }
  | { type: 'entry.edit'; field: EntryField; value: string }
  | { type: 'entry.save' }
  | { type: 'entry.cancel' }
  | { type: 'entry.remove'; index: number }
  | { type: 'line.toggleCloseShort'; lineIndex: number }
  | { type: 'receipt.review' }
  | { type: 'receipt.back' }
  | { type: 'receipt.submit' }
  | { type: 'receipt.confirmOverReceipt' }
  | { type: 'receipt.receiveMore' }
  | { type: 'load.retry' };

/** The typed fields of an entry. */
export type EntryField = keyof Omit<ReceiptEntry, 'lineIndex'>;

/** What a transfer sent, per item and lot: the receiver picks the lot from these. */
export interface SentLot {
  vendorProductId: number;
  lotNumber: string | null;
  expirationDate: string | null;
  quantity: number;
}

export interface LoadedShipment {
  shipment: ReceivableShipment;
  tolerancePercent: number;
  draft: ReceivingDraft | null;
  /** Transfers only. */
  sentLots?: SentLot[];
}

export interface CommitInput {
  shipment: ReceivableShipment;
  receipt: Receipt;
  idempotencyKey: string;
}

export type { OverReceipt };
