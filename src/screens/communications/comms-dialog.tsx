/** The frame of the Communications Center's dialogs (new message, new group, add members). */
import { Dialog } from '../../components/ui';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ui } from '../../components/ui/styles';

export function CommsDialog({
  open,
  title,
  description,
  onClose,
  children,
  footer,
}: {
  open: boolean;
  title: string;
  description: string;
  onClose: () => void;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={({ open: isOpen }) => !isOpen && onClose()}
      lazyMount
      unmountOnExit
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content className={css({ maxW: '480px' })}>
            <Dialog.Title>{title}</Dialog.Title>
            <Dialog.Description>{description}</Dialog.Description>
            <div className={ui.dialogBody}>{children}</div>
            <div className={ui.dialogFooter}>{footer}</div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
