import { css } from 'styled-system/css';

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className={css({ p: '10', color: 'fg.muted', textAlign: 'center' })}>
      {label}
    </div>
  );
}
