/**
 * /warehouses/advancedShipNotice/create and /recreate/:recreateFromShipmentId: a new advance ship
 * notice. Recreating starts from an earlier shipment: the same vendor, warehouse and lines, with a new
 * order number.
 */
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import { ADVANCED_SHIP_NOTICE } from '../../domain/resources/warehouse-shipment.schema';
import { useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { AsnForm } from './asn-form';
import { newShipmentValues, recreatedShipmentValues } from './shipment-form-values';
import { useShipmentClient } from '../../api/shipments.api';
import { ui } from '../../components/ui/styles';

export default function AsnFormScreen({ params }: Partial<ScreenProps>) {
  const fromId = params?.recreateFromShipmentId;
  const client = useShipmentClient(ADVANCED_SHIP_NOTICE);
  const { user } = useSession();
  const onlyVendor = user.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  const load = useLoad(
    (signal) => (fromId ? client.get(fromId, signal) : Promise.resolve(null)),
    [fromId, client],
  );
  const from = load.status === 'loaded' ? load.data : null;
  return (
    <div className={ui.maxW960}>
      <PageHeader
        title={from ? `Recreate ASN ${from.orderNumber}` : 'New advance ship notice'}
        description={
          from
            ? 'A new ASN with the same vendor, warehouse and lines; give it its own order number.'
            : 'Announce a shipment before it arrives, so the warehouse can receive it against this notice.'
        }
      />
      {load.status === 'loading' && <PageLoading />}
      {load.status === 'failed' && (
        <FormError
          title="The earlier shipment could not be loaded"
          message={
            load.failure.status === 404
              ? 'No such shipment, or it is not yours to see.'
              : load.failure.message
          }
        />
      )}
      {load.status === 'loaded' && (
        <AsnForm
          key={from?.id ?? 'new'}
          from={from}
          initial={
            from
              ? { ...recreatedShipmentValues(from, ADVANCED_SHIP_NOTICE), fromWarehouseId: null }
              : newShipmentValues(ADVANCED_SHIP_NOTICE, onlyVendor)
          }
        />
      )}
    </div>
  );
}
