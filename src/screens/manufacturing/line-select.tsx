/** A native select bound to a line's Formik field (a unit, a product type), named for screen readers. */
import { useField } from 'formik';
import { input } from 'styled-system/recipes';

interface LineSelectProps {
  name: string;
  label: string;
  options: readonly { value: string | null; label: string }[];
  onChange?: (value: string | null) => void;
}

const keyOf = (value: string | null | undefined) => value ?? '';

export function LineSelect({ name, label, options, onChange }: LineSelectProps) {
  const [field, , helpers] = useField<string | null>(name);
  return (
    <select
      className={input()}
      aria-label={label}
      name={name}
      value={keyOf(field.value)}
      onBlur={field.onBlur}
      onChange={(e) => {
        const option = options.find((o) => keyOf(o.value) === e.target.value);
        if (!option) return;
        void helpers.setValue(option.value);
        onChange?.(option.value);
      }}
    >
      {options.map((o) => (
        <option key={keyOf(o.value)} value={keyOf(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
