/**
 * /warehouses/warehouseTransfers/view/:id: one transfer — its header, its lines with what was
 * requested, allocated, sent and received (and the discrepancy once received), the receipts at the
 * destination, and the next step's button by status: Allocate, Confirm or Receive.
 */
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { isEditableStatus, transferLineProgress } from '../../domain/warehouse-shipment.lifecycle';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { lineStyles, Quantity } from './line-table';
import { ShipmentViewFrame, ShipmentViewPage } from './shipment-view-frame';
import { transferKind, type Shipment } from '../../api/shipments.api';

const count = new Intl.NumberFormat('en-US');

function Discrepancy({ value, inTransit }: { value: number | null; inTransit: number }) {
  if (value === null)
    return (
      <td className={css({ textAlign: 'end', color: 'fg.muted', whiteSpace: 'nowrap' })}>
        {inTransit > 0 ? `${inTransit} in transit` : '—'}
      </td>
    );
  return (
    <td
      className={css({
        textAlign: 'end',
        fontWeight: 'semibold',
        color: value === 0 ? 'success' : 'danger',
        whiteSpace: 'nowrap',
      })}
    >
      {value === 0 ? 'None' : `${count.format(Math.abs(value))} ${value < 0 ? 'short' : 'over'}`}
    </td>
  );
}

function TransferLines({ shipment }: { shipment: Shipment }) {
  return (
    <div className={lineStyles.scroller}>
      <table className={lineStyles.table} aria-label="Lines">
        <thead>
          <tr>
            <th className={lineStyles.th}>SKU</th>
            <th className={lineStyles.th}>Item</th>
            <th className={lineStyles.num}>Requested</th>
            <th className={lineStyles.num}>Allocated</th>
            <th className={lineStyles.num}>Sent</th>
            <th className={lineStyles.num}>Received</th>
            <th className={lineStyles.num}>Rejected</th>
            <th className={lineStyles.num}>Discrepancy</th>
          </tr>
        </thead>
        <tbody>
          {shipment.items.map((line, i) => {
            const p = transferLineProgress(line, shipment.orderStatus);
            return (
              <tr key={i}>
                <td className={lineStyles.sku}>{line.sku}</td>
                <td>{line.name ?? '—'}</td>
                <Quantity value={p.requested} strong />
                <Quantity value={p.allocated} />
                <Quantity value={p.sent} />
                <Quantity value={p.received} />
                <Quantity value={p.rejected} />
                <Discrepancy value={p.discrepancy} inTransit={p.inTransit} />
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TransferView({ shipment }: { shipment: Shipment }) {
  const { can } = usePermissions();
  const canEdit = can('warehouses.transfers.update') && isEditableStatus(shipment.orderStatus);
  return (
    <ShipmentViewPage
      kind={transferKind}
      shipment={shipment}
      description="Warehouse transfer: stock reserved at the source, sent, then received at the destination."
      action={
        canEdit && (
          <Link
            href={`${transferKind.path}/${shipment.id}/create`}
            className={buttonClass({ variant: 'secondary' })}
          >
            Edit
          </Link>
        )
      }
      lines={<TransferLines shipment={shipment} />}
    />
  );
}

export default function TransferViewScreen({ params }: Partial<ScreenProps>) {
  return (
    <ShipmentViewFrame kind={transferKind} id={params?.id ?? ''}>
      {(shipment) => <TransferView shipment={shipment} />}
    </ShipmentViewFrame>
  );
}
