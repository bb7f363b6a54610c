/**
 * Packing lists (/api/common/packingLists): create, read, edit with the version check, delete; lines
 * validated by the shared schema; limited to the user's vendors and warehouses; printable as PDF.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warehouses } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import { pdfFileName } from '../../src/domain/resources/packing-list.schema';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let warehouseManager: string;
let manager: string;
let brand: string;
let nwg: number;
let ktc: number;
let dal: number;
let cmh: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  warehouseManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  manager = (await t.login('manager@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  const ids = await vendorIdsByCode(t.database.db, ['NWG', 'KTC']);
  nwg = ids.get('NWG')!;
  ktc = ids.get('KTC')!;
  const rows = await t.database.db.select().from(warehouses);
  dal = rows.find((w) => w.code === 'DAL')!.id;
  cmh = rows.find((w) => w.code === 'CMH')!.id;
});
afterAll(() => t.close());

const base = '/api/common/packingLists';
const packingList = (extra: Record<string, unknown> = {}) => ({
  referenceNumber: 'PL-1001',
  vendorId: nwg,
  warehouseId: dal,
  shipTo: {
    name: 'Olivia Bennett',
    company: 'Bennett Home',
    addressLine1: '12 Oak St',
    city: 'Austin',
    state: 'TX',
    postcode: '78701',
  },
  items: [
    { sku: 'NWG-MUG-11', name: 'Stoneware Mug 11oz', quantity: 24, cartons: 2, weight: 21.6 },
    { sku: 'NWG-TOTE-CAN', name: 'Canvas Tote Bag', quantity: 40, cartons: 1, weight: 16 },
  ],
  notes: 'Fragile: mugs are double boxed.',
  ...extra,
});

describe('packing lists', () => {
  it('are created, read, edited with the version check and deleted', async () => {
    const created = await t.request('POST', base, { token: warehouseManager, body: packingList() });
    expect(created.statusCode).toBe(201);
    const row = created.json();
    expect(row).toMatchObject({ referenceNumber: 'PL-1001', version: 1, shipTo: { countryCode: 'US' } });
    expect(row.items[1]).toEqual({
      sku: 'NWG-TOTE-CAN',
      name: 'Canvas Tote Bag',
      quantity: 40,
      cartons: 1,
      weight: 16,
    });

    const list = await t.request('POST', `${base}/listItems`, { token: manager, body: { itemSKU: 'TOTE' } });
    expect(list.json().items.map((r: { id: number }) => r.id)).toContain(row.id);

    const edited = await t.request('POST', `${base}/edit`, {
      token: warehouseManager,
      body: { ...packingList({ referenceNumber: 'PL-1001-A' }), id: row.id, version: 1 },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ referenceNumber: 'PL-1001-A', version: 2 });
    const stale = await t.request('POST', `${base}/edit`, {
      token: warehouseManager,
      body: { ...packingList(), id: row.id, version: 1 },
    });
    expect(stale.statusCode).toBe(409);

    expect((await t.request('DELETE', `${base}/${row.id}`, { token: manager })).statusCode).toBe(403);
    expect((await t.request('DELETE', `${base}/${row.id}`, { token: warehouseManager })).statusCode).toBe(
      204,
    );
    expect((await t.request('GET', `${base}/${row.id}`, { token: admin })).statusCode).toBe(404);
  });

  it('validate their lines and references', async () => {
    const res = await t.request('POST', base, {
      token: admin,
      body: packingList({
        referenceNumber: '',
        items: [{ sku: '', quantity: 0, cartons: 0, weight: -1 }],
        shipmentId: 2_000_000_000,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      referenceNumber: 'Reference number is required',
      'items[0].sku': 'SKU is required',
      'items[0].quantity': 'Quantity must be at least 1',
      'items[0].cartons': 'Cartons must be at least 1',
      'items[0].weight': 'Weight cannot be negative',
    });
    const noLines = await t.request('POST', base, { token: admin, body: packingList({ items: [] }) });
    expect(noLines.json().fields).toEqual({ items: 'Add at least one line' });
    const badShipment = await t.request('POST', base, {
      token: admin,
      body: packingList({ shipmentId: 2_000_000_000 }),
    });
    expect(badShipment.json().fields).toEqual({ shipmentId: 'Choose a shipment of this vendor' });
  });

  it('stay within the user’s vendors and warehouses', async () => {
    const columbus = await t.request('POST', base, {
      token: admin,
      body: packingList({ referenceNumber: 'PL-KTC', vendorId: ktc, warehouseId: cmh }),
    });
    expect(columbus.statusCode).toBe(201);
    const id = columbus.json().id;
    // Columbus is not one of the warehouse manager's warehouses.
    expect((await t.request('GET', `${base}/${id}`, { token: warehouseManager })).statusCode).toBe(404);
    expect((await t.request('GET', `${base}/${id}/pdf`, { token: warehouseManager })).statusCode).toBe(404);
    const placed = await t.request('POST', base, {
      token: warehouseManager,
      body: packingList({ vendorId: ktc, warehouseId: cmh }),
    });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().fields).toEqual({ warehouseId: 'Choose a warehouse you have access to' });
    const listed = await t.request('POST', `${base}/listItems`, {
      token: warehouseManager,
      body: { perPage: 200 },
    });
    expect(listed.json().items.some((r: { id: number }) => r.id === id)).toBe(false);
    // Brands hold neither packing-list permission.
    expect((await t.request('POST', `${base}/listItems`, { token: brand, body: {} })).statusCode).toBe(403);
  });

  it('print as a PDF', async () => {
    const created = await t.request('POST', base, {
      token: warehouseManager,
      body: packingList({ referenceNumber: 'PL 2024/77' }),
    });
    const pdf = await t.request('GET', `${base}/${created.json().id}/pdf`, { token: manager });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="packing-list-PL-2024-77.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.length).toBeGreaterThan(1000);
    expect((await t.request('GET', `${base}/${created.json().id}/pdf`, { token: brand })).statusCode).toBe(
      403,
    );
    expect((await t.request('GET', `${base}/2000000000/pdf`, { token: admin })).statusCode).toBe(404);
  });

  it('print many lines over several pages', async () => {
    const items = Array.from({ length: 80 }, (_, i) => ({
      sku: `SKU-${i}`,
      name: `A long item name that needs the whole column and wraps onto a second line ${i}`,
      quantity: i + 1,
      cartons: 1,
      weight: 1.5,
    }));
    const created = await t.request('POST', base, { token: admin, body: packingList({ items }) });
    expect(created.statusCode).toBe(201);
    const pdf = await t.request('GET', `${base}/${created.json().id}/pdf`, { token: admin });
    expect(pdf.statusCode).toBe(200);
    const pages = pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(2);
  });

  it('name their file by the reference', () => {
    expect(pdfFileName('PL-1001')).toBe('packing-list-PL-1001.pdf');
    expect(pdfFileName('"/\\')).toBe('packing-list-document.pdf');
  });
});
