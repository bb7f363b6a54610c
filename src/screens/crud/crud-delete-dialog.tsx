import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import { describeApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import type { CrudConfig, CrudRow } from './crud-config';
import { useCrudClient } from './crud-client';

interface CrudDeleteDialogProps {
  config: CrudConfig;
  row: CrudRow | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Confirms a delete; a row still referred to (409) stays, and the dialog says why. */
export function CrudDeleteDialog({ config, row, onClose, onDeleted }: CrudDeleteDialogProps) {
  const client = useCrudClient(config);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const styles = dialog();
  const name = row ? config.rowLabel(row) : '';
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!row) return;
    setBusy(true);
    setError(null);
    try {
      await client.remove(row.id);
      toast.success(`${config.singular} ${name} deleted.`);
      close();
      onDeleted();
    } catch (e) {
      const failure = describeApiError(e);
      setError(failure.status === 409 ? `${name} is still in use and cannot be deleted.` : failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root
      open={row !== null}
      onOpenChange={({ open }) => !open && close()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            <Dialog.Title className={styles.title}>
              Delete {config.singular.toLowerCase()} {name}?
            </Dialog.Title>
            <Dialog.Description className={styles.description}>
              It is removed for good. This cannot be undone.
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
