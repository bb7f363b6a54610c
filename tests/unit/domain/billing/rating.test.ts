/**
 * Rating (src/domain/billing/rating.ts): each rule type priced on a fixture event, storage tiers by age,
 * unpriced events with their reason, and billing's rounding rule (money.ts chargeOf): each charge is the
 * exact product rounded once, half away from zero.
 */
import { describe, expect, it } from 'vitest';
import type { ActivityRule } from '../../../../src/domain/billing/activity-rates';
import { rateEvent, type BillableEvent, type RatedCharge } from '../../../../src/domain/billing/rating';
import { chargeOf, markedUp } from '../../../../src/domain/money';

const rules: ActivityRule[] = [
  { key: 'rcv-unit', activity: 'receiving', unit: 'unit', rate: 0.25 },
  { key: 'rcv-carton', activity: 'receiving', unit: 'carton', rate: 0.8 },
  { key: 'rcv-pallet', activity: 'receiving', unit: 'pallet', rate: 8.5 },
  { key: 'rcv-line', activity: 'receiving', unit: 'line', rate: 0.1 },
  { key: 'rcv-doc', activity: 'receiving', unit: 'document', rate: 15 },
  {
    key: 'stg-unit',
    activity: 'storage',
    unit: 'unitDay',
    rate: 0,
    tiers: [
      { fromDay: 0, rate: 0 },
      { fromDay: 31, rate: 0.0125 },
      { fromDay: 91, rate: 0.02 },
    ],
  },
  { key: 'stg-pallet', activity: 'storage', unit: 'palletDay', rate: 0.55 },
  { key: 'stg-loc', activity: 'storage', unit: 'locationDay', rate: 0.4 },
  { key: 'pp-order', activity: 'pickPack', unit: 'order', rate: 1.5 },
  { key: 'pp-first', activity: 'pickPack', unit: 'firstUnit', rate: 0.95 },
  { key: 'pp-more', activity: 'pickPack', unit: 'additionalUnit', rate: 0.35 },
  { key: 'pp-line', activity: 'pickPack', unit: 'line', rate: 0.05 },
  { key: 'bulk-carton', activity: 'outboundBulk', unit: 'carton', rate: 1.25 },
  { key: 'bulk-pallet', activity: 'outboundBulk', unit: 'pallet', rate: 12 },
  { key: 'parcel', activity: 'smallParcel', unit: 'package', rate: 1.1 },
  { key: 'ret', activity: 'returns', unit: 'return', rate: 3.5 },
  { key: 'ret-unit', activity: 'returns', unit: 'unit', rate: 0.75 },
  { key: 'kit', activity: 'kitting', unit: 'unitAssembled', rate: 0.45 },
  { key: 'hours', activity: 'specialProject', unit: 'hour', rate: 45 },
];
const version = { id: 7, rules };

const event = (e: Partial<BillableEvent>): BillableEvent => ({
  sourceType: 'order',
  sourceId: '1',
  sourceRef: '#1',
  activity: 'pickPack',
  vendorId: 1,
  warehouseId: 1,
  day: '2026-11-02',
  quantities: {},
  ...e,
});

/** rule key (and tier) → the charge's amount in cents. */
function amounts(charges: readonly RatedCharge[]): Record<string, number> {
  return Object.fromEntries(
    charges.map((c) => [c.tierKey ? `${c.ruleKey} ${c.tierKey}` : c.ruleKey, chargeOf(c.rate, c.quantity)]),
  );
}

function priced(e: BillableEvent) {
  const rating = rateEvent(e, version);
  if (!rating.priced) throw new Error(rating.reason);
  return amounts(rating.charges);
}

describe('each rule type on a fixture', () => {
  it('receiving: per unit, carton, pallet, line and document', () => {
    expect(
      priced(
        event({
          sourceType: 'receipt',
          activity: 'receiving',
          quantities: { unit: 150, carton: 12, pallet: 2, line: 3, document: 1 },
        }),
      ),
    ).toEqual({ 'rcv-unit': 3750, 'rcv-carton': 960, 'rcv-pallet': 1700, 'rcv-line': 30, 'rcv-doc': 1500 });
  });

  it('pick and pack: per order, first unit, each additional unit and per line', () => {
    expect(priced(event({ quantities: { order: 1, firstUnit: 1, additionalUnit: 4, line: 3 } }))).toEqual({
      'pp-order': 150,
      'pp-first': 95,
      'pp-more': 140,
      'pp-line': 15,
    });
  });

  it('a one-unit order has no additional-unit charge', () => {
    expect(priced(event({ quantities: { order: 1, firstUnit: 1, additionalUnit: 0, line: 1 } }))).toEqual({
      'pp-order': 150,
      'pp-first': 95,
      'pp-line': 5,
    });
  });

  it('outbound bulk per carton and pallet; small parcel per package', () => {
    expect(
      priced(
        event({
          sourceType: 'bulkShipment',
          activity: 'outboundBulk',
          quantities: { carton: 40, pallet: 2 },
        }),
      ),
    ).toEqual({ 'bulk-carton': 5000, 'bulk-pallet': 2400 });
    expect(
      priced(event({ sourceType: 'manualShipment', activity: 'smallParcel', quantities: { package: 3 } })),
    ).toEqual({ parcel: 330 });
  });

  it('returns per return and per unit; kitting per unit assembled; special projects per hour', () => {
    expect(
      priced(event({ sourceType: 'return', activity: 'returns', quantities: { return: 1, unit: 3 } })),
    ).toEqual({
      ret: 350,
      'ret-unit': 225,
    });
    expect(
      priced(
        event({ sourceType: 'workOrderCompletion', activity: 'kitting', quantities: { unitAssembled: 120 } }),
      ),
    ).toEqual({ kit: 5400 });
    expect(
      priced(event({ sourceType: 'custom', activity: 'specialProject', quantities: { hour: 2.5 } })),
    ).toEqual({
      hours: 11250,
    });
  });
});

describe('storage by age', () => {
  const storage = (aged: { age: number; quantity: number }[], pallets = 0, locations = 0) =>
    event({
      sourceType: 'storage',
      activity: 'storage',
      quantities: {
        unitDay: aged.reduce((s, a) => s + a.quantity, 0),
        palletDay: pallets,
        locationDay: locations,
      },
      aged: { unitDay: aged, palletDay: [] },
    });

  it('splits the units over the tiers by their age: 0–30 free, 31–90 at 0.0125, 91+ at 0.02', () => {
    const rating = rateEvent(
      storage([
        { age: 0, quantity: 500 },
        { age: 30, quantity: 100 },
        { age: 31, quantity: 200 },
        { age: 90, quantity: 40 },
        { age: 91, quantity: 10 },
        { age: 400, quantity: 5 },
      ]),
      version,
    );
    expect(rating.priced).toBe(true);
    if (!rating.priced) return;
    expect(rating.charges.map((c) => [c.tierKey, c.quantity, c.rate])).toEqual([
      ['0–30 days', 600, 0],
      ['31–90 days', 240, 0.0125],
      ['91+ days', 15, 0.02],
    ]);
    // 240 × 0.0125 = 3.00; 15 × 0.02 = 0.30; the free tier is priced at nothing.
    expect(amounts(rating.charges)).toEqual({
      'stg-unit 0–30 days': 0,
      'stg-unit 31–90 days': 300,
      'stg-unit 91+ days': 30,
    });
  });

  it('stock all inside the free tier is priced (at $0), not unpriced', () => {
    const rating = rateEvent(storage([{ age: 3, quantity: 10 }]), { id: 1, rules: [rules[5]!] });
    expect(rating.priced).toBe(true);
  });

  it('pallets and bin locations per day', () => {
    expect(priced(storage([], 3, 4))).toEqual({ 'stg-pallet': 165, 'stg-loc': 160 });
  });
});

describe('unpriced events', () => {
  it('without a version in effect', () => {
    expect(rateEvent(event({ quantities: { order: 1 } }), null)).toEqual({
      priced: false,
      reason: 'No rate card in effect on 2026-11-02',
    });
  });

  it('without a rule of the activity', () => {
    const rating = rateEvent(
      event({ sourceType: 'return', activity: 'returns', quantities: { return: 1 } }),
      {
        id: 2,
        rules: rules.filter((r) => r.activity !== 'returns'),
      },
    );
    expect(rating).toEqual({ priced: false, reason: 'The rate card has no returns rule' });
  });

  it('when no rule of the activity applies to what the event did', () => {
    const rating = rateEvent(
      event({ sourceType: 'receipt', activity: 'receiving', quantities: { unit: 0, document: 1 } }),
      { id: 3, rules: [rules[0]!] },
    );
    expect(rating.priced).toBe(false);
  });
});

describe('rounding (money.ts chargeOf)', () => {
  it('rounds the exact product once, half away from zero', () => {
    expect(chargeOf(0.0125, 1)).toBe(1); // 0.0125 → 0.01
    expect(chargeOf(0.0125, 2)).toBe(3); // 0.025 → 0.03
    expect(chargeOf(0.0125, 3)).toBe(4); // 0.0375 → 0.04
    expect(chargeOf(0.35, 3)).toBe(105); // no float drift: 1.05, not 1.0499…
    expect(chargeOf(-0.125, 1)).toBe(-13);
    expect(chargeOf('19.99', '2.5')).toBe(4998); // 49.975 → 49.98
  });

  it('a pass-through markup stays exact until the charge rounds it', () => {
    expect(markedUp(100, 12.5)).toBe('112.5');
    expect(markedUp('10.01', '12.5')).toBe('11.26125');
    expect(chargeOf(markedUp('10.01', '12.5'), 3)).toBe(3378); // 33.78375 → 33.78
  });
});
