/**
 * The generated report types read from the stock ledger and the factoring rule (issue 17), against
 * hand-computed fixtures in May 2021 (the demo data does not reach it), requested over HTTP and read
 * back from their CSV files:
 * - Warehouse Transactions Summary: movements of every kind written through the stock ledger module
 *   (generated-report-ledger-fixtures.ts);
 *   each row's closing = opening + its movements and equals the ledger's on-hand sum at the period's
 *   end; a brand sees its own vendor only; warehouse, vendor and 3PL facility / customer filters; a
 *   movement written while the report runs never shows.
 * - Factoring Invoice: orders shipped through the API (then dated into the period), valued to the
 *   cent, adding up to what the factoring ledger screen answers for the same vendor and period.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportCell } from '../../src/domain/contracts/generated-reports';
import type { FactoringLedgerAnswer } from '../../src/domain/contracts/sales-reports';
import { periodInstants } from '../../src/domain/report-periods';
import { warehouseInOutFilters } from '../../src/domain/resources/generated-report.schema';
import { effectiveTimezoneOffset } from '../../src/domain/timezone';
import { loadUserGrants, type AuthUser } from '../../server/auth/guard';
import { orders, stockLedger, tplCustomers, tplFacilities, vendorProducts } from '../../server/db/schema';
import { warehouseTransactionsSummaryReport } from '../../server/modules/generated-reports/report-types/warehouse-transactions-summary.report';
import { tenants, type Tenants } from './dashboard-fixtures';
import {
  ledgerFixture,
  requestReport,
  writeStock,
  type LedgerFixture,
} from './generated-report-ledger-fixtures';
import { startTestApp, type TestApp } from './harness';
import { act, createOrder, newItem, orderFixtures, unique, type OrderFixtures } from './order-fixtures';

const FROM = '2021-05-03';
const TO = '2021-05-09';

let t: TestApp;
let ids: Tenants;
let f: OrderFixtures;
let admin: AuthUser;
let offset: number;
let x: LedgerFixture;
const sku = { a: unique('WTS-A'), b: unique('WTS-B'), c: unique('WTS-C') };

beforeAll(async () => {
  t = await startTestApp();
  ids = await tenants(t);
  f = await orderFixtures(t);
  admin = (await loadUserGrants(t.database.db, (await t.login('admin@dockhand.test')).id))!;
  offset = effectiveTimezoneOffset(admin.timezone, new Date());
  x = ledgerFixture(t, admin, offset, sku);
  await t.app.jobs.runner.drain();
  await writeStock(t, ids, x);
});
afterAll(() => t.close());

/** A report over the period, run and read back from its CSV file. */
const report = (type: string, filters: Record<string, unknown> = {}, token = f.admin) =>
  requestReport(t, token, type, { startDate: FROM, endDate: TO, ...filters });

const summary = (filters: Record<string, unknown> = {}, token?: string) =>
  report('WarehouseItemsInOutReport', filters, token);
/** The fixture's rows only (the demo's items have no stock in 2021, but be sure). */
const ours = (rows: ReportCell[][]) => rows.filter((r) => Object.values(sku).includes(String(r[1])));

//                   vendor SKU    warehouse lot   opening rcpt ship adj  in out ret  WO  closing
const C_RNO = ['BPO', sku.c, 'RNO', null, 20, 12, -5, 0, 0, 0, 0, 0, 27];
const A_DAL = ['NWG', sku.a, 'DAL', null, 0, 0, 0, 0, 0, 0, 5, 0, 5];
const A_DAL_L1 = ['NWG', sku.a, 'DAL', 'L1', 100, 0, -30, 3, 0, -10, 0, 0, 63];
const A_DAL_L2 = ['NWG', sku.a, 'DAL', 'L2', 40, 0, 0, -5, 0, 0, 0, -7, 28];
const A_RNO_L1 = ['NWG', sku.a, 'RNO', 'L1', 0, 0, 0, 0, 8, 0, 0, 0, 8];
const B_DAL = ['NWG', sku.b, 'DAL', null, 0, 0, 0, 0, 0, 0, 0, 5, 5];
/** A row without its description (column 2). */
const brief = (row: ReportCell[]) => [...row.slice(0, 2), ...row.slice(3)];

describe('Warehouse Transactions Summary', () => {
  it('answers opening, each kind of movement and closing per vendor, SKU, warehouse and lot', async () => {
    const { view, rows } = await summary();
    expect(view.columns.map((c) => c.label)).toEqual([
      'Vendor code',
      'SKU',
      'Description',
      'Warehouse code',
      'Lot',
      'Opening',
      'Receipts',
      'Shipments',
      'Adjustments',
      'Transfers in',
      'Transfers out',
      'Returns',
      'Work orders',
      'Closing',
    ]);
    expect(ours(rows).map(brief)).toEqual([C_RNO, A_DAL, A_DAL_L1, A_DAL_L2, A_RNO_L1, B_DAL]);
    expect(ours(rows)[0]![2]).toBe(`Item ${sku.c}`);
    expect(view.asOf).not.toBeNull();
    expect(view.progress).toBe(100);
  });

  it('reconciles: closing = opening + movements, and the ledger’s on-hand sum at the period’s end', async () => {
    const { rows } = await summary();
    const { items } = x;
    for (const r of rows) {
      const [opening = 0, ...rest] = r.slice(5) as number[];
      const closing = rest.pop()!;
      expect(opening + rest.reduce((n, x) => n + x, 0), String(r)).toBe(closing);
    }
    const end = periodInstants({ from: FROM, to: TO, timezoneOffset: offset }).end;
    const ledger = await t.database.db
      .select({
        itemId: stockLedger.vendorProductId,
        warehouseId: stockLedger.warehouseId,
        lot: stockLedger.lotNumber,
        onHand: sql<number>`sum(${stockLedger.quantityDelta})`.mapWith(Number),
      })
      .from(stockLedger)
      .where(
        sql`${inArray(stockLedger.vendorProductId, Object.values(items))}
          and ${stockLedger.createdAt} < ${end} and ${stockLedger.bucket} <> 'in_transit'`,
      )
      .groupBy(stockLedger.vendorProductId, stockLedger.warehouseId, stockLedger.lotNumber);
    const code = { [ids.warehouse.DAL]: 'DAL', [ids.warehouse.RNO]: 'RNO' };
    const skuOf = { [items.a]: sku.a, [items.b]: sku.b, [items.c]: sku.c };
    const expected = ledger
      .filter((x) => x.onHand !== 0)
      .map((x) => `${skuOf[x.itemId]} ${code[x.warehouseId]} ${x.lot ?? ''} ${x.onHand}`);
    const closing = ours(rows).map((r) => `${r[1]} ${r[3]} ${r[4] ?? ''} ${r[13]}`);
    expect(closing.sort()).toEqual(expected.sort());
  });

  it('shows a brand its own vendor’s rows only', async () => {
    const brand = await summary({}, f.brand);
    expect(ours(brand.rows).map(brief)).toEqual([A_DAL, A_DAL_L1, A_DAL_L2, A_RNO_L1, B_DAL]);
    expect(brand.rows.every((r) => r[0] === 'NWG')).toBe(true);
  });

  it('filters by warehouse and vendor', async () => {
    const rno = await summary({ warehouseId: ids.warehouse.RNO });
    expect(ours(rno.rows).map(brief)).toEqual([C_RNO, A_RNO_L1]);
    const bpo = await summary({ vendorId: ids.vendor.BPO });
    expect(ours(bpo.rows).map(brief)).toEqual([C_RNO]);
    const both = await summary({ vendorId: ids.vendor.BPO, warehouseId: ids.warehouse.DAL });
    expect(both.rows).toEqual([]);
  });

  it('reads a 3PL facility and customer as the warehouse and vendor they are mapped to', async () => {
    const db = t.database.db;
    const [facility, unmapped] = await db
      .insert(tplFacilities)
      .values([
        { name: 'Reno (3PL)', warehouseId: ids.warehouse.RNO },
        { name: 'Not mapped', warehouseId: null },
      ])
      .returning();
    const [customer] = await db
      .insert(tplCustomers)
      .values({ name: 'Bluepeak (3PL)', vendorId: ids.vendor.BPO })
      .returning();
    expect(ours((await summary({ tplFacilityId: facility!.id })).rows).map(brief)).toEqual([C_RNO, A_RNO_L1]);
    expect(ours((await summary({ tplCustomerId: customer!.id })).rows).map(brief)).toEqual([C_RNO]);
    const none = await summary({ tplFacilityId: unmapped!.id });
    expect(none.rows).toEqual([]);
    expect(none.view.rowCount).toBe(0);
  });

  it('reads a snapshot: a movement written while it runs never shows', async () => {
    const latest = async () =>
      (
        await t.database.db
          .select({ at: stockLedger.createdAt })
          .from(stockLedger)
          .orderBy(sql`${stockLedger.id} desc`)
          .limit(1)
      )[0]!.at;
    const last = await latest();
    const period = { from: FROM, to: TO, timezoneOffset: offset };
    const filters = await warehouseInOutFilters.validate({ vendorId: ids.vendor.NWG, startDate: FROM });
    const fractions: number[] = [];
    const produced = await warehouseTransactionsSummaryReport.produce(
      {
        db: t.database.db,
        user: admin,
        filters,
        projectId: null,
        period,
        ...periodInstants(period),
        now: new Date(),
        signal: new AbortController().signal,
      },
      (x) => void fractions.push(x),
    );
    // Written after the report read its snapshot, dated inside the period.
    await x.move('2021-05-06', (l) =>
      l.add({ warehouseId: ids.warehouse.DAL, vendorProductId: x.items.b, location: 'P-1' }, 9, {
        kind: 'receipt',
        reason: 'Late receipt',
      }),
    );
    const rows: ReportCell[][] = [];
    for await (const batch of produced.rows) rows.push(...batch);
    expect(ours(rows).map(brief)).toEqual([A_DAL, A_DAL_L1, A_DAL_L2, A_RNO_L1, B_DAL]);
    expect(fractions.at(-1)).toBe(1);
    // "As of" is the last ledger row it read, not the one written since.
    expect(produced.asOf).toEqual(last);
    expect(await latest()).toEqual(x.at('2021-05-06'));
  });
});

describe('Factoring Invoice', () => {
  /** Ships an order through the API, then dates its shipping on `day` (the API ships it now). */
  async function shipped(
    lines: { sku: string; quantity: number }[],
    [day, hour]: [string, number],
    project = f.project,
  ) {
    const res = await createOrder(f, lines, { projectId: project.id });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { order: { id: number; orderNumber: string } }).order.id;
    expect((await act(f, id, 'send-to-fulfillment')).statusCode).toBe(200);
    const ship = await act(f, id, 'ship', {
      carrierCode: 'ups',
      serviceCode: 'ground',
      trackingNumber: unique('1Z'),
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const [row] = await t.database.db
      .update(orders)
      .set({ shipDate: x.at(day, hour) })
      .where(eq(orders.id, id))
      .returning();
    return row!.orderNumber;
  }
  const priced = (id: number, wholesalePrice: number, factoringPercentage: number | null) =>
    t.database.db
      .update(vendorProducts)
      .set({ wholesalePrice, factoringPercentage })
      .where(eq(vendorProducts.id, id));

  let numbers: string[] = [];
  beforeAll(async () => {
    const [x, y, z] = [await newItem(f, 50), await newItem(f, 50), await newItem(f, 50)];
    await priced(x.id, 4, 80);
    await priced(y.id, 2.5, 12.5);
    await priced(z.id, 4, null);
    // Bluepeak factors nothing: not a factored vendor, so not on the invoice.
    const other = await newItem(f, 50, { project: f.bluepeakProject });
    numbers = [
      await shipped(
        [
          { sku: x.sku, quantity: 3 },
          { sku: y.sku, quantity: 1 },
        ],
        ['2021-05-04', 9],
      ),
      await shipped(
        [
          { sku: y.sku, quantity: 1 },
          { sku: z.sku, quantity: 2 },
        ],
        ['2021-05-04', 15],
      ),
      await shipped([{ sku: x.sku, quantity: 1 }], ['2021-05-05', 10]),
    ];
    await shipped([{ sku: other.sku, quantity: 2 }], ['2021-05-05', 11], f.bluepeakProject);
  });

  const invoice = (filters: Record<string, unknown> = {}) => report('FactoringFinanceInvoiceReport', filters);

  it('values each order at wholesale and factors it, the day’s cents shared so the total is exact', async () => {
    const { view, rows } = await invoice();
    expect(view.columns.map((c) => c.label)).toEqual([
      'Order number',
      'Storefront',
      'Ship date',
      'Vendor',
      'Warehouse',
      'Units',
      'Order value at wholesale',
      'Factoring %',
      'Factored amount',
      'Unfactored units',
    ]);
    const figures = rows.map((r) => [r[0], r[2], r[4], ...r.slice(5)]);
    // May 4: X 3 × 4.00 = 12.00 → 9.60; Y 2 × 2.50 = 5.00 × 12.5% = 0.625 → 0.63, shared 0.32 / 0.31
    // by units (the first order takes the odd cent); Z 2 × 4.00 = 8.00 has no percentage.
    // First order 12.00 + 2.50 = 14.50, 9.60 + 0.32 = 9.92 (68.41% of its factored 14.50); second
    // 2.50 + 8.00 = 10.50, 0.31; May 5: X 1 × 4.00 → 3.20. Total 29.00, 13.43.
    expect(figures).toEqual([
      [numbers[0], '2021-05-04', 'DAL', 4, 14.5, 68.41, 9.92, 0],
      [numbers[1], '2021-05-04', 'DAL', 3, 10.5, 12.5, 0.31, 2],
      [numbers[2], '2021-05-05', 'DAL', 1, 4, 80, 3.2, 0],
      ['Total', null, null, 8, 29, null, 13.43, 2],
    ]);
    expect(rows[0]![3]).toBe('Northwind Goods');
  });

  it('adds up to what the factoring ledger screen shows for the same vendor and period', async () => {
    const res = await t.request(
      'GET',
      `/api/common/reports/factoring-ledger?from=${FROM}&to=${TO}&vendorId=${ids.vendor.NWG}`,
      { token: f.admin },
    );
    expect(res.statusCode, res.body).toBe(200);
    const screen = (res.json() as FactoringLedgerAnswer).vendors[0]!;
    const { rows } = await invoice({ vendorId: ids.vendor.NWG });
    const orderRows = rows.filter((r) => r[0] !== 'Total');
    const cents = (column: number) => orderRows.reduce((n, r) => n + Math.round(Number(r[column]) * 100), 0);
    const units = (column: number) => orderRows.reduce((n, r) => n + Number(r[column]), 0);
    expect({
      orders: orderRows.length,
      units: units(5),
      orderValue: cents(6),
      factoredValue: cents(8),
      unfactoredUnits: units(9),
    }).toEqual({
      orders: screen.orders,
      units: screen.units,
      orderValue: Math.round(screen.orderValue * 100),
      factoredValue: Math.round(screen.factoredValue * 100),
      unfactoredUnits: screen.unfactoredUnits,
    });
  });

  it('filters by vendor and warehouse', async () => {
    expect((await invoice({ vendorId: ids.vendor.BPO })).rows).toEqual([]);
    expect((await invoice({ warehouseId: ids.warehouse.RNO })).rows).toEqual([]);
    expect((await invoice({ warehouseId: ids.warehouse.DAL })).rows).toHaveLength(4);
  });
});
