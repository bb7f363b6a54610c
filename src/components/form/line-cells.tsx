/**
 * The parts every line-items editor shares (purchase orders, shipments, packing lists, 3PL
 * receivers): a table-cell input bound to a Formik field with its own or the server's error, the
 * list-level error, and the Add line / Remove buttons.
 */
import { useField, useFormikContext } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import { input } from 'styled-system/recipes';
import { Button } from '../button';
import { serverFieldError } from '../use-api-form';
import { numberInputValue } from './number-value';
import { ui } from '../ui/styles';

const errorText = ui.fieldError;

export type CellInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  /** The accessible name, e.g. 'Line 2 quantity' (cells have no visible label). */
  label: string;
};

export function CellInput({ name, label, onChange, className, ...rest }: CellInputProps) {
  const [field, meta, helpers] = useField<string | number | null>(name);
  const { submitCount, status } = useFormikContext();
  const errorId = useId();
  const own = (submitCount > 0 || meta.touched) && typeof meta.error === 'string' ? meta.error : undefined;
  const error = own ?? serverFieldError(status, name, field.value);
  return (
    <>
      <input
        {...field}
        {...rest}
        onChange={
          onChange ??
          (rest.type === 'number'
            ? (e) => void helpers.setValue(numberInputValue(e.currentTarget))
            : field.onChange)
        }
        value={field.value == null || Number.isNaN(field.value) ? '' : field.value}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={className ? `${input()} ${className}` : input()}
      />
      {error && (
        <p id={errorId} className={errorText}>
          {error}
        </p>
      )}
    </>
  );
}

/** The message about the lines as a whole ('At least one line'), once the form was submitted. */
export function LinesError({ error }: { error: unknown }) {
  const { submitCount } = useFormikContext();
  if (typeof error !== 'string' || submitCount === 0) return null;
  return (
    <p role="alert" className={errorText}>
      {error}
    </p>
  );
}

export function AddLineButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" size="sm" className={ui.mt3} onClick={onClick}>
      Add line
    </Button>
  );
}

export function RemoveLineButton({
  index,
  disabled,
  onClick,
}: {
  index: number;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Remove line ${index + 1}`}
      disabled={disabled}
      onClick={onClick}
    >
      Remove
    </Button>
  );
}
