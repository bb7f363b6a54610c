/**
 * Who may do what to manual (small-parcel) and bulk shipments, over HTTP:
 * - the step permissions, generated from the lifecycle table (`stepPermissions`): every permission
 *   listed for a step of a kind lets its holder take it, and a user with none of them is refused 403;
 * - tenancy: another vendor's shipment, a warehouse outside the user's scope, and the other kind's
 *   shipments (a bulk-only viewer never sees small parcels) answer 404, in lists too; a bulk request
 *   not yet placed in a warehouse is seen by warehouse-limited staff only when they may confirm it;
 * - creation by kind: a brand that only requests writes a request (Open, requestedBy, no
 *   confirmation, numbered BS-<id>) and may change or withdraw it until the warehouse confirms it;
 *   the server, not the form, sets status, confirmation, activity and the lines' counters; addresses
 *   are checked per country;
 * - the vendor address book.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import {
  stepPermissions,
  type ManualShipmentStep,
  type ShipmentKind,
} from '../../src/domain/manual-shipment.lifecycle';
import { startTestApp, type TestApp } from './harness';
import {
  address,
  base,
  grant,
  insertShipment,
  newItem,
  orderTypeOf,
  receive,
  stepBody,
  stored,
  takeStep,
  tenants,
  unique,
  type Shipment,
  type Tenants,
} from './outbound-fixtures';

let t: TestApp;
let ids: Tenants;
let item: { id: number; sku: string };
let otherItem: { id: number; sku: string };
/** The test's own user, whose permissions each case sets. */
let me: { token: string; id: string };
let brand: { token: string; id: string };
let bluepeak: { token: string; id: string };
let warehouse: string;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  ids = await tenants(t);
  const login = await t.login('manufacturing@dockhand.test');
  me = { token: login.jwtToken, id: login.id };
  const b = await t.login('brand@northwind.test');
  brand = { token: b.jwtToken, id: b.id };
  const bp = await t.login('brand@bluepeak.test');
  bluepeak = { token: bp.jwtToken, id: bp.id };
  warehouse = (await t.login('warehouse@dockhand.test')).jwtToken;
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  item = await newItem(t, ids.nwg, ids.dal);
  otherItem = await newItem(t, ids.nwg, ids.cmh);
  await receive(t, { warehouseId: ids.dal, vendorProductId: item.id, location: 'P-01' }, 10_000);
  await receive(t, { warehouseId: ids.cmh, vendorProductId: otherItem.id, location: 'C-01' }, 100);
  // A brand that requests bulk shipments (not a role default): request and view its own.
  for (const user of [brand, bluepeak])
    await t.database.db
      .update(users)
      .set({ permissions: ['shipments.bulk.request', 'shipments.bulk.view'] })
      .where(eq(users.id, user.id));
});
afterAll(() => t.close());

const viewOf: Record<ShipmentKind, string> = {
  parcel: 'shipments.parcel.view',
  bulk: 'shipments.bulk.view',
};

/** A shipment of the kind in the state where the table offers `step`. */
async function shipmentFor(
  kind: ShipmentKind,
  step: ManualShipmentStep,
  vendorId = ids.nwg,
): Promise<Shipment> {
  const bulk = kind === 'bulk';
  const awaiting = step === 'pack' || step === 'ship';
  // A bulk request waits unconfirmed for submit, confirm and cancel (so a requester may withdraw it).
  const confirmed = bulk && (step === 'allocate' || awaiting);
  return insertShipment(t, {
    orderType: orderTypeOf(kind),
    orderStatus: step === 'submit' ? 'Draft' : awaiting ? 'AwaitingShipment' : 'Open',
    vendorId,
    item,
    warehouseId: !bulk || confirmed ? ids.dal : null,
    confirmedAt: confirmed ? new Date() : null,
    allocated: awaiting ? 2 : 0,
    packed: step === 'ship' && bulk ? 2 : 0,
  });
}

const pairs = (Object.keys(stepPermissions) as ShipmentKind[]).flatMap((kind) =>
  (Object.keys(stepPermissions[kind]) as ManualShipmentStep[]).flatMap((step) =>
    stepPermissions[kind][step].map((permission) => ({ kind, step, permission })),
  ),
);
const stepsOfKind = (Object.keys(stepPermissions) as ShipmentKind[]).flatMap((kind) =>
  (Object.keys(stepPermissions[kind]) as ManualShipmentStep[])
    .filter((step) => stepPermissions[kind][step].length > 0)
    .map((step) => ({ kind, step })),
);

describe('the step permissions of the lifecycle table', () => {
  it.each(pairs)('$kind: $permission takes $step', async ({ kind, step, permission }) => {
    await grant(t, me.id, [viewOf[kind], permission]);
    const shipment = await shipmentFor(kind, step);
    const res = await takeStep(t, me.token, step, shipment.id, stepBody(step, shipment, ids));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(stepsOfKind)('$kind: $step is refused 403 without its permissions', async ({ kind, step }) => {
    const others = Object.values(stepPermissions[kind === 'bulk' ? 'parcel' : 'bulk'][step]);
    // The other kind's permission of the same step opens the route, not this kind's shipments.
    await grant(t, me.id, [viewOf[kind], ...others]);
    const shipment = await shipmentFor(kind, step);
    const res = await takeStep(t, me.token, step, shipment.id, stepBody(step, shipment, ids));
    expect(res.statusCode, res.body).toBe(403);
    expect(await stored(t, shipment.id)).toEqual(shipment);
  });
});

describe('tenancy', () => {
  it("another vendor's shipment answers 404 to read and to the steps they hold", async () => {
    const theirs = await shipmentFor('bulk', 'cancel');
    expect((await t.request('GET', `${base}/${theirs.id}`, { token: bluepeak.token })).statusCode).toBe(404);
    // The steps a brand holds (others answer 403 at the route, before any record is read).
    for (const step of ['submit', 'cancel'] as const)
      expect((await takeStep(t, bluepeak.token, step, theirs.id)).statusCode).toBe(404);
    const list = await t.request('POST', `${base}/listItems`, {
      token: bluepeak.token,
      body: { orderType: 'BulkShipment', perPage: 200 },
    });
    expect((list.json().items as Shipment[]).every((s) => s.vendorId === ids.bpo)).toBe(true);
  });

  it('a warehouse outside the user’s scope: no read, no stock out of it', async () => {
    // Walt runs Dallas and Reno; this one ships from Columbus.
    const columbus = await insertShipment(t, {
      orderType: 'Ecom',
      orderStatus: 'Open',
      vendorId: ids.nwg,
      item: otherItem,
      warehouseId: ids.cmh,
    });
    expect((await t.request('GET', `${base}/${columbus.id}`, { token: warehouse })).statusCode).toBe(404);
    expect((await takeStep(t, warehouse, 'allocate', columbus.id)).statusCode).toBe(404);
    expect(
      (await t.request('GET', `${base}/${columbus.id}/allocation-proposal`, { token: warehouse })).statusCode,
    ).toBe(404);
    expect((await takeStep(t, admin, 'allocate', columbus.id)).statusCode).toBe(200);
    expect((await stored(t, columbus.id)).orderStatus).toBe('AwaitingShipment');
  });

  it('a warehouse-limited user confirms a request only into a warehouse of theirs', async () => {
    const request = await shipmentFor('bulk', 'confirm');
    const outside = await takeStep(t, warehouse, 'confirm', request.id, { warehouseId: ids.cmh });
    expect(outside.statusCode, outside.body).toBe(400);
    expect(outside.json().fields.warehouseId).toBeTruthy();
    const inside = await takeStep(t, warehouse, 'confirm', request.id, { warehouseId: ids.rno });
    expect(inside.statusCode, inside.body).toBe(200);
    expect(inside.json()).toMatchObject({ warehouseId: ids.rno, orderStatus: 'Open' });
    expect(inside.json().confirmedAt).toBeTruthy();
  });

  it('an unplaced request is seen by warehouse-limited staff only when they may confirm it', async () => {
    const request = await shipmentFor('bulk', 'confirm');
    expect((await t.request('GET', `${base}/${request.id}`, { token: warehouse })).statusCode).toBe(200);
    await grant(t, me.id, ['shipments.bulk.view'], { warehouses: [ids.dal] });
    expect((await t.request('GET', `${base}/${request.id}`, { token: me.token })).statusCode).toBe(404);
    const list = await t.request('POST', `${base}/listItems`, {
      token: me.token,
      body: { orderType: 'BulkShipment', perPage: 200 },
    });
    expect((list.json().items as Shipment[]).some((s) => s.warehouseId === null)).toBe(false);
  });

  it('each kind needs its own view permission, in lists and reads', async () => {
    const parcel = await shipmentFor('parcel', 'cancel');
    const bulk = await shipmentFor('bulk', 'allocate');
    await grant(t, me.id, ['shipments.bulk.view']);
    expect((await t.request('GET', `${base}/${parcel.id}`, { token: me.token })).statusCode).toBe(404);
    expect((await t.request('GET', `${base}/${bulk.id}`, { token: me.token })).statusCode).toBe(200);
    const everything = await t.request('POST', `${base}/listItems`, {
      token: me.token,
      body: { excludeTypes: [], perPage: 200 },
    });
    const types = new Set((everything.json().items as Shipment[]).map((s) => s.orderType));
    expect([...types]).toEqual(['BulkShipment']);
    await grant(t, me.id, ['shipments.parcel.view']);
    expect((await t.request('GET', `${base}/${bulk.id}`, { token: me.token })).statusCode).toBe(404);
    expect((await t.request('GET', `${base}/${parcel.id}/overview`, { token: me.token })).statusCode).toBe(
      200,
    );
  });
});

const requestBody = (extra: Record<string, unknown> = {}) => ({
  orderType: 'BulkShipment',
  vendorId: ids.nwg,
  shipmentAddress: { ...address, email: 'dock@wholefoods.test' },
  wantedShipDate: '2030-05-01',
  notes: 'Liftgate needed',
  items: [{ sku: item.sku, quantity: 3 }],
  ...extra,
});

describe('creating and editing', () => {
  it('a brand’s request: Open, requested by them, unconfirmed, numbered after its id', async () => {
    const res = await t.request('POST', base, { token: brand.token, body: requestBody() });
    expect(res.statusCode, res.body).toBe(201);
    const row = res.json() as Shipment;
    expect(row).toMatchObject({
      orderStatus: 'Open',
      requestedBy: brand.id,
      confirmedAt: null,
      warehouseId: null,
      orderNumber: `BS-${row.id}`,
      wantedShipDate: '2030-05-01',
    });
    expect(row.items).toEqual([
      expect.objectContaining({ sku: item.sku, vendorProductId: item.id, quantity: 3, allocatedQuantity: 0 }),
    ]);
  });

  it('a brand may neither confirm, nor request small parcels, nor request for another vendor', async () => {
    const created = (
      await t.request('POST', base, { token: brand.token, body: requestBody() })
    ).json() as Shipment;
    expect((await takeStep(t, brand.token, 'confirm', created.id, { warehouseId: ids.dal })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.request('POST', base, {
          token: brand.token,
          body: requestBody({ orderType: 'Ecom', warehouseId: ids.dal }),
        })
      ).statusCode,
    ).toBe(403);
    const other = await t.request('POST', base, {
      token: brand.token,
      body: requestBody({ vendorId: ids.bpo }),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields.vendorId).toBeTruthy();
  });

  it('a brand changes or withdraws its request until the warehouse confirms it', async () => {
    const created = (
      await t.request('POST', base, { token: brand.token, body: requestBody() })
    ).json() as Shipment;
    const edit = await t.request('POST', `${base}/edit`, {
      token: brand.token,
      body: requestBody({ id: created.id, version: created.version, notes: 'Two pallets max' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ notes: 'Two pallets max', orderNumber: `BS-${created.id}` });
    const confirmed = await takeStep(t, admin, 'confirm', created.id, { warehouseId: ids.dal });
    expect(confirmed.statusCode).toBe(200);
    const late = await t.request('POST', `${base}/edit`, {
      token: brand.token,
      body: requestBody({ id: created.id, version: confirmed.json().version }),
    });
    expect(late.statusCode, late.body).toBe(409);
    expect((await takeStep(t, brand.token, 'cancel', created.id)).statusCode).toBe(409);
    expect((await stored(t, created.id)).orderStatus).toBe('Open');

    const another = (
      await t.request('POST', base, { token: brand.token, body: requestBody() })
    ).json() as Shipment;
    const withdrawn = await takeStep(t, brand.token, 'cancel', another.id);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().orderStatus).toBe('Cancelled');
  });

  it('staff who may confirm a bulk shipment with its warehouse confirm it as they create it', async () => {
    const res = await t.request('POST', base, {
      token: admin,
      body: requestBody({ warehouseId: ids.dal, orderNumber: 'PO-7781' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ requestedBy: null, orderNumber: 'PO-7781', warehouseId: ids.dal });
    expect(res.json().confirmedAt).toBeTruthy();
    const allocated = await takeStep(t, admin, 'allocate', res.json().id);
    expect(allocated.statusCode, allocated.body).toBe(200);
  });

  it('small parcels need small-parcel create and a warehouse; status and counters are the server’s', async () => {
    await grant(t, me.id, ['shipments.bulk.view', 'shipments.bulk.create']);
    const parcel = {
      orderType: 'Ecom',
      orderNumber: unique('MS'),
      vendorId: ids.nwg,
      warehouseId: ids.dal,
      shipmentAddress: address,
      items: [{ sku: item.sku, quantity: 1, allocatedQuantity: 5, packedQuantity: 5 }],
    };
    expect((await t.request('POST', base, { token: me.token, body: parcel })).statusCode).toBe(403);
    await grant(t, me.id, ['shipments.parcel.view', 'shipments.parcel.create']);
    expect((await t.request('POST', base, { token: me.token, body: requestBody() })).statusCode).toBe(403);
    const noWarehouse = await t.request('POST', base, {
      token: me.token,
      body: { ...parcel, warehouseId: null },
    });
    expect(noWarehouse.statusCode).toBe(400);
    expect(noWarehouse.json().fields.warehouseId).toBeTruthy();
    const forged = await t.request('POST', base, {
      token: me.token,
      body: {
        ...parcel,
        orderStatus: 'Shipped',
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().fields.orderStatus).toBeTruthy();
    const created = await t.request('POST', base, {
      token: me.token,
      body: {
        ...parcel,
        confirmedAt: '2024-01-01T00:00:00Z',
        activity: { orders: 9 },
        trackingNumber: 'FORGED',
        requestedBy: me.id,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      orderStatus: 'Open',
      confirmedAt: null,
      activity: null,
      trackingNumber: null,
      requestedBy: null,
    });
    expect(created.json().items[0]).toMatchObject({ allocatedQuantity: 0, packedQuantity: 0 });
    const draft = await t.request('POST', base, {
      token: me.token,
      body: { ...parcel, orderStatus: 'Draft', items: [] },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json().orderStatus).toBe('Draft');
    // An allocated shipment is its steps' now.
    const id = created.json().id as number;
    expect((await takeStep(t, me.token, 'allocate', id)).statusCode).toBe(200);
    const edit = await t.request('POST', `${base}/edit`, {
      token: me.token,
      body: { ...parcel, id, version: (await stored(t, id)).version },
    });
    expect(edit.statusCode).toBe(409);
  });

  it('checks the address per country and names each field', async () => {
    const bad = await t.request('POST', base, {
      token: admin,
      body: requestBody({
        shipmentAddress: { name: 'X', addressLine1: '1 Main', city: 'Dallas', state: 'ZZ', postcode: '7520' },
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'shipmentAddress.state': expect.any(String),
      'shipmentAddress.postcode': expect.any(String),
    });
    const abroad = await t.request('POST', base, {
      token: admin,
      body: requestBody({
        shipmentAddress: { name: 'X', addressLine1: '1 Rue', city: 'Paris', countryCode: 'FR' },
      }),
    });
    expect(abroad.statusCode, abroad.body).toBe(201);
    const defaulted = await t.request('POST', base, {
      token: admin,
      body: requestBody({ shipmentAddress: { ...address, countryCode: undefined } }),
    });
    expect(defaulted.json().shipmentAddress.countryCode).toBe('US');
  });
});

describe('the address book', () => {
  const book = '/api/common/shipmentAddresses';

  it('is the vendor’s own: created, listed, searched and hidden from other vendors', async () => {
    const created = await t.request('POST', book, {
      token: brand.token,
      body: { vendorId: ids.nwg, label: 'Whole Foods DC Aurora', address },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const found = await t.request('POST', `${book}/listItems`, {
      token: brand.token,
      body: { search: 'aurora' },
    });
    expect((found.json().items as { id: number }[]).map((a) => a.id)).toContain(id);
    expect((await t.request('GET', `${book}/${id}`, { token: bluepeak.token })).statusCode).toBe(404);
    const theirs = await t.request('POST', book, {
      token: bluepeak.token,
      body: { vendorId: ids.nwg, label: 'Sneaky', address },
    });
    expect(theirs.statusCode).toBe(400);
    const invalid = await t.request('POST', book, {
      token: brand.token,
      body: {
        vendorId: ids.nwg,
        label: 'No street',
        address: { name: 'X', city: 'Dallas', state: 'TX', postcode: '75201' },
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields['address.addressLine1']).toBeTruthy();
    // A shipment refers to an address of its own vendor only.
    const mismatch = await t.request('POST', base, {
      token: admin,
      body: requestBody({ vendorId: ids.bpo, items: [], orderStatus: 'Draft', shipmentAddressId: id }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fields.shipmentAddressId).toBeTruthy();
  });
});
