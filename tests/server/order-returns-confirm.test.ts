/**
 * Receiving returns over HTTP: restocked units land in available stock and damaged ones in the
 * damaged bucket at the return's warehouse, through the ledger (rows naming the return, balances equal
 * to their ledger); partial then full; over-receipt refused; parallel confirms with one
 * Idempotency-Key apply once, and without one never take more than expected; scope and bad input.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderReturns, stockLedger } from '../../server/db/schema';
import { findStockDrift } from '../../server/modules/inventory/stock-integrity.service';
import { makeOrder } from './order-return-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let warehouse: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  warehouse = (await t.login('warehouse@dockhand.test')).jwtToken;
});
afterAll(() => t.close());

const db = () => t.database.db;
const BASE = '/api/common/orderReturns';

/** A return of `quantities` units of the vendor's first items, on a fresh shipped order. */
async function newReturn(quantities: number[], vendorCode = 'NWG') {
  const order = await makeOrder(
    db(),
    vendorCode,
    quantities.map((quantity, item) => ({ item, quantity })),
  );
  const res = await t.request('POST', BASE, {
    token: admin,
    body: {
      orderId: order.id,
      carrierCode: 'usps',
      serviceCode: 'usps_ground_advantage',
      lines: quantities.map((quantity, lineIndex) => ({ lineIndex, quantity })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    order,
    made: res.json() as { id: number; warehouseId: number; items: { vendorProductId: number }[] },
  };
}

const confirm = (
  id: number,
  lines: { index: number; restock: number; damaged: number; location?: string }[],
  options: { token?: string; key?: string } = {},
) =>
  t.request('POST', `${BASE}/${id}/confirm`, {
    token: options.token ?? admin,
    body: { lines },
    headers: options.key ? { 'idempotency-key': options.key } : undefined,
  });

/** On hand of an item by bucket at a warehouse, from the item's stock endpoint. */
async function onHand(vendorProductId: number, warehouseId: number) {
  const res = await t.request('GET', `/api/vendorProducts/${vendorProductId}/stock`, { token: admin });
  const by: Record<string, number> = {};
  for (const b of res.json().buckets as { warehouseId: number; bucket: string; onHand: number }[])
    if (b.warehouseId === warehouseId) by[b.bucket] = b.onHand;
  return { available: by.available ?? 0, damaged: by.damaged ?? 0 };
}

const ledgerOf = (returnId: number) =>
  db()
    .select()
    .from(stockLedger)
    .where(and(eq(stockLedger.sourceType, 'order_return'), eq(stockLedger.sourceId, String(returnId))));

describe('confirming a return', () => {
  it('restocks and writes off damaged units through the ledger, partial then full', async () => {
    const { order, made } = await newReturn([3, 1]);
    const item = made.items[0]!.vendorProductId;
    const before = await onHand(item, made.warehouseId);

    const first = await confirm(made.id, [{ index: 0, restock: 1, damaged: 1, location: 'RET-01' }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ confirmation: 'partial', version: 2 });
    expect(first.json().receiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.json().items[0]).toMatchObject({ restockedQuantity: 1, damagedQuantity: 1 });
    expect(await onHand(item, made.warehouseId)).toEqual({
      available: before.available + 1,
      damaged: before.damaged + 1,
    });
    const rows = await ledgerOf(made.id);
    expect(rows.map((r) => [r.bucket, r.quantityDelta, r.location, r.kind]).sort()).toEqual([
      ['available', 1, 'RET-01', 'return'],
      ['damaged', 1, 'RET-01', 'return'],
    ]);

    const rest = await confirm(made.id, [{ index: 1, restock: 1, damaged: 0 }]);
    expect(rest.json().confirmation).toBe('partial');
    const last = await confirm(made.id, [{ index: 0, restock: 0, damaged: 1 }]);
    expect(last.json().confirmation).toBe('full');
    expect(await findStockDrift(db())).toEqual([]);

    const timeline = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(timeline.map((e) => e.action)).toEqual([
      'return-label',
      'return-received',
      'return-received',
      'return-received',
    ]);
    // The item page names the return as the ledger rows' document.
    const ledger = await t.request('POST', `/api/vendorProducts/${item}/ledger`, { token: admin, body: {} });
    const sources = (ledger.json().items as { source: { type: string; id: string; label: string } | null }[])
      .map((r) => r.source)
      .filter((s) => s?.type === 'order_return' && s.id === String(made.id));
    expect(sources[0]).toMatchObject({ label: `RMA${String(made.id).padStart(8, '0')}` });
  });

  it('refuses more than is still expected, and anything once the return is full', async () => {
    const { made } = await newReturn([2]);
    const over = await confirm(made.id, [{ index: 0, restock: 2, damaged: 1 }]);
    expect(over.statusCode).toBe(400);
    expect(over.json().fields['lines[0]']).toMatch(/only 2 of 2/);
    expect(await ledgerOf(made.id)).toEqual([]);
    expect((await confirm(made.id, [{ index: 0, restock: 2, damaged: 0 }])).json().confirmation).toBe('full');
    expect((await confirm(made.id, [{ index: 0, restock: 1, damaged: 0 }])).statusCode).toBe(409);
  });

  it('applies parallel confirms with one Idempotency-Key once', async () => {
    const { made } = await newReturn([5]);
    const key = `confirm-${made.id}`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => confirm(made.id, [{ index: 0, restock: 2, damaged: 0 }], { key })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().version))).toEqual(new Set([2]));
    expect((await ledgerOf(made.id)).map((r) => r.quantityDelta)).toEqual([2]);
    const [row] = await db().select().from(orderReturns).where(eq(orderReturns.id, made.id));
    expect(row!.items[0]).toMatchObject({ restockedQuantity: 2 });
  });

  it('never receives more than expected under parallel confirms without a key', async () => {
    const { made } = await newReturn([2]);
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => confirm(made.id, [{ index: 0, restock: 1, damaged: 0 }])),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => [400, 409].includes(a.statusCode))).toBe(
      true,
    );
    const total = (await ledgerOf(made.id)).reduce((n, r) => n + r.quantityDelta, 0);
    expect(total).toBe(2);
    expect(await findStockDrift(db())).toEqual([]);
  });

  it("answers 404 for another warehouse's return and names each bad field", async () => {
    const { made: columbus } = await newReturn([1], 'KTC');
    expect(
      (await confirm(columbus.id, [{ index: 0, restock: 1, damaged: 0 }], { token: warehouse })).statusCode,
    ).toBe(404);
    const { made } = await newReturn([2]);
    const bad = await t.request('POST', `${BASE}/${made.id}/confirm`, {
      token: warehouse,
      body: { lines: [{ index: 'x', restock: -1, damaged: 1.5, location: 'L'.repeat(101) }] },
    });
    expect(Object.keys(bad.json().fields).sort()).toEqual(
      ['lines[0].damaged', 'lines[0].index', 'lines[0].location', 'lines[0].restock'].sort(),
    );
    const nothing = await confirm(made.id, [{ index: 0, restock: 0, damaged: 0 }], { token: warehouse });
    expect(nothing.json().fields.lines).toMatch(/at least one unit/);
    const noLine = await confirm(made.id, [{ index: 4, restock: 1, damaged: 0 }], { token: warehouse });
    expect(noLine.json().fields['lines[0].index']).toMatch(/no line 5/);
    const empty = await t.request('POST', `${BASE}/${made.id}/confirm`, { token: warehouse, body: {} });
    expect(empty.json().fields.lines).toBeTruthy();
    expect(await ledgerOf(made.id)).toEqual([]);
    const ok = await confirm(made.id, [{ index: 0, restock: 1, damaged: 1 }], { token: warehouse });
    expect(ok.json().confirmation).toBe('full');
  });

  it('receives the demo data’s return that is on its way', async () => {
    const [open] = await db().select().from(orderReturns).where(eq(orderReturns.confirmation, 'none'));
    const res = await confirm(open!.id, [{ index: 0, restock: 0, damaged: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().confirmation).toBe('full');
  });
});
