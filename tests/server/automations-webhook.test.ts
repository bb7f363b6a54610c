/**
 * Webhook automations (issue 19): a local HTTP server receives the POST and verifies its
 * `X-Dockhand-Signature` (HMAC-SHA256 of the raw body with the endpoint's secret); a failing endpoint
 * is retried with backoff on the job runner (no attempt before the wait, the log counting attempts
 * and keeping the status and error) until it answers; a run that spent its attempts is Failed and can
 * be retried by hand (only then); the loop guard refuses events the automation caused (marked by its
 * header on a call back, or by a burst on one subject); webhooks need api.webhookAutomation.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { automationEvents, jobs, users } from '../../server/db/schema';
import { recordAutomationEvent } from '../../server/modules/automations/automation-events.service';
import { BURST_LIMIT } from '../../server/modules/automations/automation-runs.service';
import { startTestApp, type TestApp } from './harness';
import { createOrder, newItem, orderBody, orderFixtures, type OrderFixtures } from './order-fixtures';
import { automation, drain, quietSeededAutomations, runsOf, template } from './automations-fixtures';

let t: TestApp;
let f: OrderFixtures;
let server: Server;
let url: string;
// Ahead of real time: intake stamps orders by the system clock, the runner claims by this one.
let now = Date.now() + 5 * 60_000;
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
/** What the endpoint answers next (then 200). */
let failures: number[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = failures.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  t = await startTestApp({}, { clock: { now: () => new Date(now) } });
  f = await orderFixtures(t);
  await quietSeededAutomations(t);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

async function webhook(body: Record<string, unknown> = {}) {
  const id = await automation(t, f.admin, {
    onEvent: 'OrderCreated',
    type: 'Webhook',
    webhookUrl: url,
    ...body,
  });
  const res = await t.request('GET', `/api/automations/${id}/webhook-secret`, { token: f.admin });
  expect(res.statusCode, res.body).toBe(200);
  return { id, secret: (res.json() as { webhookSecret: string }).webhookSecret };
}

async function order(email = 'hook@example.com') {
  const item = await newItem(f, 5);
  const res = await createOrder(f, [{ sku: item.sku, quantity: 1 }], { customerEmail: email });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().order as { id: number; orderNumber: string };
}

const dueJobs = () => t.database.db.select().from(jobs).where(eq(jobs.name, 'automation-delivery'));

describe('the signed POST', () => {
  it('arrives with a signature the receiver verifies with the endpoint’s secret', async () => {
    const { id, secret } = await webhook();
    const created = await order();
    received.length = 0;
    await drain(t);
    expect(await runsOf(t, id)).toMatchObject([{ status: 'Sent' }]);
    expect(received).toHaveLength(1);
    const [hit] = received;
    const expected = `sha256=${createHmac('sha256', secret).update(hit!.body).digest('hex')}`;
    expect(hit!.headers['x-dockhand-signature']).toBe(expected);
    expect(hit!.headers['x-dockhand-automation']).toBe(String(id));
    expect(hit!.headers['x-dockhand-timestamp']).toBe(String(Math.floor(now / 1000)));
    const body = JSON.parse(hit!.body);
    expect(body).toMatchObject({
      event: 'OrderCreated',
      subject: { type: 'order', id: String(created.id), ref: `Order ${created.orderNumber}` },
      data: { orderNumber: created.orderNumber, customerEmail: 'hook@example.com' },
    });
    // A wrong secret does not verify.
    expect(`sha256=${createHmac('sha256', 'other').update(hit!.body).digest('hex')}`).not.toBe(expected);
    const [run] = await runsOf(t, id);
    expect(run).toMatchObject({
      status: 'Sent',
      attempts: 1,
      responseStatus: 200,
      type: 'Webhook',
      recipient: url,
    });

    // Rotating the secret answers a new one; the old one no longer reads back.
    const rotated = await t.request('POST', `/api/automations/${id}/rotate-secret`, { token: f.admin });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().webhookSecret).not.toBe(secret);
    // The secret never appears in the automation's own answers.
    const read = await t.request('GET', `/api/automations/${id}`, { token: f.admin });
    expect(read.body).not.toContain('whsec_');
    await disable(id);
  });
});

describe('retries', () => {
  it('a failing endpoint is retried after the backoff, then succeeds; the log counts the attempts', async () => {
    const { id } = await webhook();
    failures = [500, 503];
    await order();
    await drain(t);
    let [run] = await runsOf(t, id);
    expect(run).toMatchObject({ status: 'Queued', attempts: 1, responseStatus: 500 });
    expect(run!.error).toContain('HTTP 500');
    const [job] = (await dueJobs()).filter((j) => (j.payload as { contentId: number }).contentId === run!.id);
    expect(job!.runAt.getTime()).toBe(now + 30_000);

    await drain(t); // not due yet
    expect((await runsOf(t, id))[0]!.attempts).toBe(1);
    now += 30_000;
    await drain(t);
    [run] = await runsOf(t, id);
    expect(run).toMatchObject({ status: 'Queued', attempts: 2, responseStatus: 503 });
    now += 60_000;
    await drain(t);
    [run] = await runsOf(t, id);
    expect(run).toMatchObject({ status: 'Sent', attempts: 3, responseStatus: 200, error: null });
    await disable(id);
  });

  it('a run that spent its attempts is Failed; a person retries it, and only a failed one', async () => {
    const { id } = await webhook();
    failures = [500, 500, 500, 500, 500];
    await order();
    for (let i = 0; i < 5; i++) {
      await drain(t);
      now += 10 * 60_000;
    }
    const [run] = await runsOf(t, id);
    expect(run).toMatchObject({ status: 'Failed', attempts: 5, responseStatus: 500 });

    const retry = await t.request('POST', `/api/automations/content/${run!.id}/retry`, { token: f.admin });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().status).toBe('Queued');
    await drain(t);
    const [after] = await runsOf(t, id);
    expect(after).toMatchObject({ status: 'Sent', attempts: 6, responseStatus: 200 });
    const again = await t.request('POST', `/api/automations/content/${run!.id}/retry`, { token: f.admin });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.request('POST', '/api/automations/content/999999/retry', { token: f.admin })).statusCode,
    ).toBe(404);
    await disable(id);
  });
});

async function disable(id: number) {
  const read = await t.request('GET', `/api/automations/${id}`, { token: f.admin });
  const res = await t.request('POST', '/api/automations/edit', {
    token: f.admin,
    body: { ...(read.json() as Record<string, unknown>), enabled: false },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the loop guard', () => {
  it('an order created by a call carrying the automation’s header is not answered by that automation', async () => {
    const { id } = await webhook();
    const tpl = await template(t, f.admin, 'New order {{ event.orderNumber }}', 'x');
    const other = await automation(t, f.admin, {
      onEvent: 'OrderCreated',
      contentTemplateId: tpl,
      fromEvent: false,
      recipients: 'ops@example.com',
    });
    const item = await newItem(f, 5);
    const res = await t.request('POST', '/api/common/orders', {
      token: f.admin,
      body: orderBody(f, [{ sku: item.sku, quantity: 1 }]),
      headers: { 'x-dockhand-automation': String(id) },
    });
    expect(res.statusCode, res.body).toBe(201);
    await drain(t);
    const [event] = await t.database.db
      .select()
      .from(automationEvents)
      .where(eq(automationEvents.subjectId, String(res.json().order.id)));
    expect(event!.causedByAutomationId).toBe(id);
    expect((await runsOf(t, id)).filter((r) => r.eventId === event!.id)).toHaveLength(0);
    expect((await runsOf(t, other)).filter((r) => r.eventId === event!.id)).toHaveLength(1);
    await disable(id);
    await disable(other);
  });

  it(`answers one subject at most ${BURST_LIMIT} times in ten minutes`, async () => {
    const tpl = await template(t, f.admin, 'Again', 'x');
    const id = await automation(t, f.admin, {
      onEvent: 'TicketUpdated',
      contentTemplateId: tpl,
      fromEvent: false,
      recipients: 'loop@example.com',
    });
    for (let i = 0; i < BURST_LIMIT + 2; i++) {
      await t.database.db.transaction((tx) =>
        recordAutomationEvent(
          tx,
          { now: () => new Date(now) },
          {
            type: 'TicketUpdated',
            subject: { type: 'ticket', id: 77, ref: 'Ticket #77' },
            payload: { n: i },
          },
        ),
      );
      now += 1000;
      await drain(t);
    }
    expect(await runsOf(t, id)).toHaveLength(BURST_LIMIT);
    await disable(id);
  });
});

describe('permission and input', () => {
  it('a webhook needs api.webhookAutomation; an e-mail automation does not', async () => {
    await t.database.db
      .update(users)
      .set({ permissions: ['automation.triggers', 'automation.log'] })
      .where(eq(users.email, 'manager@dockhand.test'));
    const manager = (await t.login('manager@dockhand.test')).jwtToken;
    const denied = await t.request('POST', '/api/automations', {
      token: manager,
      body: { name: 'No', onEvent: 'OrderShipped', type: 'Webhook', webhookUrl: url },
    });
    expect(denied.statusCode).toBe(403);
    const tpl = await template(t, f.admin, 's', 'b');
    const email = await automation(t, manager, {
      onEvent: 'OrderShipped',
      contentTemplateId: tpl,
      enabled: false,
    });
    const read = (await t.request('GET', `/api/automations/${email}`, { token: manager })).json();
    const turned = await t.request('POST', '/api/automations/edit', {
      token: manager,
      body: { ...read, type: 'Webhook', webhookUrl: url },
    });
    expect(turned.statusCode).toBe(403);
    const { id } = await webhook({ enabled: false });
    expect(
      (await t.request('GET', `/api/automations/${id}/webhook-secret`, { token: manager })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('POST', `/api/automations/${id}/rotate-secret`, { token: manager })).statusCode,
    ).toBe(403);
    // Deleting a webhook is a webhook change too; deleting an e-mail automation is not.
    expect((await t.request('DELETE', `/api/automations/${id}`, { token: manager })).statusCode).toBe(403);
    expect((await t.request('GET', `/api/automations/${id}`, { token: f.admin })).statusCode).toBe(200);
    expect((await t.request('DELETE', `/api/automations/${email}`, { token: manager })).statusCode).toBe(204);
  });

  it('answers 400 per field for bad input, never a 5xx', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'x', onEvent: 'Nope' }, 'onEvent'],
      [
        { name: 'x', onEvent: 'OrderShipped', type: 'Webhook', webhookUrl: 'ftp://example.com' },
        'webhookUrl',
      ],
      [
        { name: 'x', onEvent: 'OrderShipped', type: 'Webhook', webhookUrl: 'javascript:alert(1)' },
        'webhookUrl',
      ],
      [{ name: 'x', onEvent: 'OrderShipped', type: 'Email' }, 'contentTemplateId'],
      [{ name: 'x', onEvent: 'OrderShipped', type: 'Sms' }, 'type'],
      [{ name: 'x', onEvent: 'OrderShipped', fromEvent: false, recipients: 'not an address' }, 'recipients'],
      [
        {
          name: 'x',
          onEvent: 'OrderShipped',
          fromEvent: false,
          recipientKind: 'Users',
          recipientUserIds: ['nope'],
        },
        'recipientUserIds[0]',
      ],
      [{ name: 'x', onEvent: 'OrderShipped', vendorId: 'abc' }, 'vendorId'],
    ];
    for (const [body, field] of cases) {
      const res = await t.request('POST', '/api/automations', { token: f.admin, body });
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), res.body).toContain(field);
    }
    for (const [path, body] of [
      ['/api/automations/1/dry-run', { eventId: 'x' }],
      ['/api/automations/1/dry-run', { draft: { onEvent: 'Nope' } }],
      ['/api/automations/content/abc/retry', {}],
    ] as const) {
      const res = await t.request('POST', path, { token: f.admin, body });
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect((await t.request('GET', '/api/automations/events?type=Nope', { token: f.admin })).statusCode).toBe(
      400,
    );
    expect(
      (await t.request('GET', '/api/automations/events?limit=5000', { token: f.admin })).statusCode,
    ).toBe(400);
  });
});
