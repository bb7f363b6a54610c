/** Every API call is logged (without query values) for /other/logs/api; server errors for the system log. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordSystemEvent } from '../../server/audit/request-log';
import { startTestApp, type TestApp } from './harness';

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
    expect(res.json().items.map((i: { message: string }) => i.message)).toEqual(['report failed']);
  });
});
