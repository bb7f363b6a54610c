/**
 * The frame of the order page's dialogs (Ark Dialog): title, description, body, and a footer with
 * Back and the confirming button. Mounted only while open; the page keeps it mounted across live
 * refreshes, so what was typed stays.
 */
import { Dialog } from '../../../components/ui';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ui } from '../../../components/ui/styles';

export const dialogFooter = ui.dialogFooter;
export const dialogBody = ui.dialogBody;

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
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: next }) => !next && onClose()}
      role={role}
      lazyMount
      unmountOnExit
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={widths[size]}>
            <Dialog.Title>{title}</Dialog.Title>
            {description && <Dialog.Description>{description}</Dialog.Description>}
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
