/**
 * The next steps a shipment offers (warehouse-shipment.lifecycle), as links to their screens, for the
 * users who may take them: the main step first, as the primary button.
 */
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import {
  isFullyAllocated,
  nextSteps,
  stepPath,
  stepPermissions,
  type ShipmentState,
  type ShipmentStep,
} from '../../domain/warehouse-shipment.lifecycle';
import { ADVANCED_SHIP_NOTICE } from '../../domain/resources/warehouse-shipment.schema';
import { usePermissions } from '../../machines/use-app';

function stepLabel(shipment: ShipmentState, step: ShipmentStep): string {
  if (shipment.type === ADVANCED_SHIP_NOTICE) return 'Confirm (receive)';
  if (step === 'allocate')
    return shipment.items.some((l) => (l.allocatedQuantity ?? 0) > 0) ? 'Change allocation' : 'Allocate';
  if (step === 'confirm') return isFullyAllocated(shipment.items) ? 'Confirm' : 'Confirm short';
  return 'Receive';
}

export function ShipmentSteps({ shipment }: { shipment: ShipmentState & { id: number } }) {
  const { can } = usePermissions();
  const steps = nextSteps(shipment).filter((step) => stepPermissions(shipment.type, step).some(can));
  return steps.map((step, i) => {
    const href = stepPath(shipment.type, step, shipment.id);
    return (
      href && (
        <Link key={step} href={href} className={buttonClass({ variant: i === 0 ? 'primary' : 'secondary' })}>
          {stepLabel(shipment, step)}
        </Link>
      )
    );
  });
}
