import { describe, expect, it } from 'vitest';
import { effectivePermissions } from '../../../src/domain/permissions';
import { activeHref, visibleNavigation } from '../../../src/navigation';
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
        !r.isPublic &&
        !r.path.includes(':') &&
        !/\/(create|import|edit)$/.test(r.path) &&
        r.path.startsWith('/integrations/tpl/'),
    );
    expect(lists.length).toBeGreaterThanOrEqual(8);
    expect(lists.map((r) => r.path).filter((path) => !reachable(path))).toEqual([]);
  });
});
