import { css } from 'styled-system/css';
import { Spinner } from './spinner';
import { ui } from './ui/styles';

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '2.5',
        p: '10',
        color: 'fg.muted',
      })}
    >
      <Spinner size={18} className={ui.accent} />
      {label}
    </div>
  );
}
