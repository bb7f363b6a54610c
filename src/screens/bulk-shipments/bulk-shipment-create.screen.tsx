/**
 * /warehouses/bulkShipments/create: a brand that only requests sees "Request a bulk shipment"; staff
 * who create see "New bulk shipment" with the vendor and warehouse to choose.
 */
import { css } from 'styled-system/css';
import { PageHeader } from '../../components/page-header';
import { isRequestOnly } from '../../domain/manual-shipment.lifecycle';
import { useSession } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { newBulkValues } from './bulk-form-values';
import { BulkShipmentForm } from './bulk-shipment-form';

export default function BulkShipmentCreateScreen(_props: Partial<ScreenProps>) {
  const { user } = useSession();
  const requestOnly = isRequestOnly(user?.permissions ?? []);
  const onlyVendor = user?.accessVendorIds?.length === 1 ? user.accessVendorIds[0]! : null;
  return (
    <div className={css({ maxW: '960px' })}>
      <PageHeader
        title={requestOnly ? 'Request a bulk shipment' : 'New bulk shipment'}
        description={
          requestOnly
            ? 'Ask the warehouse to ship your stock in bulk: what, where to and when. The warehouse confirms the request, then picks, packs and ships it; you follow each step here.'
            : 'A wholesale or B2B freight shipment: after it is confirmed, allocate its stock, pack it into cartons and pallets, and ship it.'
        }
      />
      <BulkShipmentForm
        initial={newBulkValues(onlyVendor)}
        requestOnly={requestOnly}
        fixedVendor={onlyVendor !== null}
      />
    </div>
  );
}
