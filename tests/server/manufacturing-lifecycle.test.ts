/**
 * The work-order lifecycle over HTTP, generated from the lifecycle table
 * (src/domain/work-order.lifecycle.ts): every status × every step — an offered step answers 200 and
 * leaves the status the table names; any other answers 409 with the table's reason and changes
 * nothing (status, version, ledger). Then bad input: 400 with a message per field, nothing written.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billsOfMaterials, workOrders } from '../../server/db/schema';
import { workOrderStatuses } from '../../src/domain/resources/work-order.schema';
import {
  statusAfterStep,
  stepRefusal,
  workOrderSteps,
  type WorkOrderStep,
} from '../../src/domain/work-order.lifecycle';
import { startTestApp, type TestApp } from './harness';
import {
  addBom,
  addWorkOrder,
  BOM,
  expectConsistent,
  ledgerOf,
  lineOf,
  RND,
  step,
  stepsTo,
  stockedItem,
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
let bomId: number;
let part: { id: number; sku: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  ids = await tenants(t);
  part = await stockedItem(t, ids.nwg, ids.dal, 1000);
  const product = await stockedItem(t, ids.nwg, ids.dal, 0);
  bomId = (
    await addBom(t, admin, { vendorId: ids.nwg, warehouseProductId: product.id, items: [lineOf(part, 1)] })
  ).id;
});
afterAll(() => t.close());

/** The body each step passes validation with (complete: one of the two units). */
const bodyOf = (s: WorkOrderStep) => (s === 'complete' ? { quantity: 1, lot: unique('LOT') } : {});

const matrix = workOrderStatuses.flatMap((status) => workOrderSteps.map((s) => ({ status, step: s })));

describe('the lifecycle table, over HTTP', () => {
  it.each(matrix)('$status: $step', async ({ status, step: name }) => {
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: bomId,
      quantity: 2,
    });
    await through(t, admin, wo.id, stepsTo[status]);
    const before = await stored(t, wo.id);
    const ledger = await ledgerOf(t, wo.id);
    const refusal = stepRefusal(before, name);
    const res = await step(t, admin, wo.id, name, bodyOf(name));
    if (refusal === null) {
      expect(res.statusCode, res.body).toBe(200);
      const produced = name === 'complete' ? before.completedQuantity + 1 : before.completedQuantity;
      expect(res.json()).toMatchObject({
        status: statusAfterStep(name, produced, before.quantity),
        version: before.version + 1,
      });
    } else {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ error: 'conflict', message: refusal });
      const after = await stored(t, wo.id);
      expect([after.status, after.version]).toEqual([before.status, before.version]);
      expect(await ledgerOf(t, wo.id)).toEqual(ledger);
    }
  });

  it('refuses to release a work order without a bill of materials', async () => {
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: bomId,
    });
    await t.database.db.update(workOrders).set({ billOfMaterialsId: null }).where(eq(workOrders.id, wo.id));
    const res = await step(t, admin, wo.id, 'release');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Choose the bill of materials first.');
  });

  it('keeps a released work order fixed: only its due date and notes change', async () => {
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: bomId,
    });
    await through(t, admin, wo.id, [['release']]);
    const current = await stored(t, wo.id);
    const edit = (changes: Record<string, unknown>) =>
      t.request('POST', `${WO}/edit`, { token: admin, body: { ...current, ...changes } });
    expect((await edit({ quantity: 5 })).statusCode).toBe(409);
    const notes = await edit({ notes: 'Rush', dueDate: '2030-02-02' });
    expect(notes.statusCode, notes.body).toBe(200);
    // The form cannot move the status either.
    expect((await stored(t, wo.id)).status).toBe('Released');
    await expectConsistent(t);
  });
});

describe('bad input', () => {
  const workOrderCount = async () => (await t.database.db.select({ n: count() }).from(workOrders))[0]!.n;
  const bomCount = async () => (await t.database.db.select({ n: count() }).from(billsOfMaterials))[0]!.n;

  it('answers 400 per field on the step bodies and writes nothing', async () => {
    const wo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: bomId,
    });
    await through(t, admin, wo.id, [['release']]);
    const before = await stored(t, wo.id);
    const ledger = await ledgerOf(t, wo.id);
    const cases: [unknown, string][] = [
      [{}, 'quantity'],
      [{ quantity: 'x' }, 'quantity'],
      [{ quantity: 0 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ quantity: 3 }, 'quantity'],
      [{ quantity: 1, expiry: '2024-13-45' }, 'expiry'],
      [{ quantity: 1, lot: 'x'.repeat(101) }, 'lot'],
      [{ quantity: 1, consumedLots: 'all' }, 'consumedLots'],
      [
        { quantity: 1, consumedLots: [{ vendorProductId: 999_999, quantity: 1 }] },
        'consumedLots[0].vendorProductId',
      ],
      [{ quantity: 1, version: 'new' }, 'version'],
    ];
    for (const [body, field] of cases) {
      const res = await step(t, admin, wo.id, 'complete', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await stored(t, wo.id)).toEqual(before);
    expect(await ledgerOf(t, wo.id)).toEqual(ledger);
    expect((await step(t, admin, wo.id, 'release', [])).statusCode).toBe(400);
  });

  it('answers 400 per field on work orders and bills of materials and writes nothing', async () => {
    const [wos, boms] = [await workOrderCount(), await bomCount()];
    const other = await stockedItem(t, ids.bpo, ids.rno, 0);
    const woCases: [Record<string, unknown>, string][] = [
      [{ orderNumber: '' }, 'orderNumber'],
      [{ quantity: 0 }, 'quantity'],
      [{ type: 'Outsourced' }, 'type'],
      [{ type: 'ThirdParty' }, 'manufacturingVendorId'],
      [{ dueDate: 'soon' }, 'dueDate'],
      [{ billOfMaterialsId: 'one' }, 'billOfMaterialsId'],
    ];
    for (const [changes, field] of woCases) {
      const res = await t.request('POST', WO, {
        token: admin,
        body: {
          orderNumber: unique('WO'),
          vendorId: ids.nwg,
          warehouseId: ids.dal,
          billOfMaterialsId: bomId,
          ...changes,
        },
      });
      expect(res.statusCode, `${JSON.stringify(changes)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    const bomCases: [Record<string, unknown>, string][] = [
      [{ items: [] }, 'items'],
      [{ items: [{ ...lineOf(part, 0) }] }, 'items[0].quantity'],
      [{ items: [{ ...lineOf(part, 1), wastePercent: 120 }] }, 'items[0].wastePercent'],
      [{ items: [{ ...lineOf(part, 1), unitsPerItemUnit: 0 }] }, 'items[0].unitsPerItemUnit'],
      [{ items: [{ ...lineOf(part, 0.1234567) }] }, 'items[0].quantity'],
      [{ items: [{ ...lineOf(part, 1), unit: 'PINT' }] }, 'items[0].unit'],
      [{ items: [lineOf(other, 1)] }, 'items[0].vendorProductId'],
      [{ items: [{ sku: part.sku, quantity: 1 }] }, 'items[0].vendorProductId'],
    ];
    for (const [changes, field] of bomCases) {
      const res = await t.request('POST', BOM, {
        token: admin,
        body: { name: unique('BOM'), vendorId: ids.nwg, items: [lineOf(part, 1)], ...changes },
      });
      expect(res.statusCode, `${JSON.stringify(changes)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    }
    // A product made of itself, through a sub-assembly.
    const a = await stockedItem(t, ids.nwg, ids.dal, 0);
    const b = await stockedItem(t, ids.nwg, ids.dal, 0);
    await addBom(t, admin, { vendorId: ids.nwg, warehouseProductId: a.id, items: [lineOf(b, 1)] });
    const cycle = await t.request('POST', BOM, {
      token: admin,
      body: { name: unique('BOM'), vendorId: ids.nwg, warehouseProductId: b.id, items: [lineOf(a, 1)] },
    });
    expect(cycle.statusCode, cycle.body).toBe(400);
    expect(cycle.json().fields.items).toContain('made of itself');
    expect([await workOrderCount(), await bomCount()]).toEqual([wos, boms + 1]);
  });

  it('answers 400 per field on the R&D calls', async () => {
    const project = await t.request('POST', RND, {
      token: admin,
      body: { name: unique('Project'), vendorId: ids.nwg, items: [{ sku: part.sku, quantity: 1 }] },
    });
    expect(project.statusCode, project.body).toBe(201);
    const id = project.json().id as number;
    const costing = await t.request('POST', `${RND}/${id}/costing`, {
      token: admin,
      body: { quantityToOrder: -1, percentMarkup: 'lots' },
    });
    expect(costing.statusCode).toBe(400);
    expect(Object.keys(costing.json().fields)).toEqual(
      expect.arrayContaining(['quantityToOrder', 'percentMarkup']),
    );
    const toBom = await t.request('POST', `${RND}/${id}/to-bom`, { token: admin, body: {} });
    expect(toBom.statusCode).toBe(400);
    expect(toBom.json().fields).toHaveProperty('warehouseProductId');
    const badWorkOrder = await t.request('POST', `${RND}/${id}/to-bom`, {
      token: admin,
      body: { workOrder: { quantity: 0 } },
    });
    expect(badWorkOrder.statusCode).toBe(400);
    expect(badWorkOrder.json().fields).toHaveProperty(['workOrder.quantity']);
  });
});
