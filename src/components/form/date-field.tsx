import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FieldFrame, visibleError } from '../form-field';
import { serverFieldError } from '../use-api-form';
import { Field } from '../ui';

interface DateFieldProps {
  name: string;
  label: string;
  helpText?: ReactNode;
  /** 'YYYY-MM-DD' bounds. */
  min?: string;
  max?: string;
}

/** A Formik date (the browser's date picker); the value is 'YYYY-MM-DD', or null when empty. */
export function DateField({ name, label, helpText, min, max }: DateFieldProps) {
  const [field, meta, helpers] = useField<string | null>(name);
  const { submitCount, status } = useFormikContext();
  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <Field.Input
          {...a11y}
          type="date"
          name={name}
          min={min}
          max={max}
          value={field.value ?? ''}
          onChange={(e) => void helpers.setValue(e.target.value === '' ? null : e.target.value)}
          onBlur={field.onBlur}
        />
      )}
    </FieldFrame>
  );
}
