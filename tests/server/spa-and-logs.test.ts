/** The SPA is served with its security headers, deep links fall back to index.html, and logs hold no secrets. */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../server/http/redact';
import { startTestApp, type TestApp } from './harness';

const dist = mkdtempSync(join(tmpdir(), 'dockhand-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
writeFileSync(join(dist, 'build-id.json'), JSON.stringify({ buildId: 'b-42' }));

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('SPA serving', () => {
  it('answers a deep link with index.html and a strict CSP', async () => {
    const res = await t.request('GET', '/orders/details/42?tab=lines');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for good', async () => {
    const res = await t.request('GET', '/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
  });

  it('answers the build id for new-version detection', async () => {
    const res = await t.request('GET', '/api/version');
    expect(res.json()).toEqual({ buildId: 'b-42' });
  });

  it('echoes a request id', async () => {
    const res = await t.request('GET', '/api/health', { headers: { 'x-request-id': 'trace-1' } });
    expect(res.headers['x-request-id']).toBe('trace-1');
  });
});

describe('log redaction', () => {
  it.each([
    ['/resetPassword/5b7c/abcdefSECRET', '/resetPassword/:userId/:token'],
    ['/invite-signup/SECRETID', '/invite-signup/:id'],
    ['/api/auth/invites/SECRETID/accept', '/api/auth/invites/:id/accept'],
    ['/notifications?id=TICKET&access_token=SECRET', '/notifications?id=[redacted]&access_token=[redacted]'],
    ['/dashboard', '/dashboard'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(redactUrl(url)).not.toMatch(/SECRET|TICKET/);
  });
});
