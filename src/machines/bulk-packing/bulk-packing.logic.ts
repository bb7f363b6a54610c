/**
 * Pure rules of the bulk packing flow, shared by its guards, its actions and its screen: which line a
 * scan names (src/domain/barcode.ts, as receiving matches), how many units of a line are still to
 * pack, the cartons and pallets as the pack step takes them, and the packing as loaded.
 *
 * Packing never holds more of a line than is allocated: a scan past it is refused like a code of no
 * line (the server would answer 409 "more packed than allocated").
 */
import { readScan, scanMatchesItem } from '../../domain/barcode';
import { fieldsOf, messageOf } from '../api-failure';
import type { ShipmentPacking } from '../../api/manual-shipments.api';
import type { PackStepInput } from '../../domain/resources/manual-shipment.schema';
import type {
  BulkPackingContext,
  DraftCarton,
  DraftPallet,
  MeasureField,
  Measures,
  PackingStart,
} from './bulk-packing.types';

type Packing = Pick<BulkPackingContext, 'lines' | 'cartons' | 'pallets'>;

export const unitsIn = (carton: Pick<DraftCarton, 'contents'>) =>
  Object.values(carton.contents).reduce((n, q) => n + q, 0);

/** Units of a line in every carton. */
export const packedOf = (cartons: readonly DraftCarton[], lineIndex: number) =>
  cartons.reduce((n, c) => n + (c.contents[lineIndex] ?? 0), 0);

/** Units of a line allocated and not in a carton yet. */
export function leftToPack(context: Pick<Packing, 'lines' | 'cartons'>, lineIndex: number) {
  const line = context.lines.find((l) => l.lineIndex === lineIndex);
  return line ? line.allocated - packedOf(context.cartons, lineIndex) : 0;
}

export const isFullyPacked = (context: Pick<Packing, 'lines' | 'cartons'>) =>
  context.lines.every((l) => leftToPack(context, l.lineIndex) === 0);

/**
 * What a scan into the open carton does: the line it adds one unit of, or why it is refused (a code
 * of no line, or a line whose allocated units are all packed). A code that names several lines takes
 * the first with units left.
 */
export function scanOutcome(
  context: Pick<Packing, 'lines' | 'cartons'>,
  code: string,
): { lineIndex: number } | { refusal: string } {
  const scan = readScan(code);
  const matches = context.lines.filter((line) => scanMatchesItem(scan, line));
  if (matches.length === 0) return { refusal: `${code.trim()} is not on this shipment.` };
  const open = matches.find((line) => leftToPack(context, line.lineIndex) > 0);
  if (!open) {
    const line = matches[0]!;
    return { refusal: `All ${line.allocated} allocated ${line.sku} are packed already.` };
  }
  return { lineIndex: open.lineIndex };
}

export const findCarton = (context: Pick<Packing, 'cartons'>, key: string | null) =>
  key === null ? undefined : context.cartons.find((c) => c.key === key);

/** The carton with a line's units changed by `delta` (a line at 0 leaves the contents). */
export function withUnits(carton: DraftCarton, lineIndex: number, delta: number): DraftCarton {
  const next = (carton.contents[lineIndex] ?? 0) + delta;
  const contents = { ...carton.contents };
  if (next > 0) contents[lineIndex] = next;
  else delete contents[lineIndex];
  return { ...carton, contents };
}

export const replaceCarton = (cartons: readonly DraftCarton[], carton: DraftCarton) =>
  cartons.map((c) => (c.key === carton.key ? carton : c));

/** Pallets no carton sits on are dropped: the server refuses an empty pallet. */
export const withoutEmptyPallets = (pallets: readonly DraftPallet[], cartons: readonly DraftCarton[]) =>
  pallets.filter((p) => cartons.some((c) => c.palletKey === p.key));

/** Whether a measure may be stored: none, or a number 0 or more (the schema's bounds apply on save). */
export const isMeasure = (value: number | null) => value === null || (Number.isFinite(value) && value >= 0);

const noMeasures: Measures = { weight: null, length: null, width: null, height: null };
export const newCarton = (serial: number): DraftCarton => ({
  key: `new-${serial}`,
  lpn: null,
  sscc: null,
  contents: {},
  palletKey: null,
  ...noMeasures,
});
export const newPallet = (serial: number): DraftPallet => ({
  key: `pallet-${serial}`,
  lpn: null,
  sscc: null,
  ...noMeasures,
});

const measuresOf = (m: Measures): Measures => ({
  weight: m.weight,
  length: m.length,
  width: m.width,
  height: m.height,
});

/**
 * The pack step's body: every carton holding something (a stored one named by its LPN keeps its
 * codes), and the pallets that hold a carton. The whole packing: what it leaves out is unpacked.
 */
export function packBody(context: Packing): PackStepInput {
  const cartons = context.cartons.filter((c) => unitsIn(c) > 0);
  return {
    cartons: cartons.map((c) => ({
      key: c.key,
      contents: Object.entries(c.contents)
        .map(([lineIndex, quantity]) => ({ lineIndex: Number(lineIndex), quantity }))
        .sort((a, b) => a.lineIndex - b.lineIndex),
      palletKey: c.palletKey,
      ...measuresOf(c),
    })),
    pallets: withoutEmptyPallets(context.pallets, cartons).map((p) => ({ key: p.key, ...measuresOf(p) })),
  };
}

export const bodyKey = (context: Packing) => JSON.stringify(packBody(context));

/** Whether the packing differs from what is stored. */
export const hasChanges = (
  context: Pick<BulkPackingContext, 'lines' | 'cartons' | 'pallets' | 'savedBody'>,
) => bodyKey(context) !== context.savedBody;

/** What packing starts from: the server's packing, with the items' barcodes by SKU. */
export function packingStart(packing: ShipmentPacking, barcodes: ReadonlyMap<string, string>): PackingStart {
  const palletLpns = new Map(packing.pallets.map((p) => [p.id, p.lpn]));
  return {
    version: packing.version,
    lines: packing.lines.map((l) => ({
      lineIndex: l.lineIndex,
      sku: l.sku,
      name: l.name,
      allocated: l.allocatedQuantity,
      barcode: barcodes.get(l.sku) ?? null,
    })),
    cartons: packing.cartons.map((c) => ({
      key: c.lpn,
      lpn: c.lpn,
      sscc: c.sscc,
      contents: Object.fromEntries(c.contents.map((x) => [x.lineIndex, x.quantity])),
      palletKey: c.palletId === null ? null : (palletLpns.get(c.palletId) ?? null),
      ...measuresOf(c),
    })),
    pallets: packing.pallets.map((p) => ({ key: p.lpn, lpn: p.lpn, sscc: p.sscc, ...measuresOf(p) })),
  };
}

/** A carton's or pallet's name on screen: its LPN, or its place among the new ones. */
export function containerLabel(
  container: { key: string; lpn: string | null },
  all: readonly { key: string; lpn: string | null }[],
  noun: 'Carton' | 'Pallet',
) {
  if (container.lpn) return container.lpn;
  const index = all.filter((c) => !c.lpn).findIndex((c) => c.key === container.key);
  return `New ${noun.toLowerCase()} ${index + 1}`;
}

/** A failed call in words: the server's message and what it said of each field. */
export function failureText(error: unknown): string {
  const fields = Object.values(fieldsOf(error));
  return fields.length ? `${messageOf(error)} ${fields.join('; ')}.` : messageOf(error);
}

// ── What each change does to the context (the machine's actions) ──────────────────────────────

type Change = Partial<BulkPackingContext>;
const skuOf = (c: Pick<Packing, 'lines'>, lineIndex: number) =>
  c.lines.find((l) => l.lineIndex === lineIndex)?.sku ?? `line ${lineIndex + 1}`;

export const started = (start: PackingStart): Change => ({
  ...start,
  savedBody: bodyKey(start),
  openKey: null,
  closedKey: null,
  notice: null,
  error: null,
});

export const opened = (context: BulkPackingContext): Change => ({
  cartons: [...context.cartons, newCarton(context.serial)],
  openKey: newCarton(context.serial).key,
  closedKey: null,
  serial: context.serial + 1,
  notice: null,
  error: null,
});

/** One unit of the scanned line into the open carton (the scan was checked by scanOutcome). */
export function scannedIn(context: BulkPackingContext, code: string): Change {
  const outcome = scanOutcome(context, code);
  const carton = findCarton(context, context.openKey);
  if (!('lineIndex' in outcome) || !carton) return {};
  const next = withUnits(carton, outcome.lineIndex, 1);
  const sku = skuOf(context, outcome.lineIndex);
  return {
    cartons: replaceCarton(context.cartons, next),
    notice: { tone: 'success', text: `+1 ${sku}: ${next.contents[outcome.lineIndex]} in this carton.` },
  };
}

/** A refused scan: why, and one more miss (the screen flashes the field). */
export function refusedScan(context: BulkPackingContext, code: string): Change {
  const outcome = scanOutcome(context, code);
  return {
    notice: { tone: 'danger', text: 'refusal' in outcome ? outcome.refusal : 'Refused.' },
    scanMisses: context.scanMisses + 1,
  };
}

export function takenOut(context: BulkPackingContext, lineIndex: number): Change {
  const carton = findCarton(context, context.openKey);
  if (!carton) return {};
  return {
    cartons: replaceCarton(context.cartons, withUnits(carton, lineIndex, -1)),
    notice: { tone: 'success', text: `−1 ${skuOf(context, lineIndex)}.` },
  };
}

/** The carton `key` unpacked (removed), and the pallets it leaves empty. */
export function removed(context: BulkPackingContext, key: string | null): Change {
  const cartons = context.cartons.filter((c) => c.key !== key);
  return {
    cartons,
    pallets: withoutEmptyPallets(context.pallets, cartons),
    openKey: context.openKey === key ? null : context.openKey,
    closedKey: null,
    notice: null,
  };
}

/** A carton (the one just closed unless named) onto a pallet: a named one, a new one, or none (null). */
export function palletized(
  context: BulkPackingContext,
  { key, palletKey }: { key?: string; palletKey?: string | null },
): Change {
  const carton = findCarton(context, key ?? context.closedKey);
  if (!carton) return {};
  const made = palletKey === undefined ? newPallet(context.serial) : null;
  const cartons = replaceCarton(context.cartons, { ...carton, palletKey: made ? made.key : palletKey! });
  return {
    cartons,
    pallets: withoutEmptyPallets(made ? [...context.pallets, made] : context.pallets, cartons),
    serial: made ? context.serial + 1 : context.serial,
  };
}

/** Whether a carton (the one just closed unless named) may go onto that pallet. */
export function mayPalletize(context: BulkPackingContext, p: { key?: string; palletKey?: string | null }) {
  const known = p.palletKey == null || context.pallets.some((x) => x.key === p.palletKey);
  return known && findCarton(context, p.key ?? context.closedKey) !== undefined;
}

type Measure = { key: string; field: MeasureField; value: number | null };
export const measuredCarton = (context: BulkPackingContext, m: Measure): Change => ({
  cartons: context.cartons.map((c) => (c.key === m.key ? { ...c, [m.field]: m.value } : c)),
});
export const measuredPallet = (context: BulkPackingContext, m: Measure): Change => ({
  pallets: context.pallets.map((p) => (p.key === m.key ? { ...p, [m.field]: m.value } : p)),
});
