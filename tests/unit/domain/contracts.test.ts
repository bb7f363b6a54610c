/**
 * The SPA side of the resource contracts (src/domain/contracts): every crud config is built on its
 * base's contract (base, list path, permissions, route), and the navigation and the route table point
 * at the contracts' screens.
 */
import { describe, expect, it } from 'vitest';
import { crudConfigs } from '../../../src/components/crud/configs';
import { contractOfBase, contracts } from '../../../src/domain/contracts';
import { navigation } from '../../../src/navigation';
import { routes } from '../../../src/routes';

describe('crud configs', () => {
  it.each(crudConfigs.map((config) => [config.path, config] as const))(
    '%s uses its contract base, list path and permissions',
    (_path, config) => {
      const contract = contractOfBase(config.base);
      expect(contract, `no contract for ${config.base}`).toBeDefined();
      expect(config.contract).toBe(contract);
      expect(config.listPath).toBe(contract!.listPath);
      expect(config.permissions).toEqual(contract!.permissions);
      expect(config.path.startsWith(contract!.screen!.path)).toBe(true);
      for (const filter of config.filters ?? [])
        expect(Object.keys(contract!.filters)).toContain(filter.name);
      for (const column of config.columns)
        if (column.sortKey) expect(contract!.sortKeys).toContain(column.sortKey);
    },
  );

  it('cover one base each', () => {
    const bases = crudConfigs.map((c) => c.base);
    expect(new Set(bases).size).toBe(bases.length);
  });
});

describe('contract screens', () => {
  const screens = contracts.flatMap((c) => (c.screen ? [{ contract: c, screen: c.screen }] : []));

  it('each have a route', () => {
    expect(screens.length).toBeGreaterThan(30);
    const paths = new Set(routes.map((r) => r.path));
    for (const { screen } of screens)
      expect(
        paths.has(screen.path) || paths.has(`${screen.path}/:projId?`) || paths.has(`${screen.path}/:type?`),
        screen.path,
      ).toBe(true);
  });

  it("show in the navigation to whoever the contract's menu access (or view permission) names", () => {
    const entries = navigation.flatMap((g) => g.entries);
    let matched = 0;
    for (const { contract, screen } of screens) {
      const entry = entries.find((e) => e.href === screen.path);
      if (!entry) continue;
      matched++;
      expect(entry.roles, screen.path).toEqual(screen.menu?.roles);
      expect(entry.anyOf, screen.path).toEqual(
        screen.menu?.roles && !screen.menu.anyOf
          ? undefined
          : (screen.menu?.anyOf ?? contract.permissions.view),
      );
    }
    expect(matched).toBeGreaterThan(25);
  });
});
