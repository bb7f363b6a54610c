/**
 * Loads one shipment for a view screen: loading, failure (404 reads "not yours to see"), a shipment of
 * the other kind (with a link to its own view), then the view itself.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { Card } from '../../components/card';
import { FormError } from '../../components/form-error';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../machines/load/use-load';
import {
  asnKind,
  transferKind,
  useShipmentClient,
  viewPath,
  type Shipment,
  type ShipmentKind,
} from '../../api/shipments.api';
import { ShipmentDetails } from './shipment-details';
import { ShipmentReceipts } from './shipment-receipts';
import { ShipmentStatusBadge } from './shipment-status-badge';
import { ShipmentSteps } from './shipment-steps';
import { ui } from '../../components/ui/styles';

export function ShipmentViewFrame({
  kind,
  id,
  children,
}: {
  kind: ShipmentKind;
  id: string;
  children: (shipment: Shipment) => ReactNode;
}) {
  const client = useShipmentClient(kind.type);
  const load = useLoad((signal) => client.get(id, signal), [client, id]);
  if (load.status === 'loading') return <PageLoading />;
  if (load.status === 'failed')
    return (
      <FormError
        title={`The ${kind.noun} could not be loaded`}
        message={
          load.failure.status === 404 ? 'No such shipment, or it is not yours to see.' : load.failure.message
        }
      />
    );
  const shipment = load.data;
  if (shipment.type !== kind.type) {
    const other = [asnKind, transferKind].find((k) => k.type === shipment.type);
    return (
      <Notice tone="info" title={`Shipment ${shipment.orderNumber} is not ${kind.aNoun}`}>
        {other ? (
          <Link href={viewPath(other, shipment.id)}>Open it as {other.aNoun}</Link>
        ) : (
          'It is a purchase order batch: open it from its purchase order.'
        )}
      </Notice>
    );
  }
  return children(shipment);
}

/**
 * What an ASN's and a transfer's view share: the number with its status, the way back to the list,
 * the kind's own action, the next steps, the details, the lines and the receipts.
 */
export function ShipmentViewPage({
  kind,
  shipment,
  description,
  action,
  lines,
}: {
  kind: ShipmentKind;
  shipment: Shipment;
  description: string;
  /** Recreate (ASN) or Edit (transfer), when the user may. */
  action: ReactNode;
  lines: ReactNode;
}) {
  return (
    <>
      <PageHeader
        title={
          <span className={ui.titleWithBadge}>
            {shipment.orderNumber}
            <ShipmentStatusBadge status={shipment.orderStatus} />
          </span>
        }
        description={description}
        actions={
          <>
            <Link href={kind.path} className={buttonClass({ variant: 'ghost' })}>
              All {kind.isTransfer ? 'transfers' : 'ASNs'}
            </Link>
            {action}
            <ShipmentSteps shipment={shipment} />
          </>
        }
      />
      <div className={ui.stack6}>
        <ShipmentDetails shipment={shipment} />
        <Card title="Lines">{lines}</Card>
        <ShipmentReceipts shipment={shipment} />
      </div>
    </>
  );
}
