import { describe, expect, it } from 'vitest';
import { effectivePermissions } from '../../../src/domain/permissions';
import { activeHref, navigation, visibleNavigation, type NavEntry } from '../../../src/navigation';
import { routes } from '../../../src/routes';

const userWith = (role: string) => ({ userRoles: [role], permissions: effectivePermissions([role], []) });
const hrefs = (role: string) =>
  visibleNavigation(userWith(role)).flatMap((g) => g.entries.map((e) => e.href));

describe('navigation', () => {
  it('hides entries the user has no permission for', () => {
    expect(hrefs('admin')).toContain('/admin/users');
    expect(hrefs('vendor')).not.toContain('/admin/users');
    expect(hrefs('vendor')).toContain('/all-orders');
    expect(hrefs('manufacturing-manager')).not.toContain('/all-orders');
    expect(hrefs('admin')).not.toContain('/qa/machines');
    expect(hrefs('developer')).toContain('/qa/machines');
  });

  it('highlights the longest matching entry', () => {
    const groups = visibleNavigation(userWith('admin'));
    expect(activeHref('/warehouses/inventory/diu/create', groups)).toBe('/warehouses/inventory/diu');
    expect(activeHref('/warehouses/items', groups)).toBe('/warehouses/items');
    expect(activeHref('/orders/unhold-recs', groups)).toBe('/orders/unhold-recs');
    // Screens outside an entry's own path still highlight it.
    expect(activeHref('/warehouses/advancedShipNotices/3/confirm', groups)).toBe(
      '/warehouses/advancedShipNotice',
    );
    expect(activeHref('/warehouses/shipments/3/create', groups)).toBe('/warehouses/purchaseOrders');
  });

  it('points every entry at a route of the table', () => {
    const patterns = routes.map(
      (r) => new RegExp(`^${r.path.replace(/\/:[^/]+\?/g, '(?:/[^/]+)?').replace(/:[^/]+/g, '[^/]+')}$`),
    );
    for (const href of hrefs('developer'))
      expect(
        patterns.some((p) => p.test(href)),
        href,
      ).toBe(true);
  });

  it('has no two routes with the same path', () => {
    const paths = routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  // Issue 13, item 13: the 3PL customers, carriers, units, billing codes, services and adjustments
  // screens worked but no navigation entry led to them.
  it('reaches every 3PL list screen from the navigation', () => {
    const entries = visibleNavigation(userWith('developer')).flatMap((g) => g.entries);
    const reachable = (path: string) =>
      entries.some((e) => e.href === path || (e.also ?? []).some((prefix) => path.startsWith(prefix)));
    const lists = routes.filter(
      (r) =>
        !r.planned &&
        r.access !== 'public' &&
        !r.path.includes(':') &&
        !/\/(create|import|edit)$/.test(r.path) &&
        r.path.startsWith('/integrations/tpl/'),
    );
    expect(lists.length).toBeGreaterThanOrEqual(8);
    expect(lists.map((r) => r.path).filter((path) => !reachable(path))).toEqual([]);
  });

  // Issue 13, item 13: every working screen is reachable from the navigation (below, the check and
  // the proof that it bites).
  it('reaches every working screen from the navigation', () => {
    expect(unreached(navigation.flatMap((g) => g.entries))).toEqual([]);
    for (const path of Object.keys(REACHED_OTHERWISE)) {
      expect(
        routes.some((r) => r.path === path && !r.planned),
        `${path} is a working route`,
      ).toBe(true);
    }
  });

  it('fails the check for a screen whose entry is taken away', () => {
    const entries = navigation.flatMap((g) => g.entries);
    const working = routes.filter((r) => !r.planned && r.area !== 'Auth');
    for (const entry of entries.filter((e) => working.some((r) => patternOf(r.path).test(e.href))))
      expect(unreached(entries.filter((e) => e !== entry)).length, entry.href).toBeGreaterThan(0);
  });
});

/**
 * Working screens no navigation entry links to, though they are not reached otherwise: a screen is
 * reached when an entry links to it, when it is a record's page or a form (a path parameter, or
 * …/create) under a list or entry that is reached, or when REACHED_OTHERWISE says how.
 */
function unreached(entries: readonly NavEntry[]): string[] {
  const working = routes.filter((r) => !r.planned && r.area !== 'Auth');
  const linked = (path: string) => entries.some((e) => patternOf(path).test(e.href));
  const prefixes = new Set(entries.flatMap((e) => [e.href, ...(e.also ?? [])]));
  const reached = (path: string): boolean => {
    if (linked(path) || path in REACHED_OTHERWISE) return true;
    if (!/:|\/create$/.test(path)) return false;
    // The nearest list above it (a route of the table, or an entry's path).
    for (let above = path.replace(/\/[^/]+$/, ''); above; above = above.replace(/\/[^/]+$/, '')) {
      if (prefixes.has(above)) return true;
      if (working.some((r) => r.path === above)) return reached(above);
    }
    return false;
  };
  return working.map((r) => r.path).filter((path) => !reached(path));
}

/** Working screens no entry links to that are no record's page or form, each with how users get there. */
const REACHED_OTHERWISE: Record<string, string> = {
  '/reports/products/:projId?':
    'the second path of Storefront Product Statistics (/products in the Reports menu): the same screen',
  '/my-account': 'the user menu in the header opens it (src/components/layout/user-menu.tsx)',
  '/redirectSupport':
    'no screen of its own: old support links land on it and it redirects to the ticket list',
  '/billing/customerInvoices/view/:id':
    'an invoice number in Client Invoices (/manage/billing/customerInvoices) and in the Billing Ledger opens it',
  '/billing/customerInvoices/generate': 'the Generate invoice button of Client Invoices',
  '/billing/customerInvoices/uploadExisting': 'the Upload existing button of Client Invoices',
  '/manage/billing/ptcFiles/upload': 'the Upload PTC file button of PTC files',
  '/other/storefront/order-groups':
    "spec §2's second path of the storefront order groups list, whose entry links the first path",
};

/** A route's path as a pattern that the links to it match. */
function patternOf(path: string): RegExp {
  return new RegExp(`^${path.replace(/\/:[^/]+\?/g, '(?:/[^/]+)?').replace(/:[^/]+/g, '[^/]+')}$`);
}
