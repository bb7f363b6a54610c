/**
 * Kit lines downstream of intake (issue 16): what the order page, the recommendations, "Why isn't
 * this shipping?", returns and fulfilment read of an order's kits. A kit line ships nothing itself;
 * its component lines (src/domain/order-kits.ts) carry the stock, so a kit is as available as its
 * scarcest component, and a component is always shown and returned under the kit it belongs to.
 *
 * Pure: shared by the server and the SPA.
 */
import {
  componentQuantity,
  componentsOf,
  isKitComponent,
  isKitLine,
  kitsCoveredBy,
  type KitFields,
} from './order-kits';

/** The kit line a component line belongs to; null for a line that is no component (or lost its kit). */
export function kitLineOf<L extends KitFields>(lines: readonly L[], line: KitFields): L | null {
  const key = line.kitComponent?.key;
  if (key == null) return null;
  return lines.find((l) => l.kit?.key === key) ?? null;
}

/** The name of the kit a component line belongs to (null for other lines). */
export const kitNameOf = (lines: readonly (KitFields & { sku: string })[], line: KitFields) => {
  const kit = kitLineOf(lines, line);
  return kit ? (kit.kit?.name ?? kit.sku) : null;
};

/** A component as the stock sees it: how many units one kit takes, and the units at hand for it. */
export interface ComponentStock {
  perKit: string;
  /** Units available; Infinity for an item that does not track stock. */
  available: number;
}

/**
 * How many whole kits the components' stock covers: as many as the scarcest component allows
 * (Infinity when none is counted, 0 for a kit without components).
 */
export function kitsAvailable(components: readonly ComponentStock[]): number {
  if (components.length === 0) return 0;
  return Math.min(
    ...components.map((c) =>
      c.available === Number.POSITIVE_INFINITY
        ? Number.POSITIVE_INFINITY
        : kitsCoveredBy(c.perKit, c.available),
    ),
  );
}

/**
 * The kits of a kit line that could ship now, and the units each component would take for them —
 * exactly what a split moving those kits moves (expandKitMoves: a component keeps what the kits left
 * behind need and moves the rest). A component short holds the kit whole: never part of a kit.
 */
export function kitShipNow(
  kits: number,
  components: readonly (ComponentStock & { quantity: number })[],
): { shipNow: number; takes: number[] } {
  const shipNow = Math.max(0, Math.min(kits, kitsAvailable(components)));
  const kept = kits - shipNow;
  return {
    shipNow,
    takes: components.map((c) => (shipNow === 0 ? 0 : c.quantity - componentQuantity(c.perKit, kept))),
  };
}

/** A line of an order as the kit views read it. */
export type KitViewLine = KitFields & { sku: string; name?: string | null };

/**
 * The order's lines in the order a page shows them: each customer line, a kit line followed by its
 * components; components whose kit line is missing come last, on their own.
 */
export function linesWithComponents<L extends KitViewLine>(
  lines: readonly L[],
): { line: L; lineIndex: number; component: boolean }[] {
  const shown = new Set<number>();
  const out: { line: L; lineIndex: number; component: boolean }[] = [];
  lines.forEach((line, lineIndex) => {
    if (isKitComponent(line)) return;
    out.push({ line, lineIndex, component: false });
    shown.add(lineIndex);
    if (!isKitLine(line)) return;
    for (const c of componentsOf(lines, line)) {
      out.push({ line: c.line, lineIndex: c.lineIndex, component: true });
      shown.add(c.lineIndex);
    }
  });
  lines.forEach((line, lineIndex) => {
    if (!shown.has(lineIndex)) out.push({ line, lineIndex, component: true });
  });
  return out;
}

/** '2 per kit', '1/2 per kit'. */
export const perKitLabel = (perKit: string) => `${perKit} per kit`;
