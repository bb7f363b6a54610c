import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';

const textLinkClass = css({
  color: 'accent',
  fontWeight: 'medium',
  textDecoration: 'none',
  borderRadius: 'sm',
  _hover: { textDecoration: 'underline', color: 'accent.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
});

/** An in-app link styled as text (router navigation, no reload). */
export function TextLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link href={href} className={cx(textLinkClass, className)}>
      {children}
    </Link>
  );
}
