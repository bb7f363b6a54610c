import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

interface Project {
  id: number;
  name: string;
  clientCode: string;
  vendorId: number;
  warehouseId: number | null;
  stores: { id: number; name: string; projectId: number; shouldIgnoreIt: boolean }[];
}
interface MyMain {
  warehouses: { id: number; code: string; fullName: string; wmsType: number }[];
  projects: Project[];
  stores: { id: number; name: string; projectId: number }[];
  vendors: { id: number; code: string; name: string }[];
  manufacturingVendors: { id: number; name: string; isThirdParty: boolean }[];
  contentTemplates: { id: number; name: string; projectId: number | null }[];
}

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await startTestApp();
  for (const email of [
    'brand@northwind.test',
    'brand@bluepeak.test',
    'warehouse@dockhand.test',
    'admin@dockhand.test',
  ]) {
    tokens.set(email, (await t.login(email)).jwtToken);
  }
});
afterAll(() => t.close());

async function get<T>(email: string, url: string): Promise<T> {
  const res = await t.request('GET', url, { token: tokens.get(email)! });
  expect(res.statusCode).toBe(200);
  return res.json() as T;
}

const codes = (rows: { code: string }[]) => rows.map((r) => r.code).sort();
const clientCodes = (rows: Project[]) => rows.map((p) => p.clientCode).sort();

describe('GET /api/myMain', () => {
  it('shows a Northwind user only vendor NWG, its projects and their stores, never Bluepeak rows', async () => {
    const main = await get<MyMain>('brand@northwind.test', '/api/myMain');
    expect(codes(main.vendors)).toEqual(['NWG']);
    const nwg = main.vendors[0]!.id;
    expect(clientCodes(main.projects)).toEqual(['NWG-SHOP', 'NWG-WHSL']);
    expect(main.projects.every((p) => p.vendorId === nwg)).toBe(true);
    expect(main.stores.map((s) => s.name).sort()).toEqual([
      'Northwind Amazon',
      'Northwind B2B Portal',
      'Northwind Shopify',
    ]);
    const projectIds = main.projects.map((p) => p.id);
    expect(main.stores.every((s) => projectIds.includes(s.projectId))).toBe(true);
    expect(JSON.stringify(main)).not.toMatch(/Bluepeak|BPO/);
    // Vendor users do no manufacturing, and see only templates meant for them.
    expect(main.manufacturingVendors).toEqual([]);
    expect(main.contentTemplates.map((c) => c.name)).toEqual(['Order shipped']);
  });

  it('shows a Bluepeak user only its own vendor, never Northwind rows', async () => {
    const main = await get<MyMain>('brand@bluepeak.test', '/api/myMain');
    expect(codes(main.vendors)).toEqual(['BPO']);
    expect(clientCodes(main.projects)).toEqual(['BPO-DTC']);
    expect(JSON.stringify(main)).not.toMatch(/Northwind|NWG/);
  });

  it('shows the warehouse manager only DAL and RNO and the projects of those warehouses', async () => {
    const main = await get<MyMain>('warehouse@dockhand.test', '/api/myMain');
    expect(codes(main.warehouses)).toEqual(['DAL', 'RNO']);
    const allowed = main.warehouses.map((w) => w.id);
    expect(clientCodes(main.projects)).toEqual(['BPO-DTC', 'NWG-SHOP', 'NWG-WHSL']);
    expect(main.projects.every((p) => p.warehouseId !== null && allowed.includes(p.warehouseId))).toBe(true);
    expect(main.stores.map((s) => s.name)).not.toContain('Kettle Subscriptions');
  });

  it('shows an admin all four warehouses, including the external one (wmsType 2), and everything else', async () => {
    const main = await get<MyMain>('admin@dockhand.test', '/api/myMain');
    expect(codes(main.warehouses)).toEqual(['CMH', 'DAL', 'MEM', 'RNO']);
    expect(main.warehouses.find((w) => w.code === 'MEM')).toMatchObject({ wmsType: 2 });
    expect(codes(main.vendors)).toEqual(['BPO', 'KTC', 'LUM', 'NWG']);
    expect(main.projects).toHaveLength(5);
    expect(main.stores).toHaveLength(8);
    expect(main.manufacturingVendors.map((m) => m.name).sort()).toEqual([
      'In-house Kitting',
      'Precision Pack Co.',
    ]);
    // The two storefront templates and the demo automations' Report ready (server/db/seed/automations.ts).
    expect(main.contentTemplates).toHaveLength(3);
  });

  it('needs a token', async () => {
    expect((await t.request('GET', '/api/myMain')).statusCode).toBe(401);
  });
});

describe('GET /api/myprojects, /api/myvendors, /api/mywarehouses', () => {
  it('answers the projects as a plain array, with their stores, scoped to the vendor', async () => {
    const projects = await get<Project[]>('brand@northwind.test', '/api/myprojects');
    expect(Array.isArray(projects)).toBe(true);
    expect(clientCodes(projects)).toEqual(['NWG-SHOP', 'NWG-WHSL']);
    expect(
      projects
        .find((p) => p.clientCode === 'NWG-SHOP')!
        .stores.map((s) => s.name)
        .sort(),
    ).toEqual(['Northwind Amazon', 'Northwind Shopify']);
  });

  it('scopes the projects of the warehouse manager to DAL and RNO', async () => {
    expect(clientCodes(await get<Project[]>('warehouse@dockhand.test', '/api/myprojects'))).toEqual([
      'BPO-DTC',
      'NWG-SHOP',
      'NWG-WHSL',
    ]);
  });

  it('scopes the vendors', async () => {
    expect(codes(await get('brand@northwind.test', '/api/myvendors'))).toEqual(['NWG']);
    expect(codes(await get('brand@bluepeak.test', '/api/myvendors'))).toEqual(['BPO']);
    expect(codes(await get('admin@dockhand.test', '/api/myvendors'))).toHaveLength(4);
  });

  it('scopes the warehouses', async () => {
    expect(codes(await get('warehouse@dockhand.test', '/api/mywarehouses'))).toEqual(['DAL', 'RNO']);
    expect(codes(await get('admin@dockhand.test', '/api/mywarehouses'))).toEqual([
      'CMH',
      'DAL',
      'MEM',
      'RNO',
    ]);
  });
});
