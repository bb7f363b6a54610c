/**
 * The ledger suite's fixtures (tests/server/generated-report-ledger-types.test.ts): stock movements of
 * every kind written through the stock ledger module at instants of May 2021 (the demo data does not
 * reach it), and a generated report requested over HTTP, run, and read back from its CSV file.
 */
import Papa from 'papaparse';
import { expect } from 'vitest';
import type { GeneratedReportView, ReportCell } from '../../src/domain/contracts/generated-reports';
import { dayStartsAt } from '../../src/domain/dashboard';
import type { AuthUser } from '../../server/auth/guard';
import { fixedClock } from '../../server/clock';
import { vendorProducts } from '../../server/db/schema';
import { DomainEvents } from '../../server/events/domain-events';
import { changeStock } from '../../server/modules/inventory/stock-changes.service';
import type { StockLedger, StockPlace } from '../../server/modules/inventory/stock-ledger.service';
import type { Tenants } from './dashboard-fixtures';
import type { TestApp } from './harness';

export const REPORTS = '/api/common/generatedReports';

export interface LedgerFixture {
  /** The items: A and B of Northwind, C of Bluepeak. */
  items: { a: number; b: number; c: number };
  sku: { a: string; b: string; c: string };
  /** An instant of the admin's calendar: `day` at `hour` o'clock. */
  at(day: string, hour?: number): Date;
  /** A stock change through the ledger module, at noon of `day`. */
  move<T>(day: string, work: (ledger: StockLedger) => Promise<T>): Promise<T>;
}

export function ledgerFixture(
  t: TestApp,
  admin: AuthUser,
  offset: number,
  sku: LedgerFixture['sku'],
): LedgerFixture {
  const events = new DomainEvents();
  const at = (day: string, hour = 12) => new Date(dayStartsAt(day, offset).getTime() + hour * 3_600_000);
  return {
    items: { a: 0, b: 0, c: 0 },
    sku,
    at,
    move: (day, work) => changeStock(t.database.db, events, admin.id, work, fixedClock(at(day))),
  };
}

async function addItem(t: TestApp, vendorId: number, code: string) {
  const [row] = await t.database.db
    .insert(vendorProducts)
    .values({ vendorId, sku: code, item: `Item ${code}` })
    .returning();
  return row!.id;
}

/**
 * The fixture (A, B: Northwind; C: Bluepeak). Before the period: A receives 100 of lot L1 and 40 of
 * lot L2 at DAL, C 20 at RNO. In it: A ships 30 of L1, has 5 allocated and released, gains 3 (add),
 * moves 6 to quarantine, sends 10 to RNO of which 8 arrive; L2 loses 2 (remove) and 3 (count 38 →
 * 35) and gives 7 to a work order, which makes 5 of B; 4 of A come back restocked and 1 damaged (no
 * lot); C receives 12 and ships 5. After it: A receives 50 more of L1.
 */
export async function writeStock(t: TestApp, ids: Tenants, x: LedgerFixture) {
  const { DAL, RNO } = ids.warehouse;
  const { items, sku, move } = x;
  items.a = await addItem(t, ids.vendor.NWG, sku.a);
  items.b = await addItem(t, ids.vendor.NWG, sku.b);
  items.c = await addItem(t, ids.vendor.BPO, sku.c);
  const l1: StockPlace = { warehouseId: DAL, vendorProductId: items.a, location: 'A-01-1', lotNumber: 'L1' };
  const l2: StockPlace = { ...l1, location: 'A-02-1', lotNumber: 'L2' };
  const c: StockPlace = { warehouseId: RNO, vendorProductId: items.c, location: 'R-9' };
  const receipt = { kind: 'receipt', reason: 'PO receipt' };
  const lot1 = await move('2021-04-20', (l) => l.add(l1, 100, receipt));
  const lot2 = await move('2021-04-20', (l) => l.add(l2, 40, receipt));
  await move('2021-04-20', (l) => l.add(c, 20, receipt));

  const take = (balanceId: number, quantity: number, vendorProductId = items.a, warehouseId = DAL) => ({
    warehouseId,
    vendorProductId,
    quantity,
    from: [{ balanceId, quantity }],
  });
  const order = { type: 'fulfillment_order', id: 'WTS-1' };
  await move('2021-05-04', async (l) => {
    await l.allocate(take(lot1.id, 30), order, 'Order WTS-1');
    await l.ship(order, 'Order WTS-1 shipped');
  });
  const undone = { type: 'fulfillment_order', id: 'WTS-2' };
  await move('2021-05-04', async (l) => {
    await l.allocate(take(lot1.id, 5), undone, 'Order WTS-2');
    await l.release(undone, 'Order WTS-2 cancelled');
  });
  await move('2021-05-04', (l) => l.add(l1, 3, { kind: 'add', reason: 'Found a case' }));
  await move('2021-05-04', (l) => l.remove(l2, 2, { kind: 'remove', reason: 'Broken' }));
  await move('2021-05-05', (l) => l.count(l2, 35, { kind: 'count', reason: 'Cycle count' }));
  await move('2021-05-05', (l) =>
    l.moveBucket(l1, 'quarantine', 6, { kind: 'status_move', reason: 'Held for inspection' }),
  );
  const transfer = { type: 'warehouse_transfer', id: 'WTS-T' };
  await move('2021-05-05', async (l) => {
    await l.allocate(take(lot1.id, 10), transfer, 'Transfer WTS-T');
    await l.transferOut(transfer, RNO, 'Transfer WTS-T left');
  });
  await move('2021-05-06', (l) =>
    l.transferIn(
      { lotNumber: 'L1', expirationDate: null },
      { warehouseId: RNO, vendorProductId: items.a, location: 'R-1', lotNumber: 'L1' },
      8,
      transfer,
      'Received on WTS-T',
    ),
  );
  const workOrder = { type: 'work_order', id: 'WTS-WO' };
  await move('2021-05-06', async (l) => {
    await l.allocate(take(lot2.id, 7), workOrder, 'Work order WTS-WO');
    await l.consumeAllocated(workOrder, items.a, 7, { kind: 'work_order_consume', reason: 'Consumed' });
    await l.add({ warehouseId: DAL, vendorProductId: items.b, location: 'P-1' }, 5, {
      kind: 'work_order_produce',
      reason: 'Produced',
      source: workOrder,
    });
  });
  const back = { warehouseId: DAL, vendorProductId: items.a, location: 'RET' };
  await move('2021-05-07', async (l) => {
    await l.add({ ...back, bucket: 'available' }, 4, { kind: 'return', reason: 'RMA 1' });
    await l.add({ ...back, bucket: 'damaged' }, 1, { kind: 'return', reason: 'RMA 1' });
  });
  await move('2021-05-07', (l) => l.add(c, 12, receipt));
  const bpoOrder = { type: 'fulfillment_order', id: 'WTS-3' };
  await move('2021-05-08', async (l) => {
    await l.allocate({ warehouseId: RNO, vendorProductId: items.c, quantity: 5 }, bpoOrder, 'Order WTS-3');
    await l.ship(bpoOrder, 'Order WTS-3 shipped');
  });
  await move('2021-05-20', (l) => l.add(l1, 50, receipt));
}

/** Requests a report over HTTP, runs it, and answers its view and the rows of its CSV file. */
export async function requestReport(
  t: TestApp,
  token: string,
  type: string,
  filters: Record<string, unknown>,
) {
  const body = { type, name: `${type} test`, filters };
  const res = await t.request('POST', REPORTS, { token, body });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { id: number }).id;
  await t.app.jobs.runner.drain();
  const viewed = await t.request('GET', `${REPORTS}/${id}/view`, { token });
  const view = viewed.json() as GeneratedReportView;
  expect(view.status, view.error ?? '').toBe('Ready');
  const csv = await t.request('GET', `${REPORTS}/${id}/file?format=csv`, { token });
  const [, ...lines] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  const numeric = view.columns.map((c) => c.kind === 'number' || c.kind === 'money');
  const rows = lines.map((cells) =>
    cells.map((v, i): ReportCell => (v === '' ? null : numeric[i] ? Number(v) : v)),
  );
  expect(rows.length).toBe(view.rowCount);
  return { view, rows };
}
