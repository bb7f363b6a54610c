import { useId, type FormEvent, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';
import type { FilterValue } from '../../api/resource-client';
import { Button } from '../button';
import { ui } from '../ui/styles';

/** What a filter field needs from a list (see useResourceList). */
export interface FilterSource {
  formFilters: Record<string, FilterValue>;
  setFormFilter: (name: string, value: FilterValue) => void;
  applyFilters: () => void;
  resetFilters: () => void;
}

interface FilterBarProps {
  list: FilterSource;
  children: ReactNode;
}

/** The filter form above a list: its fields, then Apply (also Enter) and Reset. */
export function FilterBar({ list, children }: FilterBarProps) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    list.applyFilters();
  };
  return (
    <form
      role="search"
      aria-label="Filters"
      onSubmit={submit}
      className={css({
        display: 'flex',
        alignItems: 'flex-end',
        gap: '3',
        flexWrap: 'wrap',
        p: '4',
        borderBottomWidth: '1px',
        borderColor: 'border',
      })}
    >
      {children}
      <div className={ui.row}>
        <Button type="submit">Apply</Button>
        <Button variant="secondary" onClick={list.resetFilters}>
          Reset
        </Button>
      </div>
    </form>
  );
}

const textOf = (value: FilterValue | undefined) =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);

function FilterFrame({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  const styles = field();
  return (
    <div className={`${styles.root} ${css({ minW: '180px' })}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function FilterText({
  list,
  name,
  label,
  placeholder,
  type = 'search',
}: {
  list: FilterSource;
  name: string;
  label: string;
  placeholder?: string;
  /** 'number' for whole-number filters (ids, quantities): the server reads the text as a number. */
  type?: 'search' | 'number';
}) {
  return (
    <FilterFrame label={label}>
      {(id) => (
        <input
          id={id}
          type={type}
          inputMode={type === 'number' ? 'numeric' : undefined}
          className={input()}
          placeholder={placeholder}
          value={textOf(list.formFilters[name])}
          onChange={(e) => list.setFormFilter(name, e.target.value)}
        />
      )}
    </FilterFrame>
  );
}

export function FilterSelect({
  list,
  name,
  label,
  options,
  allLabel = 'All',
}: {
  list: FilterSource;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  allLabel?: string;
}) {
  return (
    <FilterFrame label={label}>
      {(id) => (
        <select
          id={id}
          className={input()}
          value={textOf(list.formFilters[name])}
          onChange={(e) => list.setFormFilter(name, e.target.value)}
        >
          <option value="">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FilterFrame>
  );
}
