/**
 * Storefront administration: storefronts (projects) with their create/edit rules and the
 * enable/disable actions, stores, and storefront order groups — and their tenant scoping: a brand
 * user given every storefront permission still never sees or writes a Bluepeak row (404).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionLog,
  projects,
  stores,
  storefrontOrderGroups,
  users,
  vendors,
  warehouses,
} from '../../server/db/schema';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let manager: string;
let brand: string;
const ids = { nwg: 0, bpo: 0, dal: 0, nwgShop: 0, bpoDtc: 0, nwgStore: 0, bpoStore: 0, bpoGroup: 0 };

const storefrontPermissions = [
  'storefronts.view',
  'storefronts.create',
  'storefronts.edit',
  'storefronts.toggle',
  'storefronts.orderGroups',
  'storefronts.productsMapping',
];

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  // The brand user gets every storefront permission, so only the tenant scope stands in the way.
  await db
    .update(users)
    .set({ permissions: storefrontPermissions })
    .where(eq(users.email, 'brand@northwind.test'));
  admin = (await t.login('admin@dockhand.test')).jwtToken;
  manager = (await t.login('manager@dockhand.test')).jwtToken;
  brand = (await t.login('brand@northwind.test')).jwtToken;
  const v = await db.select().from(vendors);
  const p = await db.select().from(projects);
  const s = await db.select().from(stores);
  ids.nwg = v.find((x) => x.code === 'NWG')!.id;
  ids.bpo = v.find((x) => x.code === 'BPO')!.id;
  ids.dal = (await db.select().from(warehouses).where(eq(warehouses.code, 'DAL')))[0]!.id;
  ids.nwgShop = p.find((x) => x.clientCode === 'NWG-SHOP')!.id;
  ids.bpoDtc = p.find((x) => x.clientCode === 'BPO-DTC')!.id;
  ids.nwgStore = s.find((x) => x.projectId === ids.nwgShop)!.id;
  ids.bpoStore = s.find((x) => x.projectId === ids.bpoDtc)!.id;
  ids.bpoGroup = (
    await db.select().from(storefrontOrderGroups).where(eq(storefrontOrderGroups.projectId, ids.bpoDtc))
  )[0]!.id;
});
afterAll(() => t.close());

const post = (url: string, token: string, body?: unknown) => t.request('POST', url, { token, body });
const get = (url: string, token: string) => t.request('GET', url, { token });

describe('storefronts', () => {
  it('are created with an upper-cased unique code, listed as a plain array, and keep their vendor', async () => {
    const created = await post('/api/common/projects', admin, {
      clientCode: 'nwg-pop',
      name: 'Northwind Pop-up',
      vendorId: ids.nwg,
      warehouseId: ids.dal,
    });
    expect(created.statusCode).toBe(201);
    const project = created.json();
    expect(project).toMatchObject({ clientCode: 'NWG-POP', enabled: true, version: 1 });

    const list = await post('/api/common/projects/listItems', admin, { search: 'pop-up' });
    expect(list.json()).toEqual([expect.objectContaining({ id: project.id })]);

    const duplicate = await post('/api/common/projects', admin, {
      clientCode: 'NWG-POP',
      name: 'Again',
      vendorId: ids.nwg,
    });
    expect(duplicate.json().fields).toEqual({ clientCode: 'Another storefront already uses this code' });

    const moved = await post('/api/common/projects/edit', admin, { ...project, vendorId: ids.bpo });
    expect(moved.json().fields).toEqual({ vendorId: 'The vendor of a storefront cannot change' });
    const foreignStore = await post('/api/common/projects/edit', admin, {
      ...project,
      onlySyncStoreId: ids.nwgStore,
    });
    expect(foreignStore.json().fields).toEqual({ onlySyncStoreId: 'Choose a store of this storefront' });
    const renamed = await post('/api/common/projects/edit', admin, {
      ...project,
      name: 'Northwind Pop-up 2',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Northwind Pop-up 2', version: 2 });
  });

  it('are disabled and enabled by their own actions, with storefronts.toggle only', async () => {
    const url = (action: string) => `/api/common/projects/${ids.nwgShop}/${action}`;
    expect((await post(url('disable'), manager)).statusCode).toBe(403);
    const disabled = await post(url('disable'), admin);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json()).toMatchObject({ id: ids.nwgShop, enabled: false });
    // Already disabled: the same answer, no new version.
    expect((await post(url('disable'), admin)).json().version).toBe(disabled.json().version);
    const onlyDisabled = await post('/api/common/projects/listItems', admin, { enabled: false });
    expect(onlyDisabled.json().map((p: { id: number }) => p.id)).toEqual([ids.nwgShop]);
    // An edit does not move the flag; only the actions do.
    const edited = await post('/api/common/projects/edit', admin, {
      ...(disabled.json() as object),
      enabled: true,
    });
    expect(edited.json().enabled).toBe(false);
    const enabled = await post(url('enable'), admin);
    expect(enabled.json()).toMatchObject({ enabled: true, version: edited.json().version + 1 });
    const logged = await t.database.db
      .select({ action: actionLog.action })
      .from(actionLog)
      .where(and(eq(actionLog.resource, 'projects'), eq(actionLog.resourceId, String(ids.nwgShop))));
    expect(logged.map((l) => l.action)).toEqual(expect.arrayContaining(['disable', 'enable']));
    expect((await post('/api/common/projects/2000000000/enable', admin)).statusCode).toBe(404);
  });
});

describe('stores', () => {
  it('are created, hidden and kept with their storefront', async () => {
    const created = await post('/api/common/stores', admin, {
      name: 'Northwind Etsy',
      projectId: ids.nwgShop,
    });
    expect(created.statusCode).toBe(201);
    const store = created.json();
    expect(store.shouldIgnoreIt).toBe(false);
    const hidden = await post('/api/common/stores/edit', admin, { ...store, shouldIgnoreIt: true });
    expect(hidden.json()).toMatchObject({ shouldIgnoreIt: true, version: 2 });
    const moved = await post('/api/common/stores/edit', admin, {
      ...(hidden.json() as object),
      projectId: ids.bpoDtc,
    });
    expect(moved.json().fields).toEqual({ projectId: 'A store cannot move to another storefront' });
    const listed = await post('/api/common/stores/listItems', admin, {
      projectId: ids.nwgShop,
      shouldIgnoreIt: true,
    });
    expect(listed.json().items.map((s: { name: string }) => s.name)).toEqual(['Northwind Etsy']);
    expect((await t.request('DELETE', `/api/common/stores/${store.id}`, { token: admin })).statusCode).toBe(
      204,
    );
  });
});

describe('order groups', () => {
  it('hold stores of their own storefront, once each, under a name unique in the storefront', async () => {
    const body = { projectId: ids.nwgShop, name: 'Wave 2', storeIds: [ids.nwgStore, ids.nwgStore] };
    const created = await post('/api/common/orderGroups', admin, body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Wave 2', storeIds: [ids.nwgStore], description: null });
    const again = await post('/api/common/orderGroups', admin, body);
    expect(again.json().fields).toEqual({
      name: 'This storefront already has an order group with this name',
    });
    const foreign = await post('/api/common/orderGroups', admin, {
      ...body,
      name: 'W3',
      storeIds: [ids.bpoStore],
    });
    expect(foreign.json().fields).toEqual({ storeIds: 'Choose stores of this storefront' });
    const byStore = await post('/api/common/orderGroups/listItems', admin, { storeId: ids.nwgStore });
    expect(byStore.json().items.map((g: { name: string }) => g.name)).toContain('Wave 2');
    const id = created.json().id as number;
    expect((await t.request('DELETE', `/api/common/orderGroups/${id}`, { token: admin })).statusCode).toBe(
      204,
    );
  });
});

describe('a brand user with every storefront permission', () => {
  it('lists only its own storefronts, stores and order groups', async () => {
    const projectsList = (await post('/api/common/projects/listItems', brand, { perPage: 200 })).json();
    expect(projectsList.length).toBeGreaterThan(0);
    expect(projectsList.every((p: { vendorId: number }) => p.vendorId === ids.nwg)).toBe(true);
    const own = new Set(projectsList.map((p: { id: number }) => p.id));
    const storesList = (await post('/api/common/stores/listItems', brand, { perPage: 200 })).json();
    expect(storesList.items.every((s: { projectId: number }) => own.has(s.projectId))).toBe(true);
    const groups = (await post('/api/common/orderGroups/listItems', brand, { perPage: 200 })).json();
    expect(groups.total).toBeGreaterThan(0);
    expect(groups.items.every((g: { projectId: number }) => own.has(g.projectId))).toBe(true);
    const filtered = await post('/api/common/orderGroups/listItems', brand, { projectId: ids.bpoDtc });
    expect(filtered.json()).toEqual({ total: 0, items: [] });
  });

  it('gets 404 for Bluepeak rows on read, edit, delete and actions, and writes nothing', async () => {
    const [before] = await t.database.db.select().from(projects).where(eq(projects.id, ids.bpoDtc));
    expect((await get(`/api/common/projects/${ids.bpoDtc}`, brand)).statusCode).toBe(404);
    expect((await post('/api/common/projects/edit', brand, { ...before, name: 'Mine' })).statusCode).toBe(
      404,
    );
    expect((await post(`/api/common/projects/${ids.bpoDtc}/disable`, brand)).statusCode).toBe(404);
    expect((await get(`/api/common/stores/${ids.bpoStore}`, brand)).statusCode).toBe(404);
    expect((await get(`/api/common/orderGroups/${ids.bpoGroup}`, brand)).statusCode).toBe(404);
    expect(
      (await t.request('DELETE', `/api/common/orderGroups/${ids.bpoGroup}`, { token: brand })).statusCode,
    ).toBe(404);
    const [after] = await t.database.db.select().from(projects).where(eq(projects.id, ids.bpoDtc));
    expect(after).toEqual(before);
    expect(
      await t.database.db
        .select()
        .from(storefrontOrderGroups)
        .where(eq(storefrontOrderGroups.id, ids.bpoGroup)),
    ).toHaveLength(1);
  });

  it('cannot create a storefront, store or order group for Bluepeak', async () => {
    const storefront = await post('/api/common/projects', brand, {
      clientCode: 'BPO-X',
      name: 'Not mine',
      vendorId: ids.bpo,
    });
    expect(storefront.json().fields).toEqual({ vendorId: 'Choose a vendor you have access to' });
    const store = await post('/api/common/stores', brand, { name: 'Not mine', projectId: ids.bpoDtc });
    expect(store.json().fields).toEqual({ projectId: 'Choose a project you have access to' });
    const group = await post('/api/common/orderGroups', brand, { name: 'Not mine', projectId: ids.bpoDtc });
    expect(group.json().fields).toEqual({ projectId: 'Choose a project you have access to' });
    const own = await post('/api/common/orderGroups', brand, { name: 'Mine', projectId: ids.nwgShop });
    expect(own.statusCode).toBe(201);
  });
});
