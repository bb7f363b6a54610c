/**
 * References between bases: the names of the rows a column's ids point at, and the options of a select
 * over another base. Each source is loaded once per screen (one call per base, never one per row).
 */
import { useEffect, useMemo, useState } from 'react';
import { projectLabel } from '../../api/bootstrap.api';
import { loadRefRows, type RefRow } from '../../api/refs.api';
import { useApi } from '../../machines/use-app';
import { usersContract } from '../../domain/contracts/users';
import { refTo, type CrudOption, type CrudRefSource } from './crud-config';

/** The vendors in the user's scope (any signed-in user may read them). */
export const vendorsRef: CrudRefSource = { base: '/api/myvendors', listPath: 'get' };
/** The warehouses in the user's scope, named by their full name. */
export const warehousesRef: CrudRefSource = {
  base: '/api/mywarehouses',
  listPath: 'get',
  labelKey: 'fullName',
};
/** The projects in the user's scope, read as 'name (clientCode)' (spec §3). */
export const projectsRef: CrudRefSource = {
  base: '/api/myprojects',
  listPath: 'get',
  label: (row) => projectLabel({ name: String(row.name), clientCode: String(row.clientCode) }),
};

/** Users, named by their full name (needs users.view; others read '#id'). */
export const usersRef: CrudRefSource = refTo(usersContract, {
  label: (row) => `${String(row.firstName ?? '')} ${String(row.lastName ?? '')}`.trim() || String(row.email),
});

const sourceKey = (source: CrudRefSource) => `${source.listPath} ${source.base}`;

export function refLabel(source: CrudRefSource, row: RefRow): string {
  if (source.label) return source.label(row);
  const value = row[source.labelKey ?? 'name'];
  return value === null || value === undefined || value === '' ? `#${String(row.id)}` : String(value);
}

function refOptions(source: CrudRefSource, rows: readonly RefRow[]): CrudOption[] {
  return rows.map((row) => ({ value: String(row.id), label: refLabel(source, row) }));
}

export interface RefNames {
  /** The name of the row `id` of `source`; undefined while loading, when it failed or the row is not there. */
  label(source: CrudRefSource, id: unknown): string | undefined;
  /** The source's rows as select options (empty until loaded). */
  options(source: CrudRefSource): CrudOption[];
}

/**
 * Loads every distinct source once (again only when the set of sources changes). A source that fails
 * (no permission to read that base) stays empty: its ids read '#id'.
 */
export function useRefNames(sources: readonly (CrudRefSource | undefined)[]): RefNames {
  const api = useApi();
  const distinct = useMemo(() => {
    const byKey = new Map<string, CrudRefSource>();
    for (const s of sources) if (s && !byKey.has(sourceKey(s))) byKey.set(sourceKey(s), s);
    return [...byKey.values()];
    // The sources are config constants; their keys say when the set really changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sources.map((s) => (s ? sourceKey(s) : '')).join('|')]);
  const [rowsByKey, setRowsByKey] = useState<ReadonlyMap<string, Map<string, RefRow>>>(new Map());

  useEffect(() => {
    if (!distinct.length) return;
    const controller = new AbortController();
    for (const source of distinct)
      loadRefRows(api, source, controller.signal).then(
        (rows) => {
          if (controller.signal.aborted) return;
          const byId = new Map(rows.map((row) => [String(row.id), row]));
          setRowsByKey((current) => new Map(current).set(sourceKey(source), byId));
        },
        () => {},
      );
    return () => controller.abort();
  }, [api, distinct]);

  return useMemo(
    () => ({
      label(source, id) {
        if (id === null || id === undefined) return undefined;
        const row = rowsByKey.get(sourceKey(source))?.get(String(id));
        return row ? refLabel(source, row) : undefined;
      },
      options(source) {
        const rows = rowsByKey.get(sourceKey(source));
        return rows ? refOptions(source, [...rows.values()]) : [];
      },
    }),
    [rowsByKey],
  );
}
