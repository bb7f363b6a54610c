import { setIn, type FormikErrors } from 'formik';

/**
 * The server names fields of lines and of nested objects by path ('items[1].quantity',
 * 'shipmentAddress.postcode'); Formik keeps errors nested like the values.
 */
export function nestErrors<Values>(fields: Record<string, unknown>): FormikErrors<Values> {
  let nested: FormikErrors<Values> = {};
  for (const [path, message] of Object.entries(fields)) nested = setIn(nested, path, message);
  return nested;
}
