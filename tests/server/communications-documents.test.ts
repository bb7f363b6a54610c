/**
 * The channel of a purchase order (its internal channel, permission 'Purchase order internal channel')
 * and of a support ticket: one per document, created on first open, reachable only by users who can see
 * the document (403 without the permission, 404 outside the vendor/warehouse scope), and closed again to
 * a member who loses that access.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrders, tickets } from '../../server/db/schema';
import { calls, grant, signInAll, type People, type Who } from './communications-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let people: People;
let c: ReturnType<typeof calls>;
const po = { northwind: 0, bluepeak: 0, columbus: 0 };
const ticket = { northwind: 0, bluepeak: 0 };

beforeAll(async () => {
  t = await startTestApp();
  people = await signInAll(t);
  c = calls(t, people);
  const db = t.database.db;
  const poId = async (orderNumber: string) =>
    (await db.select().from(purchaseOrders).where(eq(purchaseOrders.orderNumber, orderNumber)))[0]!.id;
  po.northwind = await poId('PO-NWG-2041');
  po.bluepeak = await poId('PO-BPO-0917');
  po.columbus = await poId('PO-KTC-0110');
  const ticketId = async (name: string) =>
    (await db.select().from(tickets).where(eq(tickets.name, name)))[0]!.id;
  ticket.northwind = await ticketId('Tracking numbers missing on Amazon orders');
  ticket.bluepeak = await ticketId('Add a gift-message field to bulk shipments');
});
afterAll(() => t.close());

const open = (
  who: Who,
  kind: 'purchase-orders' | 'tickets',
  id: number | string,
  method: 'GET' | 'POST' = 'POST',
) => (method === 'GET' ? c.get(who, `/${kind}/${id}/channel`) : c.post(who, `/${kind}/${id}/channel`));

describe('a purchase order’s internal channel', () => {
  it('is created on first open and joined by whoever opens it', async () => {
    const first = await open('manager', 'purchase-orders', po.northwind, 'GET');
    expect(first.statusCode).toBe(200);
    const channel = first.json();
    expect(channel).toMatchObject({
      kind: 'purchase_order',
      name: 'PO-NWG-2041',
      purchaseOrderId: po.northwind,
      document: { type: 'purchase_order', id: po.northwind, label: 'Purchase order PO-NWG-2041' },
      memberCount: 1,
    });
    const again = await open('manager', 'purchase-orders', po.northwind);
    expect(again.json()).toMatchObject({ id: channel.id, memberCount: 1 });
    const warehouse = await open('warehouse', 'purchase-orders', po.northwind);
    expect(warehouse.json()).toMatchObject({ id: channel.id, memberCount: 2 });
    await c.say('warehouse', channel.id, 'Dock 4 is free for this one');
    expect((await c.get('manager', '/unread-counts')).json().channels).toContainEqual({
      channelId: channel.id,
      unread: 1,
    });
  });

  it('needs the permission (403) and the order in scope (404)', async () => {
    // Neither the brand user nor the manufacturing manager holds the permission.
    expect((await open('northwind', 'purchase-orders', po.northwind)).statusCode).toBe(403);
    expect((await open('manufacturing', 'purchase-orders', po.northwind)).statusCode).toBe(403);
    // Warehouse staff of Dallas and Reno: Columbus is outside their scope.
    expect((await open('warehouse', 'purchase-orders', po.columbus)).statusCode).toBe(404);
    for (const missing of [999999, 'abc', 0])
      expect((await open('manager', 'purchase-orders', missing)).statusCode).toBe(404);

    await grant(t, 'brand@northwind.test', ['warehouses.po.internalChannel']);
    const own = await open('northwind', 'purchase-orders', po.northwind);
    expect(own.statusCode).toBe(200);
    expect((await open('northwind', 'purchase-orders', po.bluepeak)).statusCode).toBe(404);

    // A member who loses the permission no longer reads the channel, nor counts it unread.
    const channelId = own.json().id;
    await c.say('manager', channelId, 'Pallets are labelled');
    expect((await c.get('northwind', '/unread-counts')).json().channels).toContainEqual({
      channelId,
      unread: 1,
    });
    await grant(t, 'brand@northwind.test', []);
    expect((await c.get('northwind', `/channels/${channelId}`)).statusCode).toBe(404);
    expect((await c.get('northwind', `/channels/${channelId}/messages`)).statusCode).toBe(404);
    expect((await c.post('northwind', `/channels/${channelId}/messages`, { body: 'hi' })).statusCode).toBe(
      404,
    );
    const list = (await c.get('northwind', '/channels')).json();
    expect(list.items.map((x: { id: number }) => x.id)).not.toContain(channelId);
    expect((await c.get('northwind', '/unread-counts')).json().channels).not.toContainEqual(
      expect.objectContaining({ channelId }),
    );
    await grant(t, 'brand@northwind.test', ['warehouses.po.internalChannel']);
    expect((await c.get('northwind', `/channels/${channelId}`)).statusCode).toBe(200);
    await grant(t, 'brand@northwind.test', []);
  });

  it('is one channel when several open it for the first time at once', async () => {
    const [bpo2] = await t.database.db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderNumber, 'PO-BPO-0902'));
    const answers = await Promise.all(
      (['admin', 'manager', 'admin', 'manager'] as const).map((who) =>
        open(who, 'purchase-orders', bpo2!.id),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect((await open('admin', 'purchase-orders', bpo2!.id)).json().memberCount).toBe(2);
  });

  it('can be left, and is joined again by opening it', async () => {
    const channel = (await open('admin', 'purchase-orders', po.bluepeak)).json();
    expect((await c.post('admin', `/channels/${channel.id}/leave`)).statusCode).toBe(200);
    expect((await c.get('admin', `/channels/${channel.id}`)).statusCode).toBe(404);
    expect((await open('admin', 'purchase-orders', po.bluepeak)).json()).toMatchObject({ id: channel.id });
    expect((await c.get('admin', `/channels/${channel.id}`)).statusCode).toBe(200);
  });
});

describe('a support ticket’s channel', () => {
  it('is shared by those who can see the ticket: its vendor, its collaborators, support staff', async () => {
    const brand = await open('northwind', 'tickets', ticket.northwind);
    expect(brand.statusCode).toBe(200);
    const channel = brand.json();
    expect(channel).toMatchObject({ kind: 'ticket', ticketId: ticket.northwind });
    expect(channel.name).toMatch(/^#\d+ Tracking numbers missing on Amazon orders$/);
    expect((await open('manager', 'tickets', ticket.northwind, 'GET')).json()).toMatchObject({
      id: channel.id,
      memberCount: 2,
    });
    expect((await open('admin', 'tickets', ticket.northwind)).json().memberCount).toBe(3);

    expect((await open('bluepeak', 'tickets', ticket.northwind)).statusCode).toBe(404);
    expect((await open('northwind', 'tickets', ticket.bluepeak)).statusCode).toBe(404);
    // Warehouse staff hold no support permission.
    expect((await open('warehouse', 'tickets', ticket.northwind)).statusCode).toBe(403);
    expect((await open('admin', 'tickets', 999999)).statusCode).toBe(404);

    const message = await c.say('northwind', channel.id, 'Any news?');
    expect((await c.get('bluepeak', `/channels/${channel.id}/messages`)).statusCode).toBe(404);
    const page = (await c.get('manager', `/channels/${channel.id}/messages`)).json();
    expect(page.items.map((m: { id: number }) => m.id)).toEqual([message.id]);
  });
});
