/**
 * Who may do what to work orders, bills of materials and R&D projects, over HTTP:
 * - the step permissions, generated from the lifecycle table (`workOrderStepPermissions`): every
 *   permission listed for a step lets its holder take it; a user with the view permission only is
 *   refused 403, and the work order is unchanged;
 * - tenancy: another vendor's work order and a warehouse outside the user's scope answer 404 on the
 *   detail, the steps and the overview, and are left out of the lists; a BOM of another vendor is
 *   404 on its explosion, an R&D project on its costing;
 * - a vendor (brand) user sees its own BOMs and work orders read-only;
 * - "work orders under purchase orders" (spec §6): those users see and create only work orders
 *   carried by a purchase order;
 * - the special reads declare their permission (403 without).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workOrderStepPermissions, type WorkOrderStep } from '../../src/domain/work-order.lifecycle';
import { manufacturingVendors, purchaseOrders } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import {
  addBom,
  addWorkOrder,
  BOM,
  grant,
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
  type WorkOrder,
} from './manufacturing-fixtures';

let t: TestApp;
let admin: string;
let ids: Tenants;
let me: { token: string; id: string };
let brand: string;
let nwgBom: number;
let bpoBom: number;
let nwgOrder: WorkOrder;
let bpoOrder: WorkOrder;
let rnoOrder: WorkOrder;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  ids = await tenants(t);
  const login = await t.login('manufacturing@dockhand.test');
  me = { token: login.jwtToken, id: login.id };
  brand = (await t.login('brand@northwind.test')).jwtToken;
  const part = await stockedItem(t, ids.nwg, ids.dal, 1000);
  const product = await stockedItem(t, ids.nwg, ids.dal, 0);
  nwgBom = (
    await addBom(t, admin, { vendorId: ids.nwg, warehouseProductId: product.id, items: [lineOf(part, 1)] })
  ).id;
  const bpoPart = await stockedItem(t, ids.bpo, ids.rno, 100);
  const bpoProduct = await stockedItem(t, ids.bpo, ids.rno, 0);
  bpoBom = (
    await addBom(t, admin, {
      vendorId: ids.bpo,
      warehouseProductId: bpoProduct.id,
      items: [lineOf(bpoPart, 1)],
    })
  ).id;
  nwgOrder = await addWorkOrder(t, admin, {
    vendorId: ids.nwg,
    warehouseId: ids.dal,
    billOfMaterialsId: nwgBom,
  });
  bpoOrder = await addWorkOrder(t, admin, {
    vendorId: ids.bpo,
    warehouseId: ids.rno,
    billOfMaterialsId: bpoBom,
  });
  rnoOrder = await addWorkOrder(t, admin, {
    vendorId: ids.nwg,
    warehouseId: ids.rno,
    billOfMaterialsId: nwgBom,
  });
});
afterAll(() => t.close());

/** A work order of Northwind at Dallas in the state where the table offers `s`. */
async function orderFor(s: WorkOrderStep) {
  const wo = await addWorkOrder(t, admin, {
    vendorId: ids.nwg,
    warehouseId: ids.dal,
    billOfMaterialsId: nwgBom,
  });
  await through(t, admin, wo.id, s === 'start' || s === 'complete' ? stepsTo.Released : []);
  return wo;
}
const bodyOf = (s: WorkOrderStep) => (s === 'complete' ? { quantity: 1 } : {});

const pairs = (Object.keys(workOrderStepPermissions) as WorkOrderStep[]).flatMap((s) =>
  workOrderStepPermissions[s].map((permission) => ({ step: s, permission })),
);

describe('the step permissions of the lifecycle table', () => {
  it.each(pairs)('$permission takes $step', async ({ step: s, permission }) => {
    await grant(t, me.id, ['manufacturing.workOrders.view', permission]);
    const wo = await orderFor(s);
    const res = await step(t, me.token, wo.id, s, bodyOf(s));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(Object.keys(workOrderStepPermissions) as WorkOrderStep[])(
    'a viewer may not %s (403, unchanged)',
    async (s) => {
      await grant(t, me.id, ['manufacturing.workOrders.view']);
      const wo = await orderFor(s);
      const before = await stored(t, wo.id);
      const res = await step(t, me.token, wo.id, s, bodyOf(s));
      expect(res.statusCode).toBe(403);
      expect(await stored(t, wo.id)).toEqual(before);
    },
  );
});

describe('tenancy', () => {
  const reads = (id: number) => [`${WO}/${id}`, `${WO}/${id}/overview`];

  it('hides another vendor’s work orders and BOMs: 404 on reads and steps, left out of lists', async () => {
    await grant(
      t,
      me.id,
      ['manufacturing.workOrders.update', 'manufacturing.bom.update', 'manufacturing.rnd.update'],
      {
        vendors: [ids.nwg],
      },
    );
    for (const url of reads(bpoOrder.id))
      expect((await t.request('GET', url, { token: me.token })).statusCode).toBe(404);
    for (const s of ['release', 'cancel'] as const)
      expect((await step(t, me.token, bpoOrder.id, s)).statusCode).toBe(404);
    const list = await t.request('POST', `${WO}/listItems`, { token: me.token, body: { perPage: 200 } });
    const vendorsSeen = new Set(list.json().items.map((w: WorkOrder) => w.vendorId));
    expect([...vendorsSeen]).toEqual([ids.nwg]);
    expect((await t.request('GET', `${BOM}/${bpoBom}/explosion`, { token: me.token })).statusCode).toBe(404);
    expect((await t.request('GET', `${BOM}/${nwgBom}/explosion`, { token: me.token })).statusCode).toBe(200);
    const project = await t.request('POST', RND, {
      token: admin,
      body: { name: unique('P'), vendorId: ids.bpo },
    });
    expect(
      (await t.request('POST', `${RND}/${project.json().id}/costing`, { token: me.token })).statusCode,
    ).toBe(404);
    expect(
      (await t.request('POST', `${RND}/${project.json().id}/to-bom`, { token: me.token })).statusCode,
    ).toBe(404);
    expect((await stored(t, bpoOrder.id)).status).toBe('Draft');
  });

  it('hides work orders at a warehouse outside the scope', async () => {
    await grant(t, me.id, ['manufacturing.workOrders.update'], { warehouses: [ids.dal] });
    for (const url of reads(rnoOrder.id))
      expect((await t.request('GET', url, { token: me.token })).statusCode).toBe(404);
    expect((await step(t, me.token, rnoOrder.id, 'release')).statusCode).toBe(404);
    expect((await t.request('GET', `${WO}/${nwgOrder.id}`, { token: me.token })).statusCode).toBe(200);
    const plan = await t.request('GET', '/api/manufacturing/shortage-plan', { token: me.token });
    expect(plan.statusCode).toBe(200);
    expect(plan.json().lines.every((l: { warehouseId: number }) => l.warehouseId === ids.dal)).toBe(true);
  });
});

describe('a vendor (brand) user', () => {
  it('sees its own BOMs and work orders, read-only', async () => {
    expect((await t.request('GET', `${WO}/${nwgOrder.id}`, { token: brand })).statusCode).toBe(200);
    expect((await t.request('GET', `${WO}/${nwgOrder.id}/overview`, { token: brand })).statusCode).toBe(200);
    expect((await t.request('GET', `${WO}/${bpoOrder.id}`, { token: brand })).statusCode).toBe(404);
    expect(
      (await t.request('GET', `${BOM}/${nwgBom}/explosion?quantity=3`, { token: brand })).statusCode,
    ).toBe(200);
    expect((await step(t, brand, nwgOrder.id, 'release')).statusCode).toBe(403);
    const create = await t.request('POST', WO, {
      token: brand,
      body: { orderNumber: unique('WO'), vendorId: ids.nwg, warehouseId: ids.dal, billOfMaterialsId: nwgBom },
    });
    expect(create.statusCode).toBe(403);
    const overview = (await t.request('GET', `${WO}/${nwgOrder.id}/overview`, { token: brand })).json();
    expect(overview.nextSteps).toEqual([]);
    expect(overview.refusals.release).toBe('You may not take this step.');
  });
});

describe('work orders under purchase orders', () => {
  it('are the only ones those users see and create', async () => {
    const [po] = await t.database.db
      .insert(purchaseOrders)
      .values({
        orderNumber: unique('PO'),
        vendorId: ids.nwg,
        warehouseId: ids.dal,
        orderStatus: 1,
        items: [],
      })
      .returning();
    const [vendor] = await t.database.db
      .insert(manufacturingVendors)
      .values({ name: unique('Maker'), isThirdParty: true })
      .returning();
    const underPo = await addWorkOrder(t, admin, {
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: nwgBom,
      type: 'ThirdParty',
      manufacturingVendorId: vendor!.id,
      purchaseOrderId: po!.id,
    });
    await grant(t, me.id, ['warehouses.po.workOrders.view', 'warehouses.po.workOrders.create']);
    const list = await t.request('POST', `${WO}/listItems`, { token: me.token, body: { perPage: 200 } });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.every((w: WorkOrder) => w.purchaseOrderId !== null)).toBe(true);
    expect(list.json().items.map((w: WorkOrder) => w.id)).toContain(underPo.id);
    expect((await t.request('GET', `${WO}/${nwgOrder.id}`, { token: me.token })).statusCode).toBe(404);
    const body = {
      orderNumber: unique('WO'),
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      billOfMaterialsId: nwgBom,
    };
    const without = await t.request('POST', WO, { token: me.token, body });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields).toHaveProperty('purchaseOrderId');
    const withPo = await t.request('POST', WO, {
      token: me.token,
      body: { ...body, type: 'ThirdParty', manufacturingVendorId: vendor!.id, purchaseOrderId: po!.id },
    });
    expect(withPo.statusCode, withPo.body).toBe(201);
    expect((await step(t, me.token, underPo.id, 'release')).statusCode).toBe(403);
  });
});

describe('the special reads', () => {
  it('declare their permission', async () => {
    await grant(t, me.id, ['items.view']);
    const calls: [string, string][] = [
      ['GET', `${WO}/${nwgOrder.id}/overview`],
      ['GET', `${BOM}/${nwgBom}/explosion`],
      ['GET', '/api/manufacturing/shortage-plan'],
      ['POST', `${RND}/1/costing`],
      ['POST', `${RND}/1/to-bom`],
    ];
    for (const [method, url] of calls)
      expect((await t.request(method, url, { token: me.token, body: {} })).statusCode, url).toBe(403);
  });
});
