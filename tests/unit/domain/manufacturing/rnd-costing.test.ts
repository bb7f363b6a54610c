/**
 * The R&D costing sheet (src/domain/manufacturing/rnd-costing.ts): costs and price, weight, and each
 * warning triggered just past its boundary and not at it (spec §9 defaults: MOQ × 3, 26 weeks, 35 days).
 */
import { describe, expect, it } from 'vitest';
import {
  componentWarnings,
  daysBetween,
  rndCostingSheet,
  type RndItemFacts,
  type RndProjectInput,
} from '../../../../src/domain/manufacturing/rnd-costing';

const project: RndProjectInput = {
  id: 1,
  name: 'Lavender candle',
  items: [
    { sku: 'WAX', quantity: 2, vendorProductId: 3 }, // 2 kg for a yield of 10 candles
    { sku: 'JAR', quantity: 10, unitPrice: 1.2, vendorProductId: 4 },
    { sku: 'SCENT', quantity: 1, vendorProductId: null },
  ],
  quantity: 10,
  quantityToOrder: 300,
  otherFees: 45,
  percentMarkup: 10,
  wastePerItemPercent: 8,
  moqWarningMultiple: 3,
  lastPurchasedWeeksWarning: 26,
  planningLeadTimeDaysWarning: 35,
  unitWeight: 0.5,
  unitWeightMetric: true,
};
const facts: Record<number, RndItemFacts> = {
  3: {
    minimumOrderQuantity: 150,
    leadTimeDays: 42,
    lastPurchasePrice: 799,
    wholesalePrice: null,
    lastPurchasedOn: '2026-04-01',
  },
  4: {
    minimumOrderQuantity: null,
    leadTimeDays: null,
    lastPurchasePrice: 90,
    wholesalePrice: null,
    lastPurchasedOn: null,
  },
};
const today = '2026-10-30';

describe('rndCostingSheet', () => {
  const sheet = rndCostingSheet(project, (id) => facts[id] ?? null, today);

  it('costs a unit, the order and the suggested price from exact quantities', () => {
    // Per candle: wax 0.2 kg × 7.99 = 1.598, jar 1 × 1.20 (the line's own price wins) → 2.798 → $2.80.
    expect(sheet.materialCostPerUnit).toBe(2.8);
    // With 8 % waste: 3.02184 → $3.02; the waste's share $0.22.
    expect(sheet.wasteCostPerUnit).toBe(0.22);
    // 300 candles: 906.552 → $906.55; + $45 fees = $951.55; ÷ 300 = 3.17183 → $3.17.
    expect(sheet.batchMaterialCost).toBe(906.55);
    expect(sheet.batchCost).toBe(951.55);
    expect(sheet.unitCost).toBe(3.17);
    expect(sheet.suggestedPrice).toBe(3.49); // 3.487 → 3.49
    expect(sheet.marginPerUnit).toBe(0.32);
    expect(sheet.lines.map((l) => [l.sku, l.priceSource, l.toOrder])).toEqual([
      ['WAX', 'lastPurchase', 65], // 0.216 × 300 = 64.8 → 65 kg
      ['JAR', 'line', 324],
      ['SCENT', null, 33],
    ]);
    expect(sheet.missingPrices).toEqual(['SCENT']);
  });

  it('answers the weight in kilograms and pounds', () => {
    expect(sheet.weight).toEqual({ perUnitKg: 0.5, perUnitLb: 1.102, batchKg: 150, batchLb: 330.693 });
    const pounds = rndCostingSheet({ ...project, unitWeightMetric: false, unitWeight: 1 }, () => null, today);
    expect(pounds.weight).toMatchObject({ perUnitKg: 0.454, perUnitLb: 1 });
    expect(rndCostingSheet({ ...project, unitWeight: null }, () => null, today).weight).toBeNull();
  });

  it('names the component in each warning', () => {
    expect(sheet.warnings.map((w) => [w.kind, w.sku])).toEqual([
      ['moq', 'WAX'], // 300 < 3 × 150
      ['lastPurchase', 'WAX'], // 212 days > 26 weeks
      ['leadTime', 'WAX'], // 42 > 35 days
      ['noPrice', 'SCENT'],
    ]);
    expect(sheet.warnings[0]!.message).toBe(
      'WAX: the quantity to order (300) is below 3 × its minimum order of 150.',
    );
  });
});

describe('warning boundaries', () => {
  const thresholds = {
    quantityToOrder: 300,
    moqWarningMultiple: 3,
    lastPurchasedWeeksWarning: 26,
    planningLeadTimeDaysWarning: 35,
  };
  const base: RndItemFacts = {
    minimumOrderQuantity: null,
    leadTimeDays: null,
    lastPurchasePrice: 100,
    wholesalePrice: null,
    lastPurchasedOn: null,
  };
  const kinds = (f: Partial<RndItemFacts>, p = thresholds) =>
    componentWarnings({ index: 0, sku: 'X' }, { ...base, ...f }, p, today, true).map((w) => w.kind);

  it('MOQ: at 3 × the minimum order no warning, one unit below it warns', () => {
    expect(kinds({ minimumOrderQuantity: 100 })).toEqual([]); // 300 = 3 × 100
    expect(kinds({ minimumOrderQuantity: 100 }, { ...thresholds, quantityToOrder: 299 })).toEqual(['moq']);
    expect(kinds({ minimumOrderQuantity: 101 })).toEqual(['moq']);
  });

  it('last purchase: exactly 26 weeks ago no warning, a day older warns', () => {
    expect(daysBetween('2026-05-01', today)).toBe(182);
    expect(kinds({ lastPurchasedOn: '2026-05-01' })).toEqual([]); // 182 days = 26 weeks
    expect(kinds({ lastPurchasedOn: '2026-04-30' })).toEqual(['lastPurchase']);
  });

  it('lead time: 35 days no warning, 36 warns', () => {
    expect(kinds({ leadTimeDays: 35 })).toEqual([]);
    expect(kinds({ leadTimeDays: 36 })).toEqual(['leadTime']);
  });

  it('no price warns', () => {
    expect(componentWarnings({ index: 2, sku: 'Y' }, null, thresholds, today, false)).toEqual([
      {
        kind: 'noPrice',
        lineIndex: 2,
        sku: 'Y',
        message: 'Y: no price is known; it is left out of the costs.',
      },
    ]);
  });
});
