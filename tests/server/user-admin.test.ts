/**
 * The user admin (/api/admin/users add, edit, delete = disable, enable): passwords, roles and own
 * permissions, access lists, "nobody grants more than they hold", sessions ended on disable and on a
 * password set by an admin, the version check and the action log.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorIdsByCode } from '../../server/db/seed';
import { roleDefaults } from '../../src/domain/permissions';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let nwg: number;
let bpo: number;
let seq = 0;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  const ids = await vendorIdsByCode(t.database.db, ['NWG', 'BPO']);
  nwg = ids.get('NWG')!;
  bpo = ids.get('BPO')!;
});
afterAll(() => t.close());

const PASSWORD = 'a-long-enough-password';
const exec = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Test',
  lastName: `User ${++seq}`,
  email: `user${seq}@example.test`,
  password: PASSWORD,
  roleType: 'manager',
  ...overrides,
});

async function create(token: string, body: Record<string, unknown>) {
  return t.request('POST', '/api/admin/users', { token, body });
}
async function createOk(token: string, body: Record<string, unknown>) {
  const res = await create(token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: string; version: number; email: string };
}
const edit = (token: string, row: { id: string; version: number }, body: Record<string, unknown>) =>
  t.request('POST', '/api/admin/users/edit', { token, body: { ...body, id: row.id, version: row.version } });

describe('creating a user', () => {
  it('stores the roles, own permissions, access lists and manager flag; the user signs in with the password', async () => {
    const body = newUser({
      roleType: 'warehouse-manager',
      moreRoles: ['manufacturing-manager', 'warehouse-manager'],
      permissions: ['clients.view', 'clients.view'],
      isManager: true,
      accessVendorIds: [nwg, nwg],
      accessWarehouseIds: null,
    });
    const created = await createOk(admin, body);
    expect(created).toMatchObject({
      email: body.email,
      roles: ['warehouse-manager', 'manufacturing-manager'],
      permissions: ['clients.view'],
      isManager: true,
      accessVendorIds: [nwg],
      accessWarehouseIds: null,
      status: 'active',
    });
    expect(created).not.toHaveProperty('passwordHash');
    const login = await t.login(body.email, PASSWORD);
    expect(login.userRoles).toEqual(['warehouse-manager', 'manufacturing-manager']);
    expect(login.permissions).toEqual(
      expect.arrayContaining([
        ...roleDefaults['manufacturing-manager'],
        ...roleDefaults['warehouse-manager'],
        'clients.view',
      ]),
    );
  });

  it('names every bad field and writes nothing', async () => {
    const userCount = async () =>
      (await exec<{ n: number }>(sql`select count(*)::int as n from users`))[0]!.n;
    const before = await userCount();
    const res = await create(admin, {
      email: 'not an e-mail',
      roleType: 'emperor',
      permissions: ['orders.view', 'no.such.permission'],
      accessVendorIds: 'all',
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'E-mail must be an e-mail address',
      roleType: expect.stringContaining('Role must be one of'),
      'permissions[1]': 'Unknown permission: no.such.permission',
      accessVendorIds: 'Vendors must be a list of ids',
      password: 'Password must be at least 8 characters',
    });
    const vendorless = await create(admin, newUser({ roleType: 'vendor', accessVendorIds: [] }));
    expect(vendorless.statusCode).toBe(400);
    expect(vendorless.json().fields).toEqual({ accessVendorIds: 'A vendor user needs at least one vendor' });
    expect(await userCount()).toBe(before);
  });

  it('refuses a second user with the same e-mail (any case) on the e-mail field', async () => {
    const res = await create(admin, newUser({ email: 'Manager@Dockhand.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ email: 'A user with this e-mail already exists' });
  });

  it('is refused without users.update', async () => {
    const manager = (await t.login('manager@dockhand.test')).jwtToken;
    expect((await create(manager, newUser())).statusCode).toBe(403);
    const brand = (await t.login('brand@northwind.test')).jwtToken;
    expect((await create(brand, newUser({ roleType: 'vendor', accessVendorIds: [nwg] }))).statusCode).toBe(
      403,
    );
  });
});

describe('nobody grants more than they hold', () => {
  let lead: string;
  beforeAll(async () => {
    // A manager for Northwind only, who may add users.
    const body = newUser({ permissions: ['users.update'], accessVendorIds: [nwg], accessWarehouseIds: null });
    await createOk(admin, body);
    lead = (await t.login(body.email, PASSWORD)).jwtToken;
  });

  it('refuses a role or a permission the actor lacks', async () => {
    const asAdmin = await create(lead, newUser({ roleType: 'admin', accessVendorIds: [nwg] }));
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe('You cannot grant a role with permissions you do not have.');
    const tools = await create(lead, newUser({ permissions: ['developer.tools'], accessVendorIds: [nwg] }));
    expect(tools.statusCode).toBe(403);
    expect(tools.json().message).toBe('You cannot grant permissions you do not have: developer.tools.');
  });

  it('keeps the new user within the actor’s vendors', async () => {
    const everyVendor = await create(lead, newUser({ accessVendorIds: null }));
    expect(everyVendor.statusCode).toBe(400);
    expect(everyVendor.json().fields).toEqual({ accessVendorIds: 'Choose vendors you have access to' });
    const foreign = await create(lead, newUser({ accessVendorIds: [nwg, bpo] }));
    expect(foreign.statusCode).toBe(400);
    const own = await createOk(lead, newUser({ accessVendorIds: [nwg] }));
    expect(own.accessVendorIds).toEqual([nwg]);
  });

  it('cannot see or change users outside its vendors, nor users who hold more', async () => {
    const bluepeak = await createOk(admin, newUser({ roleType: 'vendor', accessVendorIds: [bpo] }));
    expect((await t.request('GET', `/api/admin/users/${bluepeak.id}`, { token: lead })).statusCode).toBe(404);
    expect(
      (await edit(lead, bluepeak, newUser({ roleType: 'vendor', accessVendorIds: [nwg] }))).statusCode,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/admin/users/${bluepeak.id}`, { token: lead })).statusCode).toBe(
      404,
    );
    const list = await t.request('POST', '/api/admin/users/listItems', {
      token: lead,
      body: { perPage: 200 },
    });
    const items = list.json().items as { accessVendorIds: number[] | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((u) => u.accessVendorIds?.includes(nwg))).toBe(true);

    const nwgAdmin = await createOk(admin, newUser({ roleType: 'admin', accessVendorIds: [nwg] }));
    const res = await edit(lead, nwgAdmin, newUser({ roleType: 'manager', accessVendorIds: [nwg] }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You cannot change a user who holds more access than you.');
    expect((await t.request('DELETE', `/api/admin/users/${nwgAdmin.id}`, { token: lead })).statusCode).toBe(
      403,
    );
  });
});

describe('editing a user', () => {
  it('applies new roles and permissions at the user’s next call', async () => {
    const body = newUser({ roleType: 'manufacturing-manager' });
    const row = await createOk(admin, body);
    const token = (await t.login(body.email, PASSWORD)).jwtToken;
    const vendors = () => t.request('POST', '/api/common/vendors/listItems', { token, body: {} });
    expect((await vendors()).statusCode).toBe(403);
    const res = await edit(admin, row, { ...body, password: undefined, permissions: ['clients.view'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ permissions: ['clients.view'], version: row.version + 1 });
    expect((await vendors()).statusCode).toBe(200);
  });

  it('answers 409 on a stale version and changes nothing', async () => {
    const body = newUser();
    const row = await createOk(admin, body);
    expect((await edit(admin, row, { ...body, firstName: 'First' })).statusCode).toBe(200);
    const stale = await edit(admin, row, { ...body, firstName: 'Second' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stale_version');
    const now = await t.request('GET', `/api/admin/users/${row.id}`, { token: admin });
    expect(now.json()).toMatchObject({ firstName: 'First', version: row.version + 1 });
  });

  it('sets a new password only when given, and then ends the user’s sessions', async () => {
    const body = newUser();
    const row = await createOk(admin, body);
    const token = (await t.login(body.email, PASSWORD)).jwtToken;
    const me = () => t.request('GET', '/api/myMain', { token });
    const unchanged = await edit(admin, row, { ...body, newPassword: '' });
    expect(unchanged.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const changed = await edit(
      admin,
      { id: row.id, version: row.version + 1 },
      { ...body, newPassword: 'another-password' },
    );
    expect(changed.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    await expect(t.login(body.email, PASSWORD)).rejects.toThrow(/401/);
    await t.login(body.email, 'another-password');
  });

  it('records each change in the action log without the password hash', async () => {
    const body = newUser();
    const row = await createOk(admin, body);
    await edit(admin, row, { ...body, lastName: 'Renamed', newPassword: 'another-password' });
    const rows = await exec<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from action_log where resource = 'users' and resource_id = ${row.id} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['add', 'edit']);
    expect(JSON.stringify(rows)).not.toMatch(/passwordHash|argon2/);
  });
});

describe('disabling and enabling', () => {
  it('disables instead of deleting, ends the sessions and refuses sign-in; enabling lets the user back', async () => {
    const body = newUser();
    const row = await createOk(admin, body);
    const token = (await t.login(body.email, PASSWORD)).jwtToken;
    const disabled = await t.request('DELETE', `/api/admin/users/${row.id}`, { token: admin });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().status).toBe('disabled');
    expect((await t.request('GET', '/api/myMain', { token })).statusCode).toBe(401);
    await expect(t.login(body.email, PASSWORD)).rejects.toThrow(/401/);
    const list = await t.request('POST', '/api/admin/users/listItems', {
      token: admin,
      body: { status: 'disabled', search: body.lastName },
    });
    expect(list.json().items.map((u: { id: string }) => u.id)).toEqual([row.id]);

    const enabled = await t.request('POST', `/api/admin/users/${row.id}/enable`, { token: admin });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().status).toBe('active');
    await t.login(body.email, PASSWORD);
  });

  it('refuses to disable yourself', async () => {
    const { id } = await t.login('admin@dockhand.test');
    const res = await t.request('DELETE', `/api/admin/users/${id}`, { token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You cannot disable yourself.');
  });
});
