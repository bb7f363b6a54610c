import type { ScreenProps } from '../../routes.types';
import { ShipmentList } from './shipment-list';
import { asnKind } from '../../api/shipments.api';

/** /warehouses/advancedShipNotice: shipments vendors announce before they arrive at a warehouse. */
export default function AsnListScreen(_props: Partial<ScreenProps>) {
  return (
    <ShipmentList
      kind={asnKind}
      description="Shipments announced by vendors before they arrive, and what has been received against them."
    />
  );
}
