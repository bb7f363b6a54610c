/**
 * The five generic calls of a resource base (spec §7) over the app's one HTTP client. Lists post their
 * filters merged with page/perPage/sortBy/sortDesc and answer `{ total, items }`; a base that answers a
 * plain array (projects) is read as one page of everything. A client made from a contract
 * (src/domain/contracts) takes the contract's base and list path, answers its row type, and takes only
 * the contract's filter names and sort keys, so a list call naming another fails `tsc`.
 */
import type { AnyContract, FilterValues, RowOf, SortKey } from '../domain/contracts/contract';
import type { ApiClient } from './http';

/** A filter's value as any list sends it (a contract's filters are narrower: contract.ts's FilterValues). */
export type FilterValue = string | number | boolean | null | readonly string[] | readonly number[];
export type Filters = Record<string, FilterValue>;

/**
 * One page's request. `F` and `S` are the filters and sort keys a client takes: any for a generic
 * client (the list machine's filters come from the URL), the contract's for a contract's client.
 */
export interface ListQuery<F extends object = Filters, S extends string = string> {
  filters: F;
  page: number;
  perPage: number;
  sortBy?: S;
  sortDesc?: boolean;
}

export interface Page<T> {
  total: number;
  items: T[];
}

export interface ResourceClient<T, Body = Partial<T>, Q extends ListQuery<object> = ListQuery> {
  /** e.g. '/api/common/vendors' */
  base: string;
  list(query: Q, signal?: AbortSignal): Promise<Page<T>>;
  get(id: number | string, signal?: AbortSignal): Promise<T>;
  add(body: Body): Promise<T>;
  /** The body carries the id and the version the edit was made on (409 stale_version otherwise). */
  edit(body: Body & { id: number | string; version?: number }): Promise<T>;
  remove(id: number | string): Promise<void>;
}

export interface ResourceOptions {
  /** spec §7: most bases list at `{base}/listItems`, some at `{base}/list`. */
  listPath?: 'listItems' | 'list';
}

/** Empty filters ('' or an empty list) mean "no filter" and are left out of the request. */
export function requestBody(query: ListQuery<object>): Record<string, unknown> {
  const filters = Object.fromEntries(
    Object.entries(query.filters).filter(
      ([, v]) => v !== '' && v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0),
    ),
  );
  return {
    ...filters,
    page: query.page,
    perPage: query.perPage,
    ...(query.sortBy ? { sortBy: query.sortBy, sortDesc: query.sortDesc ?? false } : {}),
  };
}

export function resourceClient<T, Body = Partial<T>, Q extends ListQuery<object> = ListQuery>(
  api: ApiClient,
  base: string,
  { listPath = 'listItems' }: ResourceOptions = {},
): ResourceClient<T, Body, Q> {
  const url = (id: number | string) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    base,
    async list(query, signal) {
      const answer = await api<Page<T> | T[]>(`${base}/${listPath}`, {
        method: 'POST',
        body: requestBody(query),
        signal,
      });
      return Array.isArray(answer) ? { total: answer.length, items: answer } : answer;
    },
    get: (id, signal) => api<T>(url(id), { signal }),
    add: (body) => api<T>(base, { method: 'POST', body: body as Record<string, unknown> }),
    edit: (body) => api<T>(`${base}/edit`, { method: 'POST', body: body as Record<string, unknown> }),
    async remove(id) {
      await api<void>(url(id), { method: 'DELETE' });
    },
  };
}

/** A list request on a contract's base: only its filter names and sort keys. */
export type ContractQuery<C extends AnyContract> = ListQuery<FilterValues<C>, SortKey<C>>;

/**
 * The client of a contract's base: its base and list path are the contract's, its rows the contract's
 * row type, its list's filters and sort keys the contract's. It still goes where any list client does
 * (the list machine pages it with the filters of its URL and filter fields: `list` is a method, so its
 * query is compared both ways); code that names filters calls it directly and is checked.
 */
export const contractClient = <C extends AnyContract, Body = Partial<RowOf<C>>>(
  api: ApiClient,
  contract: C,
): ResourceClient<RowOf<C>, Body, ContractQuery<C>> =>
  resourceClient<RowOf<C>, Body, ContractQuery<C>>(api, contract.base, { listPath: contract.listPath });
