/** Every API call is logged (without query values) for /other/logs/api; server errors for the system log. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSystemEvent } from '../../server/audit/request-log';
import { startTestApp, type TestApp } from './harness';
import { newItem, orderBody, orderFixtures, unique, type OrderFixtures } from './order-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = (await t.login('admin@dockhand.test')).jwtToken;
});
afterAll(() => t.close());

describe('API call log', () => {
  it('records method, path without query values, status, duration and user; not the polled endpoints', async () => {
    await t.request('GET', '/api/myMain', { token: admin });
    await t.request('GET', '/api/myvendors?secret=abc', { token: admin });
    await t.request('GET', '/api/myMain');
    await t.request('GET', '/api/health');
    await t.app.flushRequestLog();

    const res = await t.request('POST', '/api/admin/apiLogs/listItems', {
      token: admin,
      body: { perPage: 50 },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as {
      path: string;
      status: number;
      userId: string | null;
      durationMs: number;
    }[];
    expect(items.some((i) => i.path === '/api/myMain' && i.status === 200 && i.userId)).toBe(true);
    expect(items.some((i) => i.path === '/api/myMain' && i.status === 401 && i.userId === null)).toBe(true);
    expect(items.some((i) => i.path === '/api/myvendors?secret=[redacted]')).toBe(true);
    expect(items.some((i) => i.path === '/api/health')).toBe(false);
    expect(items.every((i) => Number.isInteger(i.durationMs))).toBe(true);
  });

  // Issue 13: 700 rows in 20 minutes were the app's own polling.
  it('leaves out the app’s own successful polling, but keeps its failures', async () => {
    await t.request('GET', '/api/communications/unread-counts', { token: admin });
    await t.request('POST', '/api/hub/ticket', { token: admin });
    await t.request('POST', '/api/auth/refresh-token', { body: { token: 'not-a-token' } });
    await t.app.flushRequestLog();
    const res = await t.request('POST', '/api/admin/apiLogs/listItems', {
      token: admin,
      body: { perPage: 100 },
    });
    const paths = (res.json().items as { path: string; status: number }[]).map(
      (i) => `${i.path} ${i.status}`,
    );
    expect(paths.some((p) => p.startsWith('/api/communications/unread-counts'))).toBe(false);
    expect(paths.some((p) => p.startsWith('/api/hub/ticket'))).toBe(false);
    expect(paths).toContain('/api/auth/refresh-token 401');
  });

  it('is for users with the system-logs permission only', async () => {
    const brand = (await t.login('brand@northwind.test')).jwtToken;
    expect(
      (await t.request('POST', '/api/admin/apiLogs/listItems', { token: brand, body: {} })).statusCode,
    ).toBe(403);
    expect(
      (await t.request('POST', '/api/admin/systemLogs/listItems', { token: brand, body: {} })).statusCode,
    ).toBe(403);
  });
});

interface LogRow {
  path: string;
  status: number;
  userId: string | null;
  apiKeyId: number | null;
}

// Issue 13, item 12: the screen filters by user, path, status and API key.
describe('API log filters', () => {
  let f: OrderFixtures;
  let keyId: number;
  let warehouseUserId: string;
  const list = (body: Record<string, unknown>) =>
    t.request('POST', '/api/admin/apiLogs/listItems', { token: admin, body: { perPage: 200, ...body } });
  const rows = async (body: Record<string, unknown>) => {
    const res = await list(body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total: number; items: LogRow[] };
  };

  beforeAll(async () => {
    f = await orderFixtures(t);
    const created = await t.request('POST', `/api/storefronts/${f.project.id}/api-keys`, {
      token: admin,
      body: { name: 'Log filter connector' },
    });
    expect(created.statusCode, created.body).toBe(201);
    keyId = created.json().key.id;
    const secret: string = created.json().secret;

    const item = await newItem(f, 5);
    const { projectId: _p, ...body } = orderBody(f, [{ sku: item.sku, quantity: 1 }]);
    const placed = await t.request('POST', '/api/public/orders', { headers: { 'x-api-key': secret }, body });
    expect(placed.statusCode, placed.body).toBe(201);
    // A bad order from the same key: refused, and still the key's.
    const refused = await t.request('POST', '/api/public/orders', {
      headers: { 'x-api-key': secret },
      body: { orderNumber: unique('O'), items: 'none' },
    });
    expect(refused.statusCode).toBe(400);
    // A wrong key names no key.
    await t.request('POST', '/api/public/orders', { headers: { 'x-api-key': 'dk_wrong' }, body: {} });

    const warehouse = await t.login('warehouse@dockhand.test');
    warehouseUserId = warehouse.id;
    await t.request('GET', '/api/myMain', { token: warehouse.jwtToken });
    await t.request('POST', '/api/admin/users/listItems', { token: warehouse.jwtToken, body: {} });
    await t.app.flushRequestLog();
  });

  it('records the storefront API key an intake call was made with', async () => {
    const { items } = await rows({ path: '/api/public/orders' });
    const keyed = items.filter((i) => i.apiKeyId === keyId);
    expect(keyed.map((i) => i.status).sort()).toEqual([201, 400]);
    expect(keyed.every((i) => i.userId === null)).toBe(true);
    // The wrong key's 401 is logged without a key.
    expect(items.some((i) => i.status === 401 && i.apiKeyId === null)).toBe(true);
  });

  it('narrows the rows by API key, user, path and status', async () => {
    const all = await rows({});

    const byKey = await rows({ apiKeyId: keyId });
    expect(byKey.total).toBe(2);
    expect(byKey.items.every((i) => i.apiKeyId === keyId)).toBe(true);
    // The screen's select sends the id as text.
    expect((await rows({ apiKeyId: String(keyId) })).total).toBe(2);

    const byUser = await rows({ userId: warehouseUserId });
    expect(byUser.total).toBeGreaterThanOrEqual(2);
    expect(byUser.total).toBeLessThan(all.total);
    expect(byUser.items.every((i) => i.userId === warehouseUserId)).toBe(true);

    const byPath = await rows({ path: 'PUBLIC/orders' });
    expect(byPath.total).toBeGreaterThanOrEqual(3);
    expect(byPath.total).toBeLessThan(all.total);
    expect(byPath.items.every((i) => i.path.includes('/api/public/orders'))).toBe(true);

    // A class of codes, or one code (as text or a number).
    const refused = await rows({ status: '4xx' });
    expect(refused.total).toBeLessThan(all.total);
    expect(refused.items.every((i) => i.status >= 400 && i.status <= 499)).toBe(true);
    expect(refused.items.some((i) => i.status === 400)).toBe(true);
    expect(refused.items.some((i) => i.status === 403)).toBe(true);
    for (const status of ['201', 201]) {
      const created = await rows({ status });
      expect(created.total).toBeGreaterThanOrEqual(1);
      expect(created.items.every((i) => i.status === 201)).toBe(true);
    }

    // Together: the key's refused call only.
    const both = await rows({ apiKeyId: keyId, status: '4xx', path: 'orders' });
    expect(both.items.map((i) => i.status)).toEqual([400]);
  });

  it('answers bad filter values with 400 and a message per field', async () => {
    const res = await list({ status: '4x', apiKeyId: 'key', userId: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      status: 'Must be a status code (e.g. 404) or a class (2xx, 3xx, 4xx, 5xx)',
      apiKeyId: 'Must be a whole number',
      userId: 'Must be an id',
    });
    for (const status of ['600', '99', 'xx', 4.5])
      expect((await list({ status })).statusCode, String(status)).toBe(400);
  });

  it('lists every storefront key by name for the filter, never a secret, to log readers only', async () => {
    const res = await t.request('GET', '/api/storefronts/api-keys', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const key = (res.json() as Record<string, unknown>[]).find((k) => k.id === keyId);
    expect(key).toMatchObject({ name: 'Log filter connector', projectId: f.project.id, revokedAt: null });
    expect(key?.storefrontName).toEqual(expect.any(String));
    expect(Object.keys(key!)).not.toContain('keyHash');
    const brand = (await t.login('brand@northwind.test')).jwtToken;
    expect((await t.request('GET', '/api/storefronts/api-keys', { token: brand })).statusCode).toBe(403);
  });
});

describe('system log', () => {
  it('lists recorded events, filtered by level', async () => {
    await recordSystemEvent(
      t.database.db,
      { level: 'error', source: 'jobs', message: 'report failed', projectId: null },
      () => {},
    );
    await recordSystemEvent(
      t.database.db,
      { level: 'info', source: 'jobs', message: 'report ready' },
      () => {},
    );
    const res = await t.request('POST', '/api/admin/systemLogs/listItems', {
      token: admin,
      body: { level: 'error' },
    });
    expect(res.statusCode).toBe(200);
    // The demo history has errors of its own (a database outage): only errors answer.
    const items = res.json().items as { level: string; message: string }[];
    expect(items.map((i) => i.message)).toContain('report failed');
    expect(items.map((i) => i.message)).not.toContain('report ready');
    expect(items.every((i) => i.level === 'error')).toBe(true);
  });
});
