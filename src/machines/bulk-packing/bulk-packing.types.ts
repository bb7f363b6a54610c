/** The bulk packing flow's context, events and I/O shapes. */
import type { PackStepInput } from '../../domain/resources/manual-shipment.schema';

/** A shipment line as packing sees it: what is allocated, and the codes a scan may name it by. */
export interface PackLine {
  lineIndex: number;
  sku: string;
  name: string | null;
  allocated: number;
  /** The item's UPC/EAN/GTIN, when it has one. */
  barcode: string | null;
}

/** Weight in pounds, dimensions in inches (packStepSchema). */
export interface Measures {
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}
export type MeasureField = keyof Measures;

/**
 * A carton of the packing being made. `key` is its LPN once the server made it (packing it again
 * keeps its codes), or 'new-N' until saved; `contents` is units by line index.
 */
export interface DraftCarton extends Measures {
  key: string;
  lpn: string | null;
  sscc: string | null;
  contents: Record<number, number>;
  palletKey: string | null;
}

export interface DraftPallet extends Measures {
  key: string;
  lpn: string | null;
  sscc: string | null;
}

/** What packing starts from: the lines and what is packed so far. */
export interface PackingStart {
  version: number;
  lines: PackLine[];
  cartons: DraftCarton[];
  pallets: DraftPallet[];
}

export interface BulkPackingInput {
  shipmentId: number;
  /** The shipment's vendor: its items' barcodes let a scan name a line. */
  vendorId: number;
  idempotencyKey: string;
}

export interface BulkPackingContext extends BulkPackingInput {
  version: number;
  lines: PackLine[];
  cartons: DraftCarton[];
  pallets: DraftPallet[];
  /** The carton being filled (scanning). */
  openKey: string | null;
  /** The carton last closed, waiting for its pallet. */
  closedKey: string | null;
  /** The body of the packing as loaded: saving is offered once the packing differs from it. */
  savedBody: string;
  /** Numbers the next new carton or pallet ('new-3', 'pallet-2'). */
  serial: number;
  /** What the last scan did, or why it was refused. */
  notice: { tone: 'success' | 'danger'; text: string } | null;
  /** Counts refused scans, so the screen flashes the scan field for each. */
  scanMisses: number;
  error: string | null;
}

export type BulkPackingEvent =
  | { type: 'carton.open' }
  | { type: 'carton.reopen'; key: string }
  | { type: 'item.scan'; code: string }
  | { type: 'item.remove'; lineIndex: number }
  | { type: 'carton.close' }
  | { type: 'carton.discard' }
  | { type: 'carton.remove'; key: string }
  /** Onto a pallet: `palletKey` names one, null takes the carton off (loose), absent makes a new one. */
  | { type: 'carton.palletize'; key?: string; palletKey?: string | null }
  | { type: 'carton.measure'; key: string; field: MeasureField; value: number | null }
  | { type: 'pallet.measure'; key: string; field: MeasureField; value: number | null }
  | { type: 'packing.save' }
  | { type: 'packing.reload' }
  | { type: 'load.retry' };

export interface PackInput {
  shipmentId: number;
  idempotencyKey: string;
  version: number;
  body: PackStepInput;
}
