/**
 * The frame of the order page's dialogs (Ark Dialog): title, description, body, and a footer with
 * Back and the confirming button. Mounted only while open; the page keeps it mounted across live
 * refreshes, so what was typed stays.
 */
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';

export const dialogFooter = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6' });
export const dialogBody = css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '4' });

const widths = {
  md: undefined,
  lg: css({ maxW: 'min(640px, calc(100vw - 32px))' }),
  xl: css({ maxW: 'min(960px, calc(100vw - 32px))', maxH: 'calc(100vh - 32px)', overflowY: 'auto' }),
};

interface OrderDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: keyof typeof widths;
  /** 'alertdialog' for confirmations of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
}

export function OrderDialog({
  open,
  title,
  description,
  onClose,
  children,
  size = 'md',
  role,
}: OrderDialogProps) {
  const parts = dialog();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      role={role}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={parts.backdrop} />
        <Dialog.Positioner className={parts.positioner}>
          <Dialog.Content className={cx(parts.content, widths[size])}>
            <Dialog.Title className={parts.title}>{title}</Dialog.Title>
            {description && (
              <Dialog.Description className={parts.description}>{description}</Dialog.Description>
            )}
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
