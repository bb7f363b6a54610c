/**
 * Moving units between status buckets (POST /api/inventory/stock/{balanceId}/move): releasing
 * quarantined units to available, refusing more than is there, and the permission and scope.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorProducts, warehouseProductLocations, warehouses } from '../../server/db/schema';
import { vendorIdsByCode } from '../../server/db/seed';
import { DomainEvents } from '../../server/events/domain-events';
import { changeStock } from '../../server/modules/inventory/stock-changes.service';
import { findStockDrift } from '../../server/modules/inventory/stock-integrity.service';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let warehouseManager: string;
let quarantined: number;
let item: number;

beforeAll(async () => {
  t = await startTestApp();
  warehouseManager = (await t.login('warehouse@dockhand.test')).jwtToken;
  const nwg = (await vendorIdsByCode(t.database.db, ['NWG'])).get('NWG')!;
  const dal = (await t.database.db.select().from(warehouses)).find((w) => w.code === 'DAL')!.id;
  const [product] = await t.database.db
    .insert(vendorProducts)
    .values({ vendorId: nwg, warehouseId: dal, sku: 'MOVE-1', item: 'Move test item' })
    .returning();
  item = product!.id;
  const balance = await changeStock(t.database.db, new DomainEvents(), null, (l) =>
    l.add({ warehouseId: dal, vendorProductId: item, bucket: 'quarantine', location: 'Q-1' }, 5, {
      kind: 'receipt',
      reason: 'test',
    }),
  );
  quarantined = balance.id;
});
afterAll(() => t.close());

const move = (token: string, balanceId: number, body: object) =>
  t.request('POST', `/api/inventory/stock/${balanceId}/move`, { token, body });

const onHand = async (bucket: string) =>
  (
    await t.database.db
      .select()
      .from(warehouseProductLocations)
      .where(
        and(
          eq(warehouseProductLocations.vendorProductId, item),
          eq(warehouseProductLocations.bucket, bucket),
        ),
      )
  ).reduce((n, b) => n + b.quantity, 0);

describe('moving stock between buckets', () => {
  it('releases quarantined units to available, with a ledger row', async () => {
    const res = await move(warehouseManager, quarantined, {
      to: 'available',
      quantity: 3,
      reason: 'Inspection passed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await onHand('quarantine')).toBe(2);
    expect(await onHand('available')).toBe(3);
    expect(await findStockDrift(t.database.db)).toEqual([]);
  });

  it('refuses more than is there, a missing reason, and the same bucket; nothing moves', async () => {
    expect(
      (await move(warehouseManager, quarantined, { to: 'available', quantity: 9, reason: 'x' })).statusCode,
    ).toBe(409);
    const bad = await move(warehouseManager, quarantined, { to: 'quarantine', quantity: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ reason: 'Reason is required' });
    expect(
      (await move(warehouseManager, quarantined, { to: 'quarantine', quantity: 1, reason: 'x' })).statusCode,
    ).toBe(400);
    expect(await onHand('quarantine')).toBe(2);
  });

  it('needs the permission and the scope', async () => {
    const brand = (await t.login('brand@northwind.test')).jwtToken;
    expect((await move(brand, quarantined, { to: 'available', quantity: 1, reason: 'x' })).statusCode).toBe(
      403,
    );
    const bluepeak = (await t.login('brand@bluepeak.test')).jwtToken;
    expect(
      (await move(bluepeak, quarantined, { to: 'available', quantity: 1, reason: 'x' })).statusCode,
    ).toBe(403);
    const manufacturing = (await t.login('manufacturing@dockhand.test')).jwtToken;
    expect(
      (await move(manufacturing, quarantined, { to: 'available', quantity: 1, reason: 'x' })).statusCode,
    ).toBe(403);
  });
});
