/**
 * The shortage plan (issue 15), pure: for the open work orders, each component's requirement at its
 * warehouse against the stock available there and the open documents bringing more (purchase orders,
 * ASNs, transfers), by expected date; the day each shortage is covered and what to order now.
 *
 * - A demand is what an open work order still needs beyond what is already allocated to it (a Draft
 *   needs its whole explosion; a Released one holds its components, so it needs nothing more).
 * - Per warehouse and component: required = Σ demands; short = required − available when positive.
 * - Incoming documents count in expected-date order (documents without a date last); the shortage is
 *   covered on the date of the first document by which available + incoming ≥ required.
 * - What to order now: what even all incoming documents leave short, raised to the item's minimum
 *   order quantity; to be placed by neededBy − lead time (the earliest demand's due date).
 * - Late: a shortage covered only after it is needed, or not covered at all while it has a due date.
 * Lines come short and uncovered first, then short and late, then short, then covered; each group by
 * the day it is needed.
 */
import type {
  IncomingDocument,
  ShortageDemand,
  ShortagePlanIncoming,
  ShortagePlanLine,
} from '../contracts/manufacturing-answers';

export interface PlanDemand extends ShortageDemand {
  warehouseId: number;
  vendorProductId: number;
}

export interface PlanIncoming extends Omit<IncomingDocument, 'coversShortage'> {
  warehouseId: number;
  vendorProductId: number;
}

export interface PlanItem {
  sku: string;
  name: string | null;
  itemUnit: string;
  minimumOrderQuantity: number | null;
  leadTimeDays: number | null;
}

export interface PlanInput {
  demands: readonly PlanDemand[];
  /** Available units per warehouse and item (missing: 0). */
  available: (warehouseId: number, vendorProductId: number) => number;
  incoming: readonly PlanIncoming[];
  item: (vendorProductId: number) => PlanItem | null;
  warehouseName: (warehouseId: number) => string;
}

const DAY_MS = 86_400_000;
const minusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Earliest first; a document or demand without a day counts last. */
const byDay = (a: string | null, b: string | null) => (a ?? '9999-12-31').localeCompare(b ?? '9999-12-31');

/** What to order of a shortage left uncovered: at least the item's minimum order. */
export const orderQuantity = (uncovered: number, minimumOrderQuantity: number | null) =>
  uncovered <= 0 ? 0 : Math.max(uncovered, minimumOrderQuantity ?? 0);

/** One line of the plan: one component at one warehouse. */
export function planLine(
  warehouseId: number,
  vendorProductId: number,
  demands: readonly PlanDemand[],
  available: number,
  incoming: readonly PlanIncoming[],
  item: PlanItem,
  warehouseName: string,
): ShortagePlanLine {
  const required = demands.reduce((n, d) => n + d.quantity, 0);
  const have = Math.max(0, available);
  const short = Math.max(0, required - have);
  const neededBy = [...demands].map((d) => d.dueDate).sort(byDay)[0] ?? null;
  let cumulative = have;
  let covering: PlanIncoming | null = null;
  const docs: ShortagePlanIncoming[] = [...incoming]
    .filter((d) => d.quantity > 0)
    .sort((a, b) => byDay(a.date, b.date) || a.id - b.id)
    .map((doc) => {
      cumulative += doc.quantity;
      const covers = short > 0 && cumulative >= required;
      if (covers && !covering) covering = doc;
      const { warehouseId: _w, vendorProductId: _v, ...rest } = doc;
      return { ...rest, cumulative, coversShortage: covers };
    });
  const coveredBy = covering as PlanIncoming | null;
  const uncovered = Math.max(0, required - cumulative);
  const toOrderNow = orderQuantity(uncovered, item.minimumOrderQuantity);
  const coveredOn = coveredBy?.date ?? null;
  const late =
    short > 0 &&
    neededBy !== null &&
    (coveredBy === null || coveredOn === null || coveredOn.localeCompare(neededBy) > 0);
  return {
    warehouseId,
    warehouseName,
    vendorProductId,
    sku: item.sku,
    name: item.name,
    itemUnit: item.itemUnit,
    required,
    available: have,
    short,
    neededBy,
    demands: [...demands]
      .sort((a, b) => byDay(a.dueDate, b.dueDate) || a.workOrderId - b.workOrderId)
      .map(({ warehouseId: _w, vendorProductId: _v, ...d }) => d),
    incoming: docs,
    coveredOn,
    coveredBy: coveredBy ? { type: coveredBy.type, id: coveredBy.id, number: coveredBy.number } : null,
    late,
    toOrderNow,
    orderBy:
      toOrderNow > 0 && neededBy !== null && item.leadTimeDays !== null
        ? minusDays(neededBy, item.leadTimeDays)
        : null,
    minimumOrderQuantity: item.minimumOrderQuantity,
    leadTimeDays: item.leadTimeDays,
  };
}

const urgency = (l: ShortagePlanLine) => (l.short === 0 ? 3 : l.coveredBy === null ? 0 : l.late ? 1 : 2);

/** The whole plan's lines (see the rules above). Demands of items unknown to `item` are left out. */
export function shortagePlanLines(input: PlanInput): ShortagePlanLine[] {
  const groups = new Map<string, PlanDemand[]>();
  for (const d of input.demands) {
    if (d.quantity <= 0) continue;
    const key = `${d.warehouseId}:${d.vendorProductId}`;
    groups.set(key, [...(groups.get(key) ?? []), d]);
  }
  const lines: ShortagePlanLine[] = [];
  for (const demands of groups.values()) {
    const { warehouseId, vendorProductId } = demands[0]!;
    const item = input.item(vendorProductId);
    if (!item) continue;
    lines.push(
      planLine(
        warehouseId,
        vendorProductId,
        demands,
        input.available(warehouseId, vendorProductId),
        input.incoming.filter((i) => i.warehouseId === warehouseId && i.vendorProductId === vendorProductId),
        item,
        input.warehouseName(warehouseId),
      ),
    );
  }
  return lines.sort(
    (a, b) =>
      urgency(a) - urgency(b) ||
      byDay(a.neededBy, b.neededBy) ||
      a.sku.localeCompare(b.sku) ||
      a.warehouseId - b.warehouseId,
  );
}
