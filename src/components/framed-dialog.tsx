/**
 * The frame of a screen's dialogs (Ark Dialog): title, description and body, mounted only while open
 * (what was typed goes with it). Widths: md (the dialog's own), lg, and xl (scrolls within the window).
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Dialog } from './ui';

const widths = {
  md: undefined,
  lg: css({ maxW: 'min(640px, calc(100vw - 32px))' }),
  xl: css({ maxW: 'min(960px, calc(100vw - 32px))', maxH: 'calc(100vh - 32px)', overflowY: 'auto' }),
};

export interface FramedDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  size?: keyof typeof widths;
  /** 'alertdialog' for confirmations of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
}

export function FramedDialog({
  open,
  title,
  description,
  onClose,
  children,
  size = 'md',
  role,
}: FramedDialogProps) {
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
