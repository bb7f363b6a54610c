/** The BOM cost roll-up (src/domain/manufacturing/bom-costing.ts): exact, waste compounded, rounded once. */
import { describe, expect, it } from 'vitest';
import {
  completionUnitCost,
  explosionAnswer,
  rollUpCost,
} from '../../../../src/domain/manufacturing/bom-costing';
import { explode, leafRequirements, type BomInput } from '../../../../src/domain/manufacturing/bom-explosion';

const item = (id: number, sku: string, itemUnit = 'E') => ({ vendorProductId: id, sku, name: sku, itemUnit });
const items = [item(1, 'BOX'), item(2, 'CANDLE'), item(3, 'WAX', 'KG'), item(4, 'WICK'), item(5, 'CARTON')];
const candle: BomInput = {
  id: 20,
  name: 'Candle',
  revision: 1,
  warehouseProductId: 2,
  items: [
    { vendorProductId: 3, sku: 'WAX', quantity: 250, unitsPerItemUnit: 1000, wastePercent: 10 },
    { vendorProductId: 4, sku: 'WICK', quantity: 1 },
  ],
};
const box: BomInput = {
  id: 10,
  name: 'Gift box',
  revision: 2,
  warehouseProductId: 1,
  items: [
    { vendorProductId: 2, sku: 'CANDLE', quantity: 2, wastePercent: 5 },
    { vendorProductId: 5, sku: 'CARTON', quantity: 1 },
  ],
};
const explosion = explode(box, {
  bomOf: (id) => [box, candle].find((b) => b.warehouseProductId === id) ?? null,
  item: (id) => items.find((i) => i.vendorProductId === id) ?? null,
});
// Cents per item unit: wax $7.99/kg, wick $0.13, carton $0.45.
const prices: Record<number, number> = { 3: 799, 4: 13, 5: 45 };
const priceOf = (id: number) => prices[id] ?? null;

describe('rollUpCost', () => {
  it('costs one unit from exact requirements, rounded once', () => {
    // wax 0.5775 × 799 = 461.4225; wick 2.1 × 13 = 27.3; carton 45 → 533.7225 → 534 cents.
    const roll = rollUpCost(leafRequirements(explosion.lines), priceOf);
    expect(roll.perUnit).toBe(534);
    expect(roll.missing).toEqual([]);
  });

  it('is unknown (null) and names the SKU when a price is missing', () => {
    const roll = rollUpCost(leafRequirements(explosion.lines), (id) => (id === 4 ? null : priceOf(id)));
    expect(roll.perUnit).toBeNull();
    expect(roll.missing).toEqual(['WICK']);
  });
});

describe('explosionAnswer', () => {
  it('answers the tree with costs per line, totals in whole units and the roll-up', () => {
    const answer = explosionAnswer(explosion, 4, priceOf, { vendorProductId: 1, sku: 'BOX', name: 'Box' });
    expect(answer.costPerUnit).toBe(5.34);
    expect(answer.totalCost).toBe(21.35); // 533.7225 × 4 = 2134.89 → $21.35
    expect(answer.tree[0]).toMatchObject({ sku: 'CANDLE', toConsume: null, costPerFinishedUnit: 4.89 });
    expect(answer.tree[0]!.children[0]).toMatchObject({
      sku: 'WAX',
      perFinishedUnit: 0.5775,
      required: 2.31,
      toConsume: 3,
      unitPrice: 7.99,
    });
    expect(answer.totals.map((t) => [t.sku, t.quantity, t.cost])).toEqual([
      ['WAX', 3, 23.97],
      ['WICK', 9, 1.17],
      ['CARTON', 4, 1.8],
    ]);
  });
});

describe('completionUnitCost', () => {
  it('spreads what a completion consumed over the units produced', () => {
    expect(
      completionUnitCost(
        [
          { vendorProductId: 3, quantity: 3 },
          { vendorProductId: 5, quantity: 4 },
        ],
        4,
        priceOf,
      ),
    ).toBe(644); // (2397 + 180) / 4 = 644.25
    expect(completionUnitCost([{ vendorProductId: 9, quantity: 1 }], 1, priceOf)).toBeNull();
    expect(completionUnitCost([], 0, priceOf)).toBeNull();
  });
});
