/**
 * R&D projects and the manufacturing dashboard, over HTTP:
 * - a new project starts from the planning defaults of spec §9;
 * - the costing sheet: unit and batch cost, suggested price, weight, and the warnings that name
 *   their component (minimum order, stale last purchase, long lead time), from the stored project or
 *   the form's unsaved values, writing nothing;
 * - a finished project becomes a BOM (per one finished unit, with its waste) and a first Draft work
 *   order that releases; a second time answers 409;
 * - the manufacturing manager's dashboard counts work orders by status, the late ones and shortages.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders, rndProjects } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import {
  addBom,
  addWorkOrder,
  BOM,
  grant,
  lineOf,
  RND,
  step,
  stockedItem,
  tenants,
  unique,
  WO,
  type Tenants,
} from './manufacturing-fixtures';

let t: TestApp;
let admin: string;
let manufacturing: string;
let ids: Tenants;
type Item = Awaited<ReturnType<typeof stockedItem>>;
let base: Item, jar: Item, candle: Item;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  manufacturing = (await t.login('manufacturing@dockhand.test')).jwtToken;
  ids = await tenants(t);
  base = await stockedItem(t, ids.nwg, ids.dal, 50, {}, { minimumOrderQuantity: 200, leadTimeDays: 36 });
  jar = await stockedItem(t, ids.nwg, ids.dal, 50, {}, { minimumOrderQuantity: 100, leadTimeDays: 35 });
  candle = await stockedItem(t, ids.nwg, ids.dal, 0, {}, { itemUnit: 'E' });
  // A purchase of the base long ago ($2.50) and of jars recently ($1.20).
  const po = async (item: Item, unitPrice: number, daysAgo: number) => {
    const [row] = await t.database.db
      .insert(purchaseOrders)
      .values({
        orderNumber: unique('PO'),
        vendorId: ids.nwg,
        warehouseId: ids.dal,
        orderStatus: 4,
        items: [{ sku: item.sku, quantity: 10, unitPrice, vendorProductId: item.id }],
        createdAt: new Date(Date.now() - daysAgo * 86_400_000),
      })
      .returning();
    return row!;
  };
  await po(base, 2.5, 400);
  await po(jar, 1.2, 3);
});
afterAll(() => t.close());

describe('an R&D project', () => {
  let id: number;

  it('starts from the planning defaults of spec §9', async () => {
    const res = await t.request('POST', RND, {
      token: admin,
      body: {
        name: unique('Candle'),
        vendorId: ids.nwg,
        warehouseId: ids.dal,
        items: [
          { sku: base.sku, quantity: 2 },
          { sku: jar.sku, quantity: 2 },
        ],
        quantity: 2,
        unitWeight: 0.5,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({
      quantityToOrder: 1,
      percentMarkup: 10,
      wastePerItemPercent: 8,
      moqWarningMultiple: 3,
      lastPurchasedWeeksWarning: 26,
      planningLeadTimeDaysWarning: 35,
      unitWeightMetric: true,
    });
    // The lines took their items by SKU.
    expect(res.json().items.map((l: { vendorProductId: number }) => l.vendorProductId)).toEqual([
      base.id,
      jar.id,
    ]);
  });

  it('answers its costing sheet with warnings naming their component, writing nothing', async () => {
    const [before] = await t.database.db.select().from(rndProjects).where(eq(rndProjects.id, id));
    const res = await t.request('POST', `${RND}/${id}/costing`, {
      token: manufacturing,
      body: { quantityToOrder: 300, otherFees: 30 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json();
    // Per candle: 1 base × 2.50 + 1 jar × 1.20 = 3.70; with 8 % waste 3.996 → $4.00.
    expect(sheet).toMatchObject({
      materialCostPerUnit: 3.7,
      wasteCostPerUnit: 0.3,
      batchMaterialCost: 1198.8,
      otherFees: 30,
      batchCost: 1228.8,
      unitCost: 4.1,
      suggestedPrice: 4.51,
      weight: { perUnitKg: 0.5, perUnitLb: 1.102, batchKg: 150, batchLb: 330.693 },
    });
    expect(sheet.warnings.map((w: { kind: string; sku: string }) => [w.kind, w.sku])).toEqual([
      ['moq', base.sku], // 300 < 3 × 200
      ['lastPurchase', base.sku], // 400 days ago
      ['leadTime', base.sku], // 36 > 35 days
    ]);
    expect(sheet.warnings[0].message).toContain(base.sku);
    const stored = await t.request('POST', `${RND}/${id}/costing`, { token: manufacturing });
    expect(stored.json().quantityToOrder).toBe(1);
    const [after] = await t.database.db.select().from(rndProjects).where(eq(rndProjects.id, id));
    expect(after).toEqual(before);
  });

  it('becomes a BOM per finished unit and a first work order that releases; once only', async () => {
    const project = (await t.request('GET', `${RND}/${id}`, { token: admin })).json();
    await t.request('POST', `${RND}/edit`, {
      token: admin,
      body: { ...project, warehouseProductId: candle.id },
    });
    const res = await t.request('POST', `${RND}/${id}/to-bom`, {
      token: admin,
      body: { workOrder: { quantity: 5, dueDate: '2030-03-01' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { billOfMaterialsId, workOrderId } = res.json();
    const bom = (await t.request('GET', `${BOM}/${billOfMaterialsId}`, { token: admin })).json();
    expect(bom).toMatchObject({ warehouseProductId: candle.id, revision: 1 });
    expect(
      bom.items.map((l: { quantity: number; wastePercent: number }) => [l.quantity, l.wastePercent]),
    ).toEqual([
      [1, 8],
      [1, 8],
    ]);
    const wo = (await t.request('GET', `${WO}/${workOrderId}`, { token: admin })).json();
    expect(wo).toMatchObject({ status: 'Draft', quantity: 5, warehouseId: ids.dal, billOfMaterialsId });
    // 5 × 1.08 = 5.4 → 6 of each.
    const released = await step(t, admin, workOrderId, 'release');
    expect(released.statusCode, released.body).toBe(200);
    const overview = (await t.request('GET', `${WO}/${workOrderId}/overview`, { token: admin })).json();
    expect(overview.requirements.map((r: { required: number }) => r.required)).toEqual([6, 6]);
    const again = await t.request('POST', `${RND}/${id}/to-bom`, { token: admin, body: {} });
    expect(again.statusCode).toBe(409);
  });
});

describe('the manufacturing dashboard', () => {
  it('counts work orders by status, the late ones and the shortages', async () => {
    const product = await stockedItem(t, ids.nwg, ids.dal, 0);
    const scarce = await stockedItem(t, ids.nwg, ids.dal, 1);
    const bom = await addBom(t, admin, {
      vendorId: ids.nwg,
      warehouseProductId: product.id,
      items: [lineOf(scarce, 5)],
    });
    const before = (await t.request('GET', '/api/dashboard', { token: manufacturing })).json();
    expect(before.view).toBeNull();
    expect(before.manufacturing).not.toBeNull();
    await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: bom.id,
      quantity: 1,
      dueDate: '2020-01-01',
    });
    const after = (await t.request('GET', '/api/dashboard', { token: manufacturing })).json().manufacturing;
    expect(after.byStatus.Draft).toBe(before.manufacturing.byStatus.Draft + 1);
    expect(after.late).toBe(before.manufacturing.late + 1);
    expect(after.lateOrders[0]).toMatchObject({ dueDate: '2020-01-01', status: 'Draft' });
    expect(after.shortComponents).toBe(before.manufacturing.shortComponents + 1);
    expect(after.uncoveredComponents).toBe(before.manufacturing.uncoveredComponents + 1);
    expect(after.producedPerDay).toHaveLength(30);
    // Without any work-order permission there is no manufacturing section.
    const manager = await t.login('manager@dockhand.test');
    await grant(t, manager.id, ['orders.view']);
    const noView = (await t.request('GET', '/api/dashboard', { token: manager.jwtToken })).json();
    expect(noView.manufacturing).toBeNull();
  });
});
