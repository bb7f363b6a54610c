/**
 * Issue 13 item 11, over HTTP against a real database: an item carries a barcode (a GTIN with a right
 * check digit, or none), refused with a message on its field otherwise; the item list's search finds
 * it; the receiving view sends each line's item barcode; and a purchase order's receivable shipments
 * say which receipt the user has in progress, so its page can resume it in one click.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders, vendorProducts, warehouses, warehouseShipments } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let warehouseManager: string;
let nwg: number;
let dal: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  warehouseManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  nwg = (await vendorIdsByCode(t.database.db, ['NWG'])).get('NWG')!;
  dal = (await t.database.db.select().from(warehouses)).find((w) => w.code === 'DAL')!.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const create = (body: Record<string, unknown>) =>
  t.request('POST', '/api/vendorProducts', { token: admin, body: { vendorId: nwg, ...body } });

describe('an item’s barcode', () => {
  it('accepts a UPC-A, EAN-13, GTIN-14 or EAN-8 with its check digit, spaces as printed dropped', async () => {
    const upc = await create({ sku: 'BC-UPC', item: 'Barcoded mug', barcode: '0 12345 67890 5' });
    expect(upc.statusCode, upc.body).toBe(201);
    expect(upc.json()).toMatchObject({ sku: 'BC-UPC', barcode: '012345678905' });
    for (const [sku, barcode] of [
      ['BC-EAN13', '4006381333931'],
      ['BC-GTIN14', '10012345678902'],
      ['BC-EAN8', '96385074'],
    ]) {
      const res = await create({ sku, item: sku, barcode });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().barcode).toBe(barcode);
    }
    const none = await create({ sku: 'BC-NONE', item: 'No barcode', barcode: '' });
    expect(none.statusCode).toBe(201);
    expect(none.json().barcode).toBeNull();
  });

  it('answers 400 with a message on the field for a code that is no GTIN', async () => {
    const cases: [unknown, string][] = [
      ['012345678900', 'Barcode has a wrong check digit (the last digit should be 5)'],
      ['12345', 'Barcode must be a UPC, EAN or GTIN: 8, 12, 13 or 14 digits'],
      ['ABC-123456789', 'Barcode must be a UPC, EAN or GTIN: 8, 12, 13 or 14 digits'],
      [{ code: 1 }, 'Barcode must be text'],
    ];
    for (const [barcode, message] of cases) {
      const res = await create({ sku: 'BC-BAD', item: 'Bad barcode', barcode });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ barcode: message });
    }
    expect(await db().select().from(vendorProducts).where(eq(vendorProducts.sku, 'BC-BAD'))).toEqual([]);
  });

  it('is changed by an edit, and the list’s search finds the item by it', async () => {
    const created = (await create({ sku: 'BC-EDIT', item: 'Edited barcode' })).json();
    expect(created.barcode).toBeNull();
    const bad = await t.request('POST', '/api/vendorProducts/edit', {
      token: admin,
      body: { ...created, barcode: '860001000017' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.barcode).toBe('Barcode has a wrong check digit (the last digit should be 6)');
    const edited = await t.request('POST', '/api/vendorProducts/edit', {
      token: admin,
      body: { ...created, barcode: '860001000115' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().barcode).toBe('860001000115');
    const found = await t.request('POST', '/api/vendorProducts/listItems', {
      token: admin,
      body: { search: '860001000115' },
    });
    expect(found.json().items.map((i: { sku: string }) => i.sku)).toEqual(['BC-EDIT']);
  });
});

describe('receiving by barcode', () => {
  async function purchaseOrderBatch() {
    const [withBarcode] = await db()
      .insert(vendorProducts)
      .values({ vendorId: nwg, warehouseId: dal, sku: 'BC-RCV-1', item: 'Scanned', barcode: '860001000122' })
      .returning();
    const [withoutBarcode] = await db()
      .insert(vendorProducts)
      .values({ vendorId: nwg, warehouseId: dal, sku: 'BC-RCV-2', item: 'Typed' })
      .returning();
    const [order] = await db()
      .insert(purchaseOrders)
      .values({
        orderNumber: 'PO-BC-1',
        vendorId: nwg,
        warehouseId: dal,
        orderStatus: 1,
        items: [
          { sku: withBarcode!.sku, quantity: 4, vendorProductId: withBarcode!.id },
          { sku: withoutBarcode!.sku, quantity: 2 },
        ],
      })
      .returning();
    const line = (sku: string, quantity: number, poLineIndex: number, vendorProductId?: number) => ({
      sku,
      quantity,
      poLineIndex,
      vendorProductId,
      receivedQuantity: 0,
      rejectedQuantity: 0,
      cancelledQuantity: 0,
    });
    const [batch] = await db()
      .insert(warehouseShipments)
      .values({
        type: 2,
        orderNumber: 'PO-BC-1-B1',
        vendorId: nwg,
        toWarehouseId: dal,
        purchaseOrderId: order!.id,
        orderStatus: 'Open',
        // The second line names its item by SKU only: the view finds it the way receiving does.
        items: [line(withBarcode!.sku, 4, 0, withBarcode!.id), line(withoutBarcode!.sku, 2, 1)],
      })
      .returning();
    return { order: order!, batch: batch! };
  }

  it('sends each line’s item barcode, and says which receipt of the order is in progress', async () => {
    const { order, batch } = await purchaseOrderBatch();
    const start = await t.request('GET', `/api/common/warehouseShipments/${batch.id}/receiving`, {
      token: warehouseManager,
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(
      start.json().shipment.items.map((l: { sku: string; barcode: string | null }) => l.barcode),
    ).toEqual(['860001000122', null]);
    // The stored lines stay as they were: the barcode is the item's, read when receiving starts.
    const [stored] = await db().select().from(warehouseShipments).where(eq(warehouseShipments.id, batch.id));
    expect(stored!.items.some((l) => 'barcode' in (l as object))).toBe(false);

    const receivable = async () =>
      (
        await t.request('GET', `/api/po/${order.id}/receivable-shipments`, { token: warehouseManager })
      ).json();
    expect(await receivable()).toEqual([expect.objectContaining({ id: batch.id, receiptInProgress: false })]);
    const draft = (state: object) =>
      t.request('PUT', `/api/common/warehouseShipments/${batch.id}/receiving-draft`, {
        token: warehouseManager,
        body: { state },
      });
    // An empty draft (the flow saves one as it starts) is no receipt in progress.
    await draft({ shipmentId: batch.id, entries: [], closeShort: [] });
    expect((await receivable())[0].receiptInProgress).toBe(false);
    const entry = { lineIndex: 0, received: 2, damaged: 0, quarantine: 0 };
    await draft({ shipmentId: batch.id, entries: [entry], closeShort: [] });
    expect((await receivable())[0].receiptInProgress).toBe(true);
    // Another user's draft is theirs: the admin has nothing in progress.
    const forAdmin = await t.request('GET', `/api/po/${order.id}/receivable-shipments`, { token: admin });
    expect(forAdmin.json()[0].receiptInProgress).toBe(false);
  });
});
