/**
 * /warehouses/advancedShipNotice/view/:id: one ASN — its header, its lines with what was expected,
 * received, rejected and closed short, the receipts recorded against it, and its next steps: confirm
 * (receive), and recreate as a new ASN.
 */
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { outstandingQuantity } from '../../domain/warehouse-shipment.lifecycle';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { ShipmentViewFrame, ShipmentViewPage } from './shipment-view-frame';
import { asnKind, type Shipment } from '../../api/shipments.api';
import { lineStyles, Quantity } from './line-table';

function AsnLines({ shipment }: { shipment: Shipment }) {
  return (
    <div className={lineStyles.scroller}>
      <table className={lineStyles.table} aria-label="Lines">
        <thead>
          <tr>
            <th className={lineStyles.th}>SKU</th>
            <th className={lineStyles.th}>Item</th>
            <th className={lineStyles.num}>Expected</th>
            <th className={lineStyles.num}>Received</th>
            <th className={lineStyles.num}>Rejected</th>
            <th className={lineStyles.num}>Cancelled</th>
            <th className={lineStyles.num}>Outstanding</th>
          </tr>
        </thead>
        <tbody>
          {shipment.items.map((line, i) => (
            <tr key={i}>
              <td className={lineStyles.sku}>{line.sku}</td>
              <td>{line.name ?? '—'}</td>
              <Quantity value={line.quantity} />
              <Quantity value={line.receivedQuantity} />
              <Quantity value={line.rejectedQuantity} />
              <Quantity value={line.cancelledQuantity} />
              <Quantity value={outstandingQuantity(line)} strong />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AsnView({ shipment }: { shipment: Shipment }) {
  const { can } = usePermissions();
  return (
    <ShipmentViewPage
      kind={asnKind}
      shipment={shipment}
      description="Advance ship notice: what the vendor announced, and what has arrived."
      action={
        can('warehouses.asn.create') && (
          <Link
            href={`${asnKind.path}/recreate/${shipment.id}`}
            className={buttonClass({ variant: 'secondary' })}
          >
            Recreate
          </Link>
        )
      }
      lines={<AsnLines shipment={shipment} />}
    />
  );
}

export default function AsnViewScreen({ params }: Partial<ScreenProps>) {
  return (
    <ShipmentViewFrame kind={asnKind} id={params?.id ?? ''}>
      {(shipment) => <AsnView shipment={shipment} />}
    </ShipmentViewFrame>
  );
}
