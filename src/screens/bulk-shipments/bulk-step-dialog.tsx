/** The frame of the bulk shipment page's step dialogs: title, description, body (mounted only while open). */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Dialog } from '../../components/ui';

export function StepDialog({
  open,
  title,
  description,
  onClose,
  children,
  role,
}: {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for what cannot be undone (cancel). */
  role?: 'dialog' | 'alertdialog';
}) {
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
          <Dialog.Content className={css({ maxW: 'min(640px, calc(100vw - 32px))' })}>
            <Dialog.Title>{title}</Dialog.Title>
            {description && <Dialog.Description>{description}</Dialog.Description>}
            {children}
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
