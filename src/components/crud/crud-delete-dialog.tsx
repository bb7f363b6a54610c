import { ConfirmDeleteDialog } from '../confirm-delete-dialog';
import type { CrudConfig, CrudRow } from './crud-config';
import { useCrudClient } from './crud-client';

interface CrudDeleteDialogProps {
  config: CrudConfig;
  row: CrudRow | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** The delete confirmation of a generated list. */
export function CrudDeleteDialog({ config, row, onClose, onDeleted }: CrudDeleteDialogProps) {
  const client = useCrudClient(config);
  const name = row ? config.rowLabel(row) : '';
  return (
    <ConfirmDeleteDialog
      open={row !== null}
      title={`Delete ${config.singular.toLowerCase()} ${name}?`}
      description="It is removed for good. This cannot be undone."
      inUseMessage={`${name} is still in use and cannot be deleted.`}
      successMessage={`${config.singular} ${name} deleted.`}
      remove={() => client.remove(row!.id)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
