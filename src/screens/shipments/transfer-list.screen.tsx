import type { ScreenProps } from '../../routes.types';
import { ShipmentList } from './shipment-list';
import { transferKind } from '../../api/shipments.api';

/** /warehouses/warehouseTransfers: stock moved from one of our warehouses to another. */
export default function TransferListScreen(_props: Partial<ScreenProps>) {
  return (
    <ShipmentList
      kind={transferKind}
      description="Stock moved between warehouses: allocated at the source, sent, then received at the destination."
    />
  );
}
