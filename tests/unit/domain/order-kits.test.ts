/**
 * Kits on orders, the pure rules (src/domain/order-kits.ts, src/domain/order-kit-lines.ts): a
 * component's quantity is ceil(perKit × kits), exact for fractions; stock covers whole kits only, as
 * many as the scarcest component allows; a split moves a kit whole and refuses a component line; and
 * the property that, for any kits and split moves, moved + kept equals the original per component
 * while what stays is exactly what the kits left behind need.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  componentQuantity,
  componentsOf,
  customerLines,
  expandKitMoves,
  kitsCoveredBy,
  orderActivityOf,
  perKitText,
  type KitFields,
} from '../../../src/domain/order-kits';
import {
  kitLineOf,
  kitNameOf,
  kitsAvailable,
  kitShipNow,
  linesWithComponents,
} from '../../../src/domain/order-kit-lines';

type Line = KitFields & { sku: string; vendorProductId?: number | null; ignored?: boolean };

/** A kit line of `kits` kits and its component lines, as intake stores them. */
function kit(key: string, sku: string, kits: number, perKits: readonly string[]): Line[] {
  return [
    { sku, quantity: kits, kit: { key, billOfMaterialsId: 1, revision: 1, name: `Kit ${sku}` } },
    ...perKits.map((perKit, i) => ({
      sku: `${sku}-C${i + 1}`,
      quantity: componentQuantity(perKit, kits),
      vendorProductId: 100 + i,
      kitComponent: { key, perKit },
    })),
  ];
}

describe('component quantities', () => {
  it('multiplies by the kits and rounds up to whole units, exactly', () => {
    expect(componentQuantity('2', 3)).toBe(6);
    // Half a unit per kit: 3 kits take 2 units (1.5 rounded up), 4 kits exactly 2.
    expect(componentQuantity('1/2', 3)).toBe(2);
    expect(componentQuantity('1/2', 4)).toBe(2);
    expect(componentQuantity('1/3', 3)).toBe(1);
    expect(componentQuantity('1/2', 0)).toBe(0);
  });

  it('reads a BOM line: quantity ÷ units per item unit, kept as a ratio', () => {
    expect(perKitText({ quantity: 1, unitsPerItemUnit: 2 })).toBe('1/2');
    expect(perKitText({ quantity: 0.1, unitsPerItemUnit: 3 })).toBe('1/30');
    expect(perKitText({ quantity: 2 })).toBe('2');
  });
});

describe('stock covers whole kits', () => {
  it('counts the kits a component covers, and a kit by its scarcest component', () => {
    expect(kitsCoveredBy('2', 5)).toBe(2);
    expect(kitsCoveredBy('1/2', 3)).toBe(6);
    expect(
      kitsAvailable([
        { perKit: '1', available: 10 },
        { perKit: '2', available: 7 },
      ]),
    ).toBe(3);
    expect(kitsAvailable([{ perKit: '1', available: Number.POSITIVE_INFINITY }])).toBe(
      Number.POSITIVE_INFINITY,
    );
    expect(kitsAvailable([])).toBe(0);
  });

  it('a short component holds the kit whole: ship-now is whole kits, the takes what a split moves', () => {
    const components = [
      { perKit: '1', quantity: 4, available: 10 },
      { perKit: '1/2', quantity: 2, available: 1 },
    ];
    expect(kitShipNow(4, components)).toEqual({ shipNow: 2, takes: [2, 1] });
    expect(kitShipNow(4, [{ perKit: '1', quantity: 4, available: 0 }])).toEqual({ shipNow: 0, takes: [0] });
  });
});

describe('reading kit lines', () => {
  const lines: Line[] = [
    { sku: 'MUG', quantity: 1, vendorProductId: 9 },
    ...kit('k2', 'BOX', 2, ['1', '1/2']),
  ];

  it('finds a component’s kit, and lists each kit followed by its components', () => {
    expect(kitLineOf(lines, lines[2]!)?.sku).toBe('BOX');
    expect(kitNameOf(lines, lines[3]!)).toBe('Kit BOX');
    expect(kitLineOf(lines, lines[0]!)).toBeNull();
    expect(customerLines(lines).map((l) => l.sku)).toEqual(['MUG', 'BOX']);
    expect(componentsOf(lines, lines[1]!).map((c) => c.lineIndex)).toEqual([2, 3]);
    // A component listed before its kit (or without one) still shows, under it or at the end.
    const shuffled = [
      lines[2]!,
      lines[0]!,
      lines[1]!,
      { ...lines[3]!, kitComponent: { key: 'gone', perKit: '1' } },
    ];
    expect(linesWithComponents(shuffled).map((l) => [l.line.sku, l.component])).toEqual([
      ['MUG', false],
      ['BOX', false],
      ['BOX-C1', true],
      ['BOX-C2', true],
    ]);
  });

  it('billing counts the order, its customer lines and the component picks', () => {
    expect(orderActivityOf(lines)).toEqual({
      orders: 1,
      lines: 2,
      pickLines: 3,
      units: 1 + 2 + 1,
      kits: 2,
      kitComponentUnits: 3,
    });
  });
});

describe('splitting a kit', () => {
  const lines: Line[] = [
    { sku: 'MUG', quantity: 3, vendorProductId: 9 },
    ...kit('k2', 'BOX', 3, ['2', '1/2']),
  ];

  it('moves its components with it', () => {
    expect(expandKitMoves(lines, [{ lineIndex: 1, quantity: 1 }])).toEqual({
      moves: [
        { lineIndex: 1, quantity: 1 },
        // 6 of the first component: the 2 kits left need 4.
        { lineIndex: 2, quantity: 2 },
        // 2 of the half-unit one: the 2 kits left need 1.
        { lineIndex: 3, quantity: 1 },
      ],
    });
  });

  it('refuses a component line, per field', () => {
    expect(
      expandKitMoves(lines, [
        { lineIndex: 0, quantity: 1 },
        { lineIndex: 2, quantity: 1 },
      ]),
    ).toEqual({
      fields: { 'lines[1].lineIndex': 'This line is part of a kit: split the kit line instead' },
    });
  });

  it('keeps every unit: moved + kept is the original, kept is what the kits left behind need', () => {
    const perKit = fc.oneof(
      fc.integer({ min: 1, max: 5 }).map(String),
      fc.tuple(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 2, max: 6 })).map(([n, d]) => `${n}/${d}`),
    );
    const kitSpec = fc.record({
      kits: fc.integer({ min: 1, max: 40 }),
      perKits: fc.array(perKit, { minLength: 1, maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(kitSpec, { minLength: 1, maxLength: 3 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 3 }),
        (specs, picks) => {
          const lines = specs.flatMap((s, i) => kit(`k${i + 1}`, `KIT${i + 1}`, s.kits, s.perKits));
          const kitIndexes = lines.flatMap((l, i) => (l.kit ? [i] : []));
          // Each kit named at most once, with 0 to all of its kits moving.
          const moves = [...new Set(picks.map((p) => kitIndexes[p % kitIndexes.length]!))].map(
            (lineIndex, i) => ({
              lineIndex,
              quantity: picks[i]! % (lines[lineIndex]!.quantity + 1),
            }),
          );
          const answer = expandKitMoves(lines, moves);
          if (!('moves' in answer)) return false;
          const moved = new Map(answer.moves.map((m) => [m.lineIndex, m.quantity]));
          return lines.every((line, i) => {
            if (!line.kitComponent) return true;
            const kitLine = lines.findIndex((l) => l.kit?.key === line.kitComponent!.key);
            const kitsKept = lines[kitLine]!.quantity - (moved.get(kitLine) ?? 0);
            const movedHere = moved.get(i) ?? 0;
            const kept = line.quantity - movedHere;
            return (
              movedHere >= 0 &&
              movedHere + kept === line.quantity &&
              kept === componentQuantity(line.kitComponent.perKit, kitsKept)
            );
          });
        },
      ),
    );
  });
});
