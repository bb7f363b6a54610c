/**
 * The server reads the user fresh on every call: permission and scope changes and disabling a user
 * take effect at the next call, whatever the access token says.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendors } from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const vendorNames = async (token: string) =>
  ((await t.request('GET', '/api/myvendors', { token })).json() as { name: string }[]).map((v) => v.name);

describe('bearer guard', () => {
  it('applies a scope change at the next call', async () => {
    const { jwtToken } = await t.login('brand@bluepeak.test');
    expect(await vendorNames(jwtToken)).toEqual(['Bluepeak Outdoors']);

    const [lumen] = await t.database.db.select().from(vendors).where(eq(vendors.code, 'LUM'));
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'brand@bluepeak.test'));
    await t.database.db
      .update(users)
      .set({ accessVendorIds: [...(user!.accessVendorIds ?? []), lumen!.id] })
      .where(eq(users.id, user!.id));
    expect(await vendorNames(jwtToken)).toEqual(['Bluepeak Outdoors', 'Lumen Skincare']);
  });

  it('applies a permission change at the next call', async () => {
    const { jwtToken } = await t.login('brand@northwind.test');
    expect((await t.request('GET', '/api/admin/outbox', { token: jwtToken })).statusCode).toBe(403);
    await t.database.db
      .update(users)
      .set({ permissions: ['developer.tools'] })
      .where(eq(users.email, 'brand@northwind.test'));
    expect((await t.request('GET', '/api/admin/outbox', { token: jwtToken })).statusCode).toBe(200);
    await t.database.db.update(users).set({ permissions: [] }).where(eq(users.email, 'brand@northwind.test'));
    expect((await t.request('GET', '/api/admin/outbox', { token: jwtToken })).statusCode).toBe(403);
  });

  it('stops a disabled user at the next call', async () => {
    const { jwtToken } = await t.login('manufacturing@dockhand.test');
    expect((await t.request('GET', '/api/myMain', { token: jwtToken })).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ status: 'disabled' })
      .where(eq(users.email, 'manufacturing@dockhand.test'));
    const res = await t.request('GET', '/api/myMain', { token: jwtToken });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'unauthorized' });
  });

  it('refuses forged, malformed and foreign-algorithm tokens', async () => {
    const { jwtToken } = await t.login('admin@dockhand.test');
    const [header, payload] = jwtToken.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    for (const token of [`${header}.${payload}.forged`, unsigned, 'not-a-jwt', `${jwtToken}x`]) {
      expect((await t.request('GET', '/api/myMain', { token })).statusCode).toBe(401);
    }
  });
});
