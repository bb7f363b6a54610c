/**
 * 3PL receivers (advanced shipping notices) and the 3PL mappings to our vendors and warehouses: what
 * the receiver form sends is stored as sent; a notice needs lines and two different warehouses; a
 * mapping to a vendor or warehouse that does not exist answers 400 on its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors, warehouses } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
const ids = { nwg: 0, dal: 0, mem: 0 };

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  const v = await t.database.db.select().from(vendors);
  const w = await t.database.db.select().from(warehouses);
  ids.nwg = v.find((x) => x.code === 'NWG')!.id;
  ids.dal = w.find((x) => x.code === 'DAL')!.id;
  ids.mem = w.find((x) => x.code === 'MEM')!.id;
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token = admin) => t.request('POST', url, { token, body });
const notice = (extra: Record<string, unknown> = {}) => ({
  orderNumber: 'RCV-NWG-0200',
  vendorId: ids.nwg,
  fromWarehouseId: ids.dal,
  toWarehouseId: ids.mem,
  expectedDate: '2026-05-04',
  createPackingSlip: true,
  shipmentAddress: { company: 'Ceramica', city: 'Guadalajara', countryCode: 'mx', postcode: '' },
  items: [{ sku: 'NWG-MUG-11', name: 'Stoneware Mug', quantity: 48 }],
  ...extra,
});

describe('3PL receivers', () => {
  it('stores a notice as the form sends it, and edits it with its version', async () => {
    const res = await post('/api/tpl/receivers', notice({ status: 'Received' }));
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      status: 'Open',
      createPackingSlip: true,
      shipmentAddress: { company: 'Ceramica', countryCode: 'MX', postcode: null },
      items: [{ sku: 'NWG-MUG-11', quantity: 48, vendorProductId: null }],
    });
    const edit = await post('/api/tpl/receivers/edit', {
      ...notice({
        items: [
          { sku: 'NWG-MUG-11', quantity: 50 },
          { sku: 'NWG-TOTE-CAN', quantity: 5 },
        ],
      }),
      id: saved.id,
      version: saved.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().items.map((l: { quantity: number }) => l.quantity)).toEqual([50, 5]);
    const listed = await post('/api/tpl/receivers/list', { itemSKU: 'tote-can' });
    expect(listed.json().items.map((r: { id: number }) => r.id)).toContain(saved.id);
  });

  it('refuses a notice without lines, with a line under 1, or from and to one warehouse', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [] }, 'items'],
      [{ items: [{ sku: 'NWG-MUG-11', quantity: 0 }] }, 'items[0].quantity'],
      [{ items: [{ sku: '', quantity: 2 }] }, 'items[0].sku'],
      [{ fromWarehouseId: ids.mem }, 'fromWarehouseId'],
    ];
    for (const [extra, field] of cases) {
      const res = await post('/api/tpl/receivers', notice(extra));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields, field).toHaveProperty([field]);
    }
  });

  it('answers 400 on the field for a vendor or warehouse that does not exist', async () => {
    const receiver = await post('/api/tpl/receivers', notice({ toWarehouseId: 999_999 }));
    expect(receiver.statusCode).toBe(400);
    expect(receiver.json().fields).toEqual({ toWarehouseId: 'Choose a warehouse' });
    const facility = await post('/api/tpl/facilities', { name: 'Ghost', warehouseId: 999_999 });
    expect(facility.statusCode).toBe(400);
    expect(facility.json().fields).toEqual({ warehouseId: 'Choose a warehouse' });
    const customer = await post('/api/tpl/customers', { name: 'Ghost', vendorId: 999_999 });
    expect(customer.json().fields).toEqual({ vendorId: 'Choose a vendor' });

    const mapped = await post('/api/tpl/customers', { name: 'Northwind LLC', vendorId: ids.nwg });
    expect(mapped.statusCode, mapped.body).toBe(201);
    expect(mapped.json().vendorId).toBe(ids.nwg);
  });

  it('is closed to a brand user (no 3PL permission)', async () => {
    const brand = (await t.login('brand@northwind.test')).jwtToken;
    expect((await post('/api/tpl/receivers/list', {}, brand)).statusCode).toBe(403);
    expect((await post('/api/tpl/receivers', notice(), brand)).statusCode).toBe(403);
  });
});
