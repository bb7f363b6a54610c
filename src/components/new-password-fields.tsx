import { PASSWORD_MIN_LENGTH } from '../domain/constants';
import { FormField } from './form-field';

interface NewPasswordFieldsProps {
  name?: string;
  label?: string;
  confirmLabel?: string;
  autoFocus?: boolean;
}

/** A new password and its repetition, as the reset, invitation and account forms ask for them. */
export function NewPasswordFields({
  name = 'password',
  label = 'Password',
  confirmLabel = 'Confirm password',
  autoFocus,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        helpText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <FormField name="confirmPassword" label={confirmLabel} type="password" autoComplete="new-password" />
    </>
  );
}
