/**
 * The R&D costing sheet (issue 15, spec §3 and §9), pure: what a product in development costs, what
 * to ask for it, and what to watch before ordering its components.
 *
 * - The project's lines are the components of `quantity` finished units (a recipe's yield; 1 by
 *   default), so a line needs quantity_line ÷ quantity per finished unit, and with the project's
 *   waste per item × (1 + wastePerItemPercent / 100).
 * - A line's price per unit: the line's own unitPrice when entered, else the item's last purchase
 *   price, else its wholesale price; a line with none is left out of the costs and named.
 * - materialCostPerUnit: the components of one unit before waste; wasteCostPerUnit: the waste's share.
 * - batchMaterialCost: the first order (quantityToOrder finished units) with waste; batchCost adds
 *   otherFees; unitCost = batchCost ÷ quantityToOrder (fees spread over the order);
 *   suggestedPrice = unitCost × (1 + percentMarkup / 100). Amounts are minor units through
 *   src/domain/money.ts, each figure rounded once from exact fractions.
 * - Weight: unitWeight in kilograms when unitWeightMetric, else pounds; both are answered, per unit
 *   and for the order (1 lb = 0.45359237 kg exactly), to three decimals.
 *
 * Warnings, each naming its component (boundaries: "below", "older than" and "exceeds" are strict):
 * - moq: quantityToOrder < moqWarningMultiple × the component's minimum order quantity;
 * - lastPurchase: the component's last purchase is more than lastPurchasedWeeksWarning weeks
 *   (× 7 days) before today;
 * - leadTime: the component's lead time > planningLeadTimeDaysWarning days;
 * - noPrice: no price is known for the component.
 */
import type {
  RndCostingLine,
  RndCostingSheet,
  RndPriceSource,
  RndWarning,
  RndWeight,
} from '../contracts/manufacturing-answers';
import {
  add as addMinor,
  fromAmount,
  fromAmountOrNull,
  roundFraction,
  subtract,
  toAmount,
  type Amount,
  type Minor,
} from '../money';
import { add, ceil, div, fraction, mul, percentFactor, ratio, toNumber, ZERO, type Ratio } from './ratio';

/** What the sheet reads of a project (the stored row, possibly with the form's unsaved values). */
export interface RndProjectInput {
  id: number;
  name: string;
  items: readonly {
    sku: string;
    name?: string | null;
    quantity: number | string;
    unitPrice?: Amount | null;
    vendorProductId?: number | null;
  }[];
  quantity: number;
  quantityToOrder: number;
  otherFees: Amount;
  percentMarkup: Amount;
  wastePerItemPercent: Amount;
  moqWarningMultiple: number;
  lastPurchasedWeeksWarning: number;
  planningLeadTimeDaysWarning: number;
  unitWeight: Amount | null;
  unitWeightMetric: boolean;
}

/** What the sheet needs to know of a component item. */
export interface RndItemFacts {
  minimumOrderQuantity: number | null;
  leadTimeDays: number | null;
  /** Minor units per item unit. */
  lastPurchasePrice: Minor | null;
  wholesalePrice: Minor | null;
  /** 'YYYY-MM-DD' of its last purchase order, null when never purchased. */
  lastPurchasedOn: string | null;
}

export const KG_PER_LB = '0.45359237';
const DAY_MS = 86_400_000;

/** Whole days from one calendar day to another ('YYYY-MM-DD'). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The warnings of one component (see the rules above). */
export function componentWarnings(
  line: { index: number; sku: string },
  facts: RndItemFacts | null,
  project: Pick<
    RndProjectInput,
    'quantityToOrder' | 'moqWarningMultiple' | 'lastPurchasedWeeksWarning' | 'planningLeadTimeDaysWarning'
  >,
  today: string,
  hasPrice: boolean,
): RndWarning[] {
  const out: RndWarning[] = [];
  const warn = (kind: RndWarning['kind'], message: string) =>
    out.push({ kind, lineIndex: line.index, sku: line.sku, message });
  const moq = facts?.minimumOrderQuantity ?? null;
  if (moq !== null && moq > 0 && project.quantityToOrder < project.moqWarningMultiple * moq)
    warn(
      'moq',
      `${line.sku}: the quantity to order (${project.quantityToOrder}) is below ${project.moqWarningMultiple} × its minimum order of ${moq}.`,
    );
  const last = facts?.lastPurchasedOn ?? null;
  if (last !== null) {
    const days = daysBetween(last, today);
    if (days > project.lastPurchasedWeeksWarning * 7)
      warn(
        'lastPurchase',
        `${line.sku}: last purchased on ${last}, more than ${project.lastPurchasedWeeksWarning} weeks ago; its price may be out of date.`,
      );
  }
  const lead = facts?.leadTimeDays ?? null;
  if (lead !== null && lead > project.planningLeadTimeDaysWarning)
    warn(
      'leadTime',
      `${line.sku}: its lead time of ${lead} days exceeds the planning limit of ${project.planningLeadTimeDaysWarning} days.`,
    );
  if (!hasPrice) warn('noPrice', `${line.sku}: no price is known; it is left out of the costs.`);
  return out;
}

function priceOf(
  unitPrice: Amount | null | undefined,
  facts: RndItemFacts | null,
): { price: Minor | null; source: RndPriceSource | null } {
  const own = fromAmountOrNull(unitPrice ?? null);
  if (own !== null) return { price: own, source: 'line' };
  if (facts?.lastPurchasePrice != null) return { price: facts.lastPurchasePrice, source: 'lastPurchase' };
  if (facts?.wholesalePrice != null) return { price: facts.wholesalePrice, source: 'wholesale' };
  return { price: null, source: null };
}

const round = (r: Ratio) => roundFraction(r.n, r.d);
const weight3 = (r: Ratio) => toNumber(r, 3);

/** The costing sheet of a project as of `today` ('YYYY-MM-DD'). */
export function rndCostingSheet(
  project: RndProjectInput,
  factsOf: (vendorProductId: number) => RndItemFacts | null,
  today: string,
): RndCostingSheet {
  const yieldUnits = ratio(Math.max(1, project.quantity));
  const toOrder = Math.max(1, project.quantityToOrder);
  const waste = percentFactor(ratio(project.wastePerItemPercent));
  let material = ZERO;
  let withWaste = ZERO;
  const missingPrices: string[] = [];
  const warnings: RndWarning[] = [];
  const lines: RndCostingLine[] = project.items.map((line, index) => {
    const facts = line.vendorProductId != null ? factsOf(line.vendorProductId) : null;
    const content = div(ratio(line.quantity), yieldUnits);
    const perUnit = mul(content, waste);
    const { price, source } = priceOf(line.unitPrice, facts);
    if (price === null) missingPrices.push(line.sku);
    else {
      material = add(material, mul(fraction(price), content));
      withWaste = add(withWaste, mul(fraction(price), perUnit));
    }
    warnings.push(...componentWarnings({ index, sku: line.sku }, facts, project, today, price !== null));
    return {
      index,
      sku: line.sku,
      name: line.name ?? null,
      vendorProductId: line.vendorProductId ?? null,
      quantity: toNumber(ratio(line.quantity)),
      perUnit: toNumber(perUnit),
      toOrder: ceil(mul(perUnit, ratio(toOrder))),
      unitPrice: price === null ? null : toAmount(price),
      priceSource: source,
      costPerUnit: price === null ? null : toAmount(round(mul(fraction(price), perUnit))),
      minimumOrderQuantity: facts?.minimumOrderQuantity ?? null,
      leadTimeDays: facts?.leadTimeDays ?? null,
      lastPurchasedOn: facts?.lastPurchasedOn ?? null,
    };
  });
  const materialCostPerUnit = round(material);
  const withWasteMinor = round(withWaste);
  const batchMaterialCost = round(mul(withWaste, ratio(toOrder)));
  const otherFees = fromAmount(project.otherFees);
  const batchCost = addMinor(batchMaterialCost, otherFees);
  const unitCost = roundFraction(BigInt(batchCost), BigInt(toOrder));
  const suggestedPrice = round(mul(fraction(unitCost), percentFactor(ratio(project.percentMarkup))));
  let weight: RndWeight | null = null;
  const w = project.unitWeight === null ? null : ratio(String(project.unitWeight));
  if (w !== null) {
    const kgPerLb = ratio(KG_PER_LB);
    const kg = project.unitWeightMetric ? w : mul(w, kgPerLb);
    const lb = project.unitWeightMetric ? div(w, kgPerLb) : w;
    weight = {
      perUnitKg: weight3(kg),
      perUnitLb: weight3(lb),
      batchKg: weight3(mul(kg, ratio(toOrder))),
      batchLb: weight3(mul(lb, ratio(toOrder))),
    };
  }
  return {
    projectId: project.id,
    name: project.name,
    quantity: project.quantity,
    quantityToOrder: project.quantityToOrder,
    percentMarkup: toNumber(ratio(project.percentMarkup), 2),
    wastePerItemPercent: toNumber(ratio(project.wastePerItemPercent), 2),
    lines,
    materialCostPerUnit: toAmount(materialCostPerUnit),
    wasteCostPerUnit: toAmount(subtract(withWasteMinor, materialCostPerUnit)),
    batchMaterialCost: toAmount(batchMaterialCost),
    otherFees: toAmount(otherFees),
    batchCost: toAmount(batchCost),
    unitCost: toAmount(unitCost),
    suggestedPrice: toAmount(suggestedPrice),
    marginPerUnit: toAmount(subtract(suggestedPrice, unitCost)),
    weight,
    missingPrices,
    warnings,
    thresholds: {
      moqWarningMultiple: project.moqWarningMultiple,
      lastPurchasedWeeksWarning: project.lastPurchasedWeeksWarning,
      planningLeadTimeDaysWarning: project.planningLeadTimeDaysWarning,
    },
    today,
  };
}
