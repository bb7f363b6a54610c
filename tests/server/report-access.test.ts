/**
 * Every report call's access, generated from the route table (the /api/common/reports and
 * /api/common/generatedReports routes of `app.routeAccess()`), not hand-picked:
 * - permissions: every demo role × every call answers 403 exactly when the role holds none of the
 *   call's permissions, and otherwise gets past the check (never 5xx); a request of each report type
 *   needs that type's own permission;
 * - tenancy: each vendor demo user's answers name only its own vendor's storefronts and vendors,
 *   another vendor's storefront or vendor as a filter answers 404 or nothing, and another vendor's
 *   generated reports answer 404 on every call by id;
 * - bad filters: every report GET endpoint's query, and every report type's filter block, refuse each
 *   bad value (not a date, inverted or too long ranges, ids that are text, 0, fractions, 2^31, unknown
 *   choices, repeated parameters) with 400 and a message for that filter, never 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { ANY_SIGNED_IN, type RouteAccessEntry } from '../../server/auth/policy';
import { demoLogins, extraVendorLogins } from '../../server/db/demo-logins';
import { generatedReports, projects, vendors } from '../../server/db/schema';
import {
  INVENTORY_REPORT_PATH,
  inventoryReportQuerySchema,
  ORDERS_FULFILLMENT_REPORT_PATH,
  ordersFulfillmentReportQuerySchema,
  SHIPPED_REPORT_PATH,
  shippedReportQuerySchema,
} from '../../src/domain/contracts/operations-reports';
import {
  factoringLedgerQuerySchema,
  productsShippedQuerySchema,
  SALES_REPORTS_BASE,
  storefrontProductStatsQuerySchema,
} from '../../src/domain/contracts/sales-reports';
import {
  reportFilterSchemas,
  reportTypePermission,
  reportTypeValues,
  type ReportType,
} from '../../src/domain/resources/generated-report.schema';
import { startTestApp, type TestApp } from './harness';

interface Session {
  email: string;
  role: string;
  token: string;
  permissions: string[];
  roles: string[];
  vendorIds: number[] | null;
}
interface Tenant {
  vendor: { id: number; name: string; code: string };
  projects: { id: number; name: string; clientCode: string }[];
}

let t: TestApp;
let table: RouteAccessEntry[];
let admin: Session;
const sessions: Session[] = [];
const tenants: Tenant[] = [];

const REPORT_ROUTE = /^\/api\/common\/(reports|generatedReports)(\/|$)/;
const MISSING_ID = '2000000000';
const INT_OVERFLOW = String(2 ** 31);
/** Far-past days that no demo data reaches: the reports made here run fast and stay empty. */
const PAST = { dateFilter: 'custom', startDate: '2021-01-04', endDate: '2021-01-10' };

/** The query each report GET endpoint validates (src/domain/contracts), by its path. */
const querySchemas: Record<string, AnyObjectSchema> = {
  [SHIPPED_REPORT_PATH]: shippedReportQuerySchema,
  [INVENTORY_REPORT_PATH]: inventoryReportQuerySchema,
  [ORDERS_FULFILLMENT_REPORT_PATH]: ordersFulfillmentReportQuerySchema,
  [`${SALES_REPORTS_BASE}/storefront-product-stats`]: storefrontProductStatsQuerySchema,
  [`${SALES_REPORTS_BASE}/products-shipped`]: productsShippedQuerySchema,
  [`${SALES_REPORTS_BASE}/factoring-ledger`]: factoringLedgerQuerySchema,
};

const vendorSessions = () => sessions.filter((s) => s.vendorIds?.length === 1);
const tenantOf = (s: Session) => tenants.find((x) => x.vendor.id === s.vendorIds![0])!;
const others = (s: Session) => tenants.filter((x) => x.vendor.id !== s.vendorIds![0]);
const getRoutes = () => table.filter((r) => r.method === 'GET' && !r.url.includes(':'));
const getEndpoints = () => getRoutes().map((r) => r.url);
/** The report GET endpoints a user may call (the others answer 403: the matrix above). */
const endpointsOf = (s: Session) =>
  getRoutes()
    .filter((r) => holds(s, r.access))
    .map((r) => r.url);
const byIdRoutes = () =>
  table.filter((r) => r.url.includes('/:id') && r.access !== 'public' && r.access.length);

/** The test's own reading of an access list (an id, `role:<role>`, or any signed-in user). */
const holds = (s: Session, access: RouteAccessEntry['access']) =>
  access === 'public' ||
  access.some((entry) =>
    entry === ANY_SIGNED_IN
      ? true
      : entry.startsWith('role:')
        ? s.roles.includes(entry.slice(5))
        : s.permissions.includes(entry),
  );

function urlOf(path: string, query: Record<string, string | string[]> = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) params.append(key, one);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

const call = (s: Session, method: string, url: string, body?: unknown) =>
  t.request(method, url, { token: s.token, body: method === 'GET' ? undefined : (body ?? {}) });

/** The declared query fields of an endpoint: name, type, choices, max length, required. */
function fieldsOf(schema: AnyObjectSchema) {
  const described = schema.describe().fields as Record<
    string,
    {
      type: string;
      oneOf: unknown[];
      optional: boolean;
      tests: { name?: string; params?: { max?: number } }[];
    }
  >;
  return Object.entries(described).map(([name, d]) => ({
    name,
    type: d.type,
    choices: d.oneOf as string[],
    max: d.tests.find((x) => x.name === 'max')?.params?.max,
    tests: d.tests.map((x) => x.name),
    required: !d.optional,
  }));
}

/** The least query an endpoint answers: its required ids filled with the user's first storefront or vendor. */
function baseQuery(path: string, tenant: Tenant): Record<string, string> {
  const query: Record<string, string> = {};
  for (const f of fieldsOf(querySchemas[path]!).filter((x) => x.required))
    query[f.name] = String(f.name === 'vendorId' ? tenant.vendor.id : tenant.projects[0]!.id);
  return query;
}

/** The queries a user's tenancy is read with: the base query, and one per choice of each choice field. */
function tenancyQueries(path: string, tenant: Tenant): Record<string, string>[] {
  const base = baseQuery(path, tenant);
  const choices = fieldsOf(querySchemas[path]!).flatMap((f) =>
    f.choices.map((c) => ({ ...base, [f.name]: c })),
  );
  return [base, ...choices];
}

/** Every storefront or vendor an answer names: ids under vendorId/projectId/storefrontIds, and names. */
function namedTenants(answer: unknown, key = '', found = new Set<string>()): Set<string> {
  if (Array.isArray(answer)) answer.forEach((v) => namedTenants(v, key, found));
  else if (answer && typeof answer === 'object')
    for (const [k, v] of Object.entries(answer)) namedTenants(v, k, found);
  else if (typeof answer === 'number' && ['vendorId', 'projectId', 'storefrontIds'].includes(key))
    found.add(`${key === 'vendorId' ? 'vendor' : 'storefront'}:${answer}`);
  else if (typeof answer === 'string') found.add(`text:${answer}`);
  return found;
}

/** What names a tenant in an answer. */
const marks = (x: Tenant) => [
  `vendor:${x.vendor.id}`,
  `text:${x.vendor.name}`,
  `text:${x.vendor.code}`,
  ...x.projects.flatMap((p) => [`storefront:${p.id}`, `text:${p.name}`, `text:${p.clientCode}`]),
];
const foreignIn = (answer: unknown, s: Session) => {
  const named = namedTenants(answer);
  return others(s)
    .flatMap(marks)
    .filter((m) => named.has(m));
};

/** Every figure of an answer (numbers that are not ids or the timezone). */
function figures(answer: unknown, key = ''): number[] {
  if (Array.isArray(answer)) return answer.flatMap((v) => figures(v, key));
  if (answer && typeof answer === 'object') return Object.entries(answer).flatMap(([k, v]) => figures(v, k));
  const isFigure = typeof answer === 'number' && key !== 'id' && !/Id$|timezoneOffset/.test(key);
  return isFigure ? [answer] : [];
}

beforeAll(async () => {
  t = await startTestApp();
  table = t.app.routeAccess().filter((r) => REPORT_ROUTE.test(r.url));
  for (const login of [...demoLogins, ...extraVendorLogins]) {
    const body = await t.login(login.email);
    sessions.push({
      email: login.email,
      role: login.role,
      token: body.jwtToken,
      permissions: body.permissions,
      roles: body.userRoles,
      vendorIds: (body.accessVendorIds as number[] | null) ?? null,
    });
  }
  admin = sessions.find((s) => s.role === 'admin')!;
  const allProjects = await t.database.db.select().from(projects);
  for (const v of await t.database.db.select().from(vendors))
    tenants.push({
      vendor: { id: v.id, name: v.name, code: v.code },
      projects: allProjects.filter((p) => p.vendorId === v.id),
    });
  // Each vendor has reports of its own: one its user asked for, and one an admin asked about it.
  for (const s of vendorSessions()) {
    const own = tenantOf(s);
    const asked = await call(s, 'POST', '/api/common/generatedReports', {
      type: 'StorefrontShippedCount',
      name: `${own.vendor.code} shipments`,
      filters: PAST,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const about = await call(admin, 'POST', '/api/common/generatedReports', {
      type: 'FactoringFinanceInvoiceReport',
      name: `${own.vendor.code} factoring`,
      filters: { ...PAST, vendorId: own.vendor.id },
    });
    expect(about.statusCode, about.body).toBe(201);
  }
  await t.app.jobs.runner.drain();
});
afterAll(() => t.close());

describe('report permissions', () => {
  it('reads every report call from the route table', () => {
    expect(table.length).toBeGreaterThanOrEqual(15);
    expect(getEndpoints().sort()).toEqual(Object.keys(querySchemas).sort());
    expect(sessions.map((s) => s.role)).toEqual(
      expect.arrayContaining([...new Set(demoLogins.map((l) => l.role))]),
    );
  });

  it.each(demoLogins.map((l) => [l.role, l.email] as const))(
    '%s (%s): 403 exactly when the role holds none of the call’s permissions, never 5xx',
    async (_, email) => {
      const s = sessions.find((x) => x.email === email)!;
      const wrong: string[] = [];
      for (const route of table) {
        const url = route.url.replace(/:\w+/g, MISSING_ID);
        const res = await call(s, route.method, url);
        const allowed = holds(s, route.access);
        if (res.statusCode >= 500 || (res.statusCode === 403) === allowed)
          wrong.push(`${route.method} ${route.url}: ${res.statusCode} (${allowed ? 'allowed' : 'refused'})`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it('a request of each type needs that type’s own permission', async () => {
    const wrong: string[] = [];
    for (const s of sessions)
      for (const type of reportTypeValues) {
        const res = await call(s, 'POST', '/api/common/generatedReports', {
          type,
          name: `${type} by ${s.role}`,
          filters: PAST,
        });
        const expected = s.permissions.includes(reportTypePermission[type]) ? 201 : 403;
        if (res.statusCode !== expected) wrong.push(`${s.email} ${type}: ${res.statusCode}, not ${expected}`);
      }
    expect(wrong).toEqual([]);
    await t.app.jobs.runner.drain();
  });
});

describe('report tenancy', () => {
  it('has two vendor users to tell apart', () => {
    expect(vendorSessions().map((s) => s.email)).toEqual(['brand@northwind.test', 'brand@bluepeak.test']);
  });

  it.each(['brand@northwind.test', 'brand@bluepeak.test'])(
    '%s: every report answer names only its own vendor’s storefronts and vendors',
    async (email) => {
      const s = sessions.find((x) => x.email === email)!;
      const leaks: string[] = [];
      let adminSawOthers = 0;
      for (const path of endpointsOf(s))
        for (const query of tenancyQueries(path, tenantOf(s))) {
          const res = await call(s, 'GET', urlOf(path, query));
          expect(res.statusCode, `${urlOf(path, query)}: ${res.body}`).toBe(200);
          const foreign = foreignIn(res.json(), s);
          if (foreign.length) leaks.push(`${urlOf(path, query)}: ${foreign.join(', ')}`);
          const asAdmin = await call(admin, 'GET', urlOf(path, query));
          if (foreignIn(asAdmin.json(), s).length) adminSawOthers += 1;
        }
      expect(leaks).toEqual([]);
      // Not vacuous: the same calls name other vendors for an admin.
      expect(adminSawOthers).toBeGreaterThan(0);

      const list = await call(s, 'POST', '/api/common/generatedReports/listItems', { perPage: 100 });
      expect(list.statusCode).toBe(200);
      const rows = (list.json() as { items: { vendorId: number | null; projectId: number | null }[] }).items;
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((r) => r.vendorId !== s.vendorIds![0])).toEqual([]);
      expect(foreignIn(rows, s)).toEqual([]);
    },
  );

  it.each(['brand@northwind.test', 'brand@bluepeak.test'])(
    '%s: another vendor’s storefront or vendor as a filter answers 404 or nothing',
    async (email) => {
      const s = sessions.find((x) => x.email === email)!;
      const wrong: string[] = [];
      for (const path of endpointsOf(s)) {
        const names = fieldsOf(querySchemas[path]!).map((f) => f.name);
        for (const other of others(s)) {
          const filters = [
            ...(names.includes('projectId') ? other.projects.map((p) => ({ projectId: String(p.id) })) : []),
            ...(names.includes('vendorId') ? [{ vendorId: String(other.vendor.id) }] : []),
          ];
          for (const filter of filters) {
            const url = urlOf(path, { ...baseQuery(path, tenantOf(s)), ...filter });
            const res = await call(s, 'GET', url);
            if (res.statusCode === 404) continue;
            const body: unknown = res.statusCode === 200 ? res.json() : null;
            if (res.statusCode !== 200 || figures(body).some((n) => n !== 0) || foreignIn(body, s).length)
              wrong.push(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(['brand@northwind.test', 'brand@bluepeak.test'])(
    '%s: another vendor’s generated reports answer 404 on every call by id; its own open',
    async (email) => {
      const s = sessions.find((x) => x.email === email)!;
      const all = await t.database.db.select().from(generatedReports);
      const foreign = all.filter((r) => r.vendorId !== s.vendorIds![0]);
      // Its own that it may read: a type it holds the permission of (an admin's factoring report about
      // the vendor stays the admin's: brands do not hold billing.factoringLedger).
      const own = all.filter(
        (r) =>
          r.vendorId === s.vendorIds![0] &&
          s.permissions.includes(reportTypePermission[r.type as ReportType]),
      );
      expect(foreign.length).toBeGreaterThan(1);
      expect(own.length).toBeGreaterThan(0);
      const wrong: string[] = [];
      for (const report of foreign)
        for (const route of byIdRoutes()) {
          const url =
            route.url.replace(':id', String(report.id)) + (route.url.endsWith('/file') ? '?format=csv' : '');
          const res = await call(s, route.method, url);
          if (res.statusCode !== 404)
            wrong.push(`${route.method} ${url} (${report.name}): ${res.statusCode}`);
        }
      expect(wrong).toEqual([]);
      for (const report of own)
        expect((await call(s, 'GET', `/api/common/generatedReports/${report.id}/view`)).statusCode).toBe(200);
    },
  );
});

type QueryField = ReturnType<typeof fieldsOf>[number];
type Query = Record<string, string | string[]>;

/** Bad values of a query field, by what it declares (ids past the int range: `overflowCases`). */
function badValues(f: QueryField): string[] {
  const values: string[] = [];
  if (f.tests.includes('day'))
    values.push('yesterday', '2026-02-30', '2026-13-01', '26-11-01', '2026-11-01T00:00');
  if (f.type === 'number') values.push('abc', '1.5', '-1', '0', '1e400');
  if (f.choices.length) values.push('nope', f.choices[0]!.toUpperCase());
  if (f.type === 'string' && f.max !== undefined) values.push('x'.repeat(f.max + 1));
  if (f.type === 'number' && f.max !== undefined) values.push(String(f.max + 1));
  return values;
}

/** An endpoint's bad queries, each with the field its message must name. */
function badQueries(path: string, values: (f: QueryField) => string[]): [Query, string][] {
  const base = baseQuery(
    path,
    tenants.find((x) => x.vendor.code === 'NWG')!,
  );
  const fields = fieldsOf(querySchemas[path]!);
  const cases: [Query, string][] = [];
  for (const f of fields) {
    for (const value of values(f)) cases.push([{ ...base, [f.name]: value }, f.name]);
    if (f.required && values === badValues)
      cases.push([Object.fromEntries(Object.entries(base).filter(([k]) => k !== f.name)), f.name]);
  }
  if (values === badValues && fields.some((f) => f.name === 'from') && fields.some((f) => f.name === 'to')) {
    cases.push([{ ...base, from: '2026-11-30', to: '2026-11-01' }, 'to']);
    cases.push([{ ...base, from: '2024-01-01', to: '2026-01-01' }, 'to']);
  }
  return cases;
}

/** The queries that do not answer 400 with a message for their field. */
async function unrefused(path: string, cases: [Query, string][]): Promise<string[]> {
  const wrong: string[] = [];
  for (const [query, field] of cases) {
    const res = await call(admin, 'GET', urlOf(path, query));
    const body = res.statusCode === 400 ? (res.json() as { fields?: Record<string, string> }) : null;
    if (!body?.fields?.[field])
      wrong.push(`${urlOf(path, query)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  return wrong;
}

/** Bad values of a report type's filter field, by what it declares. */
function badFilterValues(f: QueryField, overflow: boolean): unknown[] {
  if (overflow) return f.type === 'number' ? [2 ** 31] : f.type === 'array' ? [[2 ** 31]] : [];
  const values: unknown[] = [];
  if (f.tests.includes('day')) values.push('2026-02-30', 'yesterday', 20260101);
  if (f.type === 'number') values.push('abc', 0, 1.5);
  if (f.type === 'array') values.push('abc', [0], ['x'], [1.5]);
  if (f.type === 'boolean') values.push('sometimes');
  if (f.choices.length) values.push('nope');
  if (f.type === 'string' && f.max !== undefined) values.push('x'.repeat(f.max + 1));
  return values;
}

/** The filter values a request of `type` takes without a message for that filter. */
async function unrefusedFilters(type: ReportType, cases: [string, unknown][]): Promise<string[]> {
  const wrong: string[] = [];
  for (const [name, value] of cases) {
    const res = await call(admin, 'POST', '/api/common/generatedReports', {
      type,
      name: 'Bad filters',
      filters: { ...PAST, [name]: value },
    });
    const fields = res.statusCode === 400 ? (res.json() as { fields?: Record<string, string> }).fields : null;
    // A list's message names its entry: filters.storefrontIds[0].
    if (!Object.keys(fields ?? {}).some((k) => k === `filters.${name}` || k.startsWith(`filters.${name}[`)))
      wrong.push(`${name}=${JSON.stringify(value)}: ${res.statusCode} ${res.body.slice(0, 160)}`);
  }
  return wrong;
}

const filterCases = (type: ReportType, overflow: boolean): [string, unknown][] =>
  fieldsOf(reportFilterSchemas[type]).flatMap((f) =>
    badFilterValues(f, overflow).map((v) => [f.name, v] as [string, unknown]),
  );

describe('bad report filters', () => {
  it.each(Object.keys(querySchemas))('GET %s: 400 with a message for each bad filter', async (path) => {
    const cases = badQueries(path, badValues);
    expect(cases.length).toBeGreaterThan(fieldsOf(querySchemas[path]!).length);
    expect(await unrefused(path, cases)).toEqual([]);
  });

  it.each(reportTypeValues)('a %s request: 400 with a message for each bad filter', async (type) => {
    // And an end before the start (PAST's start date).
    const cases = [...filterCases(type, false), ['endDate', '2021-01-01'] as [string, unknown]];
    expect(await unrefusedFilters(type, cases)).toEqual([]);
  });

  it('an id past the int range (2^31) is refused as that filter’s mistake, not by the database', async () => {
    const wrong: string[] = [];
    for (const path of Object.keys(querySchemas))
      wrong.push(
        ...(await unrefused(
          path,
          badQueries(path, (f) => (f.type === 'number' ? [INT_OVERFLOW] : [])),
        )),
      );
    for (const type of reportTypeValues)
      wrong.push(...(await unrefusedFilters(type, filterCases(type, true))));
    expect(wrong).toEqual([]);
  });

  it('a repeated query parameter never fails the server', async () => {
    for (const path of Object.keys(querySchemas))
      for (const [query] of badQueries(path, () => ['1'])) {
        const repeated = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [String(v), '2']]));
        const res = await call(admin, 'GET', urlOf(path, repeated));
        expect(res.statusCode, `${urlOf(path, repeated)}: ${res.body.slice(0, 160)}`).toBeLessThan(500);
      }
  });

  it('a report file in an unknown format, and ids that are not ids, never reach the report', async () => {
    const [report] = await t.database.db.select().from(generatedReports).limit(1);
    for (const format of ['pdf', '', 'CSV']) {
      const res = await call(
        admin,
        'GET',
        `/api/common/generatedReports/${report!.id}/file?format=${format}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('format');
    }
    for (const route of byIdRoutes())
      for (const id of ['abc', '0', '-1', '1.5', INT_OVERFLOW, '99999999999999999999']) {
        const res = await call(admin, route.method, route.url.replace(':id', id));
        expect([400, 404], `${route.method} ${route.url} ${id}: ${res.body}`).toContain(res.statusCode);
      }
  });
});
