/**
 * The form-level error of the order forms: the server's message, and every field message it sent
 * listed under it. An order body has nested parts (lines, addresses) whose server names do not
 * always match a control on screen; listed here, none is lost.
 */
import { useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { FormStatusError } from '../../../components/form-error';
import { Notice } from '../../../components/notice';
import type { ApiFormStatus } from '../../../components/use-api-form';

export function OrderFormError() {
  const { status } = useFormikContext();
  const failure = (status as ApiFormStatus | undefined)?.failure;
  const fields = Object.entries(failure?.fields ?? {});
  if (!failure || fields.length === 0) return <FormStatusError />;
  return (
    <>
      {/* Keeps FormStatusError's focus move to the first invalid field. */}
      <div className={css({ display: 'none' })}>
        <FormStatusError />
      </div>
      <Notice tone="danger" role="alert" title={failure.message}>
        <ul className={css({ listStyle: 'disc', pl: '5' })}>
          {fields.map(([path, message]) => (
            <li key={path}>{message}</li>
          ))}
        </ul>
      </Notice>
    </>
  );
}

/**
 * Brings a form's error banner into view when a submit fails: the submit button is at the end of a
 * long form, the banner at its top.
 */
export function FailureInView({ children }: { children: ReactNode }) {
  const { status } = useFormikContext();
  const anchor = useRef<HTMLDivElement>(null);
  const failed = Boolean((status as ApiFormStatus | undefined)?.failure);
  useEffect(() => {
    if (!failed) return;
    // A field marked invalid gets the focus (FormStatusError), and the view with it.
    if (anchor.current?.closest('form')?.querySelector('[aria-invalid="true"]')) return;
    anchor.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [failed, status]);
  return (
    <div ref={anchor} className={css({ scrollMarginTop: '20' })}>
      {children}
    </div>
  );
}
