/**
 * The authorization matrix, generated from the declarations (server/resources/index.ts): every base ×
 * every role (signed in as that role's demo user) × list, get, add, edit, delete. A call answers 403
 * exactly when the role holds none of the call's permissions; otherwise it gets past the check and
 * answers what the empty or unknown input deserves. Tenant isolation is resource-tenancy.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../server/db/demo-logins';
import { resources } from '../../server/resources';
import { type ResourceDecl } from '../../server/resources/resource';
import { isKnownPermission, isRole, roles, type Role } from '../../src/domain/permissions';
import { startTestApp, type TestApp } from './harness';
import { ANY_SIGNED_IN } from '../../server/auth/policy';

interface Session {
  token: string;
  permissions: string[];
  roles: string[];
}

let t: TestApp;
const sessions = new Map<Role, Session>();

beforeAll(async () => {
  t = await startTestApp();
  for (const role of roles) {
    // The first demo user of each role; for vendor that is brand@northwind.test.
    const login = demoLogins.find((l) => l.role === role)!;
    const body = await t.login(login.email);
    sessions.set(role, { token: body.jwtToken, permissions: body.permissions, roles: body.userRoles });
  }
});
afterAll(() => t.close());

/** The test's own reading of a permission list (an id, `role:<role>`, or any signed-in user). */
function holds(session: Session, list: readonly string[]): boolean {
  return list.some((entry) =>
    entry === ANY_SIGNED_IN
      ? true
      : entry.startsWith('role:')
        ? session.roles.includes(entry.slice(5))
        : session.permissions.includes(entry),
  );
}

const missingId = (decl: ResourceDecl) =>
  decl.idType === 'uuid' ? '00000000-0000-4000-8000-000000000000' : 2_000_000_000;

/** The bases of spec §7, written out. */
const under = (prefix: string, names: string) => names.split(' ').map((n) => `${prefix}/${n}`);
/**
 * Bases the spec does not list, for screens it does: the logs of /other/logs, /warehouses and the
 * storefront order groups of /other/storefronts/orderGroups, the packing lists of
 * /warehouses/packing-lists, the shipment address book (shipmentAddressId) of the manual and bulk
 * shipment forms, the manufacturing vendors of /manufacturing/vendors.
 */
const ownBases = [
  '/api/manufacturing/vendors',
  '/api/admin/apiLogs',
  '/api/admin/systemLogs',
  '/api/common/warehouses',
  '/api/common/orderGroups',
  '/api/common/packingLists',
  '/api/common/shipmentAddresses',
  // Activity rate cards beside spec §7's carrier rate cards (issue 18).
  '/api/common/activityRateCards',
  // The factoring ledger's fees and repayments (issue 18).
  '/api/common/factoringTransactions',
];

const specBases = [
  '/api/po',
  ...under(
    '/api/common',
    'purchaseOrders warehouseShipments vendors projects manualShipments generatedReports warehouseProductLocations ' +
      'rateCards orders orderTags orderReturns vendorInvoices orderBillingEntries ptcFiles products stores ledgerEntries tickets',
  ),
  '/api/common/fulfillment-orders',
  ...under('/api/admin', 'logActions shipCodeMappings vendorStatus users'),
  '/api/irmspos',
  '/api/irmscos',
  ...under(
    '/api/tpl',
    'facilities customers carrierShipmentServices carrierBillingCodes uom carriers receivers adjustments',
  ),
  '/api/automations',
  '/api/automations/contentTemplates',
  '/api/automations/content',
  ...under('/api/manufacturing', 'workOrders rndProjects billOfMaterials'),
  '/api/inventory/diu',
  '/api/vendorProducts',
  ...under('/api/docs', 'knowledgebasePages knowledgebaseGroups changelog'),
];

type Call = 'list' | 'get' | 'add' | 'edit' | 'delete';

/** What a permitted call answers with empty input: the list, an unknown id, an empty form. */
const permittedStatus: Record<Call, number> = { list: 200, get: 404, add: 400, edit: 404, delete: 404 };

describe('declarations', () => {
  it('name only known permissions and roles', () => {
    const unknown = resources.flatMap((decl) =>
      Object.values(decl.permissions)
        .flat()
        .filter((entry) =>
          entry === ANY_SIGNED_IN
            ? false
            : entry.startsWith('role:')
              ? !isRole(entry.slice(5))
              : !isKnownPermission(entry),
        )
        .map((entry) => `${decl.base}: ${entry}`),
    );
    expect(unknown).toEqual([]);
  });

  it('give every base that opens add or edit a schema', () => {
    const without = resources.filter(
      (decl) => (decl.permissions.create.length || decl.permissions.edit.length) && !decl.schema,
    );
    expect(without.map((d) => d.base)).toEqual([]);
  });

  it('cover every base of spec §7 once, with the list paths the spec names', () => {
    const bases = resources.map((d) => d.base);
    expect(new Set(bases).size).toBe(bases.length);
    expect([...bases].sort()).toEqual([...specBases, ...ownBases].sort());
    const listOnly = resources.filter((d) => d.listPath === 'list').map((d) => d.base);
    expect(listOnly.sort()).toEqual(
      [
        '/api/admin/vendorStatus',
        '/api/tpl/customers',
        '/api/tpl/facilities',
        '/api/tpl/receivers',
        '/api/tpl/uom',
      ].sort(),
    );
  });

  it('keep defaults of spec §9 for page sizes', () => {
    const perPage = Object.fromEntries(resources.map((d) => [d.base, d.defaultPerPage]));
    expect(perPage['/api/common/orders']).toBe(25);
    expect(perPage['/api/common/fulfillment-orders']).toBe(25);
    expect(perPage['/api/common/tickets']).toBe(25);
    expect(perPage['/api/po']).toBe(10);
  });
});

describe.each(resources.map((decl) => [decl.base, decl] as const))('%s', (_base, decl) => {
  it.each(roles)('as %s: 403 exactly where the role lacks the permission', async (role) => {
    const session = sessions.get(role)!;
    const id = missingId(decl);
    const calls: [Call, string, string, object | undefined, readonly string[]][] = [
      ['list', 'POST', `${decl.base}/${decl.listPath}`, {}, decl.permissions.view],
      ['get', 'GET', `${decl.base}/${id}`, undefined, decl.permissions.view],
      ['add', 'POST', decl.base, {}, decl.permissions.create],
      ['edit', 'POST', `${decl.base}/edit`, {}, decl.permissions.edit],
      ['delete', 'DELETE', `${decl.base}/${id}`, undefined, decl.permissions.delete],
    ];
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [call, method, url, body, permissions] of calls) {
      const res = await t.request(method, url, { token: session.token, body });
      answers[call] = res.statusCode;
      expected[call] = holds(session, permissions) ? permittedStatus[call] : 403;
    }
    expect(answers).toEqual(expected);
  });
});
