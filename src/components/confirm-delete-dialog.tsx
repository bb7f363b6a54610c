import { Dialog } from './ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../api/api-error';
import { Button } from './button';
import { FormError } from './form-error';
import { ui } from './ui/styles';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  description: string;
  /** Shown when the server answers 409: the record is still referred to and stays. */
  inUseMessage: string;
  successMessage: string;
  /** The confirming button, 'Delete' by default ('Disable' where a record is only switched off). */
  confirmLabel?: string;
  remove: () => Promise<unknown>;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirms a delete; a record still in use (409) stays, and the dialog says why. */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    props.onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.remove();
      toast.success(props.successMessage);
      close();
      props.onDeleted();
    } catch (e) {
      const failure = describeApiError(e);
      setError(failure.status === 409 ? props.inUseMessage : failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={({ open }) => !open && close()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>{props.title}</Dialog.Title>
            <Dialog.Description>{props.description}</Dialog.Description>
            <div className={ui.mt4}>
              <FormError message={error} title={`Not ${(props.confirmLabel ?? 'Delete').toLowerCase()}d`} />
            </div>
            <div className={ui.dialogFooter}>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button variant="danger" loading={busy} onClick={() => void confirm()}>
                {props.confirmLabel ?? 'Delete'}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
