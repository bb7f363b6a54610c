/**
 * A page whose data could not be loaded: what failed, the server's words (its messages about the
 * filters when it refused some, else its message), and Retry.
 */
import type { ApiFailure } from '../api/api-error';
import { Button } from './button';
import { FormError } from './form-error';
import { RefreshIcon } from './icons';
import { ui } from './ui/styles';

export function LoadFailure({
  title,
  failure,
  onRetry,
}: {
  title: string;
  failure: ApiFailure;
  onRetry: () => void;
}) {
  const fieldMessages = Object.values(failure.fields);
  return (
    <div className={ui.retryBlock}>
      <FormError title={title} message={fieldMessages.length ? fieldMessages.join(' ') : failure.message} />
      <Button variant="secondary" onClick={onRetry}>
        <RefreshIcon /> Retry
      </Button>
    </div>
  );
}
