/**
 * A calendar-day filter of a list's filter bar (a date range's start or end: expiry, received):
 * 'YYYY-MM-DD'; empty is no filter.
 */
import { useId } from 'react';
import { css } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';
import type { FilterSource } from './filter-bar';

export function FilterDay({ list, name, label }: { list: FilterSource; name: string; label: string }) {
  const id = useId();
  const styles = field();
  const value = list.formFilters[name];
  return (
    <div className={`${styles.root} ${css({ minW: '160px' })}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={input()}
        value={typeof value === 'string' ? value : ''}
        onChange={(e) => list.setFormFilter(name, e.target.value)}
      />
    </div>
  );
}
