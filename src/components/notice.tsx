import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import { AlertCircleIcon, CheckCircleIcon } from './icons';

const notice = cva({
  base: {
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    px: '4',
    py: '3',
    borderRadius: 'lg',
    borderWidth: '1px',
    lineHeight: '1.45',
  },
  variants: {
    tone: {
      danger: { bg: 'danger.subtle', borderColor: '#fecdca', color: 'danger' },
      success: { bg: 'success.subtle', borderColor: '#abefc6', color: 'success' },
      info: { bg: 'accent.subtle', borderColor: '#c7d7fe', color: 'accent' },
      warning: { bg: 'warning.subtle', borderColor: '#fedf89', color: 'warning' },
    },
  },
});

interface NoticeProps {
  tone: 'danger' | 'success' | 'info' | 'warning';
  title?: ReactNode;
  children: ReactNode;
  /** 'alert' for errors, 'status' for confirmations; both are announced by screen readers. */
  role?: 'alert' | 'status';
}

/** A message block inside a form or page: errors, confirmations, hints. */
export function Notice({ tone, title, children, role }: NoticeProps) {
  const Icon = tone === 'success' ? CheckCircleIcon : AlertCircleIcon;
  return (
    <div role={role} className={notice({ tone })}>
      <Icon size={18} className={css({ flexShrink: 0, mt: '1px' })} />
      <div className={css({ minW: '0', color: 'fg' })}>
        {title && <p className={css({ fontWeight: 'semibold', mb: '0.5' })}>{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
