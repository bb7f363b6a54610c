/**
 * One declaration per resource base gives its list screen (filters, columns, paging, sorting, column
 * picker, delete with confirmation) and its create/edit form: see crud-list.screen and crud-form.screen.
 */
import type { AnyObjectSchema } from 'yup';

/** Who may do something: any of these permissions (an empty list: nobody). */
export type Access = readonly string[];

export interface CrudColumn {
  /** The row's field. */
  key: string;
  header: string;
  /** How the value reads; 'datetime' is a date with its time (logs). */
  format?: 'text' | 'badge' | 'date' | 'datetime' | 'bool' | 'money';
  /** For badges and text: how a value reads. */
  labels?: Record<string, string>;
  /** The server's sortBy key (one of the declaration's sortable). */
  sortKey?: string;
  hiddenByDefault?: boolean;
}

export interface CrudOption {
  value: string;
  label: string;
}

export interface CrudFilter {
  /** The server's filter name. */
  name: string;
  label: string;
  type: 'text' | 'select' | 'number';
  options?: readonly CrudOption[];
  placeholder?: string;
}

export interface CrudField {
  name: string;
  label: string;
  type: 'text' | 'textarea' | 'number' | 'select' | 'checkbox' | 'money' | 'date';
  options?: readonly { value: string | number | null; label: string }[];
  /** A select over the rows of another base (a reference): value is the row's id, label its name. */
  optionsFrom?: { base: string; listPath: 'list' | 'listItems'; labelKey?: string };
  helpText?: string;
}

export interface CrudConfig {
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
  permissions: { view: Access; create: Access; edit: Access; delete: Access };
  columns: readonly CrudColumn[];
  filters?: readonly CrudFilter[];
  /** The form; without it the list is read only. */
  form?: { schema: AnyObjectSchema; fields: readonly CrudField[] };
  /** Which routes exist: `create` adds `${path}/create`, `edit` adds `${path}/edit/:id`. */
  routes: { create?: boolean; edit?: boolean };
  perPage?: number;
}

export interface CrudRow {
  id: number | string;
  version?: number;
  [key: string]: unknown;
}

export const optionsOf = (labels: Record<string, string>): CrudOption[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export const defineCrud = (config: CrudConfig): CrudConfig => config;
