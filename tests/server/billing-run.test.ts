/**
 * The billing run over HTTP and the job runner (issue 18): each billable event becomes the charges its
 * rate-card version says, with its source, version, rule and inputs; versions apply by effective date;
 * storage accrues by age from the ledger; a return confirmed in parts is charged for what arrived since;
 * labels are priced by the carrier cards; running again charges nothing twice; what no rule prices is
 * listed by the unbilled check. Days of 2021, a client of the test's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivityRule } from '../../src/domain/billing/activity-rates';
import type { UnbilledAnswer } from '../../src/domain/contracts/order-billing-entries';
import { rateCards } from '../../server/db/schema';
import {
  billingClient,
  byRule,
  chargesOf,
  completion,
  confirmedReturn,
  publishedVersion,
  receipt,
  returnArrived,
  runBillingFor,
  shipment,
  shippedOrder,
  stockMove,
  type BillingClient,
} from './billing-fixtures';
import { token } from './dashboard-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;

const rules: ActivityRule[] = [
  { key: 'rcv-unit', activity: 'receiving', unit: 'unit', rate: 0.25 },
  { key: 'rcv-carton', activity: 'receiving', unit: 'carton', rate: 0.8 },
  { key: 'rcv-pallet', activity: 'receiving', unit: 'pallet', rate: 8.5 },
  { key: 'rcv-doc', activity: 'receiving', unit: 'document', rate: 15 },
  {
    key: 'stg',
    activity: 'storage',
    unit: 'unitDay',
    rate: 0,
    tiers: [
      { fromDay: 0, rate: 0 },
      { fromDay: 3, rate: 0.0125 },
    ],
  },
  { key: 'stg-pallet', activity: 'storage', unit: 'palletDay', rate: 0.55 },
  { key: 'pp-order', activity: 'pickPack', unit: 'order', rate: 1.5 },
  { key: 'pp-first', activity: 'pickPack', unit: 'firstUnit', rate: 0.95 },
  { key: 'pp-more', activity: 'pickPack', unit: 'additionalUnit', rate: 0.35 },
  { key: 'bulk-carton', activity: 'outboundBulk', unit: 'carton', rate: 1.25 },
  { key: 'bulk-pallet', activity: 'outboundBulk', unit: 'pallet', rate: 12 },
  { key: 'parcel', activity: 'smallParcel', unit: 'package', rate: 1.1 },
  { key: 'ret', activity: 'returns', unit: 'return', rate: 3.5 },
  { key: 'ret-unit', activity: 'returns', unit: 'unit', rate: 0.75 },
  { key: 'kit', activity: 'kitting', unit: 'unitAssembled', rate: 0.45 },
];

beforeAll(async () => {
  t = await startTestApp();
  admin = await token(t, 'admin@dockhand.test');
  // The demo's own jobs first, so each test drains only its own.
  await t.app.jobs.runner.drain();
});
afterAll(() => t.close());

describe('each event priced by its rules', () => {
  let c: BillingClient;
  beforeAll(async () => {
    c = await billingClient(t);
    await publishedVersion(t, c, '2021-01-01', rules);
    await receipt(t, c, '2021-03-02', [
      { units: 100, lpn: 'LPN-1', cartons: 4 },
      { units: 20, lpn: 'LPN-2', cartons: 1 },
    ]);
    const order = await shippedOrder(t, c, '2021-03-03', 5);
    await shippedOrder(t, c, '2021-03-03', 1);
    await shipment(t, c, '2021-03-04', { bulk: true, cartons: 40, pallets: 2 });
    await shipment(t, c, '2021-03-04', { bulk: false, packages: 3 });
    await confirmedReturn(t, c, order.id, '2021-03-05', 2, 1);
    await completion(t, c, '2021-03-05', 120);
    await runBillingFor(t, admin, c.vendorId, '2021-03-01', '2021-03-06');
  });

  it('charges each rule once, at quantity × rate rounded to the cent', async () => {
    expect(byRule(await chargesOf(t, c.vendorId))).toEqual({
      'rcv-unit': [120, 3000],
      'rcv-carton': [5, 400],
      'rcv-pallet': [2, 1700],
      'rcv-doc': [1, 1500],
      'pp-order': [2, 300],
      'pp-first': [2, 190],
      'pp-more': [4, 140],
      'bulk-carton': [40, 5000],
      'bulk-pallet': [2, 2400],
      parcel: [3, 330],
      ret: [1, 350],
      'ret-unit': [3, 225],
      kit: [120, 5400],
    });
  });

  it('keeps the source, document, version, rule and inputs of each charge', async () => {
    const charges = await chargesOf(t, c.vendorId);
    const receiving = charges.find((x) => x.ruleKey === 'rcv-pallet')!;
    expect(receiving).toMatchObject({
      sourceType: 'receipt',
      chargeType: 'Receiving',
      type: 'Receipt',
      entryDate: '2021-03-02',
      singleUnitCharge: 8.5,
      numberOfUnits: 2,
      amount: 17,
      invoiceId: null,
    });
    expect(receiving.sourceRef).toMatch(/^ASN-BILL-/);
    expect(receiving.rateCardVersionId).not.toBeNull();
    expect(receiving.inputs).toMatchObject({
      unit: 'pallet',
      quantity: 2,
      rate: 8.5,
      document: { kind: 'asn' },
    });
    const trace = await t.request('GET', `/api/common/orderBillingEntries/${receiving.id}/trace`, {
      token: admin,
    });
    expect(trace.statusCode, trace.body).toBe(200);
    expect(trace.json()).toMatchObject({
      sourceHref: `/warehouses/advancedShipNotice/view/${receiving.sourceId!.split('@')[0]}`,
      rateCard: { versionNumber: 1, effectiveFrom: '2021-01-01' },
      rule: { key: 'rcv-pallet', unit: 'pallet', rate: 8.5 },
    });
  });

  it('running again (and over a wider period) charges nothing twice', async () => {
    const before = await chargesOf(t, c.vendorId);
    await runBillingFor(t, admin, c.vendorId, '2021-03-01', '2021-03-06');
    await runBillingFor(t, admin, null, '2021-02-20', '2021-03-10');
    expect((await chargesOf(t, c.vendorId)).map((x) => x.id)).toEqual(before.map((x) => x.id));
  });
});

describe('rate-card versions apply by effective date', () => {
  it('an order before the new version keeps the old price, one after takes the new', async () => {
    const c = await billingClient(t);
    await publishedVersion(t, c, '2021-01-01', [
      { key: 'pp-order', activity: 'pickPack', unit: 'order', rate: 1.5 },
    ]);
    await publishedVersion(t, c, '2021-04-10', [
      { key: 'pp-order', activity: 'pickPack', unit: 'order', rate: 1.75 },
    ]);
    await shippedOrder(t, c, '2021-04-09', 1);
    await shippedOrder(t, c, '2021-04-10', 1);
    await runBillingFor(t, admin, c.vendorId, '2021-04-01', '2021-04-30');
    const charges = await chargesOf(t, c.vendorId);
    expect(charges.map((x) => [x.entryDate, x.singleUnitCharge])).toEqual([
      ['2021-04-09', 1.5],
      ['2021-04-10', 1.75],
    ]);
    expect(new Set(charges.map((x) => x.rateCardVersionId)).size).toBe(2);
  });
});

describe('storage accrues daily by age', () => {
  it('charges each day that is over: the first 3 days free, then 0.0125 a unit, pallets 0.55 a day', async () => {
    const c = await billingClient(t);
    await publishedVersion(t, c, '2021-01-01', rules);
    await stockMove(t, c, '2021-05-01', 100, { lpn: 'P-1' });
    await stockMove(t, c, '2021-05-03', 40, { lpn: 'P-2' });
    await stockMove(t, c, '2021-05-04', -30, { lpn: 'P-1' });
    await runBillingFor(t, admin, c.vendorId, '2021-05-01', '2021-05-05');
    const storage = (await chargesOf(t, c.vendorId)).filter((x) => x.sourceType === 'storage');
    // May 1–3 all young (free); May 4: 70 units aged 3 → charged; May 5: 70 aged 4 (charged), 40 aged 2 (free).
    expect(
      storage
        .filter((x) => x.ruleKey === 'stg')
        .map((x) => [x.entryDate, x.tierKey, x.numberOfUnits, x.amount]),
    ).toEqual([
      ['2021-05-04', '3+ days', 70, 0.88],
      ['2021-05-05', '3+ days', 70, 0.88],
    ]);
    // Pallets: 1 on May 1–2, 2 from May 3 (LPN P-1 still holds 70).
    expect(
      storage.filter((x) => x.ruleKey === 'stg-pallet').map((x) => [x.entryDate, x.numberOfUnits]),
    ).toEqual([
      ['2021-05-01', 1],
      ['2021-05-02', 1],
      ['2021-05-03', 2],
      ['2021-05-04', 2],
      ['2021-05-05', 2],
    ]);
  });
});

describe('a return confirmed in parts', () => {
  it('is charged once per return and for the units that arrived since the last run', async () => {
    const c = await billingClient(t);
    await publishedVersion(t, c, '2021-01-01', rules);
    const order = await shippedOrder(t, c, '2021-06-01', 5);
    const ret = await confirmedReturn(t, c, order.id, '2021-06-02', 2);
    await runBillingFor(t, admin, c.vendorId, '2021-06-01', '2021-06-30');
    await returnArrived(t, ret.id, 5);
    await runBillingFor(t, admin, c.vendorId, '2021-06-01', '2021-06-30');
    await runBillingFor(t, admin, c.vendorId, '2021-06-01', '2021-06-30');
    const returns = (await chargesOf(t, c.vendorId)).filter((x) => x.sourceType === 'return');
    expect(returns.map((x) => [x.ruleKey, x.numberOfUnits, x.amount])).toEqual([
      ['ret', 1, 3.5],
      ['ret-unit', 2, 1.5],
      ['ret-unit', 3, 2.25],
    ]);
  });
});

describe('labels by the carrier rate cards', () => {
  it('prices a label by its weight band; the vendor card wins over the house card', async () => {
    const c = await billingClient(t);
    await publishedVersion(t, c, '2021-01-01', rules);
    await t.database.db.insert(rateCards).values([
      {
        name: 'House ground',
        vendorId: null,
        carrierCode: 'ups',
        serviceCode: 'ups_ground',
        rates: [{ upToWeight: 5, rate: 9 }],
      },
      {
        name: 'Own ground',
        vendorId: c.vendorId,
        carrierCode: 'ups',
        serviceCode: 'ups_ground',
        rates: [
          { upToWeight: 1, rate: 7.1 },
          { upToWeight: 5, rate: 8.4 },
        ],
      },
    ]);
    await shippedOrder(t, c, '2021-07-01', 1, { carrierCode: 'ups', serviceCode: 'ups_ground', weight: 2.5 });
    await shippedOrder(t, c, '2021-07-01', 1, { carrierCode: 'ups', serviceCode: 'ups_ground', weight: 40 });
    await runBillingFor(t, admin, c.vendorId, '2021-07-01', '2021-07-01');
    const labels = (await chargesOf(t, c.vendorId)).filter((x) => x.type === 'Label');
    expect(labels.map((x) => [x.chargeType, x.amount, x.inputs?.band])).toEqual([
      ['Shipping', 8.4, 'up to 5 LBS'],
    ]);
    const unbilled = await t.request(
      'GET',
      `/api/common/orderBillingEntries/unbilled?vendorId=${c.vendorId}&from=2021-07-01&to=2021-07-01`,
      { token: admin },
    );
    expect((unbilled.json() as UnbilledAnswer).unpriced.map((u) => u.reason)).toEqual([
      '40 LBS is above the last weight band of Own ground',
    ]);
  });
});

describe('the unbilled check', () => {
  it('lists what no rule prices, counts what the run has not charged yet, and writes nothing', async () => {
    const c = await billingClient(t);
    await publishedVersion(
      t,
      c,
      '2021-01-01',
      rules.filter((r) => r.activity !== 'kitting'),
    );
    await completion(t, c, '2021-08-02', 10);
    await shippedOrder(t, c, '2021-08-02', 3);
    const check = async () => {
      const res = await t.request(
        'GET',
        `/api/common/orderBillingEntries/unbilled?vendorId=${c.vendorId}&from=2021-08-01&to=2021-08-31`,
        { token: admin },
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as UnbilledAnswer;
    };
    const before = await check();
    expect(before.unpriced).toEqual([
      expect.objectContaining({
        sourceType: 'workOrderCompletion',
        activity: 'Kitting and work orders',
        day: '2021-08-02',
        reason: 'The rate card has no kitting and work orders rule',
        href: expect.stringMatching(/^\/manufacturing\/work-orders\/edit\/\d+$/),
      }),
    ]);
    expect(before.pendingCount).toBe(1);
    expect(await chargesOf(t, c.vendorId)).toEqual([]);
    await runBillingFor(t, admin, c.vendorId, '2021-08-01', '2021-08-31');
    const after = await check();
    expect(after.pendingCount).toBe(0);
    expect(after.unpriced).toHaveLength(1);
  });

  it('says so when no card is in effect', async () => {
    const c = await billingClient(t);
    await shippedOrder(t, c, '2021-08-05', 1);
    const res = await t.request(
      'GET',
      `/api/common/orderBillingEntries/unbilled?vendorId=${c.vendorId}&from=2021-08-01&to=2021-08-31`,
      { token: admin },
    );
    expect((res.json() as UnbilledAnswer).unpriced.map((u) => u.reason)).toEqual([
      'No rate card in effect on 2021-08-05',
    ]);
  });
});
