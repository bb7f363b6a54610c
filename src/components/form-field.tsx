import { useField, useFormikContext, type FieldMetaProps } from 'formik';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { numberInputValue } from './form/number-value';
import { serverFieldError } from './use-api-form';
import { Field } from './ui';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'value' | 'onChange' | 'onBlur'
>;

export interface FieldFrameProps {
  label: string;
  helpText?: ReactNode;
  error?: string;
  children: (describedBy: { id: string; 'aria-describedby'?: string }) => ReactNode;
}

/** Label, control, help text and error message, wired for screen readers (Ark Field). */
export function FieldFrame({ label, helpText, error, children }: FieldFrameProps) {
  const id = useId();
  const ids = { helperText: `${id}-help`, errorText: `${id}-error` };
  const describedBy = [helpText ? ids.helperText : null, error ? ids.errorText : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Field.Root id={id} ids={ids} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children({ id, 'aria-describedby': describedBy || undefined })}
      {helpText && <Field.HelperText>{helpText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

export interface FormFieldProps extends InputProps {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email' | 'number';
  helpText?: ReactNode;
}

/**
 * When a field's own error shows: after a submit, or once the user has left the field after changing
 * it. Merely passing through an empty field (tabbing, or clicking a link below it) shows nothing: the
 * message would move the page under the pointer and nag before anything was typed.
 */
export function visibleError(
  meta: FieldMetaProps<unknown>,
  value: unknown,
  submitCount: number,
): string | undefined {
  const interacted = submitCount > 0 || (meta.touched && value !== meta.initialValue);
  return interacted && meta.error ? meta.error : undefined;
}

/**
 * A Formik-connected input with its label, help text and error (see visibleError); an error the server
 * sent for the field shows until the value is changed.
 */
export function FormField({ name, label, type = 'text', helpText, ...rest }: FormFieldProps) {
  const [field, meta, helpers] = useField<string | number | null>(name);
  const { submitCount, status } = useFormikContext();
  const error = visibleError(meta, field.value, submitCount) ?? serverFieldError(status, name, field.value);
  const onChange =
    type === 'number'
      ? (e: ChangeEvent<HTMLInputElement>) => void helpers.setValue(numberInputValue(e.currentTarget))
      : field.onChange;
  return (
    <FieldFrame label={label} helpText={helpText} error={error}>
      {(a11y) => (
        <Field.Input
          {...rest}
          {...field}
          {...a11y}
          onChange={onChange}
          value={field.value == null || Number.isNaN(field.value) ? '' : field.value}
          type={type}
        />
      )}
    </FieldFrame>
  );
}

interface ReadOnlyFieldProps {
  label: string;
  value: string;
  helpText?: ReactNode;
  autoComplete?: string;
}

/** A value shown in form layout but not editable (the e-mail of an invitation). */
export function ReadOnlyField({ label, value, helpText, autoComplete }: ReadOnlyFieldProps) {
  return (
    <FieldFrame label={label} helpText={helpText}>
      {(a11y) => <Field.Input {...a11y} value={value} readOnly autoComplete={autoComplete} />}
    </FieldFrame>
  );
}
