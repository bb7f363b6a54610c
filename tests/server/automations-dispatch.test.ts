/**
 * Automations answer the events the real services record (issue 19): an order created, held with a
 * marker, shipped and cancelled through the order API each reach the automation listening for it with
 * the order's data in its template, to the customer's address; conditions narrow them (another
 * storefront's automation stays silent); each (automation, event) is run once however often its
 * dispatch runs; the log row records Sent with one attempt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { automationContents, automationEvents } from '../../server/db/schema';
import { dispatchEvent } from '../../server/modules/automations/automation-dispatch.job';
import {
  AUTOMATION_EVENTS_KEPT_DAYS,
  automationEventExpiryJob,
} from '../../server/modules/automations/automation-event-expiry.job';
import { startTestApp, type TestApp } from './harness';
import { act, createOrder, newItem, orderFixtures, type OrderFixtures } from './order-fixtures';
import {
  automation,
  drain,
  eventsOf,
  mailsTo,
  quietSeededAutomations,
  runsOf,
  template,
} from './automations-fixtures';

let t: TestApp;
let f: OrderFixtures;
let templateId: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  await quietSeededAutomations(t);
  templateId = await template(
    t,
    f.admin,
    '{{ automation.name }}: order {{ event.orderNumber }}',
    '<p>Hello {{ event.customerName }}</p><p>{{ event.itemsSummary }} · {{ event.orderTotal }} · {{ event.trackingNumber }} {{ event.carrierCode }} · {{ event.marker }} · {{ vendor.code }} · {{ subject.ref }}</p>',
  );
});
afterAll(() => t.close());

async function shippableOrder(email: string, stock = 5) {
  const item = await newItem(f, stock);
  const res = await createOrder(f, [{ sku: item.sku, quantity: 2 }], { customerEmail: email });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; orderNumber: string };
}

describe('order events reach the automation listening for them', () => {
  it('OrderCreated, OrderShipped and OrderCancelled render the order into the e-mail to the customer', async () => {
    const ids = {
      created: await automation(t, f.admin, { onEvent: 'OrderCreated', contentTemplateId: templateId }),
      shipped: await automation(t, f.admin, { onEvent: 'OrderShipped', contentTemplateId: templateId }),
      cancelled: await automation(t, f.admin, { onEvent: 'OrderCancelled', contentTemplateId: templateId }),
    };
    const shipped = await shippableOrder('ship.me@example.com');
    expect((await act(f, shipped.id, 'send-to-fulfillment')).statusCode).toBe(200);
    const ship = await act(f, shipped.id, 'ship', {
      carrierCode: 'ups',
      serviceCode: 'ground',
      trackingNumber: '1ZTRACK1',
    });
    expect(ship.statusCode, ship.body).toBe(200);
    const cancelled = await shippableOrder('cancel.me@example.com');
    expect((await act(f, cancelled.id, 'cancel', { reason: 'customer asked' })).statusCode).toBe(200);
    await drain(t);

    const toShipped = mailsTo(t, 'ship.me@example.com');
    const createdMail = toShipped.find(
      (m) => m.subject.endsWith(`order ${shipped.orderNumber}`) && m.subject.startsWith('A '),
    );
    expect(createdMail).toBeTruthy();
    const created = (await runsOf(t, ids.created)).filter((r) => r.recipient === 'ship.me@example.com');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({ status: 'Sent', attempts: 1, eventType: 'OrderCreated' });

    const [shippedRun] = await runsOf(t, ids.shipped);
    expect(shippedRun).toMatchObject({
      status: 'Sent',
      recipient: 'ship.me@example.com',
      eventType: 'OrderShipped',
    });
    expect(shippedRun!.content).toContain('Hello Ada Lovelace');
    expect(shippedRun!.content).toContain('2 × T-');
    expect(shippedRun!.content).toContain('1ZTRACK1 ups');
    expect(shippedRun!.content).toContain('20.00');
    expect(shippedRun!.content).toContain('NWG');
    expect(shippedRun!.content).toContain(`Order ${shipped.orderNumber}`);

    const cancelRuns = await runsOf(t, ids.cancelled);
    expect(cancelRuns.map((r) => r.recipient)).toEqual(['cancel.me@example.com']);
    expect(mailsTo(t, 'cancel.me@example.com').some((m) => m.html?.includes(cancelled.orderNumber))).toBe(
      true,
    );
  });

  it('OrderHeld carries the problem marker, and a marker condition picks only that marker', async () => {
    const any = await automation(t, f.admin, {
      onEvent: 'OrderHeld',
      contentTemplateId: templateId,
      fromEvent: false,
      recipientKind: 'Addresses',
      recipients: 'ops@example.com',
    });
    const missingSku = await automation(t, f.admin, {
      onEvent: 'OrderHeld',
      marker: 'MISSING_SKU',
      contentTemplateId: templateId,
      fromEvent: false,
      recipients: 'sku@example.com',
    });
    // Stock for 1, an order for 2: held NOT_ENOUGH_INVENTORY once sent to fulfilment.
    const order = await shippableOrder('held@example.com', 1);
    await act(f, order.id, 'send-to-fulfillment');
    await drain(t);
    const runs = (await runsOf(t, any)).filter((r) => r.content.includes(order.orderNumber));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.content).toContain('NOT_ENOUGH_INVENTORY');
    expect(runs[0]!.recipient).toBe('ops@example.com');
    expect(await runsOf(t, missingSku)).toHaveLength(0);
  });

  it('a storefront condition keeps another storefront’s automation silent', async () => {
    const other = await automation(t, f.admin, {
      onEvent: 'OrderCreated',
      projectId: f.bluepeakProject.id,
      contentTemplateId: templateId,
    });
    await shippableOrder('nwg.only@example.com');
    await drain(t);
    expect(await runsOf(t, other)).toHaveLength(0);
  });
});

describe('dispatch is idempotent', () => {
  it('dispatching an event again (a retry, a second process) writes no second run', async () => {
    const id = await automation(t, f.admin, {
      name: 'Once only',
      onEvent: 'OrderCreated',
      contentTemplateId: templateId,
    });
    await shippableOrder('twice@example.com');
    await drain(t);
    const [event] = (await eventsOf(t, 'OrderCreated')).slice(-1);
    const again = await dispatchEvent({ db: t.database.db, clock: { now: () => new Date() } }, event!.id);
    expect(again.runs).toBe(0);
    await drain(t);
    expect((await runsOf(t, id)).filter((r) => r.eventId === event!.id)).toHaveLength(1);
    expect(mailsTo(t, 'twice@example.com').filter((m) => m.subject.startsWith('Once only:'))).toHaveLength(1);
  });
});

describe('old events are deleted every night', () => {
  it('deletes events past the kept days and keeps the runs they made, and newer events', async () => {
    const id = await automation(t, f.admin, {
      name: 'Kept run',
      onEvent: 'OrderCreated',
      contentTemplateId: templateId,
    });
    await shippableOrder('kept@example.com');
    await drain(t);
    const [recent] = (await eventsOf(t, 'OrderCreated')).slice(-1);
    const { db } = t.database;
    const longAgo = new Date(Date.now() - (AUTOMATION_EVENTS_KEPT_DAYS + 1) * 86_400_000);
    const [old] = await db
      .insert(automationEvents)
      .values({
        type: 'OrderCreated',
        occurredAt: longAgo,
        subjectType: 'order',
        subjectId: '0',
        subjectRef: 'Order OLD',
        payload: {},
      })
      .returning({ id: automationEvents.id });
    const [oldRun] = await db
      .insert(automationContents)
      .values({
        automationId: id,
        eventId: old!.id,
        eventType: 'OrderCreated',
        recipient: 'old@example.com',
        status: 'Sent',
      })
      .returning({ id: automationContents.id });

    const answer = await automationEventExpiryJob.run({
      db,
      clock: { now: () => new Date() },
      signal: new AbortController().signal,
    } as never);

    expect(answer.deleted).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: automationEvents.id })
      .from(automationEvents)
      .where(inArray(automationEvents.id, [old!.id, recent!.id]));
    expect(left.map((e) => e.id)).toEqual([recent!.id]);
    const [run] = await db.select().from(automationContents).where(eq(automationContents.id, oldRun!.id));
    expect(run).toMatchObject({ recipient: 'old@example.com', status: 'Sent', eventId: null });
  });
});
