/**
 * Advance ship notices as documents: create (lines resolved to the vendor's items, stored with their
 * receiving counters at 0), list filters (customer requested, the received date range in the user's
 * timezone, SKU, status, either warehouse), a brand user's scope, the receipts read, and edits
 * refused once the ASN is past Open.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  inboundReceipts,
  users,
  vendorProducts,
  vendors,
  warehouses,
  warehouseShipments,
} from '../../server/db/schema';
import { effectiveTimezoneOffset } from '../../src/domain/timezone';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let brand: string;
let bluepeakBrand: string;
const ids = { nwg: 0, bpo: 0, dal: 0, rno: 0, mug: 0, tote: 0 };
const base = '/api/common/warehouseShipments';

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  bluepeakBrand = (await t.login('brand@bluepeak.test')).jwtToken;
  const db = t.database.db;
  const v = await db.select().from(vendors);
  const w = await db.select().from(warehouses);
  ids.nwg = v.find((x) => x.code === 'NWG')!.id;
  ids.bpo = v.find((x) => x.code === 'BPO')!.id;
  ids.dal = w.find((x) => x.code === 'DAL')!.id;
  ids.rno = w.find((x) => x.code === 'RNO')!.id;
  const products = await db.select().from(vendorProducts).where(eq(vendorProducts.vendorId, ids.nwg));
  ids.mug = products.find((p) => p.sku === 'NWG-MUG-11')!.id;
  ids.tote = products.find((p) => p.sku === 'NWG-TOTE-CAN')!.id;
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token = admin) => t.request('POST', url, { token, body });
const list = async (body: Record<string, unknown>, token = admin) => {
  const res = await post(`${base}/listItems`, { type: 1, perPage: 200, ...body }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { total: number; items: Record<string, unknown>[] };
};
let serial = 0;
const asn = (extra: Record<string, unknown> = {}) => ({
  type: 1,
  orderNumber: `ASN-T-${++serial}`,
  customReferenceNumber: 'PO-77812',
  vendorId: ids.nwg,
  toWarehouseId: ids.dal,
  expectedDate: '2026-05-04',
  shippings: [{ carrier: 'UPS Freight', trackingNumber: '1Z999AA10123456784' }],
  items: [
    { sku: 'NWG-MUG-11', name: 'Stoneware Mug 11oz', vendorProductId: ids.mug, quantity: 240 },
    { sku: 'nwg-tote-can', quantity: 96 },
  ],
  ...extra,
});

describe('creating an ASN', () => {
  it('stores its lines in the receiving shape, resolved to the vendor’s items', async () => {
    const res = await post(base, asn({ items: [...asn().items], orderStatus: 'Received' }));
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      type: 1,
      orderStatus: 'Open',
      customerRequested: false,
      customReferenceNumber: 'PO-77812',
      shippings: [{ carrier: 'UPS Freight', trackingNumber: '1Z999AA10123456784', shipDate: null }],
    });
    expect(saved.items).toEqual([
      {
        sku: 'NWG-MUG-11',
        name: 'Stoneware Mug 11oz',
        vendorProductId: ids.mug,
        quantity: 240,
        receivedQuantity: 0,
        rejectedQuantity: 0,
        cancelledQuantity: 0,
      },
      {
        sku: 'NWG-TOTE-CAN',
        name: 'Canvas Tote Bag',
        vendorProductId: ids.tote,
        quantity: 96,
        receivedQuantity: 0,
        rejectedQuantity: 0,
        cancelledQuantity: 0,
      },
    ]);
  });

  it('refuses lines that are not the vendor’s items, and an ASN without lines', async () => {
    const [bpoItem] = await t.database.db
      .select()
      .from(vendorProducts)
      .where(eq(vendorProducts.vendorId, ids.bpo));
    const foreign = await post(
      base,
      asn({ items: [{ sku: 'X', vendorProductId: bpoItem!.id, quantity: 1 }] }),
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ 'items[0].vendorProductId': 'Choose an item of this vendor' });
    const unknown = await post(base, asn({ items: [{ sku: 'NWG-NOPE', quantity: 1 }] }));
    expect(unknown.json().fields).toEqual({ 'items[0].sku': 'Choose an item of this vendor' });
    const empty = await post(base, asn({ items: [] }));
    expect(empty.json().fields).toEqual({ items: 'Add at least one line' });
  });

  it('lets a brand user send an ASN for its own vendor only, marked customer requested', async () => {
    const own = await post(base, asn(), brand);
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json()).toMatchObject({ vendorId: ids.nwg, customerRequested: true });
    const before = await t.database.db.select().from(warehouseShipments);
    const other = await post(
      base,
      asn({ vendorId: ids.bpo, items: [{ sku: 'BPO-TENT-2P', quantity: 4 }] }),
      brand,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toEqual({ vendorId: 'Choose a vendor you have access to' });
    expect(await t.database.db.select().from(warehouseShipments)).toHaveLength(before.length);
  });
});

describe('the ASN list', () => {
  it('shows a brand user only its own vendor’s ASNs', async () => {
    const northwind = await list({}, brand);
    expect(northwind.total).toBeGreaterThan(0);
    expect(northwind.items.every((s) => s.vendorId === ids.nwg && s.type === 1)).toBe(true);
    const bluepeak = await list({}, bluepeakBrand);
    expect(bluepeak.items.map((s) => s.orderNumber)).toContain('ASN-BPO-1207');
    expect(bluepeak.items.every((s) => s.vendorId === ids.bpo)).toBe(true);
    const foreign = bluepeak.items[0]!.id;
    expect((await t.request('GET', `${base}/${foreign}`, { token: brand })).statusCode).toBe(404);
  });

  it('filters by customer requested, status, SKU, vendor and warehouse', async () => {
    const requested = await list({ customerRequested: true });
    expect(requested.items.map((s) => s.orderNumber)).toContain('ASN-NWG-3310');
    expect(requested.items.every((s) => s.customerRequested === true)).toBe(true);
    const planned = await list({ customerRequested: 'false' });
    expect(planned.items.every((s) => s.customerRequested === false)).toBe(true);
    expect(requested.total + planned.total).toBe((await list({})).total);
    expect((await post(`${base}/listItems`, { customerRequested: 'maybe' })).json().fields).toEqual({
      customerRequested: 'Must be true or false',
    });

    const shipped = await list({ orderStatus: 'Shipped' });
    expect(shipped.items.every((s) => s.orderStatus === 'Shipped')).toBe(true);
    const sku = await list({ itemSKU: 'tote-can' });
    expect(sku.items.length).toBeGreaterThan(0);
    expect(sku.items.every((s) => (s.items as { sku: string }[]).some((l) => l.sku === 'NWG-TOTE-CAN'))).toBe(
      true,
    );
    const reno = await list({ warehouseId: ids.rno, vendorId: ids.bpo });
    expect(reno.items.map((s) => s.orderNumber)).toEqual(['ASN-BPO-1207']);
    const byNumber = await list({ orderNumber: 'PO-77812' });
    expect(byNumber.total).toBeGreaterThan(0);
  });

  it('takes the received date range as whole days of the user’s timezone', async () => {
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.email, 'admin@dockhand.test'));
    await t.database.db.update(users).set({ timezone: -6 }).where(eq(users.id, adminRow!.id));
    const offset = effectiveTimezoneOffset(-6);
    const dayStart = Date.UTC(2024, 0, 15) - offset * 3600_000;
    const at: Record<string, number> = {
      'RCV-A-first-moment': dayStart,
      'RCV-B-last-second': dayStart + 24 * 3600_000 - 1000,
      'RCV-C-next-day': dayStart + 24 * 3600_000,
      'RCV-D-day-before': dayStart - 1000,
    };
    await t.database.db.insert(warehouseShipments).values(
      Object.entries(at).map(([orderNumber, time]) => ({
        type: 1,
        orderNumber,
        vendorId: ids.nwg,
        toWarehouseId: ids.dal,
        orderStatus: 'Received',
        receivedDate: new Date(time),
        items: [],
      })),
    );
    const numbers = async (body: Record<string, unknown>) =>
      (await list({ orderNumber: 'RCV-', sortBy: 'orderNumber', sortDesc: false, ...body })).items.map(
        (s) => s.orderNumber,
      );
    expect(await numbers({ startReceivedDate: '2024-01-15', endReceivedDate: '2024-01-15' })).toEqual([
      'RCV-A-first-moment',
      'RCV-B-last-second',
    ]);
    expect(await numbers({ startReceivedDate: '2024-01-16' })).toEqual(['RCV-C-next-day']);
    expect(await numbers({ endReceivedDate: '2024-01-14' })).toEqual(['RCV-D-day-before']);
    const bad = await post(`${base}/listItems`, { type: 1, startReceivedDate: '2024-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('startReceivedDate');
  });
});

describe('receipts of an ASN', () => {
  it('answers what was received against a shipment the user may see, and 404 otherwise', async () => {
    const created = (await post(base, asn(), brand)).json();
    const [receiver] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'warehouse@dockhand.test'));
    await t.database.db.insert(inboundReceipts).values([
      {
        shipmentId: created.id,
        warehouseId: ids.dal,
        vendorId: ids.nwg,
        vendorProductId: ids.mug,
        lineIndex: 0,
        sku: 'NWG-MUG-11',
        receivedQuantity: 200,
        damagedQuantity: 4,
        location: 'A-01-02',
        lotNumber: 'L-2405',
        expirationDate: '2027-05-01',
        receivedBy: receiver!.id,
        createdAt: new Date('2026-05-04T15:00:00Z'),
      },
      {
        shipmentId: created.id,
        warehouseId: ids.dal,
        vendorId: ids.nwg,
        vendorProductId: ids.tote,
        lineIndex: 1,
        sku: 'NWG-TOTE-CAN',
        receivedQuantity: 96,
        createdAt: new Date('2026-05-05T15:00:00Z'),
      },
    ]);
    const res = await t.request('GET', `${base}/${created.id}/receipts`, { token: brand });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items[0]).toMatchObject({
      lineIndex: 0,
      sku: 'NWG-MUG-11',
      receivedQuantity: 200,
      damagedQuantity: 4,
      quarantineQuantity: 0,
      location: 'A-01-02',
      lotNumber: 'L-2405',
      expirationDate: '2027-05-01',
      receivedByName: 'Walt Hughes',
    });
    expect(body.items[1]).toMatchObject({ sku: 'NWG-TOTE-CAN', receivedByName: null });

    expect(
      (await t.request('GET', `${base}/${created.id}/receipts`, { token: bluepeakBrand })).statusCode,
    ).toBe(404);
    expect((await t.request('GET', `${base}/999999/receipts`, { token: admin })).statusCode).toBe(404);
    const manufacturing = (await t.login('manufacturing@dockhand.test')).jwtToken;
    expect(
      (await t.request('GET', `${base}/${created.id}/receipts`, { token: manufacturing })).statusCode,
    ).toBe(403);
  });
});

describe('editing an ASN', () => {
  it('is allowed while Open, keeps the line counters, and is refused with 409 after', async () => {
    const created = (await post(base, asn())).json();
    // The receiving flow counted some units on the first line.
    const counted = created.items.map((l: Record<string, unknown>, i: number) =>
      i === 0 ? { ...l, receivedQuantity: 10 } : l,
    );
    await t.database.db
      .update(warehouseShipments)
      .set({ items: counted })
      .where(eq(warehouseShipments.id, created.id));
    const edited = await post(`${base}/edit`, {
      ...asn({ orderNumber: created.orderNumber, items: created.items }),
      customReferenceNumber: 'PO-77813',
      id: created.id,
      version: created.version,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().customReferenceNumber).toBe('PO-77813');
    expect(edited.json().items[0].receivedQuantity).toBe(10);

    // With stock received, the lines stay as they are.
    const shorter = await post(`${base}/edit`, {
      ...asn({ items: [{ sku: 'NWG-MUG-11', quantity: 5 }] }),
      id: created.id,
      version: edited.json().version,
    });
    expect(shorter.statusCode).toBe(409);

    await t.database.db
      .update(warehouseShipments)
      .set({ orderStatus: 'Shipped' })
      .where(and(eq(warehouseShipments.id, created.id)));
    const late = await post(`${base}/edit`, {
      ...asn(),
      id: created.id,
      version: edited.json().version,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This shipment is Shipped and can no longer be edited.');

    const retyped = await post(`${base}/edit`, {
      ...asn({ type: 0, fromWarehouseId: ids.rno }),
      id: (await post(base, asn())).json().id,
      version: 1,
    });
    expect(retyped.statusCode).toBe(400);
    expect(retyped.json().fields).toEqual({ type: 'The type of a shipment cannot change' });
  });
});
