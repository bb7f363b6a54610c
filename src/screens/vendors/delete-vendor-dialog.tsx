import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import { describeApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { useVendorsClient, type Vendor } from './vendors.api';

interface DeleteVendorDialogProps {
  vendor: Vendor | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirms a delete; a vendor still referred to (409) stays, and the dialog says why. */
export function DeleteVendorDialog({ vendor, onClose, onDeleted }: DeleteVendorDialogProps) {
  const vendors = useVendorsClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const styles = dialog();
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!vendor) return;
    setBusy(true);
    setError(null);
    try {
      await vendors.remove(vendor.id);
      toast.success(`Vendor ${vendor.name} deleted.`);
      close();
      onDeleted();
    } catch (e) {
      const failure = describeApiError(e);
      setError(
        failure.status === 409
          ? `${vendor.name} is still in use (its projects, users or documents refer to it) and cannot be deleted. Set its status to Inactive instead.`
          : failure.message,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={vendor !== null}
      onOpenChange={({ open }) => !open && close()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            <Dialog.Title className={styles.title}>Delete vendor {vendor?.name}?</Dialog.Title>
            <Dialog.Description className={styles.description}>
              The vendor {vendor?.code} is removed for good. This cannot be undone.
            </Dialog.Description>
            <div className={css({ mt: '4' })}>
              <FormError message={error} title="Not deleted" />
            </div>
            <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '6' })}>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button variant="danger" loading={busy} onClick={() => void confirm()}>
                Delete
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
