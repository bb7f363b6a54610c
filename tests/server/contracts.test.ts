/**
 * Resource contracts (src/domain/contracts): every registered declaration is made from its base's
 * contract and says what the contract says; the app serves each contract's list call with the
 * contract's permissions; the filter kinds the contract announces are the ones the server's filters
 * take.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteAccessEntry } from '../../server/auth/policy';
import { resources } from '../../server/resources';
import { contractOfBase, contracts } from '../../src/domain/contracts';
import type { FilterKind } from '../../src/domain/contracts/contract';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let table: RouteAccessEntry[];

beforeAll(async () => {
  t = await startTestApp();
  table = t.app.routeAccess();
});
afterAll(() => t.close());

const sorted = (keys: Iterable<string>) => [...keys].sort();

describe('resource contracts', () => {
  it('give every base one contract', () => {
    const bases = contracts.map((c) => c.base);
    expect(new Set(bases).size).toBe(bases.length);
    expect(sorted(bases)).toEqual(sorted(resources.map((r) => r.base)));
  });

  it.each(resources.map((decl) => [decl.base, decl] as const))(
    '%s: the declaration says what its contract says',
    (base, decl) => {
      const contract = contractOfBase(base);
      expect(contract, `no contract for ${base}`).toBeDefined();
      expect(decl.contract).toBe(contract);
      expect(decl.name).toBe(contract!.name);
      expect(decl.listPath).toBe(contract!.listPath);
      expect(decl.permissions).toEqual(contract!.permissions);
      expect(sorted(Object.keys(decl.filters))).toEqual(sorted(Object.keys(contract!.filters)));
      expect(sorted(Object.keys(decl.sortable))).toEqual(sorted(contract!.sortKeys));
      expect(contract!.sortKeys).toContain(decl.defaultSort.by);
    },
  );

  it('are served: each list and detail call answers at the contract path with its view permission', () => {
    for (const contract of contracts) {
      const list = table.find(
        (r) => r.method === 'POST' && r.url === `${contract.base}/${contract.listPath}`,
      );
      expect(list?.access, `${contract.base}/${contract.listPath}`).toEqual(contract.permissions.view);
      const get = table.find((r) => r.method === 'GET' && r.url === `${contract.base}/:id`);
      expect(get?.access, `${contract.base}/:id`).toEqual(contract.permissions.view);
    }
  });

  it("announce filter kinds the server's filters take", () => {
    const ctx = { timezoneOffset: 0, body: {}, now: new Date('2024-06-01T12:00:00Z') };
    const refuses = (apply: (v: unknown, c: typeof ctx) => unknown, value: unknown) => {
      const result = apply(value, ctx);
      return typeof result === 'object' && result !== null && 'error' in result;
    };
    // A value of the kind passes, text that is none of them is refused.
    const sample: Record<Exclude<FilterKind, 'string'>, unknown> = {
      number: 5,
      boolean: true,
      date: '2024-01-15',
    };
    let checked = 0;
    for (const decl of resources) {
      const contract = contractOfBase(decl.base)!;
      for (const [name, kind] of Object.entries(contract.filters)) {
        if (kind === 'string') continue;
        const def = decl.filters[name]!;
        const apply = def.apply.bind(def);
        expect(refuses(apply, sample[kind]), `${decl.base} ${name} takes a ${kind}`).toBe(false);
        expect(refuses(apply, 'not-a-value'), `${decl.base} ${name} refuses text`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
