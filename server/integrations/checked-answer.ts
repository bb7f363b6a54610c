/**
 * What every connector does with an external system's answer before anything is stored: check it
 * against the shape it documents, or refuse it with the first fields that are wrong, so a sync fails
 * with a message naming the call and the field instead of writing half-read rows.
 */
import * as yup from 'yup';

/**
 * The answer, checked; else `refuse` is thrown with the first three problems ('products[2].sku must be
 * text'). `where` adds to a problem what helps find the record in the system (' (record IP-44120)').
 */
export function checkedAnswer<S extends yup.AnySchema>(
  schema: S,
  answer: unknown,
  refuse: (problems: string[]) => Error,
  where: (path: string | undefined) => string = () => '',
): yup.InferType<S> {
  try {
    return schema.validateSync(answer, { abortEarly: false, strict: true });
  } catch (err) {
    if (!(err instanceof yup.ValidationError)) throw err;
    throw refuse(
      (err.inner.length ? err.inner : [err])
        .slice(0, 3)
        .map((e) => `${e.path || 'the answer'} ${e.message}${where(e.path)}`),
    );
  }
}
