import { ConfirmDeleteDialog } from '../../components/confirm-delete-dialog';
import { useVendorsClient, type Vendor } from '../../api/vendors.api';

interface DeleteVendorDialogProps {
  vendor: Vendor | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting a vendor; one still referred to is better set Inactive, and the dialog says so. */
export function DeleteVendorDialog({ vendor, onClose, onDeleted }: DeleteVendorDialogProps) {
  const vendors = useVendorsClient();
  return (
    <ConfirmDeleteDialog
      open={vendor !== null}
      title={`Delete vendor ${vendor?.name ?? ''}?`}
      description={`The vendor ${vendor?.code ?? ''} is removed for good. This cannot be undone.`}
      inUseMessage={`${vendor?.name ?? ''} is still in use (its projects, users or documents refer to it) and cannot be deleted. Set its status to Inactive instead.`}
      successMessage={`Vendor ${vendor?.name ?? ''} deleted.`}
      remove={() => vendors.remove(vendor!.id)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
