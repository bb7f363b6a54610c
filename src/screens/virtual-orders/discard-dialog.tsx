/** Confirms discarding a pending virtual order: it will not be placed (received again, it comes back). */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { discardVirtualOrder } from '../../api/virtual-orders.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import { ui } from '../../components/ui/styles';
import { useApi } from '../../machines/use-app';
import { FramedDialog } from '../../components/framed-dialog';

export interface DiscardChoice {
  id: number;
  name: string;
}

export function DiscardDialog({
  choice,
  onClose,
  onDiscarded,
}: {
  choice: DiscardChoice | null;
  onClose: () => void;
  onDiscarded: () => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      await discardVirtualOrder(api, choice.id);
      toast.success(`${choice.name} discarded.`);
      close();
      onDiscarded();
    } catch (e) {
      setError(describeApiError(e).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FramedDialog
      open={choice !== null}
      onClose={close}
      role="alertdialog"
      title={choice ? `Discard ${choice.name}?` : ''}
      description="It will not be placed and leaves the pending list. If the storefront sends the same order again, it comes back."
    >
      <div className={ui.mt4}>
        <FormError message={error} title="Not discarded" />
      </div>
      <div className={ui.dialogFooter}>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          Discard
        </Button>
      </div>
    </FramedDialog>
  );
}
