/**
 * The dry run (issue 19): for a recent real event (named, or the newest that meets the conditions)
 * it answers who would receive what — the rendered subject and body, or the webhook's body and
 * headers without the secret — and writes and sends nothing (no e-mail, no log row, no job). Recent
 * events are listed by type in the user's scope. A template that reaches outside its data renders
 * nothing harmful.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DryRunAnswer } from '../../src/domain/automation-runs';
import { automationContents, jobs, outbox, users } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';
import { createOrder, newItem, orderFixtures, type OrderFixtures } from './order-fixtures';
import { automation, drain, quietSeededAutomations, template } from './automations-fixtures';

let t: TestApp;
let f: OrderFixtures;
let order: { id: number; orderNumber: string };

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixtures(t);
  await quietSeededAutomations(t);
  const item = await newItem(f, 5);
  const res = await createOrder(f, [{ sku: item.sku, quantity: 3 }], {
    customerEmail: 'dry@example.com',
    shipmentAddress: {
      name: '<img src=x onerror=alert(1)>',
      addressLine1: '1 Main',
      city: 'Dallas',
      countryCode: 'US',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  order = res.json().order;
  await drain(t);
});
afterAll(() => t.close());

async function footprint() {
  const db = t.database.db;
  const [[o], [c], [j]] = await Promise.all([
    db.select({ n: count() }).from(outbox),
    db.select({ n: count() }).from(automationContents),
    db.select({ n: count() }).from(jobs),
  ]);
  return { mails: t.mails.length, outbox: o!.n, runs: c!.n, jobs: j!.n };
}

const dryRun = (id: number, body: Record<string, unknown> = {}, token = f.admin) =>
  t.request('POST', `/api/automations/${id}/dry-run`, { token, body });

describe('the dry run', () => {
  it('renders the newest matching event for the customer and sends nothing', async () => {
    const tpl = await template(
      t,
      f.admin,
      'Order {{ event.orderNumber }} for {{ event.customerName }}',
      '<p>{{ event.customerName }} · {{ event.itemsSummary }}</p>',
    );
    const id = await automation(t, f.admin, {
      onEvent: 'OrderCreated',
      contentTemplateId: tpl,
      enabled: false,
    });
    const before = await footprint();
    const res = await dryRun(id);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as DryRunAnswer;
    expect(answer.event).toMatchObject({ type: 'OrderCreated', subjectRef: `Order ${order.orderNumber}` });
    expect(answer.wouldRun).toBe(true);
    expect(answer.email!.to).toEqual(['dry@example.com']);
    // The subject is plain text; the body escapes the customer's name.
    expect(answer.email!.subject).toBe(`Order ${order.orderNumber} for <img src=x onerror=alert(1)>`);
    expect(answer.email!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(answer.email!.html).not.toContain('<img');
    expect(answer.email!.html).toMatch(/3 × T-/);
    expect(await footprint()).toEqual(before);
  });

  it('takes a named event, refuses one of another kind, and shows a draft’s values', async () => {
    const tpl = await template(t, f.admin, 'S', 'B {{ event.orderNumber }}');
    const id = await automation(t, f.admin, {
      onEvent: 'OrderCreated',
      contentTemplateId: tpl,
      enabled: false,
    });
    const events = await t.request('GET', '/api/automations/events?type=OrderCreated', { token: f.admin });
    expect(events.statusCode).toBe(200);
    const picked = events
      .json()
      .items.find((e: { subjectRef: string }) => e.subjectRef === `Order ${order.orderNumber}`);
    expect(picked).toBeTruthy();
    const named = (await dryRun(id, { eventId: picked.id })).json() as DryRunAnswer;
    expect(named.event!.id).toBe(picked.id);
    const held = await t.request('GET', '/api/automations/events?type=OrderShipped&limit=1', {
      token: f.admin,
    });
    const other = held.json().items[0];
    if (other) {
      const wrong = await dryRun(id, { eventId: other.id });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.eventId).toBeTruthy();
    }
    const draft = (
      await dryRun(id, {
        eventId: picked.id,
        draft: {
          name: 'Draft',
          onEvent: 'OrderCreated',
          contentTemplateId: tpl,
          fromEvent: false,
          recipients: 'a@example.com, b@example.com',
        },
      })
    ).json() as DryRunAnswer;
    expect(draft.email!.to).toEqual(['a@example.com', 'b@example.com']);
  });

  it('shows a webhook’s body and headers, never its secret', async () => {
    const id = await automation(t, f.admin, {
      onEvent: 'OrderCreated',
      type: 'Webhook',
      webhookUrl: 'https://example.com/hook',
      enabled: false,
    });
    const secret = (
      await t.request('GET', `/api/automations/${id}/webhook-secret`, { token: f.admin })
    ).json().webhookSecret;
    const res = await dryRun(id);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as DryRunAnswer;
    expect(JSON.parse(answer.webhook!.body)).toMatchObject({
      event: 'OrderCreated',
      data: { orderNumber: expect.any(String) },
    });
    expect(answer.webhook!.headers['x-dockhand-signature']).toBe('sha256=…');
    expect(res.body).not.toContain(secret);
  });

  it('says why an automation would not run: conditions with no event, no address', async () => {
    const tpl = await template(t, f.admin, 'S', 'B');
    const none = await automation(t, f.admin, {
      onEvent: 'OrderCreated',
      marker: 'NOPE',
      contentTemplateId: tpl,
      enabled: false,
    });
    const a = (await dryRun(none)).json() as DryRunAnswer;
    expect(a).toMatchObject({ event: null, wouldRun: false });
    expect(a.reason).toContain('No “Order created” event');
    const users_ = await automation(t, f.admin, {
      onEvent: 'OrderCreated',
      contentTemplateId: tpl,
      enabled: false,
      fromEvent: false,
      recipientKind: 'VendorContacts',
    });
    const b = (await dryRun(users_)).json() as DryRunAnswer;
    // Northwind's contacts are its own users.
    expect(b.email!.to).toContain('brand@northwind.test');
  });

  it('renders nothing harmful from a template that reaches outside its data', async () => {
    const hostile = [
      "{% include '/etc/passwd' %}",
      "{% render '../../package.json' %}",
      "{% layout '/etc/hosts' %}",
      '{{ constructor.constructor }}',
      "{{ event.constructor.constructor('return process')() }}",
      '{{ event.__proto__.toString }}{{ event.orderNumber.constructor.name }}',
      '{{ process.env.JWT_SECRET }}{{ global }}{{ require }}',
    ].join('|');
    const tpl = await template(t, f.admin, 'x', hostile);
    const id = await automation(t, f.admin, {
      onEvent: 'OrderCreated',
      contentTemplateId: tpl,
      enabled: false,
    });
    const res = await dryRun(id);
    expect(res.statusCode).toBeLessThan(500);
    const answer = res.json() as DryRunAnswer;
    const html = answer.email?.html ?? '';
    expect(html).not.toMatch(/root:|dockhand|function|\[native code\]|Object|String/);
    expect(html.replace(/\|/g, '')).toBe('');
    // An unknown filter is an error the dry run shows, not a server error.
    const bad = await template(t, f.admin, 'x', "{{ 'a' | nosuchfilter }}");
    const badId = await automation(t, f.admin, {
      onEvent: 'OrderCreated',
      contentTemplateId: bad,
      enabled: false,
    });
    const answer2 = (await dryRun(badId)).json() as DryRunAnswer;
    expect(answer2.wouldRun).toBe(false);
    expect(answer2.reason).toContain('undefined filter');
  });

  it('lists events in the user’s scope only', async () => {
    await t.database.db
      .update(users)
      .set({ permissions: ['automation.triggers'] })
      .where(eq(users.email, 'brand@bluepeak.test'));
    const bluepeak = (await t.login('brand@bluepeak.test')).jwtToken;
    const res = await t.request('GET', '/api/automations/events?type=OrderCreated&limit=100', {
      token: bluepeak,
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { vendorId: number }[];
    expect(items.every((e) => e.vendorId === f.bluepeakProject.vendorId)).toBe(true);
    expect(items.some((e) => e.vendorId === f.project.vendorId)).toBe(false);
  });
});
