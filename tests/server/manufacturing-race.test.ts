/**
 * 20 work orders releasing at once, each needing 3 of one component of which 30 are in stock (two
 * lots): exactly 10 are released, the others refused 409 with their shortage, never a 5xx; nothing
 * is over-allocated and the ledger equals the balances. Real parallelism on PostgreSQL
 * (TEST_DATABASE_URL); PGlite serialises the same calls.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';
import {
  addBom,
  addWorkOrder,
  expectConsistent,
  lineOf,
  receive,
  step,
  stockedItem,
  stockOf,
  stored,
  tenants,
  type Tenants,
} from './manufacturing-fixtures';

let t: TestApp;
let admin: string;
let ids: Tenants;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  ids = await tenants(t);
});
afterAll(() => t.close());

describe('racing for one component', () => {
  it('20 releases for 30 units needing 3 each: exactly 10 released, no over-allocation, ledger = balances', async () => {
    const part = await stockedItem(t, ids.nwg, ids.dal, 12, {
      lotNumber: 'R1',
      expirationDate: '2031-01-01',
    });
    await receive(
      t,
      {
        warehouseId: ids.dal,
        vendorProductId: part.id,
        location: 'M-02',
        lotNumber: 'R2',
        expirationDate: '2032-01-01',
      },
      18,
    );
    const product = await stockedItem(t, ids.nwg, ids.dal, 0);
    const bom = await addBom(t, admin, {
      vendorId: ids.nwg,
      warehouseProductId: product.id,
      items: [lineOf(part, 3)],
    });
    const orders = [];
    for (let i = 0; i < 20; i++)
      orders.push(
        await addWorkOrder(t, admin, {
          vendorId: ids.nwg,
          warehouseId: ids.dal,
          billOfMaterialsId: bom.id,
          quantity: 1,
        }),
      );
    const answers = await Promise.all(orders.map((o) => step(t, admin, o.id, 'release')));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c >= 500)).toEqual([]);
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json().shortages).toEqual([
        expect.objectContaining({ vendorProductId: part.id, needed: 3, available: 0, short: 3 }),
      ]);
    expect(await stockOf(t, part.id, ids.dal)).toEqual({ onHand: 30, allocated: 30, available: 0 });
    const statuses = await Promise.all(orders.map(async (o) => (await stored(t, o.id)).status));
    expect(statuses.filter((s) => s === 'Released')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'Draft')).toHaveLength(10);
    await expectConsistent(t);
  });
});
