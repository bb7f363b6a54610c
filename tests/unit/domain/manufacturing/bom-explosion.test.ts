/**
 * The multi-level explosion (src/domain/manufacturing/bom-explosion.ts): unit conversion, waste
 * compounded level by level, the rounding rule (leaves rounded up to whole units, exact inside), and
 * the property that completions in any parts consume exactly the BOM × the produced quantity.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consumedShare,
  explode,
  flatten,
  freezeRequirements,
  leafRequirements,
  requiredUnits,
  returnedShare,
  thawRequirement,
  type BomInput,
  type ExplosionSources,
  type ItemInput,
} from '../../../../src/domain/manufacturing/bom-explosion';
import { fraction, ratio, toNumber, toText } from '../../../../src/domain/manufacturing/ratio';

const items: Record<number, ItemInput> = {
  1: { vendorProductId: 1, sku: 'GIFT-BOX', name: 'Gift box', itemUnit: 'E' },
  2: { vendorProductId: 2, sku: 'CANDLE', name: 'Candle (sub-assembly)', itemUnit: 'E' },
  3: { vendorProductId: 3, sku: 'WAX', name: 'Soy wax', itemUnit: 'KG' },
  4: { vendorProductId: 4, sku: 'WICK', name: 'Wick', itemUnit: 'E' },
  5: { vendorProductId: 5, sku: 'CARTON', name: 'Carton', itemUnit: 'E' },
};

const candle: BomInput = {
  id: 20,
  name: 'Candle',
  revision: 1,
  warehouseProductId: 2,
  items: [
    // 250 g of wax (kept in kg), 10 % lost in pouring.
    { vendorProductId: 3, sku: 'WAX', quantity: 250, unit: 'G', unitsPerItemUnit: 1000, wastePercent: 10 },
    { vendorProductId: 4, sku: 'WICK', quantity: 1, wastePercent: 0 },
  ],
};
const giftBox: BomInput = {
  id: 10,
  name: 'Gift box',
  revision: 3,
  warehouseProductId: 1,
  items: [
    // Two candles per box, 5 % of candles broken in packing.
    { vendorProductId: 2, sku: 'CANDLE', quantity: 2, wastePercent: 5 },
    { vendorProductId: 5, sku: 'CARTON', quantity: 1 },
  ],
};

const sources = (boms: BomInput[]): ExplosionSources => ({
  bomOf: (id) => boms.find((b) => b.warehouseProductId === id) ?? null,
  item: (id) => items[id] ?? null,
});

describe('explode', () => {
  it('explodes a sub-assembly with unit conversion and compounded waste', () => {
    const { lines, problems } = explode(giftBox, sources([giftBox, candle]));
    expect(problems).toEqual([]);
    const flat = flatten(lines);
    expect(flat.map((l) => [l.key, l.level, l.sku])).toEqual([
      ['0', 1, 'CANDLE'],
      ['0.0', 2, 'WAX'],
      ['0.1', 2, 'WICK'],
      ['1', 1, 'CARTON'],
    ]);
    const wax = flat.find((l) => l.sku === 'WAX')!;
    // 2 × 1.05 candles × 0.25 kg × 1.10 = 0.5775 kg per box: both wastes compound.
    expect(toText(wax.perFinishedUnit)).toBe(toText(ratio('0.5775')));
    expect(toNumber(wax.contentPerFinishedUnit)).toBe(0.5);
    expect(toText(flat.find((l) => l.sku === 'WICK')!.perFinishedUnit)).toBe('21/10');
    expect(flat[0]!.subBillOfMaterialsId).toBe(20);
  });

  it('sums an item that appears under two parents and leaves out the sub-assembly itself', () => {
    const withLooseWick: BomInput = {
      ...giftBox,
      items: [...giftBox.items, { vendorProductId: 4, sku: 'WICK', quantity: 1 }],
    };
    const leaves = leafRequirements(explode(withLooseWick, sources([withLooseWick, candle])).lines);
    expect(leaves.map((l) => l.sku)).toEqual(['WAX', 'WICK', 'CARTON']);
    expect(toText(leaves.find((l) => l.sku === 'WICK')!.perUnit)).toBe('31/10');
  });

  it('rounds a leaf up to whole units only at the end', () => {
    const [wax] = leafRequirements(explode(giftBox, sources([giftBox, candle])).lines);
    expect(requiredUnits(wax!.perUnit, 1)).toBe(1); // 0.5775 kg → 1 kg
    expect(requiredUnits(wax!.perUnit, 4)).toBe(3); // 2.31 → 3, not 4 × 1
    expect(requiredUnits(wax!.perUnit, 400)).toBe(231); // exactly 231
    expect(requiredUnits(wax!.perUnit, 0)).toBe(0);
  });

  it('reports a cycle and a line without an item instead of looping', () => {
    const a: BomInput = {
      id: 1,
      name: 'A',
      revision: 1,
      warehouseProductId: 1,
      items: [{ vendorProductId: 2, sku: 'CANDLE', quantity: 1 }],
    };
    const b: BomInput = {
      id: 2,
      name: 'B',
      revision: 1,
      warehouseProductId: 2,
      items: [
        { vendorProductId: 1, sku: 'GIFT-BOX', quantity: 1 },
        { vendorProductId: 99, sku: 'GONE', quantity: 1 },
      ],
    };
    const { lines, problems } = explode(a, sources([a, b]));
    expect(flatten(lines).map((l) => l.sku)).toEqual(['CANDLE', 'GIFT-BOX']);
    expect(problems).toEqual([
      'GIFT-BOX is made of itself (through B); it is not exploded further.',
      'GONE (in B) is not an item any more; it is left out.',
    ]);
  });

  it('treats a blank or zero conversion as the same unit', () => {
    const bom: BomInput = {
      id: 5,
      name: 'X',
      revision: 1,
      warehouseProductId: 1,
      items: [{ vendorProductId: 5, sku: 'CARTON', quantity: '1.5', unitsPerItemUnit: 0 }],
    };
    expect(toText(leafRequirements(explode(bom, sources([bom])).lines)[0]!.perUnit)).toBe('3/2');
  });

  it('freezes requirements as exact text and reads them back', () => {
    const leaves = leafRequirements(explode(giftBox, sources([giftBox, candle])).lines);
    const frozen = freezeRequirements(leaves, 10);
    expect(frozen.map((f) => [f.sku, f.required])).toEqual([
      ['WAX', 6],
      ['WICK', 21],
      ['CARTON', 10],
    ]);
    expect(thawRequirement(frozen[0]!).perUnitRatio).toEqual(leaves[0]!.perUnit);
  });
});

describe('completions in parts', () => {
  it('consume exactly what the whole quantity needs, and disassembly returns the content rounded down', () => {
    const perUnit = fraction(1155, 2000); // 0.5775
    const parts = [1, 3, 2, 4];
    let done = 0;
    let consumed = 0;
    for (const k of parts) {
      consumed += consumedShare(perUnit, done, k);
      done += k;
    }
    expect(consumed).toBe(requiredUnits(perUnit, 10));
    expect(returnedShare(fraction(1, 2), 0, 3)).toBe(1);
    expect(returnedShare(fraction(1, 2), 3, 1)).toBe(1);
  });

  // The rounding rule's promise: consumed components = BOM × produced quantity (rounded up once per
  // leaf), whatever the BOM's quantities, conversions and wastes and however the production is split.
  it('property: consumed components = BOM × produced quantity, for any split of the production', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 5000 }).map((n) => n / 100),
      unitsPerItemUnit: fc.constantFrom(1, 12, 1000, 0.5),
      wastePercent: fc.integer({ min: 0, max: 5000 }).map((n) => n / 100),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 3 }),
        fc.array(line, { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 6 }),
        (top, sub, parts) => {
          // Item 2 is a sub-assembly made of items 3..; the top BOM uses it and items 4…
          const subBom: BomInput = {
            id: 2,
            name: 'Sub',
            revision: 1,
            warehouseProductId: 2,
            items: sub.map((l, i) => ({ ...l, vendorProductId: 100 + i, sku: `S${i}` })),
          };
          const topBom: BomInput = {
            id: 1,
            name: 'Top',
            revision: 1,
            warehouseProductId: 1,
            items: [
              { ...top[0]!, vendorProductId: 2, sku: 'SUB' },
              ...top.slice(1).map((l, i) => ({ ...l, vendorProductId: 200 + i, sku: `T${i}` })),
            ],
          };
          const explosion = explode(topBom, {
            bomOf: (id) => (id === 2 ? subBom : null),
            item: (id) => ({ vendorProductId: id, sku: `I${id}`, name: null, itemUnit: 'E' }),
          });
          const total = parts.reduce((n, k) => n + k, 0);
          for (const leaf of leafRequirements(explosion.lines)) {
            let done = 0;
            let consumed = 0;
            let returned = 0;
            for (const k of parts) {
              const share = consumedShare(leaf.perUnit, done, k);
              expect(share).toBeGreaterThanOrEqual(0);
              consumed += share;
              returned += returnedShare(leaf.contentPerUnit, done, k);
              done += k;
            }
            expect(consumed).toBe(requiredUnits(leaf.perUnit, total));
            // Within the rule: never less than the exact need, less than one unit more.
            const exact = toNumber(leaf.perUnit, 9) * total;
            expect(consumed).toBeGreaterThanOrEqual(exact - 1e-6);
            expect(consumed - exact).toBeLessThan(1);
            // A disassembly never returns more than went in.
            expect(returned).toBeLessThanOrEqual(consumed);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
