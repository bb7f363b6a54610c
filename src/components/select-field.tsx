import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FieldFrame, visibleError } from './form-field';
import { serverFieldError } from './use-api-form';
import { Field } from './ui';

export interface SelectOption<T> {
  value: T;
  label: string;
}

interface SelectFieldProps<T> {
  name: string;
  label: string;
  options: readonly SelectOption<T>[];
  helpText?: ReactNode;
}

/** The key of a value in the native <select> (null → ''). */
const keyOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * A Formik-connected native select for short option lists. Values keep their type (a number, or null
 * for "default"): the select works on string keys and the field on the option's value.
 */
export function SelectField<T extends string | number | null>({
  name,
  label,
  options,
  helpText,
}: SelectFieldProps<T>) {
  const [field, meta, helpers] = useField<T>(name);
  const { submitCount, status } = useFormikContext();
  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <Field.Select
          {...a11y}
          name={name}
          value={keyOf(field.value)}
          onChange={(e) => {
            const option = options.find((o) => keyOf(o.value) === e.target.value);
            if (option) void helpers.setValue(option.value);
          }}
          onBlur={field.onBlur}
        >
          {options.map((o) => (
            <option key={keyOf(o.value)} value={keyOf(o.value)}>
              {o.label}
            </option>
          ))}
        </Field.Select>
      )}
    </FieldFrame>
  );
}
