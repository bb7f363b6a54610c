/**
 * Exceptions open tickets (issue 19): an order held by a marker past its hours opens one ticket (run
 * twice, or twice at once: still one), linked to the order and suggesting the knowledge-base pages
 * tagged for the marker; releasing the hold resolves it, with a history row saying why; the job's
 * sweep resolves one whose release the hook missed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../server/clock';
import {
  knowledgebaseGroups,
  knowledgebasePages,
  orderHolds,
  ticketLinks,
  tickets,
} from '../../server/db/schema';
import {
  openExceptionTickets,
  resolveMissedExceptionTickets,
} from '../../server/modules/support/exception-tickets.service';
import { act, createOrder, orderFixtures, type OrderFixtures } from './order-fixtures';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let f: OrderFixtures;
const hours = { MISSING_SKU: 4 };

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  const [group] = await t.database.db.select().from(knowledgebaseGroups).limit(1);
  await t.database.db.insert(knowledgebasePages).values([
    {
      groupId: group!.id,
      name: 'Mapping an unknown SKU',
      slug: 'mapping-unknown-sku',
      tags: ['marker:MISSING_SKU'],
    },
    {
      groupId: group!.id,
      name: 'Draft page',
      slug: 'draft-sku',
      tags: ['marker:MISSING_SKU'],
      published: false,
    },
  ]);
});
afterAll(() => t.close());

/** An order held MISSING_SKU (an unknown SKU) whose hold began `hoursAgo` hours ago. */
async function heldOrder(hoursAgo: number) {
  const res = await createOrder(f, [{ sku: `NOPE-${Math.random().toString(36).slice(2, 8)}`, quantity: 1 }]);
  const order = res.json().order;
  const [hold] = await t.database.db.select().from(orderHolds).where(eq(orderHolds.orderId, order.id));
  expect(hold!.type).toBe('MISSING_SKU');
  await t.database.db
    .update(orderHolds)
    .set({ createdAt: new Date(Date.now() - hoursAgo * 3_600_000) })
    .where(eq(orderHolds.id, hold!.id));
  return { order, holdId: hold!.id };
}

const ticketsOf = (holdId: number) =>
  t.database.db.select().from(tickets).where(eq(tickets.exceptionHoldId, holdId));

describe('exception tickets', () => {
  it('open once per hold past its hours, linked to the order, with the marker’s help pages', async () => {
    const late = await heldOrder(5);
    const early = await heldOrder(1);
    const db = t.database.db;
    await Promise.all([
      openExceptionTickets(db, systemClock, hours),
      openExceptionTickets(db, systemClock, hours),
    ]);
    await openExceptionTickets(db, systemClock, hours);
    const opened = await ticketsOf(late.holdId);
    expect(opened).toHaveLength(1);
    expect(await ticketsOf(early.holdId)).toHaveLength(0);
    const ticket = opened[0]!;
    expect(ticket).toMatchObject({
      status: 'Open',
      exceptionMarker: 'MISSING_SKU',
      vendorId: f.project.vendorId,
      createdBy: null,
    });
    expect(ticket.description).toContain('[Mapping an unknown SKU](/docs/article/mapping-unknown-sku)');
    expect(ticket.description).not.toContain('Draft page');
    const links = await db.select().from(ticketLinks).where(eq(ticketLinks.ticketId, ticket.id));
    expect(links).toEqual([
      expect.objectContaining({ objectType: 'order', objectId: String(late.order.id) }),
    ]);
    // The client sees it, with the suggestion on the page.
    const view = await t.request('GET', `/api/common/tickets/${ticket.id}/view`, { token: f.brand });
    expect(view.json().suggestions).toContainEqual({
      slug: 'mapping-unknown-sku',
      title: 'Mapping an unknown SKU',
    });
    expect(view.json().suggestions.map((p: { slug: string }) => p.slug)).not.toContain('draft-sku');
    expect(
      (await t.request('GET', `/api/common/tickets/${ticket.id}/view`, { token: f.bluepeak })).statusCode,
    ).toBe(404);
  });

  it('resolve themselves when the hold is released, saying why', async () => {
    const held = await heldOrder(6);
    await openExceptionTickets(t.database.db, systemClock, hours);
    const [ticket] = await ticketsOf(held.holdId);
    expect((await act(f, held.order.id, 'unhold')).statusCode).toBe(200);
    const [after] = await ticketsOf(held.holdId);
    expect(after).toMatchObject({ status: 'Resolved' });
    expect(after!.resolvedAt).not.toBeNull();
    const view = (
      await t.request('GET', `/api/common/tickets/${ticket!.id}/view`, { token: f.admin })
    ).json();
    expect(view.history[0]).toMatchObject({
      who: 'Dockhand',
      what: 'Status: Open → Resolved (the order’s hold was released)',
    });
    // Released: a later run opens nothing for it.
    await openExceptionTickets(t.database.db, systemClock, hours);
    expect(await ticketsOf(held.holdId)).toHaveLength(1);
  });

  it('are resolved by the sweep when a release missed them', async () => {
    const held = await heldOrder(7);
    await openExceptionTickets(t.database.db, systemClock, hours);
    // Released behind the hook's back (an old process, a direct fix).
    await t.database.db
      .update(orderHolds)
      .set({ releasedAt: new Date() })
      .where(eq(orderHolds.id, held.holdId));
    expect((await ticketsOf(held.holdId))[0]!.status).toBe('Open');
    expect(await resolveMissedExceptionTickets(t.database.db, systemClock)).toBeGreaterThanOrEqual(1);
    expect((await ticketsOf(held.holdId))[0]!.status).toBe('Resolved');
  });

  it('run as the registered job', async () => {
    const held = await heldOrder(50);
    const job = t.app.jobs.registry.get('exception-tickets');
    expect(job).toBeDefined();
    expect(await ticketsOf(held.holdId)).toHaveLength(0);
    // The test app has the domain's default hours (MISSING_SKU 4 h).
    await openExceptionTickets(t.database.db, systemClock, { MISSING_SKU: 4 });
    expect(await ticketsOf(held.holdId)).toHaveLength(1);
  });
});
