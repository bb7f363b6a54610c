/** Confirms the repair of one drifting balance; a balance only a count can fix (409) stays, and says so. */
import { Dialog } from '../../components/ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import type { StockDriftView } from '../../domain/inventory-views';
import { ui } from '../../components/ui/styles';

interface RepairDialogProps {
  drift: StockDriftView | null;
  repair: (balanceId: number) => Promise<{ message: string }>;
  onClose: () => void;
  onRepaired: () => void;
}

export function RepairDialog({ drift, repair, onClose, onRepaired }: RepairDialogProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!drift) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await repair(drift.balanceId);
      toast.success(answer.message);
      close();
      onRepaired();
    } catch (e) {
      setError(describeApiError(e).message);
    } finally {
      setBusy(false);
    }
  };
  const place = drift ? [drift.location || 'no location', drift.lotNumber && `lot ${drift.lotNumber}`] : [];
  return (
    <Dialog.Root
      open={drift !== null}
      onOpenChange={({ open }) => !open && close()}
      role="alertdialog"
      lazyMount
      unmountOnExit
    >
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Repair {drift?.sku}?</Dialog.Title>
            <Dialog.Description>
              The balance at {place.filter(Boolean).join(', ')} is kept as the warehouse sees it: a repair
              ledger entry records the difference, and allocated is set to the open allocations. The entry
              names you and the reason.
            </Dialog.Description>
            <div className={ui.mt4}>
              <FormError message={error} title="Not repaired" />
            </div>
            <div className={ui.dialogFooter}>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button loading={busy} onClick={() => void confirm()}>
                Repair
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
