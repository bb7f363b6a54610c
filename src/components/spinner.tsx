import { css, cx } from 'styled-system/css';

/** A small circular spinner; decorative (the surrounding element says what is loading). */
export function Spinner({ size = 16, className }: { size?: number; className?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className={cx(
        css({
          display: 'inline-block',
          flexShrink: 0,
          borderRadius: 'full',
          borderWidth: '2px',
          borderColor: 'currentColor',
          borderRightColor: 'transparent',
          animation: 'spin 0.7s linear infinite',
        }),
        className,
      )}
    />
  );
}
