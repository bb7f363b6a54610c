/**
 * The shape of a resource contract (see index.ts for why contracts exist) and the type helpers that
 * read a contract: its filter names and value types, its sort keys and its row type.
 */

/** How a list filter's value reads on the wire: 'date' is a calendar day, 'YYYY-MM-DD'. */
export type FilterKind = 'number' | 'string' | 'boolean' | 'date';

/**
 * The TypeScript type of one filter kind's value: number and text filters also take a list of values
 * (rows matching any of them; the server's intEquals and textEquals).
 */
export interface FilterKindValue {
  number: number | readonly number[];
  string: string | readonly string[];
  boolean: boolean;
  date: string;
}

/**
 * Who may use each generic call: any one of the listed entries (permission ids, `role:<role>`, or '*'
 * for any signed-in user); an empty list means nobody.
 */
export interface ContractPermissions {
  view: readonly string[];
  create: readonly string[];
  edit: readonly string[];
  delete: readonly string[];
}

/**
 * The SPA screen of a resource: its route, and who sees it in the navigation when that differs from
 * who may read the rows (`permissions.view`), e.g. order lists read order tags, yet only tag
 * managers get the Order tags menu entry.
 */
export interface ContractScreen {
  path: string;
  menu?: { anyOf?: readonly string[]; roles?: readonly string[] };
}

export interface ContractSpec {
  /** The resource's name in logs and the action log, e.g. 'vendors'. */
  name: string;
  /** e.g. '/api/common/vendors' */
  base: string;
  /** spec §7: most bases list at `{base}/listItems`, some at `{base}/list`. */
  listPath: 'listItems' | 'list';
  /** Every filter the list call takes, with the kind of its value. */
  filters: Readonly<Record<string, FilterKind>>;
  /** The list's sortBy keys (matched ignoring case by the server). */
  sortKeys: readonly string[];
  permissions: ContractPermissions;
  screen?: ContractScreen;
}

/** A contract: its spec, and (as a type only) the row its list and detail calls answer. */
export type Contract<S extends ContractSpec = ContractSpec, Row = Record<string, unknown>> = S & {
  /** Type-level only: never set at run time. */
  readonly __row?: Row;
};

export type AnyContract = Contract<ContractSpec, unknown>;

/**
 * Declares a contract. Call it with the row type first, then the spec:
 * `defineContract<OrderRow>()({ name: 'orders', … })`; literal types are kept, so filter names and
 * sort keys become unions the server declaration and the SPA config are checked against.
 */
export const defineContract =
  <Row = Record<string, unknown>>() =>
  <const S extends ContractSpec>(spec: S): Contract<S, Row> =>
    spec;

export type FilterName<C extends AnyContract> = keyof C['filters'] & string;
export type SortKey<C extends AnyContract> = C['sortKeys'][number];
export type RowOf<C extends AnyContract> = NonNullable<C['__row']>;

/** The values a list request may send for a contract's filters. */
export type FilterValues<C extends AnyContract> = {
  [K in FilterName<C>]?: FilterKindValue[C['filters'][K]] | null;
};

/** A contract with an SPA screen. */
export type ScreenContract = AnyContract & { screen: ContractScreen };

/**
 * Who may open a contract's list screen, as access entries (permission ids, `role:<role>`, '*'): its
 * menu access when it declares one, else whoever may read the rows: the rule navigation.ts shows the
 * screen's entry by, so an entry never leads to a screen that refuses its user
 * (tests/unit/domain/route-access.test.ts checks every role).
 */
export function screenAccess({ screen: { menu }, permissions }: ScreenContract): readonly string[] {
  if (!menu?.anyOf && !menu?.roles) return permissions.view;
  return [...(menu.anyOf ?? []), ...(menu.roles ?? []).map((role) => `role:${role}`)];
}
