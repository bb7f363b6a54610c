/**
 * The integrity watchdog over HTTP and as the server process's job: who may run it, a balance
 * tampered with in SQL shows as drift (only to users who may see it), a repair is a logged ledger row,
 * a negative balance needs a count (409), and the scheduled check writes its result to the system log
 * once per interval however many processes run it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockLedger, systemLog, vendorProducts, warehouseProductLocations } from '../../server/db/schema';
import {
  INTEGRITY_SOURCE,
  runScheduledCheck,
  startIntegrityWatchdog,
} from '../../server/modules/inventory/integrity-watchdog.service';
import { loadConfig } from '../../server/config';
import type { IntegrityReport } from '../../src/domain/inventory-views';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let brand: string;
let warehouseManager: string;
let manager: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  warehouseManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  manager = (await t.login('manager@dockhand.test')).jwtToken;
});
afterAll(() => t.close());

const db = () => t.database.db;
const report = async (token: string) => {
  const res = await t.request('GET', '/api/inventory/integrity', { token });
  expect(res.statusCode).toBe(200);
  return res.json() as IntegrityReport;
};
const repair = (token: string, balanceId: number) =>
  t.request('POST', `/api/inventory/integrity/${balanceId}/repair`, { token, body: {} });

/** The first balance of a seeded item (by SKU). */
async function balanceOf(sku: string) {
  const [row] = await db()
    .select({ balance: warehouseProductLocations })
    .from(warehouseProductLocations)
    .innerJoin(vendorProducts, eq(vendorProducts.id, warehouseProductLocations.vendorProductId))
    .where(eq(vendorProducts.sku, sku))
    .orderBy(warehouseProductLocations.id)
    .limit(1);
  return row!.balance;
}

const silent = { info() {}, error() {} };

describe('permission', () => {
  it('is inventory.integrity: admins and warehouse managers, not managers or brands', async () => {
    expect((await t.request('GET', '/api/inventory/integrity', { token: manager })).statusCode).toBe(403);
    expect((await t.request('GET', '/api/inventory/integrity', { token: brand })).statusCode).toBe(403);
    expect((await repair(brand, 1)).statusCode).toBe(403);
    const clean = await report(admin);
    expect(clean.drifts).toEqual([]);
    expect(Date.parse(clean.checkedAt)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('drift and repair', () => {
  it('finds a balance changed behind the ledger’s back and repairs it with a logged ledger row', async () => {
    const mug = await balanceOf('NWG-MUG-11');
    await db().execute(
      sql`update warehouse_product_locations set quantity = quantity + 5 where id = ${mug.id}`,
    );
    const found = await report(admin);
    expect(found.drifts).toHaveLength(1);
    expect(found.drifts[0]).toMatchObject({
      balanceId: mug.id,
      sku: 'NWG-MUG-11',
      quantity: mug.quantity + 5,
      ledgerQuantity: mug.quantity,
      problems: ['ledger'],
      repairable: true,
    });
    // Dallas is the warehouse manager's; the drift is not the manager's to see in another warehouse.
    expect((await report(warehouseManager)).drifts.map((d) => d.balanceId)).toEqual([mug.id]);

    const fixed = await repair(admin, mug.id);
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toEqual({ repaired: true, message: 'Repaired: ledger.' });
    expect((await report(admin)).drifts).toEqual([]);
    const [row] = await db()
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.balanceId, mug.id), eq(stockLedger.kind, 'repair')));
    expect(row).toMatchObject({ quantityDelta: 5, reason: 'Integrity repair: ledger' });
    expect((await repair(admin, mug.id)).json()).toEqual({
      repaired: false,
      message: 'This balance is consistent; nothing to repair.',
    });
  });

  it('hides drift outside the user’s warehouses, and answers 404 for its repair', async () => {
    // Kettle & Crumb stock lies in Columbus, which is not one of the warehouse manager's.
    const granola = await balanceOf('KTC-GRAN-OAT');
    await db().execute(
      sql`update warehouse_product_locations set quantity = quantity + 1 where id = ${granola.id}`,
    );
    expect((await report(admin)).drifts.map((d) => d.balanceId)).toEqual([granola.id]);
    expect((await report(warehouseManager)).drifts).toEqual([]);
    expect((await repair(warehouseManager, granola.id)).statusCode).toBe(404);
    expect((await repair(admin, 2_000_000_000)).statusCode).toBe(404);
    expect((await repair(admin, granola.id)).statusCode).toBe(200);
  });

  it('answers 409 when only a count can fix the balance, and changes nothing', async () => {
    const tent = await balanceOf('BPO-TENT-2P');
    // Allocated without open allocations, and more than on hand: the constraint has to go for the test.
    await db().execute(
      sql`alter table warehouse_product_locations drop constraint warehouse_product_locations_available_not_negative`,
    );
    await db().execute(sql`update warehouse_product_locations set quantity = -3 where id = ${tent.id}`);
    const [drift] = (await report(admin)).drifts;
    expect(drift).toMatchObject({ balanceId: tent.id, repairable: false });
    expect(drift!.problems).toContain('negative');
    const refused = await repair(admin, tent.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/count the location/);
    const [after] = await db()
      .select()
      .from(warehouseProductLocations)
      .where(eq(warehouseProductLocations.id, tent.id));
    expect(after!.quantity).toBe(-3);
    await db().execute(
      sql`update warehouse_product_locations set quantity = ${tent.quantity} where id = ${tent.id}`,
    );
    await db().execute(
      sql`alter table warehouse_product_locations add constraint warehouse_product_locations_available_not_negative check (quantity >= quantity_allocated)`,
    );
    expect((await report(admin)).drifts).toEqual([]);
  });
});

describe('the scheduled check', () => {
  const lastRows = () =>
    db().select().from(systemLog).where(eq(systemLog.source, INTEGRITY_SOURCE)).orderBy(desc(systemLog.id));

  it('writes the drift count to the system log, level error when anything drifts, once per interval', async () => {
    // The demo history holds the runs of its last week.
    const earlier = (await lastRows()).length;
    expect(await runScheduledCheck(db(), silent, 60_000)).toBe(0);
    const [clean] = await lastRows();
    expect(clean).toMatchObject({ level: 'info', context: { driftCount: 0, balanceIds: [] } });
    // Another process (or a timer firing early) within the interval does not log again.
    expect(await runScheduledCheck(db(), silent, 60_000)).toBeNull();
    expect(await lastRows()).toHaveLength(earlier + 1);

    const mug = await balanceOf('NWG-MUG-11');
    await db().execute(
      sql`update warehouse_product_locations set quantity = quantity + 2 where id = ${mug.id}`,
    );
    expect(await runScheduledCheck(db(), silent, 0)).toBe(1);
    const [drifted] = await lastRows();
    expect(drifted).toMatchObject({ level: 'error', context: { driftCount: 1, balanceIds: [mug.id] } });
    expect(drifted!.message).toMatch(/1 balance drifts/);
    const shown = await report(admin);
    expect(shown.lastScheduledRun).toMatchObject({ level: 'error', message: drifted!.message });
    await repair(admin, mug.id);
  });

  it('is off at 0 minutes and in tests, every hour by default, and stops cleanly', async () => {
    expect(loadConfig({ DATA_DIR: '/tmp/dockhand-config-test', JWT_SECRET: 'x'.repeat(32) })).toMatchObject({
      integrityCheckMinutes: 60,
    });
    expect(
      loadConfig({
        DATA_DIR: '/tmp/dockhand-config-test',
        JWT_SECRET: 'x'.repeat(32),
        INTEGRITY_CHECK_MINUTES: '0',
      }).integrityCheckMinutes,
    ).toBe(0);
    expect(() =>
      loadConfig({
        DATA_DIR: '/tmp/dockhand-config-test',
        JWT_SECRET: 'x'.repeat(32),
        INTEGRITY_CHECK_MINUTES: 'often',
      }),
    ).toThrow(/INTEGRITY_CHECK_MINUTES/);
    const before = (await lastRows()).length;
    const off = startIntegrityWatchdog(db(), silent, 0);
    await off.stop();
    const fast = startIntegrityWatchdog(db(), silent, 0.001); // every 60 ms
    await new Promise((resolve) => setTimeout(resolve, 400));
    await fast.stop();
    const after = (await lastRows()).length;
    // Each run skips while the last one is younger than 90% of the interval; at least one ran.
    expect(after).toBeGreaterThan(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await lastRows()).length).toBe(after);
  });
});
