/**
 * Order returns over HTTP, making them: a return with its label only for a shipped order, each line
 * at most what shipped minus earlier returns, the RMA number and the order's timeline, idempotent
 * retries, tenant scope (404 for another vendor's or warehouse's order), the permission of every call
 * for every role, bad input per field, re-issuing the label, notes, and the label PDF.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../server/db/demo-logins';
import { orderEvents, orderReturns } from '../../server/db/schema';
import { roles } from '../../src/domain/permissions';
import { makeOrder } from './order-return-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let brand: string;
let warehouse: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  warehouse = (await t.login('warehouse@dockhand.test')).jwtToken;
});
afterAll(() => t.close());

const db = () => t.database.db;
const BASE = '/api/common/orderReturns';
const label = (orderId: number, lines: { lineIndex: number; quantity: number }[], extra = {}) => ({
  orderId,
  carrierCode: 'usps',
  serviceCode: 'usps_ground_advantage',
  lines,
  ...extra,
});
const post = (token: string, body: unknown, headers?: Record<string, string>) =>
  t.request('POST', BASE, { token, body, headers });

describe('creating a return with its label', () => {
  it('makes the return of a shipped order with an RMA number and a timeline entry', async () => {
    const order = await makeOrder(db(), 'NWG', [
      { item: 0, quantity: 3 },
      { item: 1, quantity: 1 },
    ]);
    const res = await post(brand, label(order.id, [{ lineIndex: 0, quantity: 2 }], { notes: 'Too big' }));
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json();
    expect(row).toMatchObject({
      orderId: order.id,
      orderNumber: order.orderNumber,
      vendorId: order.vendorId,
      warehouseId: order.warehouseId,
      confirmation: 'none',
      receiveDate: null,
      carrierCode: 'usps',
      trackingNumber: `RMA${String(row.id).padStart(8, '0')}`,
      notes: 'Too big',
    });
    const vendorSku = order.items[0]!.wmsSku;
    expect(row.items).toEqual([
      expect.objectContaining({ lineIndex: 0, wmsSku: vendorSku, quantity: 2, restockedQuantity: 0 }),
    ]);
    const timeline = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(timeline.map((e) => e.action)).toEqual(['return-label']);
    expect(timeline[0]!.message).toContain(row.trackingNumber);
  });

  it('refuses an order that has not shipped (409), and a missing one (404)', async () => {
    const order = await makeOrder(db(), 'NWG', [{ item: 0, quantity: 1 }], 'awaiting_shipment');
    const res = await post(admin, label(order.id, [{ lineIndex: 0, quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('not_returnable');
    expect((await post(admin, label(2_000_000_000, [{ lineIndex: 0, quantity: 1 }]))).statusCode).toBe(404);
    const returnable = await t.request('GET', `${BASE}/returnable/${order.id}`, { token: admin });
    expect(returnable.statusCode).toBe(409);
  });

  it('keeps each line within what shipped minus what earlier returns cover', async () => {
    const order = await makeOrder(db(), 'NWG', [
      { item: 0, quantity: 3 },
      { item: 1, quantity: 2, ignored: true },
      { item: 2, quantity: 1, unmapped: true },
    ]);
    const tooMany = await post(admin, label(order.id, [{ lineIndex: 0, quantity: 4 }]));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields['lines[0].quantity']).toMatch(/At most 3/);
    expect((await post(admin, label(order.id, [{ lineIndex: 0, quantity: 2 }]))).statusCode).toBe(201);
    const after = await t.request('GET', `${BASE}/returnable/${order.id}`, { token: admin });
    expect(after.json().lines.map((l: { returnable: number }) => l.returnable)).toEqual([1, 0, 0]);
    expect(after.json().order.orderNumber).toBe(order.orderNumber);
    const bad = await post(
      admin,
      label(order.id, [
        { lineIndex: 0, quantity: 2 },
        { lineIndex: 1, quantity: 1 },
        { lineIndex: 2, quantity: 1 },
        { lineIndex: 7, quantity: 1 },
      ]),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'lines[0].quantity',
      'lines[1].lineIndex',
      'lines[2].lineIndex',
      'lines[3].lineIndex',
    ]);
    const twice = await post(
      admin,
      label(order.id, [
        { lineIndex: 0, quantity: 1 },
        { lineIndex: 0, quantity: 1 },
      ]),
    );
    expect(twice.json().fields['lines[1].lineIndex']).toMatch(/twice/);
    expect((await post(admin, label(order.id, [{ lineIndex: 0, quantity: 1 }]))).statusCode).toBe(201);
    const full = await post(admin, label(order.id, [{ lineIndex: 0, quantity: 1 }]));
    expect(full.json().fields['lines[0].quantity']).toMatch(/already on returns/);
    const [{ n }] = (await db()
      .select({ n: count() })
      .from(orderReturns)
      .where(eq(orderReturns.orderId, order.id))) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('answers a retry with the same Idempotency-Key with the first return', async () => {
    const order = await makeOrder(db(), 'NWG', [{ item: 0, quantity: 5 }]);
    const headers = { 'idempotency-key': `label-${order.id}` };
    const body = label(order.id, [{ lineIndex: 0, quantity: 1 }]);
    const answers = await Promise.all([1, 2, 3].map(() => post(admin, body, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await db().select().from(orderReturns).where(eq(orderReturns.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for another vendor's order and another warehouse's order", async () => {
    const bluepeak = await makeOrder(db(), 'BPO', [{ item: 0, quantity: 1 }]);
    const columbus = await makeOrder(db(), 'KTC', [{ item: 0, quantity: 1 }]);
    expect((await post(brand, label(bluepeak.id, [{ lineIndex: 0, quantity: 1 }]))).statusCode).toBe(404);
    const get = await t.request('GET', `${BASE}/returnable/${bluepeak.id}`, { token: brand });
    expect(get.statusCode).toBe(404);
    expect((await post(warehouse, label(columbus.id, [{ lineIndex: 0, quantity: 1 }]))).statusCode).toBe(404);
    // Bluepeak's order is at Reno, one of the warehouse manager's.
    expect((await post(warehouse, label(bluepeak.id, [{ lineIndex: 0, quantity: 1 }]))).statusCode).toBe(201);
    const mine = await db()
      .select()
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, columbus.id)));
    expect(mine).toHaveLength(0);
  });

  it('names every bad field with a 400', async () => {
    const empty = await post(admin, {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(
      expect.arrayContaining(['orderId', 'carrierCode', 'serviceCode', 'lines']),
    );
    const order = await makeOrder(db(), 'NWG', [{ item: 0, quantity: 1 }]);
    const wrong = await post(admin, {
      orderId: 'x',
      carrierCode: 'c'.repeat(51),
      serviceCode: '',
      warehouseId: -3,
      lines: [{ lineIndex: -1, quantity: 0 }],
      notes: { a: 1 },
    });
    expect(Object.keys(wrong.json().fields).sort()).toEqual(
      [
        'carrierCode',
        'lines[0].lineIndex',
        'lines[0].quantity',
        'notes',
        'orderId',
        'serviceCode',
        'warehouseId',
      ].sort(),
    );
    const noLines = await post(admin, label(order.id, []));
    expect(noLines.json().fields.lines).toMatch(/at least one line/);
    const otherWarehouse = await post(
      warehouse,
      label(order.id, [{ lineIndex: 0, quantity: 1 }], { warehouseId: 999 }),
    );
    expect(otherWarehouse.json().fields.warehouseId).toMatch(/access/);
  });
});

describe('every call checks its permission', () => {
  it.each(roles)('as %s: 403 exactly where the role lacks the permission', async (role) => {
    const login = await t.login(demoLogins.find((l) => l.role === role)!.email);
    const has = (p: string) => login.permissions.includes(p);
    const [seeded] = await db().select().from(orderReturns).orderBy(orderReturns.id).limit(1);
    const id = seeded!.id;
    const calls: [string, string, unknown, boolean][] = [
      ['POST', BASE, {}, has('orders.returns.createLabel')],
      ['POST', `${BASE}/edit`, {}, has('orders.returns.createLabel') || has('orders.returns.confirm')],
      ['DELETE', `${BASE}/${id}`, undefined, false],
      ['GET', `${BASE}/returnable/2000000000`, undefined, has('orders.returns.createLabel')],
      ['POST', `${BASE}/${id}/label`, {}, has('orders.returns.createLabel')],
      ['GET', `${BASE}/${id}/label.pdf`, undefined, has('orders.returns.view')],
      ['POST', `${BASE}/${id}/confirm`, {}, has('orders.returns.confirm')],
    ];
    for (const [method, url, body, allowed] of calls) {
      const res = await t.request(method, url, { token: login.jwtToken, body });
      if (allowed) expect(res.statusCode, `${method} ${url}`).not.toBe(403);
      else expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('after the return is made', () => {
  it('re-issues the label with another carrier until anything arrives, keeping the RMA number', async () => {
    const order = await makeOrder(db(), 'NWG', [{ item: 0, quantity: 2 }]);
    const made = (await post(admin, label(order.id, [{ lineIndex: 0, quantity: 2 }]))).json();
    const res = await t.request('POST', `${BASE}/${made.id}/label`, {
      token: brand,
      body: { carrierCode: 'ups', serviceCode: 'ups_ground' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ carrierCode: 'ups', trackingNumber: made.trackingNumber, version: 2 });
    const missing = await t.request('POST', `${BASE}/${made.id}/label`, { token: brand, body: {} });
    expect(Object.keys(missing.json().fields).sort()).toEqual(['carrierCode', 'serviceCode']);
    await t.request('POST', `${BASE}/${made.id}/confirm`, {
      token: admin,
      body: { lines: [{ index: 0, restock: 1, damaged: 0 }] },
    });
    const late = await t.request('POST', `${BASE}/${made.id}/label`, {
      token: admin,
      body: { carrierCode: 'fedex', serviceCode: 'fedex_ground' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('edits notes on the current version only', async () => {
    const order = await makeOrder(db(), 'NWG', [{ item: 0, quantity: 1 }]);
    const made = (await post(admin, label(order.id, [{ lineIndex: 0, quantity: 1 }]))).json();
    const edit = (version: unknown, notes: unknown) =>
      t.request('POST', `${BASE}/edit`, { token: admin, body: { id: made.id, version, notes } });
    expect((await edit(made.version, 'Box opened')).json()).toMatchObject({
      notes: 'Box opened',
      version: 2,
    });
    expect((await edit(made.version, 'Stale')).statusCode).toBe(409);
    expect((await edit(undefined, 'No version')).json().fields.version).toBeTruthy();
    expect((await edit(2, { not: 'text' })).json().fields.notes).toBeTruthy();
  });

  it('prints the label as a PDF for users who may see the return, and 404 for others', async () => {
    const order = await makeOrder(db(), 'NWG', [
      { item: 0, quantity: 2 },
      { item: 1, quantity: 1 },
    ]);
    const made = (
      await post(
        brand,
        label(order.id, [
          { lineIndex: 0, quantity: 2 },
          { lineIndex: 1, quantity: 1 },
        ]),
      )
    ).json();
    const pdf = await t.request('GET', `${BASE}/${made.id}/label.pdf`, { token: brand });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`return-label-${made.trackingNumber}.pdf`);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(2000);
    const bluepeak = (await t.login('brand@bluepeak.test')).jwtToken;
    expect((await t.request('GET', `${BASE}/${made.id}/label.pdf`, { token: bluepeak })).statusCode).toBe(
      404,
    );
    expect((await t.request('GET', `${BASE}/abc/label.pdf`, { token: brand })).statusCode).toBe(404);
  });

  it('lists returns by order number or RMA number', async () => {
    const order = await makeOrder(db(), 'NWG', [{ item: 0, quantity: 1 }]);
    const made = (await post(admin, label(order.id, [{ lineIndex: 0, quantity: 1 }]))).json();
    for (const search of [order.orderNumber, made.trackingNumber]) {
      const list = await t.request('POST', `${BASE}/listItems`, { token: admin, body: { search } });
      expect(list.json().items.map((r: { id: number }) => r.id)).toEqual([made.id]);
    }
  });
});
