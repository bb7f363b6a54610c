/**
 * A warehouse's connections to the external warehouse systems over HTTP (issue 20): saved, read and
 * listed per warehouse in the user's scope; the secret is write-only (sealed in the database, opening
 * back with the key; never in an answer, the action log or the system log; asked for again when the
 * address changes); every bad field answers 400 with its own message; a warehouse outside the scope
 * answers 404; a stale version 409; the permissions of the contract hold. And the key itself: read
 * from CREDENTIALS_KEY (hex or base64), refused at start at a wrong length, generated once into the
 * data dir without it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wmsPaths, type WmsWarehouseConnection } from '../../src/domain/contracts/wms-connections';
import { loadConfig } from '../../server/config';
import { jobs, vendors, warehouses, wmsConnections } from '../../server/db/schema';
import { CredentialBox, CredentialBoxError } from '../../server/integrations/credential-box';
import { secretContext } from '../../server/modules/wms-sync/wms-connections.service';
import { startTestApp, type TestApp } from './harness';
import { LOG_TABLES, rowsHolding } from './wms-fixtures';

const SECRET = 'tpl-secret-Zq81-never-logged';
const NEW_SECRET = 'tpl-secret-second-Yx72';
const key = randomBytes(32);
let t: TestApp;
let admin: string;
let warehouseManager: string;
let manager: string;
let brand: string;
const ids = { mem: 0, dal: 0, nwg: 0 };

beforeAll(async () => {
  t = await startTestApp({ credentialsKey: key });
  const tokenOf = async (email: string) => (await t.login(email)).jwtToken;
  admin = await tokenOf('admin@dockhand.test');
  warehouseManager = await tokenOf('warehouse@dockhand.test');
  manager = await tokenOf('manager@dockhand.test');
  brand = await tokenOf('brand@northwind.test');
  const w = await t.database.db.select().from(warehouses);
  ids.mem = w.find((x) => x.code === 'MEM')!.id;
  ids.dal = w.find((x) => x.code === 'DAL')!.id;
  ids.nwg = (await t.database.db.select().from(vendors).where(eq(vendors.code, 'NWG')))[0]!.id;
});
afterAll(() => t.close());

const tplBody = (extra: Record<string, unknown> = {}) => ({
  baseUrl: 'https://secure-wms.example.com',
  clientId: 'client-1',
  userLoginId: 'dockhand',
  secret: SECRET,
  enabled: true,
  ...extra,
});
const put = (warehouseId: number, body: unknown, token = admin, system = 'tpl') =>
  t.request('PUT', `/api/integrations/wms/connections/${system}/${warehouseId}`, { token, body });
const get = (url: string, token = admin) => t.request('GET', url, { token });
const stored = async (warehouseId: number, system = 'tpl') =>
  (
    await t.database.db
      .select()
      .from(wmsConnections)
      .where(and(eq(wmsConnections.system, system), eq(wmsConnections.warehouseId, warehouseId)))
  )[0]!;

describe('a connection', () => {
  it('is saved, read and listed, with the secret only as "set"', async () => {
    const before = await get(wmsPaths.connection('tpl', ids.mem));
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toMatchObject({ warehouseId: ids.mem, warehouseCode: 'MEM', connection: null });

    const saved = await put(ids.mem, tplBody());
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = saved.json() as WmsWarehouseConnection;
    expect(answer.connection).toMatchObject({
      system: 'tpl',
      warehouseId: ids.mem,
      baseUrl: 'https://secure-wms.example.com',
      clientId: 'client-1',
      userLoginId: 'dockhand',
      secretSet: true,
      enabled: true,
      version: 1,
    });
    expect(saved.body).not.toContain(SECRET);
    expect(Object.keys(answer.connection!)).not.toContain('secretSealed');

    const read = await get(wmsPaths.connection('tpl', ids.mem));
    expect(read.json()).toEqual(answer);
    expect(read.body).not.toContain(SECRET);

    const list = await get(`${wmsPaths.connections}?system=tpl`);
    expect(list.statusCode, list.body).toBe(200);
    const items = (list.json() as { items: WmsWarehouseConnection[] }).items;
    expect(items.map((i) => i.warehouseCode)).toEqual(['CMH', 'DAL', 'MEM', 'RNO']);
    expect(items.find((i) => i.warehouseId === ids.mem)!.connection!.id).toBe(answer.connection!.id);
    expect(items.find((i) => i.warehouseId === ids.dal)!.connection).toBeNull();
    expect(list.body).not.toContain(SECRET);
    // Another system's list does not show it.
    const irms = await get(`${wmsPaths.connections}?system=irms`);
    expect(
      (irms.json() as { items: WmsWarehouseConnection[] }).items.every((i) => i.connection === null),
    ).toBe(true);
  });

  it('is stored sealed: not the secret, opening back with the key for this connection only', async () => {
    const row = await stored(ids.mem);
    expect(row.secretSealed).not.toContain(SECRET);
    expect(row.secretSealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    const box = new CredentialBox(key);
    expect(box.open(row.secretSealed, secretContext(row))).toBe(SECRET);
    expect(() => box.open(row.secretSealed, secretContext({ system: 'tpl', warehouseId: ids.dal }))).toThrow(
      CredentialBoxError,
    );
    expect(() => new CredentialBox(randomBytes(32)).open(row.secretSealed, secretContext(row))).toThrow(
      /CREDENTIALS_KEY/,
    );
  });

  it('keeps the secret when saved without one, and asks for it again when the address changes', async () => {
    const before = await stored(ids.mem);
    const kept = await put(ids.mem, tplBody({ secret: '', enabled: false, version: before.version }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().connection).toMatchObject({ enabled: false, secretSet: true, version: 2 });
    expect((await stored(ids.mem)).secretSealed).toBe(before.secretSealed);

    const moved = await put(ids.mem, tplBody({ secret: null, baseUrl: 'https://evil.example.com' }));
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fields).toEqual({ secret: expect.stringMatching(/again/) });
    const otherClient = await put(ids.mem, tplBody({ secret: undefined, clientId: 'client-2' }));
    expect(otherClient.json().fields).toHaveProperty('secret');

    const changed = await put(ids.mem, tplBody({ secret: NEW_SECRET, enabled: true }));
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await stored(ids.mem);
    expect(after.secretSealed).not.toBe(before.secretSealed);
    expect(new CredentialBox(key).open(after.secretSealed, secretContext(after))).toBe(NEW_SECRET);
  });

  it('answers 409 for a stale version, writing nothing', async () => {
    const before = await stored(ids.mem);
    const res = await put(ids.mem, tplBody({ version: before.version - 1, clientId: 'client-1' }));
    expect(res.statusCode).toBe(409);
    expect(await stored(ids.mem)).toEqual(before);
  });

  it('never writes the secret to the action log, the system log or the API log', async () => {
    await t.app.flushRequestLog();
    for (const secret of [SECRET, NEW_SECRET])
      expect(await rowsHolding(t.database.db, secret, LOG_TABLES)).toEqual({});
  });
});

describe('bad input', () => {
  it('answers 400 with a message per field, writing nothing', async () => {
    const res = await put(ids.dal, {
      baseUrl: 'ftp://files.example.com',
      clientId: '',
      enabled: 'maybe',
      importVendorIds: [0, 'x'],
      version: 'v',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      [
        'baseUrl',
        'clientId',
        'enabled',
        'importVendorIds[0]',
        'importVendorIds[1]',
        'secret',
        'userLoginId',
        'version',
      ].sort(),
    );
    expect((await put(ids.dal, [])).statusCode).toBe(400);
    expect((await put(ids.dal, tplBody({ baseUrl: 'demo://irms' }))).json().fields).toHaveProperty('baseUrl');
    expect((await put(ids.dal, tplBody({ importVendorIds: [999_999] }))).json().fields).toEqual({
      importVendorIds: 'Choose vendors from the list',
    });
    expect(
      await t.database.db.select().from(wmsConnections).where(eq(wmsConnections.warehouseId, ids.dal)),
    ).toEqual([]);
  });

  it('takes an IRMS connection without a client id, and the demo address', async () => {
    const res = await put(
      ids.dal,
      { baseUrl: 'demo://irms', secret: 'irms-key', enabled: true, importVendorIds: [ids.nwg] },
      admin,
      'irms',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().connection).toMatchObject({ system: 'irms', clientId: '', importVendorIds: [ids.nwg] });
    const tplDemo = await put(ids.dal, tplBody({ baseUrl: 'demo://tpl-wms' }));
    expect(tplDemo.statusCode, tplDemo.body).toBe(200);
  });

  it('answers 400 per parameter for a bad query, never a server error', async () => {
    expect((await get(wmsPaths.connections)).json().fields).toHaveProperty('system');
    expect((await get(`${wmsPaths.connections}?system=sap`)).statusCode).toBe(400);
    const runs = await get(`${wmsPaths.runs}?page=0&perPage=abc&system=x&warehouseId=-1`);
    expect(runs.statusCode).toBe(400);
    expect(Object.keys(runs.json().fields).sort()).toEqual(['page', 'perPage', 'system', 'warehouseId']);
    expect((await get(`${wmsPaths.runs}?page=1&page=2&warehouseId=1&warehouseId=x`)).statusCode).toBeLessThan(
      500,
    );
    expect((await get(`${wmsPaths.drifts}?status=gone`)).json().fields).toHaveProperty('status');
    for (const body of [{}, { ids: [] }, { ids: 'all' }, { ids: [1.5] }, []]) {
      const res = await t.request('POST', wmsPaths.applyDrifts, { token: admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('who may', () => {
  it('answers 404 for a warehouse outside the user’s scope, a missing one, or an unknown system', async () => {
    expect((await get(wmsPaths.connection('tpl', ids.mem), warehouseManager)).statusCode).toBe(404);
    for (const url of [
      '/api/integrations/wms/connections/tpl/999999',
      `/api/integrations/wms/connections/sap/${ids.dal}`,
      '/api/integrations/wms/connections/tpl/abc',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    expect((await put(ids.mem, tplBody(), warehouseManager)).statusCode).toBe(404);
    expect(
      (await t.request('POST', wmsPaths.sync('tpl', ids.mem), { token: warehouseManager })).statusCode,
    ).toBe(404);
    // Within the scope it works, and the list shows only the user's warehouses.
    expect((await get(wmsPaths.connection('tpl', ids.dal), warehouseManager)).statusCode).toBe(200);
    const list = await get(`${wmsPaths.connections}?system=tpl`, warehouseManager);
    expect((list.json() as { items: WmsWarehouseConnection[] }).items.map((i) => i.warehouseCode)).toEqual([
      'DAL',
      'RNO',
    ]);
  });

  it('answers 403 without the permission of the call', async () => {
    for (const token of [manager, brand]) {
      expect((await get(`${wmsPaths.connections}?system=tpl`, token)).statusCode).toBe(403);
      expect((await put(ids.dal, tplBody(), token)).statusCode).toBe(403);
      expect((await t.request('POST', wmsPaths.sync('tpl', ids.dal), { token })).statusCode).toBe(403);
      expect((await get(wmsPaths.runs, token)).statusCode).toBe(403);
      expect((await get(wmsPaths.drifts, token)).statusCode).toBe(403);
      expect((await t.request('POST', wmsPaths.applyDrifts, { token, body: { ids: [1] } })).statusCode).toBe(
        403,
      );
    }
  });
});

describe('sync now', () => {
  it('refuses a warehouse without a connection, queues one job per connection, and keeps the secret out of it', async () => {
    const queued = await t.request('POST', wmsPaths.sync('tpl', ids.mem), { token: admin });
    expect(queued.statusCode, queued.body).toBe(200);
    const rno = (await t.database.db.select().from(warehouses).where(eq(warehouses.code, 'RNO')))[0]!.id;
    expect((await t.request('POST', wmsPaths.sync('tpl', rno), { token: admin })).statusCode).toBe(409);
    const { jobId } = queued.json() as { jobId: number };
    const again = await t.request('POST', wmsPaths.sync('tpl', ids.mem), { token: admin });
    expect(again.json()).toEqual({ jobId });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ name: 'wms-sync', status: 'Queued', payload: { trigger: 'manual' } });
    expect(JSON.stringify(job)).not.toContain(SECRET);
    expect(JSON.stringify(job)).not.toContain(NEW_SECRET);
  });
});

describe('the credentials key', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'dockhand-key-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const env = (extra: Record<string, string> = {}) => ({
    DATA_DIR: dataDir(),
    JWT_SECRET: 'x'.repeat(32),
    ...extra,
  });

  it('is read from CREDENTIALS_KEY in hex or base64', () => {
    const bytes = randomBytes(32);
    expect(loadConfig(env({ CREDENTIALS_KEY: bytes.toString('hex') })).credentialsKey.equals(bytes)).toBe(
      true,
    );
    expect(loadConfig(env({ CREDENTIALS_KEY: bytes.toString('base64') })).credentialsKey.equals(bytes)).toBe(
      true,
    );
    expect(
      loadConfig(env({ CREDENTIALS_KEY: bytes.toString('base64url') })).credentialsKey.equals(bytes),
    ).toBe(true);
  });

  it('is refused at start when it is not 32 bytes', () => {
    expect(() => loadConfig(env({ CREDENTIALS_KEY: randomBytes(16).toString('hex') }))).toThrow(
      /CREDENTIALS_KEY must be 32 bytes.*holds 24 bytes/,
    );
    expect(() => loadConfig(env({ CREDENTIALS_KEY: 'not a key!' }))).toThrow(
      /CREDENTIALS_KEY must be 32 bytes/,
    );
  });

  it('is generated once into the data dir, readable by its owner only, without the variable', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }).credentialsKey;
    expect(first).toHaveLength(32);
    const file = join(dir, 'credentials-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8'), 'base64').equals(first)).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(32) }).credentialsKey.equals(first)).toBe(true);
  });

  it('seals each value with its own nonce, under a version tag', () => {
    const box = new CredentialBox(randomBytes(32));
    const [a, b] = [box.seal('same', 'ctx'), box.seal('same', 'ctx')];
    expect(a).not.toBe(b);
    expect(a.startsWith('v1:')).toBe(true);
    expect(box.open(b, 'ctx')).toBe('same');
    // A changed tag (or ciphertext) does not open.
    const [version, iv, tag, data] = a.split(':');
    const flipped = `${tag![0] === 'A' ? 'B' : 'A'}${tag!.slice(1)}`;
    expect(() => box.open([version, iv, flipped, data].join(':'), 'ctx')).toThrow(CredentialBoxError);
    expect(() => box.open('v9:x:y:z')).toThrow(/format/);
    expect(() => new CredentialBox(randomBytes(31))).toThrow(/32 bytes/);
  });
});
