/**
 * The printable documents of manual and bulk shipments (GET /api/common/manualShipments/{id}/
 * {document}.pdf), over HTTP on shipments taken through their steps: each is a PDF whose text holds
 * the shipment number; labels are 4×6 in pages; carton labels carry each container's SSCC as '(00) …';
 * a document that does not apply yet answers 409 with the reason; outside the reader's scope, 404.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorProducts, vendors, warehouseProductLocations, warehouses } from '../../server/db/schema';
import { isValidSscc } from '../../src/domain/gs1';
import { pdfPageSizes, pdfText } from './pdf-text';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let warehouseManager: string;
let manufacturing: string;
let bluepeak: { token: string; permissions: string[] };
const ids = { nwg: 0, dal: 0, cmh: 0 };
let stocked: { sku: string; available: number };
let serial = 0;

const BASE = '/api/common/manualShipments';
const LABEL: [number, number] = [288, 432];
const LETTER: [number, number] = [612, 792];

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  warehouseManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  manufacturing = (await t.login('manufacturing@dockhand.test')).jwtToken;
  const bp = await t.login('brand@bluepeak.test');
  bluepeak = { token: bp.jwtToken, permissions: bp.permissions };
  const db = t.database.db;
  ids.nwg = (await db.select().from(vendors)).find((v) => v.code === 'NWG')!.id;
  const w = await db.select().from(warehouses);
  ids.dal = w.find((x) => x.code === 'DAL')!.id;
  ids.cmh = w.find((x) => x.code === 'CMH')!.id;
  // An item of NWG with enough available stock at Dallas for the shipments below.
  const available = sql<number>`sum(${warehouseProductLocations.quantity} - ${warehouseProductLocations.quantityAllocated})::int`;
  const [row] = await db
    .select({ sku: vendorProducts.sku, available })
    .from(warehouseProductLocations)
    .innerJoin(vendorProducts, eq(vendorProducts.id, warehouseProductLocations.vendorProductId))
    .where(
      and(
        eq(warehouseProductLocations.vendorId, ids.nwg),
        eq(warehouseProductLocations.warehouseId, ids.dal),
        eq(warehouseProductLocations.bucket, 'available'),
        gte(warehouseProductLocations.quantity, 1),
      ),
    )
    .groupBy(vendorProducts.sku)
    .orderBy(sql`${available} desc`)
    .limit(1);
  stocked = row!;
  expect(stocked.available).toBeGreaterThanOrEqual(12);
});
afterAll(() => t.close());

const address = {
  name: 'Receiving Dock 4',
  company: 'Whole Foods DC Aurora',
  addressLine1: '1500 Airport Blvd',
  city: 'Aurora',
  state: 'CO',
  postcode: '80011',
  countryCode: 'US',
};

async function create(body: Record<string, unknown>) {
  const res = await t.request('POST', BASE, {
    token: admin,
    body: {
      vendorId: ids.nwg,
      shipmentAddress: address,
      items: [{ sku: stocked.sku, quantity: 6 }],
      ...body,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; orderNumber: string; version: number };
}

async function step(id: number, action: string, body: Record<string, unknown> = {}) {
  const res = await t.request('POST', `${BASE}/${id}/${action}`, {
    token: admin,
    body,
    headers: { 'idempotency-key': `documents-${action}-${id}-${++serial}` },
  });
  expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  return res.json();
}

const get = (id: number, document: string, token = admin) =>
  t.request('GET', `${BASE}/${id}/${document}.pdf`, { token });

/** The PDF of a document, checked to be one, with its text and page sizes. */
async function pdfOf(id: number, document: string, token = admin) {
  const res = await get(id, document, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(
    new RegExp(`^inline; filename="${document}-[A-Za-z0-9-]+\\.pdf"$`),
  );
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(res.rawPayload.length).toBeGreaterThan(1000);
  return { text: pdfText(res.rawPayload), pages: pdfPageSizes(res.rawPayload) };
}

async function refused(id: number, document: string, reason: RegExp) {
  const res = await get(id, document);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().message).toMatch(reason);
}

describe('small-parcel documents', () => {
  it('print the pick list once allocated, the packing slip, and the 4×6 label once shipped', async () => {
    const shipment = await create({ orderType: 'Ecom', orderNumber: 'MS-DOCS-101', warehouseId: ids.dal });

    const slip = await pdfOf(shipment.id, 'packing-slip');
    expect(slip.text).toContain('PACKING SLIP');
    expect(slip.text).toContain('MS-DOCS-101');
    expect(slip.text).toContain(stocked.sku);
    expect(slip.text).toContain('Whole Foods DC Aurora');
    expect(slip.pages).toEqual([LETTER]);
    await refused(shipment.id, 'pick-list', /Allocate stock first/);
    await refused(shipment.id, 'label', /tracking number/);
    await refused(shipment.id, 'carton-labels', /Only bulk shipments/);
    await refused(shipment.id, 'bill-of-lading', /for freight/);

    await step(shipment.id, 'allocate');
    const picks = await pdfOf(shipment.id, 'pick-list');
    expect(picks.text).toContain('PICK LIST');
    expect(picks.text).toContain('MS-DOCS-101');
    expect(picks.text).toContain(stocked.sku);
    expect(picks.text).toContain('Picked by');
    await refused(shipment.id, 'label', /tracking number/);

    await step(shipment.id, 'ship', {
      carrierCode: 'fedex',
      serviceCode: 'fedex_ground',
      trackingNumber: '7712 4410 9921',
      packageCount: 1,
      weight: 4.5,
    });
    const label = await pdfOf(shipment.id, 'label');
    expect(label.pages).toEqual([LABEL]);
    expect(label.text).toContain('MS-DOCS-101');
    expect(label.text).toContain('7712 4410 9921');
    expect(label.text).toContain('FEDEX · GROUND');
    expect(label.text).toContain('Receiving Dock 4');
    expect(label.text).toContain('Warehouse DAL');
    // The slip of a shipped parcel still prints.
    expect((await pdfOf(shipment.id, 'packing-slip')).text).toContain('MS-DOCS-101');
  });

  it('a will-call pickup has no shipping label', async () => {
    const pickup = await create({
      orderType: 'WillCall/Pickup',
      orderNumber: 'MS-DOCS-102',
      warehouseId: ids.dal,
    });
    await refused(pickup.id, 'label', /collected at the warehouse/);
  });

  it('a draft and a cancelled shipment print nothing', async () => {
    const draft = await create({
      orderType: 'Ecom',
      orderNumber: 'MS-DOCS-103',
      warehouseId: ids.dal,
      orderStatus: 'Draft',
    });
    await refused(draft.id, 'packing-slip', /draft/);
    const cancelled = await create({ orderType: 'Ecom', orderNumber: 'MS-DOCS-104', warehouseId: ids.dal });
    await step(cancelled.id, 'cancel');
    await refused(cancelled.id, 'packing-slip', /cancelled/);
  });
});

describe('bulk shipment documents', () => {
  it('print the pick list, SSCC carton labels, a packing list per pallet and the bill of lading', async () => {
    const shipment = await create({
      orderType: 'BulkShipment',
      orderNumber: 'BS-DOCS-201',
      customReferenceNumber: 'WF-PO-7781',
      warehouseId: ids.dal,
      items: [{ sku: stocked.sku, quantity: 10 }],
      notes: 'Deliver between 6 and 10 am.',
    });
    await refused(shipment.id, 'label', /goes by freight/);
    await refused(shipment.id, 'carton-labels', /Allocate|Pack cartons first/);

    await step(shipment.id, 'allocate');
    const picks = await pdfOf(shipment.id, 'pick-list');
    expect(picks.text).toContain('BS-DOCS-201');
    expect(picks.text).toContain(stocked.sku);
    await refused(shipment.id, 'carton-labels', /Pack cartons first/);
    await refused(shipment.id, 'bill-of-lading', /Pack cartons and pallets first/);

    await step(shipment.id, 'pack', {
      cartons: [
        { key: 'a', contents: [{ lineIndex: 0, quantity: 6 }], palletKey: 'p', weight: 20 },
        { key: 'b', contents: [{ lineIndex: 0, quantity: 4 }], palletKey: 'p', weight: 14 },
      ],
      pallets: [{ key: 'p', weight: 80 }],
    });
    const packing = await t.request('GET', `${BASE}/${shipment.id}/packing`, { token: admin });
    expect(packing.statusCode).toBe(200);
    const { cartons, pallets } = packing.json() as {
      cartons: { lpn: string; sscc: string }[];
      pallets: { lpn: string; sscc: string }[];
    };
    expect(cartons).toHaveLength(2);
    expect(pallets).toHaveLength(1);

    // One 4×6 page per carton and per pallet, each with its SSCC under the GS1-128 bars.
    const labels = await pdfOf(shipment.id, 'carton-labels');
    expect(labels.pages).toEqual([LABEL, LABEL, LABEL]);
    for (const container of [...cartons, ...pallets]) {
      expect(isValidSscc(container.sscc)).toBe(true);
      expect(labels.text).toContain(`(00) ${container.sscc}`);
      expect(labels.text).toContain(container.lpn);
    }
    expect(labels.text).toContain('1 OF 2');
    expect(labels.text).toContain('2 OF 2');
    expect(labels.text).toContain('1 OF 1');
    expect(labels.text).toContain('BS-DOCS-201');
    expect(labels.text).toContain('WF-PO-7781');

    const slip = await pdfOf(shipment.id, 'packing-slip');
    expect(slip.pages).toEqual([LETTER, LETTER]);
    expect(slip.text).toContain('BS-DOCS-201');
    expect(slip.text).toContain(`Pallet 1 of 1 · ${pallets[0]!.lpn}`);
    expect(slip.text).toContain(pallets[0]!.sscc);

    const bol = await pdfOf(shipment.id, 'bill-of-lading');
    expect(bol.text).toContain('BILL OF LADING');
    expect(bol.text).toContain('BS-DOCS-201');
    expect(bol.text).toContain('Dallas');
    expect(bol.text).toContain('Whole Foods DC Aurora');
    expect(bol.text).toContain('1 pallet, 2 cartons');
    expect(bol.text).toMatch(/SHIPPER[^]*CARRIER[^]*CONSIGNEE/);

    await step(shipment.id, 'ship', { carrierCode: 'ups', proNumber: 'PRO-55012', freightClass: '85' });
    const shipped = await pdfOf(shipment.id, 'bill-of-lading');
    expect(shipped.text).toContain('PRO-55012');
    expect(shipped.text).toMatch(/Freight class\s*\n85/);
  });
});

describe('who may print', () => {
  it('readers of the shipment only: 404 outside the scope, 403 without a view permission', async () => {
    const columbus = await create({ orderType: 'Ecom', orderNumber: 'MS-DOCS-301', warehouseId: ids.cmh });
    expect((await get(columbus.id, 'packing-slip')).statusCode).toBe(200);
    // Columbus is not one of the warehouse manager's warehouses.
    expect((await get(columbus.id, 'packing-slip', warehouseManager)).statusCode).toBe(404);
    const dallas = await create({ orderType: 'Ecom', orderNumber: 'MS-DOCS-302', warehouseId: ids.dal });
    expect((await pdfOf(dallas.id, 'packing-slip', warehouseManager)).text).toContain('MS-DOCS-302');
    // Another vendor's brand user: not theirs (404), or no shipment permission at all (403).
    const readsShipments = bluepeak.permissions.some((p) => p.startsWith('shipments.'));
    expect((await get(dallas.id, 'packing-slip', bluepeak.token)).statusCode).toBe(
      readsShipments ? 404 : 403,
    );
    expect((await get(dallas.id, 'packing-slip', manufacturing)).statusCode).toBe(403);
    expect((await get(2_000_000_000, 'packing-slip')).statusCode).toBe(404);
    expect((await get(99_999_999_999, 'pick-list')).statusCode).toBe(404);
    expect((await t.request('GET', `${BASE}/abc/label.pdf`, { token: admin })).statusCode).toBe(404);
  });
});
