/** A Formik boolean as one labelled checkbox. */
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { ui } from '../../components/ui/styles';

export function CheckboxField({
  name,
  label,
  helpText,
}: {
  name: string;
  label: string;
  helpText?: ReactNode;
}) {
  const [field, , helpers] = useField<boolean>(name);
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
      {helpText && <div className={ui.help}>{helpText}</div>}
    </div>
  );
}
