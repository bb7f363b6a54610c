/**
 * The sales reports' filter fields (Storefront Product Statistics, Products shipped, the factoring
 * ledger): each change goes straight into the URL's query (replacing the history entry), and the
 * server's message for a refused filter shows under it.
 */
import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { field, input } from 'styled-system/recipes';
import { useLocation, useSearch } from 'wouter';
import { ui } from '../../components/ui/styles';

/** A labelled filter with the server's message for it. */
export function ReportFilter({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: (id: string, describedBy?: string) => ReactNode;
}) {
  const id = useId();
  const slots = field();
  return (
    <div className={`${slots.root} ${css({ minW: '0' })}`}>
      <label htmlFor={id} className={slots.label}>
        {label}
      </label>
      {children(id, error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A choice among options, with a blank choice (`blankLabel`) first. A value the options do not hold (an id typed into
 * the URL, a record out of the list) stays shown as `unknownLabel`, or `#id`.
 */
export function ReportSelect({
  label,
  error,
  value,
  options,
  blankLabel,
  unknownLabel,
  onChange,
}: {
  label: string;
  error?: string;
  value: string;
  options: readonly { value: string; label: string }[];
  blankLabel: string;
  unknownLabel?: string;
  onChange: (value: string) => void;
}) {
  return (
    <ReportFilter label={label} error={error}>
      {(id, describedBy) => (
        <select
          id={id}
          aria-describedby={describedBy}
          className={input()}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{blankLabel}</option>
          {value && !options.some((o) => o.value === value) && (
            <option value={value}>{unknownLabel ?? `#${value}`}</option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </ReportFilter>
  );
}

/** A day of the user's calendar. */
export function ReportDay({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <ReportFilter label={label} error={error}>
      {(id, describedBy) => (
        <input
          id={id}
          type="date"
          aria-describedby={describedBy}
          className={input()}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </ReportFilter>
  );
}

/**
 * Sets one filter of the query (blank removes it), in place; `dropped` names query keys that belong
 * elsewhere (the storefront kept in the path) and leave the query.
 */
export function useQueryFilter(dropped: readonly string[] = []) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return (name: string, value: string) => {
    const next = new URLSearchParams(search);
    for (const key of dropped) next.delete(key);
    if (value) next.set(name, value);
    else next.delete(name);
    const qs = next.toString();
    navigate(`${location}${qs ? `?${qs}` : ''}`, { replace: true });
  };
}
