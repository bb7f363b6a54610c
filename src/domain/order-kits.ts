/**
 * Kits on storefront orders (issue 16). A storefront product mapped to a bill of materials of type
 * Kit sells a set of the vendor's items as one product. On intake an order line of it keeps its
 * storefront SKU, price and quantity for the customer (the kit line, which ships nothing itself) and
 * explodes into one component line per BOM component: ceil(perKit × kits) of the item, where perKit
 * is the BOM line's quantity ÷ unitsPerItemUnit as an exact ratio (no waste: picking loses nothing).
 * Allocation, picking, "Why isn't this shipping?", splits and returns work with the component lines;
 * a kit moves, splits and returns whole: its components always travel with its kit line.
 *
 * Pure: shared by the server (intake, splits, recommendations) and the SPA (the order page).
 */
import {
  ceil,
  div,
  floor,
  fromText,
  mul,
  ratio,
  ratioOf,
  toText,
  ZERO,
  type Ratio,
} from './manufacturing/ratio';

/** A stored perKit ('2', '1/3'). */
const perKitRatio = (perKit: string): Ratio => fromText(perKit) ?? ZERO;

/** On a kit line: the kit it is, and the key its component lines carry. */
export interface KitRef {
  key: string;
  billOfMaterialsId: number;
  revision: number;
  name: string;
}

/** On a component line: the kit line it belongs to, and how many item units one kit takes (ratio text). */
export interface KitComponentRef {
  key: string;
  perKit: string;
}

/** The kit fields of an order line (server/modules/orders/order-records.repository.ts OrderLine). */
export interface KitFields {
  quantity: number;
  kit?: KitRef | null;
  kitComponent?: KitComponentRef | null;
}

export const isKitLine = (line: KitFields): boolean => line.kit != null;
export const isKitComponent = (line: KitFields): boolean => line.kitComponent != null;

/** The lines the customer ordered: every line but kit components. */
export const customerLines = <L extends KitFields>(lines: readonly L[]): L[] =>
  lines.filter((l) => !isKitComponent(l));

/** The component lines of the kit line `kit`, with their indexes in `lines`. */
export function componentsOf<L extends KitFields>(
  lines: readonly L[],
  kit: L,
): { line: L; lineIndex: number }[] {
  const key = kit.kit?.key;
  if (key == null) return [];
  return lines.flatMap((line, lineIndex) => (line.kitComponent?.key === key ? [{ line, lineIndex }] : []));
}

/** One kit's take of a component item: quantity of the BOM line ÷ unitsPerItemUnit (1 when blank). */
export function perKitOf(component: {
  quantity: number | string;
  unitsPerItemUnit?: number | string | null;
}): Ratio {
  const per = ratioOf(component.unitsPerItemUnit);
  const quantity = ratio(component.quantity);
  return per && per.n > 0n ? div(quantity, per) : quantity;
}

export const perKitText = (component: {
  quantity: number | string;
  unitsPerItemUnit?: number | string | null;
}) => toText(perKitOf(component));

/** What `kits` kits take of a component, in whole item units (rounded up). */
export const componentQuantity = (perKit: string, kits: number): number =>
  kits <= 0 ? 0 : ceil(mul(perKitRatio(perKit), ratio(kits)));

/** How many whole kits `available` units of a component cover. */
export function kitsCoveredBy(perKit: string, available: number): number {
  const per = perKitRatio(perKit);
  if (per.n <= 0n) return Number.POSITIVE_INFINITY;
  return Math.max(0, floor(div(ratio(Math.max(0, Math.floor(available))), per)));
}

export interface LineMove {
  lineIndex: number;
  quantity: number;
}

/**
 * A split's moves, named on the customer's lines, as moves of every stored line: moving k kits moves
 * ceil(perKit × k) of each component (and what stays is the rest, so the two orders together hold
 * exactly what the order held). Naming a component line is refused: a kit splits by its kit line.
 * Answers the expanded moves or a message per field (`lines[i].lineIndex`).
 */
export function expandKitMoves<L extends KitFields>(
  lines: readonly L[],
  moves: readonly LineMove[],
): { moves: LineMove[] } | { fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const expanded: LineMove[] = [];
  moves.forEach((move, i) => {
    const line = lines[move.lineIndex];
    if (line && isKitComponent(line)) {
      fields[`lines[${i}].lineIndex`] = 'This line is part of a kit: split the kit line instead';
      return;
    }
    expanded.push(move);
    if (!line || !isKitLine(line)) return;
    const kitsLeft = line.quantity - move.quantity;
    for (const { line: component, lineIndex } of componentsOf(lines, line)) {
      const keep = componentQuantity(component.kitComponent!.perKit, kitsLeft);
      expanded.push({ lineIndex, quantity: component.quantity - keep });
    }
  });
  return Object.keys(fields).length ? { fields } : { moves: expanded };
}

/**
 * What shipping did for client billing, fixed when the order ships: one order, its customer lines,
 * the units picked (component units for kits, never the kit line itself), the kits among them.
 */
export interface OrderActivity {
  orders: number;
  lines: number;
  /** Lines picked: component lines and plain lines that ship. */
  pickLines: number;
  units: number;
  kits: number;
  /** Component units picked for kits. */
  kitComponentUnits: number;
}

/** The activity facts of an order's lines (those that ship: not ignored, mapped or kit components). */
export function orderActivityOf(
  lines: readonly (KitFields & { ignored?: boolean; vendorProductId?: number | null })[],
): OrderActivity {
  const shipping = lines.filter((l) => !l.ignored);
  const picks = shipping.filter((l) => l.vendorProductId != null);
  return {
    orders: 1,
    lines: customerLines(shipping).length,
    pickLines: picks.length,
    units: picks.reduce((n, l) => n + l.quantity, 0),
    kits: shipping.filter(isKitLine).reduce((n, l) => n + l.quantity, 0),
    kitComponentUnits: picks.filter(isKitComponent).reduce((n, l) => n + l.quantity, 0),
  };
}
