/** The generic engine over HTTP, on the vendors base: list, get, add, edit (versions), delete, scope. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let brand: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  // A brand user who may view clients: the scope, not the permission, must hide the others.
  await t.database.db
    .update(users)
    .set({ permissions: ['clients.view'] })
    .where(eq(users.email, 'brand@northwind.test'));
  brand = (await t.login('brand@northwind.test')).jwtToken;
});
afterAll(() => t.close());

const list = (token: string, body: object = {}) =>
  t.request('POST', '/api/common/vendors/listItems', { token, body });

describe('generic list', () => {
  it('answers { total, items } with page and perPage, sorted with a stable tie-breaker', async () => {
    const res = await list(admin, { page: 1, perPage: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.items.map((v: { name: string }) => v.name)).toEqual(['Bluepeak Outdoors', 'Kettle & Crumb']);
    const second = (await list(admin, { page: 2, perPage: 2 })).json();
    expect(second.items.map((v: { name: string }) => v.name)).toEqual(['Lumen Skincare', 'Northwind Goods']);
  });

  it('filters case-insensitively and treats % literally', async () => {
    expect((await list(admin, { search: 'NORTH' })).json().total).toBe(1);
    expect((await list(admin, { search: '%' })).json().total).toBe(0);
    expect((await list(admin, { status: 'InProgress' })).json().total).toBe(2);
  });

  it('answers 400 with a message per bad field', async () => {
    const res = await list(admin, { page: 0, perPage: 1000, status: 'Sleeping', sortBy: 'secret' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['page', 'perPage', 'sortBy', 'status']);
  });

  it('limits a vendor user to its own vendor', async () => {
    const body = (await list(brand)).json();
    expect(body.total).toBe(1);
    expect(body.items[0].code).toBe('NWG');
  });
});

describe('generic get, add, edit, delete', () => {
  it('adds, reads, edits with the version and refuses a stale version', async () => {
    const added = await t.request('POST', '/api/common/vendors', {
      token: admin,
      body: { code: 'acme-1', name: '  Acme Supply ', unknownField: 'dropped' },
    });
    expect(added.statusCode).toBe(201);
    const vendor = added.json();
    expect(vendor).toMatchObject({ code: 'ACME-1', name: 'Acme Supply', status: 'InProgress', version: 1 });
    expect(vendor).not.toHaveProperty('unknownField');

    const fetched = await t.request('GET', `/api/common/vendors/${vendor.id}`, { token: admin });
    expect(fetched.json()).toMatchObject({ id: vendor.id, code: 'ACME-1' });

    const edit = (version: number, name: string) =>
      t.request('POST', '/api/common/vendors/edit', {
        token: admin,
        body: { id: vendor.id, version, code: 'ACME-1', name },
      });
    const edited = await edit(1, 'Acme Supply Co.');
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Acme Supply Co.', version: 2 });
    const stale = await edit(1, 'Lost update');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/Reload/);

    const removed = await t.request('DELETE', `/api/common/vendors/${vendor.id}`, { token: admin });
    expect(removed.statusCode).toBe(204);
    expect((await t.request('GET', `/api/common/vendors/${vendor.id}`, { token: admin })).statusCode).toBe(
      404,
    );
  });

  it('rejects bad input with field messages and writes nothing', async () => {
    const before = (await list(admin)).json().total;
    const res = await t.request('POST', '/api/common/vendors', {
      token: admin,
      body: { code: 'bad code!', name: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ code: expect.any(String), name: 'Name is required' });
    expect((await list(admin)).json().total).toBe(before);
  });

  it('answers 409 for a duplicate code and 409 when deleting a vendor in use', async () => {
    const dup = await t.request('POST', '/api/common/vendors', {
      token: admin,
      body: { code: 'NWG', name: 'Again' },
    });
    expect(dup.statusCode).toBe(409);
    const nwg = (await list(admin, { search: 'NWG' })).json().items[0];
    const del = await t.request('DELETE', `/api/common/vendors/${nwg.id}`, { token: admin });
    expect(del.statusCode).toBe(409);
  });

  it('hides foreign rows as 404 and refuses calls without permission as 403', async () => {
    const bpo = (await list(admin, { search: 'BPO' })).json().items[0];
    expect((await t.request('GET', `/api/common/vendors/${bpo.id}`, { token: brand })).statusCode).toBe(404);
    const add = await t.request('POST', '/api/common/vendors', {
      token: brand,
      body: { code: 'X', name: 'X' },
    });
    expect(add.statusCode).toBe(403);
  });

  it('records every write in the action log', async () => {
    const rows = await t.database.db.query.actionLog.findMany({
      where: (l, { eq }) => eq(l.resource, 'vendors'),
    });
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['add', 'edit', 'delete']));
  });
});
