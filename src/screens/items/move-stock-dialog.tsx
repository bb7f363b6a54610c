/**
 * Moves unallocated units of one place between status buckets (release from quarantine, quarantine,
 * write down as damaged): POST /api/inventory/stock/{balanceId}/move, with a reason for the ledger.
 */
import { Dialog } from '../../components/ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { describeApiError } from '../../api/api-error';
import { moveStock } from '../../api/inventory.api';
import { Button } from '../../components/button';
import { FormError } from '../../components/form-error';
import type { PlaceStock } from '../../domain/item-stock';
import { stockBucketLabels, type StockBucket } from '../../domain/stock';
import { useApi } from '../../machines/use-app';
import { ui } from '../../components/ui/styles';

const targets: StockBucket[] = ['available', 'quarantine', 'damaged'];
const field = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'sm',
  fontWeight: 'medium',
});

export function MoveStockDialog({
  place,
  onClose,
  onMoved,
}: {
  place: PlaceStock | null;
  onClose: () => void;
  onMoved: () => void;
}) {
  const api = useApi();
  const [to, setTo] = useState<StockBucket>('available');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per opened dialog: a double click never moves the units twice.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const choices = targets.filter((b) => b !== place?.bucket);
  const close = () => {
    setError(null);
    setQuantity('');
    setReason('');
    setKey(crypto.randomUUID());
    onClose();
  };
  const submit = async () => {
    if (!place) return;
    setBusy(true);
    setError(null);
    try {
      await moveStock(
        api,
        place.id,
        { to: choices.includes(to) ? to : choices[0], quantity: Number(quantity), reason },
        key,
      );
      toast.success(`${quantity} moved to ${stockBucketLabels[choices.includes(to) ? to : choices[0]!]}.`);
      close();
      onMoved();
    } catch (e) {
      const failure = describeApiError(e);
      setError(Object.values(failure.fields)[0] ?? failure.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={place !== null} onOpenChange={({ open }) => !open && close()} lazyMount unmountOnExit>
      <Dialog.Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Move stock</Dialog.Title>
            <Dialog.Description>
              {place &&
                `${place.onHand - place.allocated} unallocated ${stockBucketLabels[place.bucket].toLowerCase()} at ${place.location || 'no location'}${place.lotNumber ? `, lot ${place.lotNumber}` : ''}.`}
            </Dialog.Description>
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', mt: '4' })}>
              <label className={field}>
                Move to
                <select
                  className={input()}
                  value={choices.includes(to) ? to : choices[0]}
                  onChange={(e) => setTo(e.target.value as StockBucket)}
                >
                  {choices.map((b) => (
                    <option key={b} value={b}>
                      {stockBucketLabels[b]}
                    </option>
                  ))}
                </select>
              </label>
              <label className={field}>
                Quantity
                <input
                  className={input()}
                  type="number"
                  min={1}
                  max={place ? place.onHand - place.allocated : undefined}
                  value={quantity}
                  onChange={(e) => setQuantity(e.target.value)}
                />
              </label>
              <label className={field}>
                Reason
                <input className={input()} value={reason} onChange={(e) => setReason(e.target.value)} />
              </label>
              <FormError message={error} title="Not moved" />
            </div>
            <div className={ui.dialogFooter}>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button loading={busy} onClick={() => void submit()}>
                Move
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
