/**
 * The Enable / Disable button of a storefront's row (for storefronts.toggle). Disabling asks first: the
 * storefront keeps its history but takes no new orders until it is enabled again.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { describeApiError } from '../../api/api-error';
import { projectLabel } from '../../api/bootstrap.api';
import { Button } from '../button';
import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import { useApi } from '../../machines/use-app';
import type { CrudRow } from '../crud/crud-config';
import { setStorefrontEnabled } from '../../api/storefronts.api';

export function StorefrontToggle({ row, reload }: { row: CrudRow; reload: () => void }) {
  const api = useApi();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = projectLabel({ name: String(row.name), clientCode: String(row.clientCode) });
  const enabled = row.enabled !== false;
  const enable = async () => {
    setBusy(true);
    try {
      await setStorefrontEnabled(api, row.id, true);
      toast.success(`Storefront ${name} enabled.`);
      reload();
    } catch (e) {
      toast.error(describeApiError(e).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        loading={busy}
        aria-label={`${enabled ? 'Disable' : 'Enable'} ${name}`}
        onClick={() => (enabled ? setConfirming(true) : void enable())}
      >
        {enabled ? 'Disable' : 'Enable'}
      </Button>
      <ConfirmDeleteDialog
        open={confirming}
        title={`Disable storefront ${name}?`}
        description="It keeps its orders, stores and products, but takes no new orders until it is enabled again."
        inUseMessage={`Storefront ${name} cannot be disabled now.`}
        successMessage={`Storefront ${name} disabled.`}
        confirmLabel="Disable"
        remove={() => setStorefrontEnabled(api, row.id, false)}
        onClose={() => setConfirming(false)}
        onDeleted={reload}
      />
    </>
  );
}
