/**
 * Vendor Items import (POST /api/vendorProducts/import) and export (POST /api/vendorProducts/export):
 * a dry run only checks, a real run stores every row or none, each failing row names its fields, the
 * vendor must be the user's, and the export answers the filtered list (all pages, capped). An edit
 * keeps the item's vendor.
 */
import { and, count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ITEM_EXPORT_MAX_ROWS,
  type ItemExportRow,
  type ItemImportAnswer,
} from '../../src/domain/vendor-product-file';
import { actionLog, users, vendorProducts } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let northwind: string;
let nwg: number;
let bpo: number;

const db = () => t.database.db;

beforeAll(async () => {
  t = await startTestApp();
  const ids = await vendorIdsByCode(db(), ['NWG', 'BPO']);
  nwg = ids.get('NWG')!;
  bpo = ids.get('BPO')!;
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  // A brand user may import when granted items.import on top of the vendor role.
  await db()
    .update(users)
    .set({ permissions: ['items.import'] })
    .where(eq(users.email, 'brand@northwind.test'));
  northwind = (await t.login('brand@northwind.test')).jwtToken;
});
afterAll(() => t.close());

const importRows = (token: string, rows: unknown[], dryRun = true, headers?: Record<string, string>) =>
  t.request('POST', '/api/vendorProducts/import', { token, body: { rows, dryRun }, headers });

const skusLike = async (prefix: string) =>
  (
    await db()
      .select({ sku: vendorProducts.sku, vendorId: vendorProducts.vendorId })
      .from(vendorProducts)
      .where(like(vendorProducts.sku, `${prefix}%`))
  ).map((r) => r.sku);

describe('import', () => {
  it('checks a dry run without storing anything', async () => {
    const res = await importRows(admin, [
      { vendor: 'NWG', sku: 'IMP-DRY-1', item: 'Dry run mug' },
      { vendor: 'Northwind Goods', warehouse: 'DAL', sku: 'IMP-DRY-2', item: 'Dry run bowl' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ total: 2, valid: true, rows: [] });
    expect(await skusLike('IMP-DRY')).toEqual([]);
  });

  it('names every failing field of every failing row', async () => {
    const res = await importRows(admin, [
      { vendor: 'NWG', sku: 'IMP-ERR-1', item: 'Fine' },
      { vendor: 'NWG', sku: 'IMP-ERR-2' },
      { vendor: 'NWG', sku: 'IMP-ERR-3', item: 'Bad', type: 'Gadget', wholesalePrice: 'cheap', weight: '-2' },
      { vendor: 'Nobody Inc', sku: 'IMP-ERR-4', item: 'Orphan', warehouse: 'Atlantis' },
      { vendor: 'NWG', sku: 'IMP-ERR-1', item: 'Again' },
      // Already in the demo data.
      { vendor: 'NWG', sku: await anyNorthwindSku(), item: 'Existing' },
    ]);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as ItemImportAnswer;
    expect(answer.valid).toBe(false);
    expect(answer.rows.map((r) => r.index)).toEqual([1, 2, 3, 4, 5]);
    expect(answer.rows[0]!.errors).toEqual({ item: 'Item is required' });
    expect(Object.keys(answer.rows[1]!.errors).sort()).toEqual(['type', 'weight', 'wholesalePrice']);
    expect(answer.rows[1]!.errors.wholesalePrice).toBe('Wholesale price must be a number');
    expect(answer.rows[2]!.errors.vendor).toMatch(/Unknown vendor “Nobody Inc”/);
    expect(answer.rows[2]!.errors.warehouse).toMatch(/Unknown warehouse “Atlantis”/);
    expect(answer.rows[3]!.errors.sku).toMatch(/earlier row/);
    expect(answer.rows[4]!.errors.sku).toMatch(/already exists/);
  });

  it('stores nothing when any row fails, and every row once all pass', async () => {
    const rows = [
      { vendor: 'NWG', sku: 'IMP-ALL-1', item: 'Mug', wholesalePrice: '$1,234.50', trackInventory: 'no' },
      {
        vendor: 'nwg',
        warehouse: 'Dallas Distribution Center',
        sku: 'IMP-ALL-2',
        item: 'Bowl',
        type: 'stock item',
      },
      {
        vendor: 'NWG',
        sku: 'IMP-ALL-3',
        item: 'Box',
        itemUnit: 'Boxes',
        factoringPercentage: '80%',
        unitsPerBox: 12,
      },
    ];
    const rejected = await importRows(admin, [...rows, { vendor: 'NWG', sku: 'IMP-ALL-4' }], false);
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json()).toMatchObject({
      error: 'bad_request',
      valid: false,
      total: 4,
      rows: [{ index: 3, errors: { item: 'Item is required' } }],
    });
    expect(rejected.json<{ message: string }>().message).toMatch(/nothing was imported/);
    expect(await skusLike('IMP-ALL')).toEqual([]);

    const stored = await importRows(admin, rows, false);
    expect(stored.statusCode).toBe(201);
    expect(stored.json()).toEqual({ total: 3, valid: true, rows: [], created: 3 });
    const saved = await db().select().from(vendorProducts).where(like(vendorProducts.sku, 'IMP-ALL%'));
    const bySku = Object.fromEntries(saved.map((r) => [r.sku, r]));
    expect(bySku['IMP-ALL-1']).toMatchObject({
      vendorId: nwg,
      wholesalePrice: 1234.5,
      trackInventory: false,
    });
    expect(bySku['IMP-ALL-2']).toMatchObject({ type: 'Stock Item', status: 'active', itemUnit: 'E' });
    expect(bySku['IMP-ALL-3']).toMatchObject({ itemUnit: 'BX', factoringPercentage: 80, unitsPerBox: 12 });
    const [logged] = await db()
      .select({ n: count() })
      .from(actionLog)
      .where(and(eq(actionLog.resource, 'vendorProducts'), eq(actionLog.action, 'import')));
    expect(logged!.n).toBe(3);
  });

  it('applies a retried import (same Idempotency-Key) once', async () => {
    const rows = [{ vendor: 'NWG', sku: 'IMP-KEY-1', item: 'Once' }];
    const headers = { 'idempotency-key': 'import-once-1' };
    expect((await importRows(admin, rows, false, headers)).statusCode).toBe(201);
    const again = await importRows(admin, rows, false, headers);
    expect(again.statusCode).toBe(201);
    expect(again.json<ItemImportAnswer>().created).toBe(1);
    expect(await skusLike('IMP-KEY')).toEqual(['IMP-KEY-1']);
  });

  it('lets a brand user import only for their own vendor (the only one, so it may be left out)', async () => {
    const res = await importRows(
      northwind,
      [
        { sku: 'IMP-BRAND-1', item: 'Own vendor by default' },
        { vendor: 'BPO', sku: 'IMP-BRAND-2', item: 'Not mine' },
        { vendor: 'Bluepeak Outdoors', sku: 'IMP-BRAND-3', item: 'Not mine either' },
        { vendor: bpo, sku: 'IMP-BRAND-4', item: 'Not mine by id' },
      ],
      false,
    );
    expect(res.statusCode).toBe(400);
    const answer = res.json() as ItemImportAnswer;
    expect(answer.rows.map((r) => [r.index, Object.keys(r.errors)])).toEqual([
      [1, ['vendor']],
      [2, ['vendor']],
      [3, ['vendor']],
    ]);
    expect(await skusLike('IMP-BRAND')).toEqual([]);
    const own = await importRows(northwind, [{ sku: 'IMP-BRAND-1', item: 'Own vendor by default' }], false);
    expect(own.statusCode).toBe(201);
    const [saved] = await db().select().from(vendorProducts).where(eq(vendorProducts.sku, 'IMP-BRAND-1'));
    expect(saved!.vendorId).toBe(nwg);
  });

  it('needs items.import, rows as a list and at most the row limit', async () => {
    const manager = (await t.login('manager@dockhand.test')).jwtToken;
    expect((await importRows(manager, [{ sku: 'X', item: 'Y' }])).statusCode).toBe(403);
    expect((await importRows(admin, [])).statusCode).toBe(400);
    expect(
      (await t.request('POST', '/api/vendorProducts/import', { token: admin, body: { rows: 'x' } }))
        .statusCode,
    ).toBe(400);
    const many = Array.from({ length: 5001 }, (_, i) => ({ vendor: 'NWG', sku: `M-${i}`, item: 'M' }));
    const tooMany = await importRows(admin, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ message: string }>().message).toMatch(/at most 5,000 rows/);
  });
});

describe('edit', () => {
  it("keeps the item's vendor: its stock and ledger carry it", async () => {
    const [row] = await db().select().from(vendorProducts).where(eq(vendorProducts.vendorId, nwg)).limit(1);
    const edit = (vendorId: number) =>
      t.request('POST', '/api/vendorProducts/edit', {
        token: admin,
        body: { ...row, vendorId, item: 'Renamed', version: row!.version },
      });
    const moved = await edit(bpo);
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({
      fields: { vendorId: 'The vendor of an existing item cannot change' },
    });
    expect((await edit(nwg)).statusCode).toBe(200);
  });
});

describe('export', () => {
  const exportItems = (token: string, body: Record<string, unknown> = {}) =>
    t.request('POST', '/api/vendorProducts/export', { token, body });

  it('answers every item of the filtered list, with codes, and stock in the detailed view', async () => {
    const res = await exportItems(admin, { vendorId: nwg, sortBy: 'sku' });
    expect(res.statusCode).toBe(200);
    const { total, items } = res.json() as { total: number; items: ItemExportRow[] };
    const [inDb] = await db()
      .select({ n: count() })
      .from(vendorProducts)
      .where(eq(vendorProducts.vendorId, nwg));
    expect(total).toBe(inDb!.n);
    expect(items).toHaveLength(total);
    expect(items.every((i) => i.vendorCode === 'NWG' && i.stock === undefined)).toBe(true);
    expect(items.map((i) => i.sku)).toEqual([...items.map((i) => i.sku)].sort());
    const detailed = (await exportItems(admin, { vendorId: nwg, showDetailedView: true })).json() as {
      items: ItemExportRow[];
    };
    expect(detailed.items.some((i) => (i.stock?.onHand ?? 0) > 0)).toBe(true);
    expect(detailed.items[0]!.stock).toMatchObject({
      onHand: expect.any(Number),
      available: expect.any(Number),
    });
  });

  it("is limited to the user's vendors and checks its filters", async () => {
    const { items } = (await exportItems(northwind)).json() as { items: ItemExportRow[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.vendorId === nwg)).toBe(true);
    expect((await exportItems(northwind, { vendorId: bpo })).json<{ total: number }>().total).toBe(0);
    expect((await exportItems(admin, { type: 'Gadget' })).statusCode).toBe(400);
  });

  it(`refuses more than ${ITEM_EXPORT_MAX_ROWS} items with a message, and exports a narrower list`, async () => {
    await db().execute(
      sql`insert into vendor_products (vendor_id, sku, item, type)
          select ${bpo}, 'BULK-' || g, 'Bulk item ' || g, 'Packaging' from generate_series(1, ${ITEM_EXPORT_MAX_ROWS + 1}) g`,
    );
    const res = await exportItems(admin);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ message: string }>().message).toMatch(/at most 50,000\. Narrow the filters/);
    expect((await exportItems(admin, { type: 'Stock Item' })).statusCode).toBe(200);
  });
});

async function anyNorthwindSku() {
  const [row] = await db().select().from(vendorProducts).where(eq(vendorProducts.vendorId, nwg)).limit(1);
  return row!.sku;
}
