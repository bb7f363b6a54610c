/**
 * The multi-level explosion of a bill of materials (issue 15): what N finished units need of every
 * component, pure (the server hands in the BOMs and items it read).
 *
 * A component line reads: `quantity` of its `unit` per ONE unit of its parent, `unitsPerItemUnit` of
 * that unit making one of the item's own unit (1000 when the line counts grams of an item kept in
 * kilograms; 1 or blank when the units are the same), and `wastePercent` lost in making (8 → × 1.08).
 * So one parent unit needs quantity ÷ unitsPerItemUnit × (1 + waste/100) of the item, in the item's
 * unit. A component that has a bill of materials of its own (a sub-assembly) explodes further: its
 * lines are per one unit of the sub-assembly, so their factors multiply the sub-assembly's, and the
 * waste of every level compounds (a 10 % waste under a 5 % waste is × 1.10 × 1.05). Sub-assemblies
 * are made on the way (phantom): the work order consumes the leaves, not a stocked sub-assembly.
 *
 * Rounding rule. Inside the tree nothing is rounded: every factor is an exact ratio (ratio.ts). Only
 * a leaf's requirement for a number of finished units is rounded, UP to whole units of the item's
 * unit: required(Q) = ceil(perUnit × Q). A completion of k units after `done` already produced
 * consumes ceil(perUnit × (done + k)) − ceil(perUnit × done), so however a work order is completed in
 * parts, what it consumed in total is exactly required(total produced), and a work order completed
 * in full consumes exactly what its release allocated (tested with fast-check). A disassembly returns
 * what the finished unit contains, without the waste, rounded DOWN the same way (a part unit cannot
 * come back): floor(contentPerUnit × (done + k)) − floor(contentPerUnit × done).
 */
import {
  ceil,
  compare,
  div,
  floor,
  fromText,
  mul,
  ONE,
  percentFactor,
  ratio,
  ratioOf,
  add,
  toText,
  ZERO,
  type Ratio,
} from './ratio';

/** A component line as stored (server/db/schema/manufacturing.ts ComponentLine). */
export interface ComponentLineInput {
  vendorProductId?: number | null;
  sku: string;
  name?: string | null;
  quantity: number | string;
  unit?: string | null;
  unitsPerItemUnit?: number | string | null;
  wastePercent?: number | string | null;
  productType?: string | null;
}

export interface BomInput {
  id: number;
  name: string;
  revision: number;
  warehouseProductId: number | null;
  items: readonly ComponentLineInput[];
}

/** What the explosion needs of an item. */
export interface ItemInput {
  vendorProductId: number;
  sku: string;
  name: string | null;
  /** The item's own unit of measure (vendor_products.itemUnit). */
  itemUnit: string;
  productType?: string | null;
}

export interface ExplosionSources {
  /** The bill of materials that makes this item, if any (its own BOM: a sub-assembly). */
  bomOf(vendorProductId: number): BomInput | null;
  item(vendorProductId: number): ItemInput | null;
}

export interface ExplodedLine {
  key: string;
  level: number;
  vendorProductId: number;
  sku: string;
  name: string | null;
  productType: string | null;
  unit: string;
  unitsPerItemUnit: Ratio;
  itemUnit: string;
  quantityPerParent: Ratio;
  wastePercent: Ratio;
  /** Per finished unit, in the item's unit, waste of this and every level above compounded. */
  perFinishedUnit: Ratio;
  /** The same without any waste: what one finished unit contains. */
  contentPerFinishedUnit: Ratio;
  subBillOfMaterialsId: number | null;
  children: ExplodedLine[];
}

export interface Explosion {
  root: BomInput;
  lines: ExplodedLine[];
  problems: string[];
}

/** Deeper than this is a data error (a cycle the path check missed cannot exist; this bounds work). */
export const MAX_BOM_DEPTH = 12;

/** A line's unit conversion: blank or not positive is 1 (the same unit). */
const conversionOf = (line: ComponentLineInput) => {
  const r = ratioOf(line.unitsPerItemUnit ?? null);
  return r && r.n > 0n ? r : ONE;
};

/** Explodes `root` level by level (see the rules above). Lines without an item are reported, not exploded. */
export function explode(root: BomInput, sources: ExplosionSources): Explosion {
  const problems: string[] = [];
  const walk = (
    bom: BomInput,
    factor: Ratio,
    content: Ratio,
    level: number,
    path: readonly number[],
    prefix: string,
  ): ExplodedLine[] =>
    bom.items.flatMap((line, index): ExplodedLine[] => {
      const key = prefix ? `${prefix}.${index}` : String(index);
      const item = line.vendorProductId != null ? sources.item(line.vendorProductId) : null;
      if (!item) {
        problems.push(`${line.sku} (in ${bom.name}) is not an item any more; it is left out.`);
        return [];
      }
      const quantity = ratio(line.quantity);
      const unitsPerItemUnit = conversionOf(line);
      const wastePercent = ratio(line.wastePercent ?? 0);
      const inItemUnit = div(quantity, unitsPerItemUnit);
      const perFinishedUnit = mul(mul(factor, inItemUnit), percentFactor(wastePercent));
      const contentPerFinishedUnit = mul(content, inItemUnit);
      let sub = sources.bomOf(item.vendorProductId);
      if (sub && (path.includes(sub.id) || sub.id === root.id)) {
        problems.push(`${item.sku} is made of itself (through ${bom.name}); it is not exploded further.`);
        sub = null;
      } else if (sub && level >= MAX_BOM_DEPTH) {
        problems.push(
          `${item.sku} is nested more than ${MAX_BOM_DEPTH} levels deep; it is not exploded further.`,
        );
        sub = null;
      }
      return [
        {
          key,
          level,
          vendorProductId: item.vendorProductId,
          sku: item.sku,
          name: item.name ?? line.name ?? null,
          productType: line.productType ?? item.productType ?? null,
          unit: line.unit || item.itemUnit,
          unitsPerItemUnit,
          itemUnit: item.itemUnit,
          quantityPerParent: quantity,
          wastePercent,
          perFinishedUnit,
          contentPerFinishedUnit,
          subBillOfMaterialsId: sub?.id ?? null,
          children: sub
            ? walk(sub, perFinishedUnit, contentPerFinishedUnit, level + 1, [...path, sub.id], key)
            : [],
        },
      ];
    });
  return { root, lines: walk(root, ONE, ONE, 1, [root.id], ''), problems };
}

/** Every line of the tree, depth first. */
export const flatten = (lines: readonly ExplodedLine[]): ExplodedLine[] =>
  lines.flatMap((l) => [l, ...flatten(l.children)]);

/** A leaf item's requirement per finished unit over the whole tree (the same item under two parents adds up). */
export interface LeafRequirement {
  vendorProductId: number;
  sku: string;
  name: string | null;
  productType: string | null;
  itemUnit: string;
  perUnit: Ratio;
  contentPerUnit: Ratio;
}

/** The leaves of the explosion summed per item, in the order they first appear. */
export function leafRequirements(lines: readonly ExplodedLine[]): LeafRequirement[] {
  const byItem = new Map<number, LeafRequirement>();
  for (const line of flatten(lines)) {
    if (line.children.length || line.subBillOfMaterialsId !== null) continue;
    const had = byItem.get(line.vendorProductId);
    byItem.set(
      line.vendorProductId,
      had
        ? {
            ...had,
            perUnit: add(had.perUnit, line.perFinishedUnit),
            contentPerUnit: add(had.contentPerUnit, line.contentPerFinishedUnit),
          }
        : {
            vendorProductId: line.vendorProductId,
            sku: line.sku,
            name: line.name,
            productType: line.productType,
            itemUnit: line.itemUnit,
            perUnit: line.perFinishedUnit,
            contentPerUnit: line.contentPerFinishedUnit,
          },
    );
  }
  return [...byItem.values()].filter((r) => compare(r.perUnit, ZERO) > 0);
}

const whole = (quantity: number) => {
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError(`${quantity} is not a whole number of finished units`);
  return BigInt(quantity);
};

/** Whole units of a leaf that `quantity` finished units need: rounded up. */
export const requiredUnits = (perUnit: Ratio, quantity: number) => ceil(mul(perUnit, ratio(whole(quantity))));

/** What a completion of `now` units consumes after `done` were produced (sums to requiredUnits of the total). */
export const consumedShare = (perUnit: Ratio, done: number, now: number) =>
  requiredUnits(perUnit, done + now) - requiredUnits(perUnit, done);

/** What a disassembly of `now` units returns after `done` were taken apart: the content, rounded down. */
export const returnedShare = (contentPerUnit: Ratio, done: number, now: number) =>
  floor(mul(contentPerUnit, ratio(whole(done + now)))) - floor(mul(contentPerUnit, ratio(whole(done))));

/**
 * A work order's requirements frozen at release (work_orders.requirements): per item the exact
 * factors as text ('27/25'), so later edits of any BOM in the tree never change what it consumes.
 */
export interface FrozenRequirement {
  vendorProductId: number;
  sku: string;
  name: string | null;
  itemUnit: string;
  /** Per finished unit with waste, as ratio.ts toText. */
  perUnit: string;
  /** Per finished unit without waste (what a disassembly returns). */
  contentPerUnit: string;
  /** Whole units for the ordered quantity. */
  required: number;
}

export const freezeRequirements = (
  leaves: readonly LeafRequirement[],
  quantity: number,
): FrozenRequirement[] =>
  leaves.map((l) => ({
    vendorProductId: l.vendorProductId,
    sku: l.sku,
    name: l.name,
    itemUnit: l.itemUnit,
    perUnit: toText(l.perUnit),
    contentPerUnit: toText(l.contentPerUnit),
    required: requiredUnits(l.perUnit, quantity),
  }));

/** A frozen requirement's factors back as ratios (a bad text reads as 0: nothing consumed). */
export const thawRequirement = (r: FrozenRequirement) => ({
  ...r,
  perUnitRatio: fromText(r.perUnit) ?? ZERO,
  contentPerUnitRatio: fromText(r.contentPerUnit) ?? ZERO,
});
