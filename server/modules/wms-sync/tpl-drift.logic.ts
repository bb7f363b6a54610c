/**
 * The stock drift between Dockhand and the 3PL WMS, as pure rules: both sides summed per vendor, SKU
 * and lot ('' for none), every place where they differ, and the events that explain a difference
 * (those of one side the other has not seen) put on the difference they belong to.
 */
import type { DriftEvent, DriftRow } from '../../../src/domain/contracts/wms-connections';

export interface Count {
  vendorId: number;
  sku: string;
  lotNumber: string | null;
  onHand: number;
  /** Ours only: the vendor item it is. */
  vendorProductId?: number;
}

export interface Difference {
  vendorId: number;
  sku: string;
  lotNumber: string;
  vendorProductId: number | null;
  dockhandOnHand: number;
  wmsOnHand: number;
}

export const lotOf = (lot: string | null | undefined) => lot?.trim() ?? '';
export const driftKey = (d: { vendorId: number; sku: string; lotNumber: string | null }) =>
  `${d.vendorId}\u001f${d.sku.trim()}\u001f${lotOf(d.lotNumber)}`;

function sumByKey(counts: readonly Count[]) {
  const sums = new Map<string, Count & { lotNumber: string }>();
  for (const c of counts) {
    const key = driftKey(c);
    const sum = sums.get(key);
    if (sum) {
      sum.onHand += c.onHand;
      sum.vendorProductId ??= c.vendorProductId;
    } else sums.set(key, { ...c, sku: c.sku.trim(), lotNumber: lotOf(c.lotNumber) });
  }
  return sums;
}

/**
 * Where the WMS's count and ours differ. `productOf` names the vendor item of a SKU only the WMS holds
 * (null when the vendor has none of that SKU: the difference is listed, but nothing can set it).
 */
export function differences(
  wms: readonly Count[],
  ours: readonly Count[],
  productOf: (vendorId: number, sku: string) => number | null,
): Difference[] {
  const theirs = sumByKey(wms);
  const mine = sumByKey(ours);
  const found: Difference[] = [];
  for (const key of new Set([...theirs.keys(), ...mine.keys()])) {
    const a = mine.get(key);
    const b = theirs.get(key);
    const place = (a ?? b)!;
    const dockhandOnHand = a?.onHand ?? 0;
    const wmsOnHand = b?.onHand ?? 0;
    if (dockhandOnHand === wmsOnHand) continue;
    found.push({
      vendorId: place.vendorId,
      sku: place.sku,
      lotNumber: place.lotNumber,
      vendorProductId: a?.vendorProductId ?? productOf(place.vendorId, place.sku),
      dockhandOnHand,
      wmsOnHand,
    });
  }
  return found.sort(
    (x, y) => x.vendorId - y.vendorId || x.sku.localeCompare(y.sku) || x.lotNumber.localeCompare(y.lotNumber),
  );
}

/** The events of each side keyed like the differences, at most `max` each, newest first. */
export function explain(
  keyed: readonly { key: string; side: 'wmsOnly' | 'dockhandOnly'; event: DriftEvent }[],
  max: number,
): Map<string, DriftRow['explanation']> {
  const out = new Map<string, DriftRow['explanation']>();
  for (const { key, side, event } of [...keyed].sort((x, y) => y.event.at.localeCompare(x.event.at))) {
    const entry = out.get(key) ?? { wmsOnly: [], dockhandOnly: [] };
    if (entry[side].length < max) entry[side].push(event);
    out.set(key, entry);
  }
  return out;
}

/** The direct inventory update applying a difference would record: ours set to the WMS's count. */
export const proposalOf = (drift: {
  id: number;
  status: string;
  vendorProductId: number | null;
  wmsOnHand: number;
}): DriftRow['proposal'] =>
  drift.status === 'open' && drift.vendorProductId !== null
    ? { type: 'set', quantity: drift.wmsOnHand, referenceNumber: driftReference(drift.id) }
    : null;

export const driftReference = (id: number) => `WMS drift ${id}`;
