/**
 * Loads one shipment for a view screen: loading, failure (404 reads "not yours to see"), a shipment of
 * the other kind (with a link to its own view), then the view itself.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FormError } from '../../components/form-error';
import { Notice } from '../../components/notice';
import { PageLoading } from '../../components/page-loading';
import { useLoad } from '../../components/use-load';
import {
  asnKind,
  transferKind,
  useShipmentClient,
  viewPath,
  type Shipment,
  type ShipmentKind,
} from './shipments.api';

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
