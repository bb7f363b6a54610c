import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { field as fieldRecipe } from 'styled-system/recipes';
import type { SelectOption } from '../select-field';
import { visibleError } from '../form-field';
import { serverFieldError } from '../use-api-form';
import { ui } from '../ui/styles';

interface MultiSelectFieldProps<T extends string | number> {
  name: string;
  label: string;
  options: readonly SelectOption<T>[];
  helpText?: ReactNode;
}

/** A Formik list of values, chosen with a checkbox per option (a fieldset, so the group is named). */
export function MultiSelectField<T extends string | number>({
  name,
  label,
  options,
  helpText,
}: MultiSelectFieldProps<T>) {
  const [field, meta, helpers] = useField<T[]>(name);
  const { submitCount, status } = useFormikContext();
  const id = useId();
  const values = field.value ?? [];
  const error = visibleError(meta, values, submitCount) ?? serverFieldError(status, name, field.value);
  const styles = fieldRecipe();
  const toggle = (value: T, on: boolean) =>
    void helpers.setValue(on ? [...values, value] : values.filter((v) => v !== value));
  return (
    <fieldset
      className={styles.root}
      aria-invalid={error ? true : undefined}
      aria-describedby={
        [helpText ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className={styles.label}>{label}</legend>
      <div className={ui.choiceRow}>
        {options.map((o) => (
          <label key={String(o.value)} className={ui.choiceChip}>
            <input
              type="checkbox"
              checked={values.includes(o.value)}
              onChange={(e) => toggle(o.value, e.target.checked)}
              onBlur={() => void helpers.setTouched(true)}
            />
            {o.label}
          </label>
        ))}
      </div>
      {helpText && (
        <p id={`${id}-help`} className={styles.helperText}>
          {helpText}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.errorText}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
