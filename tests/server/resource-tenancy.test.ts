/**
 * Tenant isolation, generated from the declarations: for every base and every role, a list never
 * answers a row whose vendor, warehouse or project lies outside the user's access (checked on the
 * declaration's scope columns); a row of another tenant answers 404 on get, edit and delete (403 where
 * the role may not call at all); and a limited user cannot write a row for another tenant.
 */
import {
  and,
  count,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../server/db/demo-logins';
import { projects, vendors, warehouses } from '../../server/db/schema';
import { resources } from '../../server/resources';
import { type ResourceDecl } from '../../server/resources/resource';
import { roles, type Role } from '../../src/domain/permissions';
import { startTestApp, type TestApp } from './harness';
import { ANY_SIGNED_IN } from '../../server/auth/policy';

interface Session {
  token: string;
  permissions: string[];
  roles: string[];
  accessVendorIds: number[] | null;
  accessWarehouseIds: number[] | null;
  /** Projects the user may see: vendor in access, warehouse (when set) in access. */
  projectIds: Set<number>;
}

let t: TestApp;
let admin: string;
const sessions = new Map<Role, Session>();
let bpo: number;
let bpoProjects: number[];

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const projectRows = await db.select().from(projects);
  for (const role of roles) {
    const login = demoLogins.find((l) => l.role === role)!;
    const body = await t.login(login.email);
    const accessVendorIds = body.accessVendorIds as number[] | null;
    const accessWarehouseIds = body.accessWarehouseIds as number[] | null;
    const projectIds = new Set(
      projectRows
        .filter((p) => accessVendorIds === null || accessVendorIds.includes(p.vendorId))
        .filter(
          (p) =>
            accessWarehouseIds === null ||
            p.warehouseId === null ||
            accessWarehouseIds.includes(p.warehouseId),
        )
        .map((p) => p.id),
    );
    sessions.set(role, {
      token: body.jwtToken,
      permissions: body.permissions,
      roles: body.userRoles,
      accessVendorIds,
      accessWarehouseIds,
      projectIds,
    });
  }
  admin = sessions.get('developer')!.token;
  [{ id: bpo }] = (await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.code, 'BPO'))) as [
    { id: number },
  ];
  bpoProjects = projectRows.filter((p) => p.vendorId === bpo).map((p) => p.id);
});
afterAll(() => t.close());

const holds = (s: Session, list: readonly string[]) =>
  list.some(
    (e) =>
      e === ANY_SIGNED_IN ||
      (e.startsWith('role:') ? s.roles.includes(e.slice(5)) : s.permissions.includes(e)),
  );

const keyOf = (decl: ResourceDecl, column: PgColumn) =>
  Object.entries(getTableColumns(decl.table)).find(([, c]) => c === column)![0];
const warehouseColumns = (decl: ResourceDecl): PgColumn[] => {
  const w = decl.scope?.warehouse;
  return w === undefined ? [] : Array.isArray(w) ? [...w] : [w];
};
/** Project-scoped bases (stores, order tags, storefront products, order groups) reach their tenant through it. */
const projectColumn = (decl: ResourceDecl) => decl.scope?.project;

/** Why a listed row lies outside the user's access, or null when it does not. */
function outsideScope(decl: ResourceDecl, s: Session, row: Record<string, unknown>): string | null {
  if (decl.scope?.vendor && s.accessVendorIds) {
    const v = row[keyOf(decl, decl.scope.vendor)] as number | null;
    if (v === null || !s.accessVendorIds.includes(v)) return `vendor ${v}`;
  }
  const whKeys = warehouseColumns(decl).map((c) => keyOf(decl, c));
  if (whKeys.length && s.accessWarehouseIds) {
    const values = whKeys.map((k) => row[k] as number | null);
    const allNull = values.every((v) => v === null);
    const anyIn = values.some((v) => v !== null && s.accessWarehouseIds!.includes(v));
    if (!(anyIn || (allNull && decl.scope?.warehouseOptional))) return `warehouse ${values.join('/')}`;
  }
  const project = projectColumn(decl);
  if (project && (s.accessVendorIds || s.accessWarehouseIds)) {
    const p = row[keyOf(decl, project)] as number | null;
    if (p === null ? !decl.scope?.projectOptional : !s.projectIds.has(p)) return `project ${p}`;
  }
  return null;
}

/** A row the session must not see: another vendor's (for vendor users) or another warehouse's. */
async function foreignRowId(decl: ResourceDecl, s: Session): Promise<number | string | null> {
  const conditions: SQL[] = [];
  if (s.accessVendorIds) {
    const project = projectColumn(decl);
    if (decl.scope?.vendor) conditions.push(eq(decl.scope.vendor, bpo));
    else if (project) conditions.push(inArray(project, bpoProjects));
    else return null;
  } else if (s.accessWarehouseIds) {
    const columns = warehouseColumns(decl);
    if (!columns.length) return null;
    const outside = (c: PgColumn) => or(isNull(c), notInArray(c, s.accessWarehouseIds!))!;
    conditions.push(...columns.map(outside), or(...columns.map((c) => isNotNull(c)))!);
  } else return null;
  const [row] = await t.database.db
    .select({ id: decl.id })
    .from(decl.table)
    .where(and(...conditions))
    .orderBy(decl.id)
    .limit(1);
  return (row?.id as number | string | undefined) ?? null;
}

const countRows = async (decl: ResourceDecl) =>
  (await t.database.db.select({ n: count() }).from(decl.table))[0]!.n;

describe.each(resources.map((decl) => [decl.base, decl] as const))('%s', (_base, decl) => {
  it.each(roles)('as %s: lists only rows in scope, never hidden fields', async (role) => {
    const s = sessions.get(role)!;
    if (!holds(s, decl.permissions.view)) return;
    const res = await t.request('POST', `${decl.base}/${decl.listPath}`, {
      token: s.token,
      body: { perPage: 200 },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const items = (decl.listAsArray ? body : body.items) as Record<string, unknown>[];
    const outside = items.map((row) => outsideScope(decl, s, row)).filter(Boolean);
    expect(outside).toEqual([]);
    for (const field of decl.hidden ?? []) expect(items.filter((row) => field in row)).toEqual([]);
  });

  it.each(['vendor', 'warehouse-manager'] as const)(
    'as %s: a row of another tenant answers 404 (or 403) and is not written',
    async (role) => {
      const s = sessions.get(role)!;
      const id = await foreignRowId(decl, s);
      if (id === null) {
        // Every vendor-scoped base has a Bluepeak row in the demo data.
        expect(role === 'vendor' && decl.scope?.vendor).toBeFalsy();
        return;
      }
      const asAdmin = await t.request('GET', `${decl.base}/${id}`, { token: admin });
      expect(asAdmin.statusCode).toBe(200);
      const row = asAdmin.json();
      const status = (list: readonly string[], permitted: number) => (holds(s, list) ? permitted : 403);
      const before = await countRows(decl);

      expect((await t.request('GET', `${decl.base}/${id}`, { token: s.token })).statusCode).toBe(
        status(decl.permissions.view, 404),
      );
      // The stored row is a valid edit body: the answer must be "not found", not a change.
      const edit = await t.request('POST', `${decl.base}/edit`, { token: s.token, body: row });
      expect(edit.statusCode).toBe(status(decl.permissions.edit, 404));
      expect((await t.request('DELETE', `${decl.base}/${id}`, { token: s.token })).statusCode).toBe(
        status(decl.permissions.delete, 404),
      );
      // Adding a copy of the foreign row must not create a row for that tenant.
      const add = await t.request('POST', decl.base, { token: s.token, body: row });
      expect([400, 403]).toContain(add.statusCode);
      if (holds(s, decl.permissions.create) && decl.scope?.vendor && role === 'vendor')
        expect(add.statusCode).toBe(400);

      expect(await countRows(decl)).toBe(before);
      const after = await t.request('GET', `${decl.base}/${id}`, { token: admin });
      expect(after.json()).toEqual(row);
    },
  );
});

describe('scope sanity', () => {
  it('gives the limited demo users something to see', async () => {
    const brand = sessions.get('vendor')!;
    const orders = (
      await t.request('POST', '/api/common/orders/listItems', { token: brand.token, body: {} })
    ).json();
    expect(orders.total).toBeGreaterThan(0);
    const wh = sessions.get('warehouse-manager')!;
    const [cmh] = await t.database.db.select().from(warehouses).where(eq(warehouses.code, 'CMH'));
    const transfers = (
      await t.request('POST', '/api/common/warehouseShipments/listItems', {
        token: wh.token,
        body: { orderStatus: -1 },
      })
    ).json();
    // A transfer from Columbus to Dallas is visible in Dallas.
    expect(transfers.items.some((r: { fromWarehouseId: number }) => r.fromWarehouseId === cmh!.id)).toBe(
      true,
    );
  });
});
