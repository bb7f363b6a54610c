/** Formik controls the order forms need beyond the kit's inputs: a text area and a checkbox. */
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { FieldFrame, visibleError } from '../../../components/form-field';
import { serverFieldError } from '../../../components/use-api-form';
import { Field } from '../../../components/ui';
import { ui } from '../../../components/ui/styles';

function useFieldError(name: string) {
  const [field, meta, helpers] = useField<unknown>(name);
  const { submitCount, status } = useFormikContext();
  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  return { field, helpers, error };
}

export function TextAreaField({
  name,
  label,
  helpText,
  rows = 3,
}: {
  name: string;
  label: string;
  helpText?: ReactNode;
  rows?: number;
}) {
  const { field, error } = useFieldError(name);
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <Field.Textarea
          {...a11y}
          name={name}
          rows={rows}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    </FieldFrame>
  );
}

export function CheckboxField({
  name,
  label,
  helpText,
}: {
  name: string;
  label: string;
  helpText?: ReactNode;
}) {
  const { field, helpers, error } = useFieldError(name);
  return (
    <div>
      <label className={ui.checkLabel}>
        <input
          type="checkbox"
          name={name}
          checked={field.value === true}
          onChange={(e) => void helpers.setValue(e.target.checked)}
          onBlur={field.onBlur}
        />
        {label}
      </label>
      {helpText && <div className={cx(ui.mutedSmall, ui.mt1)}>{helpText}</div>}
      {error && (
        <div role="alert" className={ui.dangerSmall}>
          {error}
        </div>
      )}
    </div>
  );
}
