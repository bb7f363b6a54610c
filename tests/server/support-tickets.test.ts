/**
 * Support tickets over HTTP on a real database (issue 19): numbers under concurrency, the step
 * permission matrix generated from the lifecycle table, tenancy (another vendor's ticket, order or
 * link), staff-only fields, refused steps, attachments refused whole, and the TicketCreated event.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../server/db/demo-logins';
import { automationEvents, orders, ticketAttachments, tickets } from '../../server/db/schema';
import { roles, type Role } from '../../src/domain/permissions';
import { ticketStepPermissions, ticketSteps } from '../../src/domain/ticket.lifecycle';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
const token: Partial<Record<Role | 'bluepeak', string>> = {};
const perms: Partial<Record<Role, string[]>> = {};
let nwOrder: number;
let bpOrder: number;

beforeAll(async () => {
  t = await startTestApp();
  for (const role of roles) {
    const login = await t.login(demoLogins.find((l) => l.role === role)!.email);
    token[role] = login.jwtToken;
    perms[role] = login.permissions;
  }
  token.bluepeak = (await t.login('brand@bluepeak.test')).jwtToken;
  const brand = await t.login('brand@northwind.test');
  const bp = await t.login('brand@bluepeak.test');
  const orderOf = async (tk: string) => {
    const list = await t.request('POST', '/api/common/orders/listItems', { token: tk, body: { perPage: 1 } });
    return list.json().items[0].id as number;
  };
  nwOrder = await orderOf(brand.jwtToken);
  bpOrder = await orderOf(bp.jwtToken);
});
afterAll(() => t.close());

const post = (url: string, who: keyof typeof token, body: unknown = {}) =>
  t.request('POST', url, { token: token[who], body });
const open = (who: keyof typeof token, body: Record<string, unknown>) =>
  post('/api/common/tickets', who, { name: 'Where is my stock?', ...body });

describe('numbers', () => {
  it('are distinct and sequential for 20 tickets opened at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => open('manager', { name: `Concurrent ${i}` })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.json().ticketNumber as number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers[19]! - numbers[0]!).toBe(19);
  });
});

describe('steps: the permission matrix of the lifecycle table', () => {
  it.each(roles)('as %s: 403 exactly where the role lacks the step permission', async (role) => {
    const created = (await open('admin', { name: `Matrix ${role}` })).json();
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const step of ticketSteps) {
      const res = await post(`/api/common/tickets/${created.id}/${step}`, role);
      answers[step] = res.statusCode === 403 ? 403 : 0;
      expected[step] = ticketStepPermissions[step].some((p) => perms[role]!.includes(p)) ? 0 : 403;
    }
    expect(answers).toEqual(expected);
  });

  it('refuse a step the status does not offer (409) and move the status on one it does', async () => {
    const created = (await open('manager', {})).json();
    expect((await post(`/api/common/tickets/${created.id}/reopen`, 'manager')).statusCode).toBe(409);
    const started = await post(`/api/common/tickets/${created.id}/start`, 'manager');
    expect(started.json()).toMatchObject({ status: 'InProgress' });
    const waiting = await post(`/api/common/tickets/${created.id}/wait-on-client`, 'manager');
    expect(waiting.json()).toMatchObject({ status: 'WaitingOnClient' });
    const resolved = await post(`/api/common/tickets/${created.id}/resolve`, 'manager');
    expect(resolved.json().status).toBe('Resolved');
    expect(resolved.json().resolvedAt).not.toBeNull();
    const again = await post(`/api/common/tickets/${created.id}/resolve`, 'manager');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This ticket is already resolved.');
    const view = (
      await t.request('GET', `/api/common/tickets/${created.id}/view`, { token: token.manager })
    ).json();
    expect(view.history.map((h: { what: string }) => h.what)).toContain('Status: Open → In progress');
  });
});

describe('tenancy', () => {
  it('keeps a vendor to its own tickets, orders and links', async () => {
    const mine = await open('vendor', { link: `order:${nwOrder}` });
    expect(mine.statusCode).toBe(201);
    const id = mine.json().id as number;
    expect(mine.json().vendorId).not.toBeNull();
    // Another vendor cannot read, list, edit, step, link or download.
    expect((await t.request('GET', `/api/common/tickets/${id}`, { token: token.bluepeak })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request('GET', `/api/common/tickets/${id}/view`, { token: token.bluepeak })).statusCode,
    ).toBe(404);
    const theirs = (await post('/api/common/tickets/listItems', 'bluepeak', { perPage: 200 })).json();
    expect(theirs.items.some((x: { id: number }) => x.id === id)).toBe(false);
    expect(
      (await post(`/api/common/tickets/${id}/links`, 'bluepeak', { link: `order:${bpOrder}` })).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/common/tickets/edit', 'bluepeak', { ...(mine.json() as object), name: 'Mine now' }))
        .statusCode,
    ).toBe(404);
    // A vendor cannot link another vendor's order (as if it did not exist).
    const foreign = await open('vendor', { link: `order:${bpOrder}` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.link).toMatch(/not found/);
    expect(
      (await post(`/api/common/tickets/${id}/links`, 'vendor', { link: `order:${bpOrder}` })).statusCode,
    ).toBe(400);
    // Staff linking the order of another client to this ticket is refused too.
    const cross = await post(`/api/common/tickets/${id}/links`, 'admin', { link: `order:${bpOrder}` });
    expect(cross.json().fields.link).toMatch(/another client/);
    // The label is stored with the link.
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, nwOrder));
    const view = (await t.request('GET', `/api/common/tickets/${id}/view`, { token: token.vendor })).json();
    expect(view.links).toEqual([
      expect.objectContaining({ objectType: 'order', label: `Order ${order!.orderNumber}` }),
    ]);
  });
});

describe('staff-only fields', () => {
  it('are reset on a vendor user’s create and refused (403) on its edit', async () => {
    const me = await t.login('manager@dockhand.test');
    const created = await open('vendor', { status: 'Closed', putIntoBackLog: true, assigneeUserId: me.id });
    expect(created.json()).toMatchObject({ status: 'Open', putIntoBackLog: false, assigneeUserId: null });
    const row = created.json();
    const edit = await post('/api/common/tickets/edit', 'vendor', { ...row, assigneeUserId: me.id });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe('Only support staff set the status, assignee or backlog of a ticket.');
    expect(
      (await post('/api/common/tickets/edit', 'vendor', { ...row, putIntoBackLog: true })).statusCode,
    ).toBe(403);
    expect((await post(`/api/common/tickets/${row.id}/resolve`, 'vendor')).statusCode).toBe(403);
    // Its own fields it may edit.
    const renamed = await post('/api/common/tickets/edit', 'vendor', {
      ...row,
      name: 'Stock count is off',
      priority: 3,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Stock count is off', priority: 3, status: 'Open' });
    // Staff assign it and put it into the backlog.
    const staff = await post('/api/common/tickets/edit', 'manager', {
      ...(renamed.json() as object),
      assigneeUserId: me.id,
      putIntoBackLog: true,
    });
    expect(staff.json()).toMatchObject({ assigneeUserId: me.id, putIntoBackLog: true });
    const listed = (
      await post('/api/common/tickets/listItems', 'manager', { assigneeUserId: me.id, putIntoBackLog: true })
    ).json();
    expect(listed.items.map((x: { id: number }) => x.id)).toContain(row.id);
    expect(listed.items[0].assigneeName).toBe('Maria Lopez');
  });
});

describe('events', () => {
  it('records TicketCreated in the create’s transaction and TicketUpdated on a status change', async () => {
    const created = (await open('vendor', { priority: 4 })).json();
    const events = await t.database.db
      .select()
      .from(automationEvents)
      .where(
        and(eq(automationEvents.subjectType, 'ticket'), eq(automationEvents.subjectId, String(created.id))),
      );
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'TicketCreated',
      vendorId: created.vendorId,
      subjectRef: `Ticket #${created.ticketNumber}`,
      payload: expect.objectContaining({
        number: created.ticketNumber,
        priority: 4,
        status: 'Open',
        url: `/support/tickets/view/${created.id}`,
      }),
    });
    await post(`/api/common/tickets/${created.id}/start`, 'manager');
    const after = await t.database.db
      .select()
      .from(automationEvents)
      .where(eq(automationEvents.subjectId, String(created.id)));
    expect(after.map((e) => e.type).sort()).toEqual(['TicketCreated', 'TicketUpdated']);
  });
});

describe('attachments', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64');
  const count = async () => (await t.database.db.select().from(ticketAttachments)).length;
  const ticketCount = async () => (await t.database.db.select().from(tickets)).length;

  it('keeps images, PDF and CSV and downloads them', async () => {
    const created = await open('vendor', {
      attachments: [
        { fileName: 'shelf.png', contentBase64: png },
        { fileName: 'counts.csv', contentBase64: Buffer.from('sku,qty\nA,1\n').toString('base64') },
      ],
    });
    expect(created.statusCode).toBe(201);
    const view = (
      await t.request('GET', `/api/common/tickets/${created.json().id}/view`, { token: token.vendor })
    ).json();
    expect(
      view.attachments.map((a: { fileName: string; contentType: string }) => [a.fileName, a.contentType]),
    ).toEqual([
      ['shelf.png', 'image/png'],
      ['counts.csv', 'text/csv'],
    ]);
    const file = await t.request(
      'GET',
      `/api/common/tickets/${created.json().id}/attachments/${view.attachments[0].id}`,
      { token: token.vendor },
    );
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(Buffer.from(png, 'base64'))).toBe(true);
    const other = await t.request(
      'GET',
      `/api/common/tickets/${created.json().id}/attachments/${view.attachments[0].id}`,
      { token: token.bluepeak },
    );
    expect(other.statusCode).toBe(404);
  });

  it('refuses a bad type, a renamed file, too large a file or too many, writing nothing', async () => {
    const [files, rows] = [await count(), await ticketCount()];
    const cases = [
      [{ fileName: 'tool.exe', contentBase64: png }],
      [{ fileName: 'photo.png', contentBase64: Buffer.from('MZ this is not a png').toString('base64') }],
      [
        {
          fileName: 'big.pdf',
          contentBase64: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(5 * 1024 * 1024)]).toString(
            'base64',
          ),
        },
      ],
      Array.from({ length: 11 }, (_, i) => ({ fileName: `f${i}.png`, contentBase64: png })),
    ];
    const messages: string[] = [];
    for (const attachments of cases) {
      const res = await open('vendor', { attachments });
      expect(res.statusCode).toBe(400);
      messages.push(res.json().fields.attachments);
    }
    expect(messages).toEqual([
      'tool.exe: only images (PNG, JPEG, GIF, WebP), PDF or CSV files can be attached',
      'photo.png: its content is not what its name says',
      'big.pdf is larger than 5 MB',
      'At most 10 files can be attached at once',
    ]);
    expect([await count(), await ticketCount()]).toEqual([files, rows]);
  });
});

describe('by number', () => {
  it('finds a ticket in scope, and no other', async () => {
    const created = (await open('vendor', {})).json();
    const found = await t.request('GET', `/api/common/tickets/by-number/${created.ticketNumber}`, {
      token: token.vendor,
    });
    expect(found.json()).toEqual({ id: created.id, ticketNumber: created.ticketNumber });
    expect(
      (
        await t.request('GET', `/api/common/tickets/by-number/${created.ticketNumber}`, {
          token: token.bluepeak,
        })
      ).statusCode,
    ).toBe(404);
  });
});
