import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';
import { Spinner } from './spinner';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariantProps & {
    /** Shows a spinner, keeps the label (so the button keeps its name) and blocks clicks. */
    loading?: boolean;
  };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, loading = false, disabled, className, children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(button({ variant, size, fullWidth }), className)}
      {...rest}
    >
      {loading && <Spinner size={14} />}
      {children}
    </button>
  );
});

/** The button look for links (wouter <Link> or <a>): `className={buttonClass({ variant: 'secondary' })}`. */
export const buttonClass = button;
