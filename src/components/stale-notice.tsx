import { useFormikContext } from 'formik';
import { Button } from './button';
import { FormStatusError } from './form-error';
import { Notice } from './notice';
import type { ApiFormStatus } from './use-api-form';
import { ui } from './ui/styles';

/**
 * A 409 without field messages is a stale version: someone saved the record after it was opened
 * here. (A 409 naming a field, such as a taken e-mail, shows on that field instead.)
 */
const isStale = (status: unknown) => {
  const failure = (status as ApiFormStatus | undefined)?.failure;
  return failure?.status === 409 && Object.keys(failure.fields).length === 0;
};

/** The form-level error of an edit form, or the stale-version notice with its Reload button. */
export function StaleNotice({ onReload }: { onReload: () => void }) {
  const { status } = useFormikContext();
  if (!isStale(status)) return <FormStatusError />;
  return (
    <Notice tone="danger" role="alert" title="Not saved">
      <p>This record was changed by someone else. Reload it and apply your changes again.</p>
      <Button variant="secondary" size="sm" className={ui.mt3} onClick={onReload}>
        Reload
      </Button>
    </Notice>
  );
}
