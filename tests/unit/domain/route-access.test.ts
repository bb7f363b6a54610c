/**
 * Issue 13, item 10: every route declares who may open it, and the navigation never offers an entry
 * whose route would refuse the user.
 */
import { parse } from 'regexparam';
import { describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import {
  allows,
  effectivePermissions,
  isKnownPermission,
  isRole,
  roles,
  type Role,
} from '../../../src/domain/permissions';
import { visibleNavigation } from '../../../src/navigation';
import { routes } from '../../../src/routes';

const userWith = (role: Role) => ({ userRoles: [role], permissions: effectivePermissions([role], []) });
/** The route the app's Switch renders for a path: the first of the table that matches it. */
const routeFor = (path: string) => routes.find((r) => matchRoute(parse, r.path, path)[0]);

describe('route access declarations', () => {
  it('every route is public, open to any signed-in user, or names who may open it', () => {
    for (const route of routes) {
      const { access } = route;
      if (access === 'public') continue;
      expect(access.length, `${route.path} declares no one`).toBeGreaterThan(0);
      for (const entry of access)
        expect(
          entry === '*' ||
            (entry.startsWith('role:') && isRole(entry.slice('role:'.length))) ||
            isKnownPermission(entry),
          `${route.path}: unknown access entry ${entry}`,
        ).toBe(true);
      // '*' means everyone: mixing it with other entries would hide that.
      if (access.includes('*')) expect(access, route.path).toEqual(['*']);
    }
  });

  it('only the auth screens are public', () => {
    expect(routes.filter((r) => r.access === 'public').map((r) => r.path)).toEqual([
      '/login',
      '/invite-signup/:id',
      '/forgot-password',
      '/resetPassword/:userid/:token',
    ]);
    for (const route of routes) expect(route.access === 'public', route.path).toBe(route.area === 'Auth');
  });

  it('keeps the screens everybody has open to any signed-in user', () => {
    for (const path of ['/dashboard', '/communications', '/my-account', '/docs'])
      expect(routeFor(path)?.access, path).toEqual(['*']);
  });

  it.each(roles)('never shows a %s a navigation entry whose route refuses them', (role) => {
    const user = userWith(role);
    for (const entry of visibleNavigation(user).flatMap((g) => g.entries)) {
      const route = routeFor(entry.href);
      expect(route, entry.href).toBeDefined();
      expect(allows(user, route!.access), `${entry.label} (${entry.href})`).toBe(true);
    }
  });

  it('refuses the screens the issue found open: Create order and Has Inventory', () => {
    expect(allows(userWith('manufacturing-manager'), routeFor('/orders/create')!.access)).toBe(false);
    expect(allows(userWith('warehouse-manager'), routeFor('/orders/unhold-recs')!.access)).toBe(false);
    expect(allows(userWith('vendor'), routeFor('/orders/create')!.access)).toBe(true);
    expect(allows(userWith('manager'), routeFor('/orders/unhold-recs')!.access)).toBe(true);
  });

  it('takes the ASN and transfer paths from their contracts and their steps from the lifecycle', () => {
    expect(routeFor('/warehouses/advancedShipNotice/view/3')?.access).toEqual(['warehouses.asn.view']);
    expect(routeFor('/warehouses/advancedShipNotices/3/confirm')?.access).toEqual([
      'warehouses.asn.receive',
      'warehouses.asn.confirm',
    ]);
    expect(routeFor('/warehouses/warehouseTransfers/3/receive')?.access).toEqual([
      'warehouses.transfers.receive',
    ]);
    expect(routeFor('/warehouses/warehouseTransfers/3/create')?.title).toBe('Edit warehouse transfer');
  });
});
