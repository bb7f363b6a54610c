/**
 * Work orders move stock only through the ledger, with the work order as source document
 * ('work_order'), over HTTP, and the integrity check finds no drift after each story:
 * - a gift box made of two candles (a sub-assembly: wax in grams of a kilogram item, 10 % waste; a
 *   wick) and a jar, 5 % of candles broken: the explosion tree and totals; release allocates the
 *   leaves first expiry first out; two partial completions (one with chosen lots) consume exactly the
 *   explosion of the units produced, produce the finished lots, record completions, unit cost and
 *   activity; a disassembly takes two boxes apart and returns their components into the lots they
 *   were built from; cancelling releases what is left, what was produced stays;
 * - short components refuse the release with the shortage and the purchase order that covers it,
 *   and nothing is held;
 * - editing a BOM a released work order uses makes a new revision; the work order keeps its own;
 * - a work order under a purchase order sends its components to the manufacturer at release, and
 *   the finished goods come back by receiving the purchase order;
 * - an Idempotency-Key applies a step once; a stale version answers 409 and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billOfMaterialsVersions,
  manufacturingVendors,
  purchaseOrders,
  workOrderCompletions,
} from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import {
  addBom,
  addWorkOrder,
  allocationsOf,
  BOM,
  expectConsistent,
  ledgerOf,
  lineOf,
  lotsOf,
  receive,
  step,
  stockedItem,
  stockOf,
  stored,
  tenants,
  through,
  unique,
  WO,
  type Tenants,
} from './manufacturing-fixtures';

let t: TestApp;
let admin: string;
let ids: Tenants;
type Item = Awaited<ReturnType<typeof stockedItem>>;
let wax: Item, wick: Item, jar: Item, candle: Item, box: Item;
let boxBom: { id: number; version: number; revision: number };

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  ids = await tenants(t);
  const { nwg, dal } = ids;
  // Wax is kept in pounds and counted in ounces on the candle's BOM (16 oz per lb).
  wax = await stockedItem(
    t,
    nwg,
    dal,
    3,
    { lotNumber: 'WAX-B', expirationDate: '2029-01-01' },
    { itemUnit: 'LB' },
  );
  await receive(
    t,
    {
      warehouseId: dal,
      vendorProductId: wax.id,
      location: 'M-02',
      lotNumber: 'WAX-A',
      expirationDate: '2030-01-01',
    },
    8,
  );
  wick = await stockedItem(t, nwg, dal, 40, { lotNumber: 'WICK-1' });
  jar = await stockedItem(t, nwg, dal, 20);
  candle = await stockedItem(t, nwg, dal, 0);
  box = await stockedItem(t, nwg, dal, 0);
  // Prices of the last purchases: wax $7.99/lb, wick $0.13, jar $0.45.
  await t.database.db.insert(purchaseOrders).values({
    orderNumber: unique('PO'),
    vendorId: nwg,
    warehouseId: dal,
    orderStatus: 1,
    expectedDate: '2030-06-01',
    items: [
      { sku: wax.sku, quantity: 200, unitPrice: 7.99, vendorProductId: wax.id },
      { sku: wick.sku, quantity: 100, unitPrice: 0.13, vendorProductId: wick.id },
      { sku: jar.sku, quantity: 100, unitPrice: 0.45, vendorProductId: jar.id },
    ],
  });
  await addBom(t, admin, {
    vendorId: nwg,
    warehouseProductId: candle.id,
    items: [lineOf(wax, 8, { unit: 'OZ', unitsPerItemUnit: 16, wastePercent: 10 }), lineOf(wick, 1)],
  });
  boxBom = await addBom(t, admin, {
    vendorId: nwg,
    warehouseProductId: box.id,
    type: 'Kit',
    items: [lineOf(candle, 2, { wastePercent: 5 }), lineOf(jar, 1)],
  });
});
afterAll(() => t.close());

describe('the explosion', () => {
  it('answers the tree, the totals in whole units and the cost roll-up', async () => {
    const res = await t.request('GET', `${BOM}/${boxBom.id}/explosion?quantity=4`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.tree[0]).toMatchObject({
      sku: candle.sku,
      toConsume: null,
      subBillOfMaterialsId: expect.any(Number),
    });
    // 2 candles × 1.05 × 8 oz ÷ 16 × 1.10 = 1.155 lb of wax per box; 4.62 for 4 → 5 whole pounds.
    expect(answer.tree[0].children[0]).toMatchObject({
      sku: wax.sku,
      perFinishedUnit: 1.155,
      required: 4.62,
      toConsume: 5,
    });
    expect(answer.totals.map((x: { sku: string; quantity: number }) => [x.sku, x.quantity])).toEqual([
      [wax.sku, 5],
      [wick.sku, 9],
      [jar.sku, 4],
    ]);
    // 1.155 × 7.99 + 2.1 × 0.13 + 0.45 = 9.95145 → $9.95.
    expect(answer.costPerUnit).toBe(9.95);
    const bad = await t.request('GET', `${BOM}/${boxBom.id}/explosion?quantity=abc`, { token: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('quantity');
  });
});

describe('assembling, in parts', () => {
  let id: number;

  it('release allocates the leaves first expiry first out and freezes the revision', async () => {
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: boxBom.id,
      quantity: 4,
      dueDate: '2030-01-10',
    });
    id = wo.id;
    expect(wo.status).toBe('Draft');
    const res = await step(t, admin, id, 'release', { version: wo.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Released', version: wo.version + 1 });
    const held = await allocationsOf(t, id);
    // The earlier lot first: 3 of WAX-B, 2 of WAX-A.
    expect(
      held
        .filter((a) => a.vendorProductId === wax.id)
        .map((a) => a.quantity)
        .sort(),
    ).toEqual([2, 3]);
    expect(await stockOf(t, wax.id, ids.dal)).toEqual({ onHand: 11, allocated: 5, available: 6 });
    expect(await stockOf(t, wick.id, ids.dal)).toMatchObject({ allocated: 9 });
    expect(await stockOf(t, jar.id, ids.dal)).toMatchObject({ allocated: 4 });
    const [version] = await t.database.db
      .select()
      .from(billOfMaterialsVersions)
      .where(eq(billOfMaterialsVersions.id, (await stored(t, id)).billOfMaterialsVersionId!));
    expect(version).toMatchObject({ billOfMaterialsId: boxBom.id, revision: 1 });
    await expectConsistent(t);
  });

  it('a partial completion consumes its share and produces its lot, leaving the order In progress', async () => {
    const res = await step(t, admin, id, 'complete', { quantity: 1, lot: 'FG-1', expiry: '2031-01-01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'InProgress', completedQuantity: 1 });
    // ceil(1.155) = 2 lb of wax from the earliest lot (its allocation split), ceil(2.1) wicks, 1 jar.
    expect(await lotsOf(t, box.id, ids.dal)).toEqual({ 'FG-1|2031-01-01': 1 });
    expect(await stockOf(t, wax.id, ids.dal)).toEqual({ onHand: 9, allocated: 3, available: 6 });
    expect(await lotsOf(t, wax.id, ids.dal)).toEqual({ 'WAX-B|2029-01-01': 1, 'WAX-A|2030-01-01': 8 });
    expect(await stockOf(t, wick.id, ids.dal)).toEqual({ onHand: 37, allocated: 6, available: 31 });
    await expectConsistent(t);
  });

  it('the rest completes with chosen lots: consumed = the explosion of all units, cost and activity recorded', async () => {
    const wrong = await step(t, admin, id, 'complete', {
      quantity: 3,
      lot: 'FG-2',
      consumedLots: [{ vendorProductId: wax.id, lotNumber: 'WAX-A', quantity: 1 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.consumedLots).toBe(`${wax.sku}: 1 chosen, but this completion takes 3`);
    const res = await step(t, admin, id, 'complete', {
      quantity: 3,
      lot: 'FG-2',
      expiry: '2031-06-01',
      consumedLots: [
        { vendorProductId: wax.id, lotNumber: 'WAX-A', quantity: 2 },
        { vendorProductId: wax.id, lotNumber: 'WAX-B', quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({ status: 'Completed', completedQuantity: 4 });
    expect(done.completedAt).not.toBeNull();
    expect(done.activity).toEqual({ unitsAssembled: 4, unitsDisassembled: 0, kits: 4, components: 18 });
    // (3 lb wax × 7.99 + 6 wicks × 0.13 + 3 jars × 0.45) ÷ 3 = $8.70.
    expect(done.unitCost).toBe(8.7);
    const consumed = (await ledgerOf(t, id)).filter((r) => r.kind === 'work_order_consume');
    const total = (itemId: number) =>
      -consumed.filter((r) => r.vendorProductId === itemId).reduce((n, r) => n + r.quantityDelta, 0);
    expect([total(wax.id), total(wick.id), total(jar.id)]).toEqual([5, 9, 4]);
    expect((await allocationsOf(t, id)).filter((a) => a.status === 'open')).toEqual([]);
    expect(await lotsOf(t, box.id, ids.dal)).toEqual({ 'FG-1|2031-01-01': 1, 'FG-2|2031-06-01': 3 });
    expect(await stockOf(t, wax.id, ids.dal)).toEqual({ onHand: 6, allocated: 0, available: 6 });
    const completions = await t.database.db
      .select()
      .from(workOrderCompletions)
      .where(eq(workOrderCompletions.workOrderId, id))
      .orderBy(workOrderCompletions.id);
    expect(completions.map((c) => [c.quantity, c.lot])).toEqual([
      [1, 'FG-1'],
      [3, 'FG-2'],
    ]);
    expect(completions[1]!.components.filter((c) => c.vendorProductId === wax.id)).toEqual([
      expect.objectContaining({ lot: 'WAX-A', quantity: 2 }),
      expect.objectContaining({ lot: 'WAX-B', quantity: 1 }),
    ]);
    const overview = await t.request('GET', `${WO}/${id}/overview`, { token: admin });
    expect(overview.statusCode, overview.body).toBe(200);
    expect(overview.json()).toMatchObject({ status: 'Completed', nextSteps: [], revision: 1, remaining: 0 });
    expect(
      overview
        .json()
        .requirements.map((r: { required: number; consumed: number }) => [r.required, r.consumed]),
    ).toEqual([
      [5, 5],
      [9, 9],
      [4, 4],
    ]);
    await expectConsistent(t);
  });

  it('a disassembly takes finished units apart and returns their components into the lots they were built from', async () => {
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: boxBom.id,
      assembleType: 'Disassemble',
      quantity: 2,
    });
    await through(t, admin, wo.id, [['release']]);
    // The earliest expiring boxes: FG-1, then one of FG-2.
    expect(await stockOf(t, box.id, ids.dal)).toMatchObject({ onHand: 4, allocated: 2 });
    const waxBefore = await lotsOf(t, wax.id, ids.dal);
    const res = await step(t, admin, wo.id, 'complete', { quantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Completed', activity: { unitsDisassembled: 2 } });
    expect(await lotsOf(t, box.id, ids.dal)).toEqual({ 'FG-2|2031-06-01': 2 });
    // Content without waste: 2 boxes × 2 candles × 0.5 lb = 2 lb of wax, 4 wicks, 2 jars; FG-1 was
    // built from WAX-B (its completion recorded 2 lb of it).
    const waxAfter = await lotsOf(t, wax.id, ids.dal);
    expect(waxBefore['WAX-B|2029-01-01']).toBeUndefined();
    expect(waxAfter['WAX-B|2029-01-01']).toBe(2);
    expect(await stockOf(t, wick.id, ids.dal)).toMatchObject({ onHand: 31 + 4 });
    expect(await stockOf(t, jar.id, ids.dal)).toMatchObject({ onHand: 16 + 2 });
    await expectConsistent(t);
  });

  it('cancelling after a partial completion releases the rest; what was produced stays', async () => {
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: boxBom.id,
      quantity: 2,
    });
    await through(t, admin, wo.id, [['release'], ['start'], ['complete', { quantity: 1, lot: 'FG-3' }]]);
    const before = await stockOf(t, jar.id, ids.dal);
    expect(before.allocated).toBe(1);
    const res = await step(t, admin, wo.id, 'cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Cancelled', completedQuantity: 1 });
    expect(await stockOf(t, jar.id, ids.dal)).toEqual({
      onHand: before.onHand,
      allocated: 0,
      available: before.onHand,
    });
    expect((await lotsOf(t, box.id, ids.dal))['FG-3|-']).toBe(1);
    expect((await allocationsOf(t, wo.id)).filter((a) => a.status === 'open')).toEqual([]);
    await expectConsistent(t);
  });
});

describe('short components', () => {
  it('refuse the release with the shortage per component and the purchase order that covers it', async () => {
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: boxBom.id,
      quantity: 100,
    });
    const before = await ledgerOf(t, wo.id);
    const res = await step(t, admin, wo.id, 'release');
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.error).toBe('not_enough_stock');
    const waxShort = body.shortages.find((s: { sku: string }) => s.sku === wax.sku);
    // 100 boxes need ceil(115.5) = 116 lb; 6 are available; the purchase order brings 200.
    expect(waxShort).toMatchObject({ needed: 116, available: 6, short: 110 });
    expect(waxShort.incoming).toMatchObject({
      type: 'purchase_order',
      date: '2030-06-01',
      coversShortage: true,
    });
    expect(body.fields).toHaveProperty('components[0]');
    expect(await ledgerOf(t, wo.id)).toEqual(before);
    expect(await stored(t, wo.id)).toMatchObject({ status: 'Draft', billOfMaterialsVersionId: null });
    const plan = await t.request('GET', '/api/manufacturing/shortage-plan', { token: admin });
    expect(plan.statusCode, plan.body).toBe(200);
    const line = plan.json().lines.find((l: { vendorProductId: number }) => l.vendorProductId === wax.id);
    expect(line).toMatchObject({
      required: 116,
      available: 6,
      short: 110,
      coveredOn: '2030-06-01',
      toOrderNow: 0,
    });
    await step(t, admin, wo.id, 'cancel');
  });

  it('the shortage plan and the release agree for a BOM without a finished product', async () => {
    const part = await stockedItem(t, ids.nwg, ids.dal, 3);
    const bom = await addBom(t, admin, {
      vendorId: ids.nwg,
      warehouseProductId: null,
      items: [lineOf(part, 2)],
    });
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: bom.id,
      quantity: 5,
    });
    const refused = (await step(t, admin, wo.id, 'release')).json();
    expect(refused.shortages.find((s: { sku: string }) => s.sku === part.sku)).toMatchObject({ short: 7 });
    const plan = (await t.request('GET', '/api/manufacturing/shortage-plan', { token: admin })).json();
    expect(plan.lines.find((l: { vendorProductId: number }) => l.vendorProductId === part.id)).toMatchObject({
      required: 10,
      available: 3,
      short: 7,
    });
    await step(t, admin, wo.id, 'cancel');
  });
});

describe('versions', () => {
  it('editing a BOM a released work order uses makes a new revision; the work order keeps its own', async () => {
    const bom = await addBom(t, admin, {
      vendorId: ids.nwg,
      warehouseProductId: box.id,
      items: [lineOf(jar, 1)],
    });
    const first = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: bom.id,
      quantity: 1,
    });
    await through(t, admin, first.id, [['release']]);
    const edit = await t.request('POST', `${BOM}/edit`, {
      token: admin,
      body: { ...bom, items: [lineOf(jar, 2)] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().revision).toBe(2);
    const second = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: bom.id,
      quantity: 1,
    });
    await through(t, admin, second.id, [['release']]);
    const versions = await t.database.db
      .select()
      .from(billOfMaterialsVersions)
      .where(eq(billOfMaterialsVersions.billOfMaterialsId, bom.id))
      .orderBy(billOfMaterialsVersions.revision);
    expect(versions.map((v) => [v.revision, v.items[0]!.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    expect((await stored(t, first.id)).billOfMaterialsVersionId).toBe(versions[0]!.id);
    expect((await stored(t, second.id)).billOfMaterialsVersionId).toBe(versions[1]!.id);
    // A name change keeps the revision.
    const rename = await t.request('POST', `${BOM}/edit`, {
      token: admin,
      body: { ...(edit.json() as object), name: unique('Renamed') },
    });
    expect(rename.json().revision).toBe(2);
    for (const w of [first, second]) await step(t, admin, w.id, 'cancel');
    await expectConsistent(t);
  });
});

describe('under a purchase order', () => {
  it('sends the components to the manufacturer at release; the finished goods come back by receiving the PO', async () => {
    const [maker] = await t.database.db
      .insert(manufacturingVendors)
      .values({ name: unique('Maker'), isThirdParty: true })
      .returning();
    const bom = await addBom(t, admin, {
      vendorId: ids.nwg,
      warehouseProductId: box.id,
      items: [lineOf(jar, 1)],
    });
    const [po] = await t.database.db
      .insert(purchaseOrders)
      .values({
        orderNumber: unique('PO-MAKER'),
        vendorId: ids.nwg,
        warehouseId: ids.dal,
        orderStatus: 1,
        items: [{ sku: box.sku, quantity: 2, vendorProductId: box.id }],
      })
      .returning();
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: bom.id,
      quantity: 2,
      type: 'ThirdParty',
      manufacturingVendorId: maker!.id,
      purchaseOrderId: po!.id,
    });
    const jars = await stockOf(t, jar.id, ids.dal);
    await through(t, admin, wo.id, [['release']]);
    expect(await stockOf(t, jar.id, ids.dal)).toEqual({
      onHand: jars.onHand - 2,
      allocated: 0,
      available: jars.available - 2,
    });
    const issued = (await ledgerOf(t, wo.id)).filter((r) => r.kind === 'work_order_issue');
    expect(issued.map((r) => [r.quantityDelta, r.reason])).toEqual([
      [-2, `Sent to ${maker!.name} for work order ${wo.orderNumber} (purchase order ${po!.orderNumber})`],
    ]);
    // Receiving the purchase order brings the finished goods, as for any purchase order.
    const boxes = await stockOf(t, box.id, ids.dal);
    const batch = await t.request('POST', `/api/po/${po!.id}/batches`, {
      token: admin,
      body: { version: po!.version, lines: [{ poLineIndex: 0, quantity: 2 }] },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const received = await t.request('POST', `/api/common/warehouseShipments/${batch.json().id}/receive`, {
      token: admin,
      body: { lines: [{ lineIndex: 0, received: 2, lotNumber: 'MAKER-1' }] },
    });
    expect(received.statusCode, received.body).toBe(200);
    expect((await stockOf(t, box.id, ids.dal)).onHand).toBe(boxes.onHand + 2);
    // Completing records what the manufacturer reports without moving stock.
    const ledgerRows = (await ledgerOf(t, wo.id)).length;
    const done = await step(t, admin, wo.id, 'complete', { quantity: 2, lot: 'MAKER-1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('Completed');
    expect(await ledgerOf(t, wo.id)).toHaveLength(ledgerRows);
    await expectConsistent(t);
  });
});

describe('retries and races', () => {
  it('an Idempotency-Key applies a step once; a stale version changes nothing', async () => {
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: boxBom.id,
      quantity: 1,
    });
    const stale = await step(t, admin, wo.id, 'release', { version: wo.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stale_version');
    expect((await stored(t, wo.id)).status).toBe('Draft');
    const key = { 'idempotency-key': unique('release') };
    const first = await step(t, admin, wo.id, 'release', {}, key);
    const rows = (await ledgerOf(t, wo.id)).length;
    expect(rows).toBeGreaterThanOrEqual(3);
    const again = await step(t, admin, wo.id, 'release', {}, key);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json().version).toBe(first.json().version);
    expect(await ledgerOf(t, wo.id)).toHaveLength(rows);
    const twice = await step(t, admin, wo.id, 'release');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This work order is already released.');
    await step(t, admin, wo.id, 'cancel');
    await expectConsistent(t);
  });
});
