import { describe, expect, it } from 'vitest';
import {
  allPermissionIds,
  can,
  canAny,
  canChangeAny,
  effectivePermissions,
  hasRole,
  permissionLabel,
  roleDefaults,
} from '../../../src/domain/permissions';

describe('permission catalogue', () => {
  it('has unique dotted ids, each with a label', () => {
    expect(new Set(allPermissionIds).size).toBe(allPermissionIds.length);
    for (const id of allPermissionIds) {
      expect(id).toMatch(/^[a-z]+(\.[a-zA-Z]+)+$/);
      expect(permissionLabel(id)).not.toBe(id);
    }
  });

  it('grants DESIGN.md §4 role defaults', () => {
    expect(roleDefaults.developer).toEqual(allPermissionIds);
    expect(roleDefaults.admin).not.toContain('developer.tools');
    expect(roleDefaults.admin).toContain('users.update');
    expect(roleDefaults.manager).toContain('orders.hold');
    expect(roleDefaults.manager).toContain('billing.view');
    expect(roleDefaults.manager).not.toContain('billing.entries');
    expect(roleDefaults['warehouse-manager']).toContain('warehouses.po.receive');
    expect(roleDefaults['warehouse-manager']).toContain('inventory.diu.create');
    expect(roleDefaults['manufacturing-manager']).toContain('manufacturing.bom.update');
    expect(roleDefaults['manufacturing-manager']).not.toContain('orders.view');
    expect(roleDefaults.vendor).toEqual(
      expect.arrayContaining([
        'orders.view',
        'orders.create',
        'warehouses.asn.create',
        'support.tickets.create',
      ]),
    );
    expect(roleDefaults.vendor).not.toContain('orders.hold');
    expect(roleDefaults.vendor).not.toContain('users.view');
  });

  it('adds a user’s own permissions to the role’s and drops unknown ids', () => {
    const perms = effectivePermissions(['vendor'], ['orders.hold', 'made.up']);
    expect(perms).toContain('orders.hold');
    expect(perms).not.toContain('made.up');
    expect(effectivePermissions(['no-such-role'], [])).toEqual([]);
  });

  it('offers the four checks of spec §6', () => {
    const user = {
      permissions: ['orders.view', 'warehouses.po.view', 'warehouses.po.receive'],
      userRoles: ['manager'],
    };
    expect(can(user, 'orders.view')).toBe(true);
    expect(can(user, 'orders.hold')).toBe(false);
    expect(canAny(user, 'warehouses.po')).toBe(true);
    expect(canChangeAny(user, 'orders')).toBe(false);
    expect(canChangeAny(user, 'warehouses.po')).toBe(true);
    expect(hasRole(user, 'manager')).toBe(true);
    expect(hasRole(user, 'admin')).toBe(false);
  });
});
