/**
 * The cost roll-up of a bill of materials (issue 15), pure: what one finished unit costs from its
 * components' last purchase prices (per unit of the item's own unit), waste compounded level by level
 * exactly as the explosion computes it (bom-explosion.ts). The exact requirements multiply the prices
 * as fractions and the sum is rounded once to the cent (src/domain/money.ts); a sub-assembly costs
 * what its lines cost. A component without a known price makes the total unknown (null), and is named.
 *
 * It also shapes the explosion answer of GET …/billOfMaterials/{id}/explosion (contracts/
 * manufacturing-answers.ts BomExplosion): the tree with each line's requirement and cost, the totals
 * per leaf item in whole units, and the roll-up.
 */
import type { BomExplosion, ExplosionNode, ExplosionTotal } from '../contracts/manufacturing-answers';
import { multiplyFraction, roundFraction, toAmount, toAmountOrNull, type Minor } from '../money';
import {
  leafRequirements,
  requiredUnits,
  type ExplodedLine,
  type Explosion,
  type LeafRequirement,
} from './bom-explosion';
import { add, fraction, mul, ratio, toNumber, ZERO, type Ratio } from './ratio';

/** An item's price per unit of its own unit, in minor units; null when none is known. */
export type PriceOf = (vendorProductId: number) => Minor | null;

/** price × an exact quantity, as an exact fraction of minor units. */
const priced = (price: Minor, quantity: Ratio): Ratio => mul(fraction(price), quantity);

export interface CostRollUp {
  /** One finished unit, rounded once; null when a price is missing. */
  perUnit: Minor | null;
  /** The exact sum over the priced leaves (a lower bound when prices are missing). */
  exact: Ratio;
  missing: string[];
}

/** The cost of one finished unit from its leaf requirements. */
export function rollUpCost(leaves: readonly LeafRequirement[], priceOf: PriceOf): CostRollUp {
  let exact = ZERO;
  const missing: string[] = [];
  for (const leaf of leaves) {
    const price = priceOf(leaf.vendorProductId);
    if (price === null) missing.push(leaf.sku);
    else exact = add(exact, priced(price, leaf.perUnit));
  }
  return { perUnit: missing.length ? null : roundFraction(exact.n, exact.d), exact, missing };
}

/** A line's cost in one finished unit: its own (a leaf) or its children's (a sub-assembly); null when unknown. */
function lineCost(line: ExplodedLine, priceOf: PriceOf): Ratio | null {
  if (line.subBillOfMaterialsId === null) {
    const price = priceOf(line.vendorProductId);
    return price === null ? null : priced(price, line.perFinishedUnit);
  }
  let total = ZERO;
  for (const child of line.children) {
    const c = lineCost(child, priceOf);
    if (c === null) return null;
    total = add(total, c);
  }
  return total;
}

const amountOf = (r: Ratio | null) => (r === null ? null : toAmount(roundFraction(r.n, r.d)));

function nodeOf(line: ExplodedLine, quantity: number, priceOf: PriceOf): ExplosionNode {
  const leaf = line.subBillOfMaterialsId === null;
  const required = mul(line.perFinishedUnit, ratio(quantity));
  return {
    key: line.key,
    level: line.level,
    vendorProductId: line.vendorProductId,
    sku: line.sku,
    name: line.name,
    productType: line.productType,
    unit: line.unit,
    unitsPerItemUnit: toNumber(line.unitsPerItemUnit),
    itemUnit: line.itemUnit,
    quantityPerParent: toNumber(line.quantityPerParent),
    wastePercent: toNumber(line.wastePercent, 2),
    perFinishedUnit: toNumber(line.perFinishedUnit),
    required: toNumber(required),
    toConsume: leaf ? requiredUnits(line.perFinishedUnit, quantity) : null,
    subBillOfMaterialsId: line.subBillOfMaterialsId,
    unitPrice: toAmountOrNull(priceOf(line.vendorProductId)),
    costPerFinishedUnit: amountOf(lineCost(line, priceOf)),
    children: line.children.map((c) => nodeOf(c, quantity, priceOf)),
  };
}

/** The answer of GET …/billOfMaterials/{id}/explosion?quantity=N. */
export function explosionAnswer(
  explosion: Explosion,
  quantity: number,
  priceOf: PriceOf,
  finishedProduct: BomExplosion['finishedProduct'],
): BomExplosion {
  const leaves = leafRequirements(explosion.lines);
  const roll = rollUpCost(leaves, priceOf);
  const totals: ExplosionTotal[] = leaves.map((leaf) => {
    const units = requiredUnits(leaf.perUnit, quantity);
    const price = priceOf(leaf.vendorProductId);
    return {
      vendorProductId: leaf.vendorProductId,
      sku: leaf.sku,
      name: leaf.name,
      productType: leaf.productType,
      itemUnit: leaf.itemUnit,
      required: toNumber(mul(leaf.perUnit, ratio(quantity))),
      quantity: units,
      unitPrice: toAmountOrNull(price),
      cost: price === null ? null : toAmount(multiplyFraction(price, BigInt(units), 1n)),
    };
  });
  return {
    billOfMaterialsId: explosion.root.id,
    name: explosion.root.name,
    revision: explosion.root.revision,
    finishedProduct,
    quantity,
    tree: explosion.lines.map((l) => nodeOf(l, quantity, priceOf)),
    totals,
    costPerUnit: toAmountOrNull(roll.perUnit),
    totalCost: roll.perUnit === null ? null : amountOf(mul(roll.exact, ratio(quantity))),
    missingPrices: roll.missing,
    problems: explosion.problems,
  };
}

/**
 * What a completion's consumption cost per finished unit: the consumed whole units × their prices,
 * over the units produced, rounded once (the work order's recorded unitCost). null when a price is
 * missing or nothing was produced.
 */
export function completionUnitCost(
  consumed: readonly { vendorProductId: number; quantity: number }[],
  produced: number,
  priceOf: PriceOf,
): Minor | null {
  if (produced <= 0) return null;
  let total = 0n;
  for (const c of consumed) {
    const price = priceOf(c.vendorProductId);
    if (price === null) return null;
    total += BigInt(price) * BigInt(c.quantity);
  }
  return roundFraction(total, BigInt(produced));
}
