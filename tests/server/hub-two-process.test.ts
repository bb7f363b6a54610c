/**
 * Two server processes (`server/main.ts`, as production runs them) on one PostgreSQL database: a
 * change made through process A reaches the live clients connected to process B, through
 * LISTEN/NOTIFY, and only those allowed to see it; a logout through A closes the session's
 * connection on B. PostgreSQL only: PGlite is embedded in a single process.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { HubConnection } from '@microsoft/signalr';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { storefrontProducts, vendorProducts, vendors, warehouses } from '../../server/db/schema';
import { closedWith, hubClient, record, waitUntil } from './hub-fixtures';
import { databaseUrlFor } from './pg-admin';

const adminUrl = process.env.TEST_DATABASE_URL;
const dbName = `dockhand_t_hub2_${process.pid}_${randomBytes(3).toString('hex')}`;
const jwtSecret = randomBytes(32).toString('hex');
const methods = ['WarehouseProductUpdated', 'StorefrontProductUpdated'];

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'false',
      INTEGRITY_CHECK_MINUTES: '0',
      DATA_DIR: '/nonexistent-hub-two-process',
      DIST_DIR: '/nonexistent',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => (done = true));
  while (!output.includes('Dockhand is running at')) {
    if (done) throw new Error(`server exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => (child.kill('SIGTERM'), exited) };
}

async function login(baseUrl: string, email: string) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'dockhand-demo' }),
  });
  return (await res.json()) as { jwtToken: string; id: string };
}

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  let admin: pg.Client;
  let database: Database;
  let a: Awaited<ReturnType<typeof startServer>>;
  let b: Awaited<ReturnType<typeof startServer>>;
  const connections: HubConnection[] = [];

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject('pgTemplateDb')}`);
    const url = databaseUrlFor(adminUrl!, dbName);
    database = await openDatabase({ databaseUrl: url });
    [a, b] = await Promise.all([startServer(url), startServer(url)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(connections.map((c) => c.stop()));
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  async function connectToB(email: string) {
    const user = await login(b.baseUrl, email);
    const connection = hubClient(b.baseUrl, () => user.jwtToken);
    const inbox = record(connection, methods);
    await connection.start();
    connections.push(connection);
    return { user, connection, inbox };
  }

  const idOf = async (table: typeof vendors | typeof warehouses, code: string) =>
    (await database.db.select().from(table).where(eq(table.code, code)))[0]!.id;

  it('a stock change through A reaches the allowed clients of B, and no other vendor', async () => {
    const staff = await connectToB('admin@dockhand.test');
    const bluepeak = await connectToB('brand@bluepeak.test');
    const northwind = await connectToB('brand@northwind.test');
    const writer = await login(a.baseUrl, 'warehouse@dockhand.test');
    const addStock = async (vendorCode: string, warehouseCode: string) => {
      const vendorId = await idOf(vendors, vendorCode);
      const warehouseId = await idOf(warehouses, warehouseCode);
      const [item] = await database.db
        .select()
        .from(vendorProducts)
        .where(
          and(
            eq(vendorProducts.vendorId, vendorId),
            eq(vendorProducts.warehouseId, warehouseId),
            // An item that keeps stock: the demo also has items with tracking off.
            eq(vendorProducts.trackInventory, true),
          ),
        )
        .orderBy(vendorProducts.id)
        .limit(1);
      const res = await fetch(`${a.baseUrl}/api/inventory/diu`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.jwtToken}` },
        body: JSON.stringify({
          vendorId,
          warehouseId,
          warehouseProductId: item!.id,
          location: 'TWO-1',
          type: 'add',
          quantity: 1,
          note: 'Two processes',
        }),
      });
      expect(res.status).toBe(201);
      return item!.id;
    };
    const bluepeakItem = await addStock('BPO', 'RNO');
    const northwindItem = await addStock('NWG', 'DAL');
    const got = (inbox: Record<string, unknown[][]>, id: number) =>
      inbox.WarehouseProductUpdated!.some(([e]) => (e as { id: number }).id === id);
    await waitUntil(() => got(staff.inbox, bluepeakItem) && got(staff.inbox, northwindItem), 10_000);
    await waitUntil(() => got(bluepeak.inbox, bluepeakItem) && got(northwind.inbox, northwindItem), 10_000);
    // Each vendor heard its own change, published after the other's: the foreign one never came.
    expect(got(northwind.inbox, bluepeakItem)).toBe(false);
    expect(got(bluepeak.inbox, northwindItem)).toBe(false);
  });

  it('a storefront product mapped through A refreshes the staff client on B only', async () => {
    const staff = await connectToB('superadmin@dockhand.test');
    const vendor = await connectToB('brand@northwind.test');
    const writer = await login(a.baseUrl, 'admin@dockhand.test');
    const [product] = await database.db.select().from(storefrontProducts).limit(1);
    const res = await fetch(`${a.baseUrl}/api/common/products/${product!.id}/unmap`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writer.jwtToken}` },
      body: '{}',
    });
    expect(res.status).toBe(200);
    await waitUntil(() => staff.inbox.StorefrontProductUpdated!.length > 0, 10_000);
    expect(staff.inbox.StorefrontProductUpdated![0]).toEqual([
      { id: product!.id, projectId: product!.projectId },
    ]);
    expect(vendor.inbox.StorefrontProductUpdated).toEqual([]);
  });

  it("a logout through A closes the session's connection on B", async () => {
    const user = await login(a.baseUrl, 'manager@dockhand.test');
    const connection = hubClient(b.baseUrl, () => user.jwtToken);
    await connection.start();
    const closed = closedWith(connection);
    const res = await fetch(`${a.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.jwtToken}` },
      body: '{}',
    });
    expect(res.status).toBe(204);
    expect((await closed)?.message).toContain('You signed out.');
  });
});
