import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { Notice } from './notice';
import { faultFixed, formErrorOf } from './use-api-form';
import { ui } from './ui/styles';

/** A form-level error banner, announced as an alert. Renders nothing without a message. */
export function FormError({ message, title }: { message?: string | null; title?: string }) {
  if (!message) return null;
  return (
    <Notice tone="danger" role="alert" title={title}>
      {message}
    </Notice>
  );
}

/**
 * Inside <Formik>: the form-level error of the last failed submit (see apiSubmit). After a submit that
 * left fields invalid, the focus moves to the first of them, so keyboard users land on the problem.
 * The banner goes once the fault is fixed: on the next change that leaves the form valid (faultFixed),
 * or when the next submit starts.
 */
export function FormStatusError() {
  const { status, submitCount, isSubmitting, values, errors, isValidating, setStatus } = useFormikContext();
  useEffect(() => {
    if (!isValidating && !isSubmitting && faultFixed(status, values, errors)) setStatus(undefined);
  }, [status, values, errors, isValidating, isSubmitting, setStatus]);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (submitCount === 0 || isSubmitting) return;
    anchor.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting]);
  return (
    <div ref={anchor} className={ui.contents}>
      <FormError message={formErrorOf(status)} />
    </div>
  );
}
