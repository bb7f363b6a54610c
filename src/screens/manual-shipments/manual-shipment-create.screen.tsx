/** /warehouses/manual-shipments/create: a new small-parcel shipment, created Open or saved as a Draft. */
import { ui } from '../../components/ui/styles';
import { PageHeader } from '../../components/page-header';
import type { ScreenProps } from '../../routes.types';
import { ManualShipmentForm } from './manual-shipment-form';

export default function ManualShipmentCreateScreen(_props: Partial<ScreenProps>) {
  return (
    <div className={ui.maxW1100}>
      <PageHeader
        title="New small parcel shipment"
        description="A parcel sent by hand from one of our warehouses: submit it, allocate its stock, then ship it."
      />
      {/* Nothing to reload on a new shipment. */}
      <ManualShipmentForm stored={null} onReload={() => {}} />
    </div>
  );
}
