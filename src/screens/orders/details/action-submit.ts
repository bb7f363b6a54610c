/**
 * Formik submission of an order call (apiSubmit), plus what the order screens add: field errors
 * the server names by path ('items[1].quantity', 'lines[0].quantity') nest like the values, and a
 * 409 (illegal now, or changed by someone else) also reloads the page so it shows the order as it is.
 */
import { setIn, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { apiSubmit, type ApiFormStatus } from '../../../components/use-api-form';

function nestFieldErrors<V>(fields: Record<string, unknown>): FormikErrors<V> {
  let nested: FormikErrors<V> = {};
  for (const [path, message] of Object.entries(fields)) nested = setIn(nested, path, message);
  return nested;
}

export function orderSubmit<V extends FormikValues, R>(
  call: (values: V) => Promise<R>,
  onSuccess: (result: R, values: V) => void,
  onConflict?: () => void,
) {
  const submit = apiSubmit<V, R>(call, (result, _helpers, values) => onSuccess(result, values));
  return (values: V, helpers: FormikHelpers<V>) =>
    submit(values, {
      ...helpers,
      setErrors: (errors) => helpers.setErrors(nestFieldErrors<V>(errors)),
      setStatus: (status: ApiFormStatus | undefined) => {
        helpers.setStatus(status);
        if (status?.failure.status === 409) onConflict?.();
      },
    });
}
