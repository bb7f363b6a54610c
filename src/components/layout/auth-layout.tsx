import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { PRODUCT_NAME, PRODUCT_VERSION } from '../../domain/constants';
import { ui } from '../ui/styles';

const styles = {
  page: css({
    minH: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '6',
    px: '4',
    py: '10',
    bg: 'canvas',
    backgroundImage: 'radial-gradient(circle at 50% -10%, #dbe4f5 0%, transparent 55%)',
  }),
  brand: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: '2',
    textAlign: 'center',
  }),
  card: css({
    w: 'full',
    maxW: '420px',
    bg: 'surface',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: '2xl',
    boxShadow: '0 12px 32px -12px rgba(20, 33, 61, 0.18)',
    px: '8',
    py: '8',
  }),
};

interface AuthLayoutProps {
  title: string;
  /** One sentence under the title. */
  intro?: ReactNode;
  children: ReactNode;
  /** Below the card: links such as "Back to sign in". */
  footer?: ReactNode;
}

/** The public screens (sign-in, password reset, invitation): a centered card under the product name. */
export function AuthLayout({ title, intro, children, footer }: AuthLayoutProps) {
  return (
    <div className={styles.page}>
      <div className={styles.brand}>
        <img src="/favicon.svg" alt="" width={44} height={44} />
        <p className={css({ fontSize: '22px', fontWeight: 'bold', letterSpacing: '-0.02em', color: 'nav' })}>
          {PRODUCT_NAME}
        </p>
        <p className={ui.muted}>Orders, warehouses and fulfilment in one place.</p>
      </div>
      <main className={styles.card}>
        <h1 className={css({ fontSize: '20px', fontWeight: 'bold', lineHeight: '1.3' })}>{title}</h1>
        {intro && <p className={ui.description}>{intro}</p>}
        <div className={ui.mt6}>{children}</div>
      </main>
      {footer && <div className={css({ color: 'fg.muted', textAlign: 'center' })}>{footer}</div>}
      <p className={ui.subtleCaption}>
        {PRODUCT_NAME} {PRODUCT_VERSION}
      </p>
    </div>
  );
}
