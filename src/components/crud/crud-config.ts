/**
 * One declaration per resource base gives its list screen (filters, columns, paging, sorting, column
 * picker, delete with confirmation) and its create/edit form: see crud-list.tsx and crud-form.tsx,
 * routed by the screens of src/screens/crud.
 */
import type { ComponentType, ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import type {
  AnyContract,
  ContractPermissions,
  FilterName,
  ScreenContract,
  SortKey,
} from '../../domain/contracts/contract';

/** Who may do something: any of these permissions (an empty list: nobody). */
export type Access = readonly string[];

/**
 * Where the rows of another base (a reference) come from, for their names and as options: the base's
 * list call (its first 200 rows, by its default sort), or with `listPath: 'get'` a GET answering a
 * plain array (the bootstrap lists /api/myvendors, /api/mywarehouses, /api/myprojects: every signed-in
 * user may read them, limited to their scope). See crud-refs.ts.
 */
export interface CrudRefSource {
  base: string;
  listPath: 'list' | 'listItems' | 'get';
  /** The field that names a row; 'name' by default. */
  labelKey?: string;
  /** A name made of several fields (a project reads 'name (clientCode)'); wins over labelKey. */
  label?: (row: Record<string, unknown>) => string;
}

/** The names of referenced rows a cell may show (crud-refs.ts RefNames answers them). */
export interface RefLabels {
  label(source: CrudRefSource, id: unknown): string | undefined;
}

export interface CrudColumn<Sort extends string = string> {
  /** The row's field. */
  key: string;
  header: string;
  /**
   * How the value reads; 'datetime' is a date with its time (logs); 'lines' an items[] list as its
   * first SKUs and quantities.
   */
  format?: 'text' | 'badge' | 'date' | 'datetime' | 'bool' | 'money' | 'lines';
  /**
   * The value is the id of another base's row: the cell shows that row's name, '#id' while the names
   * load or when the row is not among them. The list loads each base's names once, not per row.
   */
  ref?: CrudRefSource;
  /** For badges and text: how a value reads. */
  labels?: Record<string, string>;
  /** The server's sortBy key (one of the contract's sortKeys). */
  sortKey?: Sort;
  hiddenByDefault?: boolean;
  /** The cell's own content (a count of a list, a name for none), with the references' names: wins over format and ref. */
  cell?: (row: CrudRow, refs?: RefLabels) => ReactNode;
  /** The DataTable's size hints (px): a fixed width cuts the text, min/max bound a wrapping column. */
  width?: number;
  minWidth?: number;
  maxWidth?: number;
}

export interface CrudOption {
  value: string;
  label: string;
}

export interface CrudFilter<Name extends string = string> {
  /** The server's filter name (one of the contract's filters). */
  name: Name;
  label: string;
  type: 'text' | 'select' | 'number';
  options?: readonly CrudOption[];
  /** A select over the rows of another base: value is the row's id, label its name. */
  optionsFrom?: CrudRefSource;
  placeholder?: string;
}

export interface CrudField {
  name: string;
  label: string;
  /**
   * 'multiselect' is a list of option values (checkboxes); 'pairs' a list of `{ name, value }` short
   * texts (custom fields), edited as rows that can be added and removed.
   */
  type: 'text' | 'textarea' | 'number' | 'select' | 'multiselect' | 'pairs' | 'checkbox' | 'money' | 'date';
  options?: readonly { value: string | number | null; label: string }[];
  /** A select over the rows of another base (a reference): value is the row's id, label its name. */
  optionsFrom?: CrudRefSource;
  helpText?: string;
  /** Shown only on the create form, or only on the edit form (a field fixed once the row exists). */
  only?: 'create' | 'edit';
  /** A control the kit does not have (choices that depend on another field or on the row). */
  component?: ComponentType<CrudFieldProps>;
}

/** What a field's control gets: the field, and the row being edited (null on create). */
export type CrudFieldProps = CrudField & { row: CrudRow | null };

/** Buttons of a row's Action column beyond edit and delete (special actions), for users with `access`. */
export interface CrudRowActions {
  component: ComponentType<{ row: CrudRow; reload: () => void }>;
  access: Access;
}

export interface CrudConfig {
  /** The contract of the base: base, list path, permissions and screen path come from it. */
  contract: AnyContract;
  /** The API base, e.g. '/api/admin/vendorStatus'. */
  base: string;
  /** Where the base lists (spec §7). */
  listPath: 'list' | 'listItems';
  /** The list's route; create is `${path}/create` and edit `${path}/edit/:id`. */
  path: string;
  title: string;
  description?: string;
  /** One row's name: in the table's links and the delete dialog. */
  singular: string;
  rowLabel: (row: CrudRow) => string;
  permissions: ContractPermissions;
  columns: readonly CrudColumn[];
  filters?: readonly CrudFilter[];
  /** The form; without it (and without ownForm) the list is read only. */
  form?: { schema: AnyObjectSchema; fields: readonly CrudField[] };
  /**
   * Create and edit are a screen of their own (a document with line items), which routes.tsx names;
   * the list still links to them.
   */
  ownForm?: boolean;
  rowActions?: CrudRowActions;
  /** Shown between the list's header and its table (where the rows come from, when it matters). */
  banner?: ComponentType;
  /** Which routes exist: `create` adds `${path}/create`, `edit` adds `${path}/edit/:id`. */
  routes: { create?: boolean; edit?: boolean };
  perPage?: number;
  /** Live hub events (spec §7) about rows of this base: the open list refreshes in place on them. */
  liveEvents?: readonly string[];
}

export interface CrudRow {
  id: number | string;
  version?: number;
  [key: string]: unknown;
}

export const optionsOf = (labels: Record<string, string>): CrudOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** What a config adds to its contract; filter names and sort keys are the contract's. */
export type CrudSpec<C extends AnyContract> = Omit<
  CrudConfig,
  'contract' | 'base' | 'listPath' | 'permissions' | 'path' | 'columns' | 'filters'
> & {
  /** The list's route when it is not the contract's screen path as it is (a trailing parameter). */
  path?: string;
  columns: readonly CrudColumn<SortKey<C>>[];
  filters?: readonly CrudFilter<FilterName<C>>[];
};

/** A config on a contract: its base, list path, permissions and route are the contract's. */
export const defineCrud = <C extends ScreenContract>(contract: C, spec: CrudSpec<C>): CrudConfig => ({
  ...spec,
  contract,
  base: contract.base,
  listPath: contract.listPath,
  permissions: contract.permissions,
  path: spec.path ?? contract.screen.path,
});

/** A reference to the rows of a contract's base (its list call). */
export const refTo = (
  contract: AnyContract,
  naming: Pick<CrudRefSource, 'labelKey' | 'label'> = {},
): CrudRefSource => ({ base: contract.base, listPath: contract.listPath, ...naming });
