/**
 * Live events reach exactly the users allowed to see their subject: vendor and warehouse scope and
 * the viewing permission. Stock and storefront-product events come from real writes through the API;
 * orders (another module) through DomainEvents, as their service publishes them.
 */
import type { HubConnection } from '@microsoft/signalr';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, storefrontProducts, vendorProducts } from '../../server/db/schema';
import { DomainEvents } from '../../server/events/domain-events';
import { startTestApp, type LoginBody, type TestApp } from './harness';
import { listen, record, tenantIds, ticketClient, waitUntil } from './hub-fixtures';

const methods = [
  'OrderUpdated',
  'WarehouseProductUpdated',
  'WmsProductUpdated',
  'StorefrontProductUpdated',
  'GeneratedReportUpdated',
  'VendorSetupUpdated',
  'Notify',
];
const events = new DomainEvents();
let t: TestApp;
let ids: Awaited<ReturnType<typeof tenantIds>>;
const users: Record<string, LoginBody> = {};
const inbox: Record<string, Record<string, unknown[][]>> = {};
const connections: HubConnection[] = [];

const people = {
  admin: 'admin@dockhand.test',
  northwind: 'brand@northwind.test',
  bluepeak: 'brand@bluepeak.test',
  warehouse: 'warehouse@dockhand.test',
  manufacturing: 'manufacturing@dockhand.test',
} as const;
type Person = keyof typeof people;
const everyone = Object.keys(people) as Person[];

beforeAll(async () => {
  t = await startTestApp({}, { events });
  const baseUrl = await listen(t);
  ids = await tenantIds(t);
  for (const person of everyone) {
    users[person] = await t.login(people[person]);
    const connection = ticketClient(t, baseUrl, users[person].jwtToken);
    inbox[person] = record(connection, methods);
    await connection.start();
    connections.push(connection);
  }
});
afterAll(async () => {
  await Promise.all(connections.map((c) => c.stop()));
  await t.close();
});

/** Who got `method` with a payload whose id is `id`, once a marker everyone may see has arrived. */
async function recipients(method: string, id: number): Promise<Person[]> {
  const marker = {
    type: 'OrderUpdated' as const,
    orderId: -Date.now(),
    vendorId: ids.nwg,
    warehouseId: ids.dal,
  };
  events.publish(marker);
  const seesMarker: Person[] = ['admin', 'northwind', 'warehouse'];
  await waitUntil(() =>
    seesMarker.every((p) =>
      inbox[p]!.OrderUpdated!.some(([e]) => (e as { id: number }).id === marker.orderId),
    ),
  );
  return everyone.filter((p) =>
    inbox[p]![method]!.some(([payload]) => (payload as { id: number }).id === id),
  );
}

describe('OrderUpdated', () => {
  it("goes to the order's vendor and warehouse users with orders.view, never to another vendor", async () => {
    events.publish({ type: 'OrderUpdated', orderId: 501, vendorId: ids.nwg, warehouseId: ids.dal });
    expect(await recipients('OrderUpdated', 501)).toEqual(['admin', 'northwind', 'warehouse']);
    expect(inbox.northwind!.OrderUpdated!.find(([e]) => (e as { id: number }).id === 501)).toEqual([
      { id: 501, vendorId: ids.nwg, warehouseId: ids.dal },
    ]);
  });

  it('skips warehouse users for an order in a warehouse outside their list, or in none yet', async () => {
    events.publish({ type: 'OrderUpdated', orderId: 502, vendorId: ids.bpo, warehouseId: ids.mem });
    events.publish({ type: 'OrderUpdated', orderId: 503, vendorId: ids.bpo, warehouseId: null });
    expect(await recipients('OrderUpdated', 502)).toEqual(['admin', 'bluepeak']);
    expect(await recipients('OrderUpdated', 503)).toEqual(['admin', 'bluepeak']);
  });
});

describe('stock events from a direct inventory update', () => {
  /** Adds two units of the vendor's first item kept in the warehouse; answers the item id. */
  async function addStock(vendorId: number, warehouseId: number) {
    const [item] = await t.database.db
      .select()
      .from(vendorProducts)
      .where(and(eq(vendorProducts.vendorId, vendorId), eq(vendorProducts.warehouseId, warehouseId)))
      .limit(1);
    const res = await t.request('POST', '/api/inventory/diu', {
      token: users.admin!.jwtToken,
      body: {
        vendorId,
        warehouseId,
        warehouseProductId: item!.id,
        location: 'HUB-1',
        type: 'add',
        quantity: 2,
        note: 'Live hub test',
      },
    });
    expect(res.statusCode).toBe(201);
    return item!.id;
  }

  it('WarehouseProductUpdated reaches those who see the item, not another vendor', async () => {
    const item = await addStock(ids.bpo, ids.rno);
    // Manufacturing managers view items too (items.*); Northwind's user never hears of Bluepeak stock.
    expect(await recipients('WarehouseProductUpdated', item)).toEqual([
      'admin',
      'bluepeak',
      'warehouse',
      'manufacturing',
    ]);
    expect(inbox.bluepeak!.WmsProductUpdated).toEqual([]);
  });

  it("WmsProductUpdated comes too for the external system's warehouse, outside the warehouse user's list", async () => {
    const item = await addStock(ids.lum, ids.mem);
    expect(await recipients('WarehouseProductUpdated', item)).toEqual(['admin', 'manufacturing']);
    expect(await recipients('WmsProductUpdated', item)).toEqual(['admin', 'manufacturing']);
  });
});

describe('StorefrontProductUpdated', () => {
  it('follows a mapping change to the users with the storefront-product permissions', async () => {
    const [product] = await t.database.db
      .select({ id: storefrontProducts.id, projectId: storefrontProducts.projectId })
      .from(storefrontProducts)
      .limit(1);
    const res = await t.request('POST', `/api/common/products/${product!.id}/unmap`, {
      token: users.admin!.jwtToken,
      body: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await recipients('StorefrontProductUpdated', product!.id)).toEqual(['admin']);
    expect(inbox.admin!.StorefrontProductUpdated!.at(-1)).toEqual([
      { id: product!.id, projectId: product!.projectId },
    ]);
  });
});

describe('VendorSetupUpdated', () => {
  const heardOf = (vendorId: number) =>
    everyone.filter((p) =>
      inbox[p]!.VendorSetupUpdated!.some(([e]) => (e as { vendorId: number }).vendorId === vendorId),
    );

  it("follows an item import to the vendor's onboarding viewers, never to another brand", async () => {
    const res = await t.request('POST', '/api/vendorProducts/import', {
      token: users.admin!.jwtToken,
      body: { rows: [{ vendor: 'NWG', sku: 'HUB-SETUP-1', item: 'Live checklist mug' }], dryRun: false },
    });
    expect(res.statusCode).toBe(201);
    await waitUntil(() => heardOf(ids.nwg).includes('northwind'));
    await recipients('OrderUpdated', -1);
    const heard = heardOf(ids.nwg);
    expect(heard).toEqual(expect.arrayContaining(['admin', 'northwind']));
    expect(heard).not.toContain('bluepeak');
    expect(inbox.northwind!.VendorSetupUpdated!.at(-1)).toEqual([{ vendorId: ids.nwg }]);
  });

  it("names the vendor of a storefront (a new API key) and reaches only that vendor's brand", async () => {
    const [project] = await t.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.vendorId, ids.bpo))
      .limit(1);
    const res = await t.request('POST', `/api/storefronts/${project!.id}/api-keys`, {
      token: users.admin!.jwtToken,
      body: { name: 'Hub checklist key' },
    });
    expect(res.statusCode).toBe(201);
    await waitUntil(() => heardOf(ids.bpo).includes('bluepeak'));
    await recipients('OrderUpdated', -1);
    expect(heardOf(ids.bpo)).not.toContain('northwind');
  });
});

describe('Hub.sendToUsers', () => {
  it("reaches only the named users' connections", async () => {
    t.app.hub.sendToUsers([users.northwind!.id], 'Notify', [{ message: 'Only for Northwind' }]);
    await waitUntil(() => inbox.northwind!.Notify!.length === 1);
    await recipients('OrderUpdated', -1);
    expect(everyone.filter((p) => inbox[p]!.Notify!.length > 0)).toEqual(['northwind']);
    expect(inbox.northwind!.Notify![0]).toEqual([{ message: 'Only for Northwind' }]);
  });
});

describe('GeneratedReportUpdated and the Notify of a ready report', () => {
  it("follows a brand's report to those who may read it, and tells only its requester it is ready", async () => {
    const res = await t.request('POST', '/api/common/generatedReports', {
      token: users.northwind!.jwtToken,
      body: { type: 'StorefrontShippedCount', name: 'Live report', filters: { dateFilter: 'this-week' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { id: number }).id;
    await t.app.jobs.runner.drain();
    const updates = () =>
      inbox.northwind!.GeneratedReportUpdated!.map(([p]) => p as { id: number; status: string });
    await waitUntil(() => updates().some((p) => p.id === id && p.status === 'Ready'));
    // Processing comes again with each batch's progress; the statuses it went through, in order:
    const statuses = updates()
      .filter((p) => p.id === id)
      .map((p) => p.status);
    expect([...new Set(statuses)]).toEqual(['Requested', 'Processing', 'Ready']);
    // Staff with the shipped-count permission and Northwind's own users; never Bluepeak.
    expect(await recipients('GeneratedReportUpdated', id)).toEqual(['admin', 'northwind']);
    const notices = everyone.filter((p) =>
      inbox[p]!.Notify!.some(
        ([n]) => (n as { link?: string }).link === `/reports/generatedReports/view/${id}`,
      ),
    );
    expect(notices).toEqual(['northwind']);
    expect(inbox.northwind!.Notify!.at(-1)).toEqual([
      {
        kind: 'report',
        message: expect.stringMatching(/^Your report “Live report” is ready \(\d+ rows\)\.$/),
        link: `/reports/generatedReports/view/${id}`,
      },
    ]);
  });
});
