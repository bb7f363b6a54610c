/**
 * The typed dropdown of spec §5/§8: a button naming the choice ('Nothing selected' when empty) that
 * opens a search box ('Search') over the options; 'No results matched' when none does. In `allowNew`
 * mode a search that matches nothing offers '+ New: {TEXT}', the text upper-cased, as the value.
 * Built on Ark UI Popover, with the listbox pattern (arrows, Enter, Escape) on the search box.
 */
import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useField, useFormikContext } from 'formik';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FieldFrame, visibleError } from '../form-field';
import { ChevronDownIcon } from '../icons';
import type { SelectOption } from '../select-field';
import { serverFieldError } from '../use-api-form';
import { ui } from '../ui/styles';

const NOTHING_SELECTED = 'Nothing selected';
const NO_RESULTS = 'No results matched';
const SEARCH_PLACEHOLDER = 'Search';
const newOptionLabel = (text: string) => `+ New: ${text.trim().toUpperCase()}`;

export interface TypedSelectProps<T extends string | number> {
  value: T | null;
  options: readonly SelectOption<T>[];
  onChange: (value: T | string, isNew: boolean) => void;
  /** Offer '+ New: {TEXT}' when the search matches nothing. */
  allowNew?: boolean;
  id?: string;
  invalid?: boolean;
  'aria-describedby'?: string;
  onClose?: () => void;
}

const styles = {
  trigger: css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    textAlign: 'start',
    cursor: 'pointer',
  }),
  placeholder: ui.subtle,
  content: css({
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'lg',
    boxShadow: '0 12px 24px -8px rgba(15, 23, 42, 0.2)',
    p: '2',
    zIndex: 'dropdown',
    outline: 'none',
  }),
  list: css({ mt: '2', maxH: '64', overflowY: 'auto' }),
  option: css({
    px: '3',
    py: '2',
    borderRadius: 'md',
    cursor: 'pointer',
    '&[data-active]': { bg: 'accent.subtle', color: 'accent' },
    '&[aria-selected=true]': { fontWeight: 'semibold' },
  }),
  empty: css({ px: '3', py: '2', color: 'fg.muted' }),
};

export function TypedSelect<T extends string | number>({
  value,
  options,
  onChange,
  allowNew = false,
  id,
  invalid,
  'aria-describedby': describedBy,
  onClose,
}: TypedSelectProps<T>) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const needle = query.trim().toLowerCase();
  const matches = needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  const entries: { key: string; label: string; pick: () => void; selected: boolean }[] = matches.map((o) => ({
    key: String(o.value),
    label: o.label,
    pick: () => onChange(o.value, false),
    selected: o.value === value,
  }));
  if (allowNew && needle && matches.length === 0)
    entries.push({
      key: '+new',
      label: newOptionLabel(query),
      pick: () => onChange(query.trim().toUpperCase(), true),
      selected: false,
    });

  const setOpenState = (next: boolean) => {
    setOpen(next);
    setQuery('');
    setActive(0);
    if (!next) onClose?.();
  };
  const choose = (index: number) => {
    const entry = entries[index];
    if (!entry) return;
    entry.pick();
    setOpenState(false);
  };
  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (entries.length ? (i + step + entries.length) % entries.length : 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(active);
    }
  };

  const selected = options.find((o) => o.value === value);
  const shown: ReactNode = selected ? selected.label : value !== null && value !== '' ? String(value) : null;
  return (
    <Popover.Root
      open={open}
      // Mounted only while open: a table of pickers (products mapping) keeps one list in the page, not one per row.
      lazyMount
      unmountOnExit
      onOpenChange={(details) => setOpenState(details.open)}
      initialFocusEl={() => searchRef.current}
      positioning={{ sameWidth: true, placement: 'bottom-start' }}
    >
      <Popover.Trigger
        id={id}
        type="button"
        className={cx(input(), styles.trigger)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <span className={shown === null ? styles.placeholder : undefined}>{shown ?? NOTHING_SELECTED}</span>
        <ChevronDownIcon size={16} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content className={styles.content}>
            <input
              ref={searchRef}
              className={input()}
              type="text"
              role="combobox"
              aria-label={SEARCH_PLACEHOLDER}
              aria-expanded={open}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={entries[active] ? `${listId}-${active}` : undefined}
              placeholder={SEARCH_PLACEHOLDER}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setActive(0);
              }}
              onKeyDown={keyDown}
            />
            <ul role="listbox" id={listId} className={styles.list}>
              {entries.map((entry, index) => (
                <li
                  key={entry.key}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={entry.selected}
                  data-active={index === active ? '' : undefined}
                  className={styles.option}
                  onMouseEnter={() => setActive(index)}
                  onClick={() => choose(index)}
                >
                  {entry.label}
                </li>
              ))}
            </ul>
            {entries.length === 0 && <p className={styles.empty}>{NO_RESULTS}</p>}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

interface TypedSelectFieldProps<T extends string | number> {
  name: string;
  label: string;
  options: readonly SelectOption<T>[];
  allowNew?: boolean;
  helpText?: ReactNode;
}

/** TypedSelect as a Formik field; a new entry's value is its upper-cased text. */
export function TypedSelectField<T extends string | number>({
  name,
  label,
  options,
  allowNew,
  helpText,
}: TypedSelectFieldProps<T>) {
  const [field, meta, helpers] = useField<T | string | null>(name);
  const { submitCount, status } = useFormikContext();
  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <TypedSelect<T>
          {...a11y}
          value={field.value as T | null}
          options={options}
          allowNew={allowNew}
          invalid={Boolean(error)}
          onChange={(value) => void helpers.setValue(value)}
          onClose={() => void helpers.setTouched(true)}
        />
      )}
    </FieldFrame>
  );
}
