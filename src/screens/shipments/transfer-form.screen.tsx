/**
 * /warehouses/warehouseTransfers/create, and /:shipmentId/create for an existing transfer (its form
 * again, while it is Draft or Open).
 */
import { Link } from 'wouter';
import { FormError } from '../../components/form-error';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { WAREHOUSE_TRANSFER } from '../../domain/resources/warehouse-shipment.schema';
import { editRefusal, isEditableStatus } from '../../domain/warehouse-shipment.lifecycle';
import type { ScreenProps } from '../../routes.types';
import { transferKind, useShipmentClient, viewPath } from '../../api/shipments.api';
import { TransferForm } from './transfer-form';
import { ui } from '../../components/ui/styles';

export default function TransferFormScreen({ params }: Partial<ScreenProps>) {
  const id = params?.shipmentId;
  const client = useShipmentClient(WAREHOUSE_TRANSFER);
  const load = useLoad((signal) => (id ? client.get(id, signal) : Promise.resolve(null)), [id, client]);
  const stored = load.status === 'loaded' ? load.data : null;
  const locked = stored && (stored.type !== WAREHOUSE_TRANSFER || !isEditableStatus(stored.orderStatus));
  return (
    <div className={ui.maxW960}>
      <PageHeader
        title={
          stored ? `Edit transfer ${stored.orderNumber}` : id ? 'Edit transfer' : 'New warehouse transfer'
        }
        description="Move a vendor’s stock from one of our warehouses to another."
      />
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError
          title="The transfer could not be loaded"
          message={
            load.failure.status === 404
              ? 'No such transfer, or it is not yours to see.'
              : load.failure.message
          }
        />
      )}
      {locked && (
        <Notice tone="info" title="This transfer can no longer be edited">
          {stored.type !== WAREHOUSE_TRANSFER
            ? 'This shipment is not a warehouse transfer.'
            : `${editRefusal(stored.orderStatus, 'transfers')} `}
          <Link href={viewPath(transferKind, stored.id)}>Open the transfer</Link>
        </Notice>
      )}
      {load.status === 'loaded' && !locked && (
        // A reload brings a new version: the form starts again from it.
        <TransferForm key={String(stored?.version ?? 'new')} stored={stored} onReload={load.retry} />
      )}
    </div>
  );
}
