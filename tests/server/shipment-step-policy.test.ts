/**
 * The steps of warehouse shipments against the lifecycle's permission table and the policy's
 * two-warehouse rule. Generated from `shipmentStepPermissions` (the table the screens offer their
 * buttons from): every permission listed for a step lets its holder take the step, and a user without
 * any of them is refused. A warehouse-limited user never takes stock out of, or reads the lots of, a
 * warehouse outside their scope (they may request a transfer from it), while receiving at their own
 * warehouse still works.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendorProducts, vendors, warehouses, warehouseShipments } from '../../server/db/schema';
import {
  ADVANCED_SHIP_NOTICE,
  PURCHASE_ORDER_BATCH,
  WAREHOUSE_TRANSFER,
} from '../../src/domain/resources/warehouse-shipment.schema';
import { shipmentStepPermissions, type ShipmentStep } from '../../src/domain/warehouse-shipment.lifecycle';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let userId: string;
let whManager: string;
let admin: string;
const ids = { nwg: 0, dal: 0, rno: 0, cmh: 0, mug: 0 };
let serial = 0;
const base = '/api/common/warehouseShipments';

beforeAll(async () => {
  t = await startTestApp();
  const login = await t.login('manufacturing@dockhand.test');
  token = login.jwtToken;
  userId = login.id;
  whManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  const db = t.database.db;
  ids.nwg = (await db.select().from(vendors)).find((v) => v.code === 'NWG')!.id;
  const w = await db.select().from(warehouses);
  for (const code of ['dal', 'rno', 'cmh'] as const)
    ids[code] = w.find((x) => x.code === code.toUpperCase())!.id;
  ids.mug = (await db.select().from(vendorProducts).where(eq(vendorProducts.sku, 'NWG-MUG-11')))[0]!.id;
});
afterAll(() => t.close());

const viewOf: Record<number, string> = {
  [ADVANCED_SHIP_NOTICE]: 'warehouses.asn.view',
  [PURCHASE_ORDER_BATCH]: 'warehouses.po.view',
  [WAREHOUSE_TRANSFER]: 'warehouses.transfers.view',
};

/** A shipment of `type` in the state where `step` is offered (lines with the counters it needs). */
async function shipmentFor(type: number, step: ShipmentStep, route = { from: ids.dal, to: ids.rno }) {
  const status =
    step === 'allocate'
      ? 'Open'
      : step === 'confirm'
        ? 'AwaitingShipment'
        : type === WAREHOUSE_TRANSFER
          ? 'Shipped'
          : 'Open';
  const [row] = await t.database.db
    .insert(warehouseShipments)
    .values({
      type,
      orderNumber: `STEP-${++serial}`,
      vendorId: ids.nwg,
      fromWarehouseId: type === WAREHOUSE_TRANSFER ? route.from : null,
      toWarehouseId: route.to,
      orderStatus: status,
      items: [
        {
          sku: 'NWG-MUG-11',
          vendorProductId: ids.mug,
          quantity: 2,
          allocatedQuantity: step === 'allocate' ? 0 : 2,
          sentQuantity: step === 'receive' && type === WAREHOUSE_TRANSFER ? 2 : 0,
          receivedQuantity: 0,
          rejectedQuantity: 0,
          cancelledQuantity: 0,
        },
      ],
    })
    .returning();
  return row!;
}

const bodyOf: Record<ShipmentStep, unknown> = {
  allocate: { lines: [{ lineIndex: 0, from: [] }] },
  confirm: undefined,
  receive: { lines: [{ lineIndex: 0, received: 1 }] },
};

const take = (step: ShipmentStep, id: number, as = token) =>
  t.request('POST', `${base}/${id}/${step}`, { token: as, body: bodyOf[step] });

async function grant(permissions: string[]) {
  await t.database.db
    .update(users)
    .set({ roles: [], permissions, accessVendorIds: null, accessWarehouseIds: null })
    .where(eq(users.id, userId));
}

const pairs = Object.entries(shipmentStepPermissions).flatMap(([type, steps]) =>
  Object.entries(steps).flatMap(([step, permissions]) =>
    permissions.map((permission) => ({ type: Number(type), step: step as ShipmentStep, permission })),
  ),
);

describe('the step permissions of the lifecycle table', () => {
  it.each(pairs)('type $type: $permission takes $step', async ({ type, step, permission }) => {
    await grant([viewOf[type]!, permission]);
    const res = await take(step, (await shipmentFor(type, step)).id);
    expect([403, 404], `${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each(pairs)('type $type: $step is refused without $permission', async ({ type, step }) => {
    await grant([viewOf[type]!]);
    const res = await take(step, (await shipmentFor(type, step)).id);
    expect(res.statusCode, res.body).toBe(403);
  });
});

describe('a transfer from a warehouse outside the user’s scope', () => {
  // The warehouse manager runs Dallas and Reno; this transfer leaves Columbus for Dallas.
  const inbound = { from: 0, to: 0 };
  beforeAll(() => Object.assign(inbound, { from: ids.cmh, to: ids.dal }));

  it('is readable (its destination is in scope) but its allocation proposal is not', async () => {
    const transfer = await shipmentFor(WAREHOUSE_TRANSFER, 'allocate', inbound);
    expect((await t.request('GET', `${base}/${transfer.id}`, { token: whManager })).statusCode).toBe(200);
    const proposal = await t.request('GET', `${base}/${transfer.id}/allocation-proposal`, {
      token: whManager,
    });
    expect(proposal.statusCode).toBe(404);
    expect(
      (await t.request('GET', `${base}/${transfer.id}/allocation-proposal`, { token: admin })).statusCode,
    ).toBe(200);
  });

  it('cannot be allocated or confirmed by that user', async () => {
    const open = await shipmentFor(WAREHOUSE_TRANSFER, 'allocate', inbound);
    expect((await take('allocate', open.id, whManager)).statusCode).toBe(404);
    const allocated = await shipmentFor(WAREHOUSE_TRANSFER, 'confirm', inbound);
    expect((await take('confirm', allocated.id, whManager)).statusCode).toBe(404);
    const [after] = await t.database.db
      .select()
      .from(warehouseShipments)
      .where(eq(warehouseShipments.id, allocated.id));
    expect(after!.orderStatus).toBe('AwaitingShipment');
  });

  it('may be requested by that user, but moves no stock until the source allocates it', async () => {
    const created = await t.request('POST', base, {
      token: whManager,
      body: {
        type: WAREHOUSE_TRANSFER,
        orderNumber: `STEP-NEW-${++serial}`,
        vendorId: ids.nwg,
        fromWarehouseId: ids.cmh,
        toWarehouseId: ids.dal,
        items: [{ sku: 'NWG-MUG-11', vendorProductId: ids.mug, quantity: 1 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await take('allocate', created.json().id, whManager)).statusCode).toBe(404);
    expect((await take('allocate', created.json().id, admin)).statusCode).not.toBe(404);
  });

  it('is received at the user’s own warehouse once sent', async () => {
    const sent = await shipmentFor(WAREHOUSE_TRANSFER, 'receive', inbound);
    const res = await take('receive', sent.id, whManager);
    expect([403, 404], res.body).not.toContain(res.statusCode);
  });
});
