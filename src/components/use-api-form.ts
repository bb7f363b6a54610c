/**
 * Formik submission over an API call. On failure, describeApiError's per-field messages go onto their
 * fields and its message becomes the form-level error, so server-side validation reads like the
 * client-side one.
 */
import { getIn, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { describeApiError, type ApiFailure } from '../api/api-error';

export interface ApiFormStatus {
  failure: ApiFailure;
  /** The server's field messages with the value each field had; a message shows until its value changes. */
  fieldErrors: Record<string, { message: string; value: unknown }>;
  /** The values that were submitted: the banner stays until they change (see faultFixed). */
  values?: unknown;
}

export function apiSubmit<V extends FormikValues, R>(
  call: (values: V) => Promise<R>,
  onSuccess?: (result: R, helpers: FormikHelpers<V>, values: V) => void,
) {
  return async (values: V, helpers: FormikHelpers<V>): Promise<void> => {
    helpers.setStatus(undefined);
    let result: R;
    try {
      result = await call(values);
    } catch (error) {
      const failure = describeApiError(error);
      const fieldErrors = Object.fromEntries(
        Object.entries(failure.fields).map(([name, message]) => [
          name,
          { message, value: getIn(values, name) as unknown },
        ]),
      );
      helpers.setErrors(failure.fields as FormikErrors<V>);
      helpers.setStatus({ failure, fieldErrors, values } satisfies ApiFormStatus);
      return;
    }
    onSuccess?.(result, helpers, values);
  };
}

function isApiFormStatus(status: unknown): status is ApiFormStatus {
  return typeof status === 'object' && status !== null && 'failure' in status && 'fieldErrors' in status;
}

/** The form-level message of the last failed submit, if any. */
export function formErrorOf(status: unknown): string | null {
  return isApiFormStatus(status) ? status.failure.message : null;
}

/**
 * True when the last failed submit's banner should go: the values changed since that submit, the form
 * is valid now, and every field the server refused holds another value. A stale version (409 without
 * field messages) is not fixed by editing: only a reload fixes it.
 */
export function faultFixed(status: unknown, values: unknown, errors: object): boolean {
  if (!isApiFormStatus(status) || status.values === values) return false;
  if (Object.keys(errors).length > 0) return false;
  const { failure, fieldErrors } = status;
  if (failure.status === 409 && Object.keys(failure.fields).length === 0) return false;
  return Object.entries(fieldErrors).every(([name, entry]) => !Object.is(getIn(values, name), entry.value));
}

/** The server's message for a field, while the field still holds the value that was rejected. */
export function serverFieldError(status: unknown, name: string, value: unknown): string | undefined {
  const entry = isApiFormStatus(status) ? status.fieldErrors[name] : undefined;
  return entry && Object.is(entry.value, value) ? entry.message : undefined;
}
