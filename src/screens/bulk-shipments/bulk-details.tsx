/**
 * What a bulk shipment is: who asked for it and where it goes (vendor, warehouse, ship-to address,
 * wanted ship date, reference, notes), how it left once shipped, and its lines with what is
 * requested, allocated and packed.
 */
import { Card } from '../../components/card';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { table } from '../../components/flow-styles';
import { formatCount, formatDay, formatInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import type { ManualShipmentRow } from '../../api/manual-shipments.api';
import { bulkStyles } from './bulk-styles';

function Address({ shipment }: { shipment: ManualShipmentRow }) {
  const a = shipment.shipmentAddress ?? {};
  const lines = [
    a.company,
    a.name,
    a.addressLine1,
    a.addressLine2,
    a.addressLine3,
    [a.city, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.countryCode,
  ].filter(Boolean);
  return (
    <address className={bulkStyles.address}>
      {lines.map((line, i) => (
        <span key={i}>{line}</span>
      ))}
      {(a.email || a.phone) && (
        <span className={ui.mutedSmall}>{[a.email, a.phone].filter(Boolean).join(' · ')}</span>
      )}
    </address>
  );
}

export function BulkDetails({ shipment, refs }: { shipment: ManualShipmentRow; refs: RefNames }) {
  const shipped = shipment.orderStatus === 'Shipped';
  return (
    <Card title="Details">
      <dl className={bulkStyles.dl}>
        <dt>Vendor</dt>
        <dd>{refs.label(vendorsRef, shipment.vendorId) ?? `#${shipment.vendorId}`}</dd>
        <dt>Ships from</dt>
        <dd>
          {shipment.warehouseId === null ? (
            <span className={ui.muted}>Not chosen yet</span>
          ) : (
            (refs.label(warehousesRef, shipment.warehouseId) ?? `#${shipment.warehouseId}`)
          )}
        </dd>
        <dt>Ship to</dt>
        <dd>
          <Address shipment={shipment} />
        </dd>
        <dt>Wanted ship date</dt>
        <dd>{formatDay(shipment.wantedShipDate)}</dd>
        {shipment.customReferenceNumber && (
          <>
            <dt>Reference</dt>
            <dd>{shipment.customReferenceNumber}</dd>
          </>
        )}
        <dt>Requested</dt>
        <dd>
          {formatInstant(shipment.createdAt)}
          {shipment.requestedBy ? <span className={ui.mutedSmall}> · by the brand</span> : null}
        </dd>
        <dt>Confirmed</dt>
        <dd>
          {shipment.confirmedAt ? (
            formatInstant(shipment.confirmedAt)
          ) : (
            <span className={ui.muted}>Not yet</span>
          )}
        </dd>
        {shipped && (
          <>
            <dt>Shipped</dt>
            <dd>{formatInstant(shipment.shipDate)}</dd>
            <dt>Carrier</dt>
            <dd>{[shipment.carrierCode, shipment.serviceCode].filter(Boolean).join(' · ') || '—'}</dd>
            {shipment.proNumber && (
              <>
                <dt>PRO number</dt>
                <dd className={bulkStyles.code}>
                  {shipment.proNumber}
                  {shipment.freightClass ? ` · class ${shipment.freightClass}` : ''}
                </dd>
              </>
            )}
            {shipment.trackingNumber && (
              <>
                <dt>Tracking</dt>
                <dd className={bulkStyles.code}>{shipment.trackingNumber}</dd>
              </>
            )}
            <dt>Pieces · weight</dt>
            <dd>
              {shipment.packageCount ?? '—'} · {shipment.weight != null ? `${shipment.weight} lb` : '—'}
            </dd>
          </>
        )}
        {shipment.notes && (
          <>
            <dt>Notes</dt>
            <dd className={bulkStyles.preWrap}>{shipment.notes}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}

export function BulkLines({ shipment }: { shipment: ManualShipmentRow }) {
  const total = (key: 'quantity' | 'allocatedQuantity' | 'packedQuantity') =>
    shipment.items.reduce((n, l) => n + (l[key] ?? 0), 0);
  return (
    <Card title="Lines">
      <div className={bulkStyles.scroller}>
        <table className={table} aria-label="Lines">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Item</th>
              <th className="num">Requested</th>
              <th className="num">Allocated</th>
              <th className="num">Packed</th>
            </tr>
          </thead>
          <tbody>
            {shipment.items.map((line, i) => (
              <tr key={i}>
                <td className={bulkStyles.code}>{line.sku}</td>
                <td>{line.name ?? '—'}</td>
                <td className="num">{formatCount(line.quantity)}</td>
                <td className="num">{formatCount(line.allocatedQuantity ?? 0)}</td>
                <td className="num">{formatCount(line.packedQuantity ?? 0)}</td>
              </tr>
            ))}
          </tbody>
          {shipment.items.length > 1 && (
            <tfoot>
              <tr>
                <td colSpan={2} className={ui.semibold}>
                  Total
                </td>
                <td className="num">{formatCount(total('quantity'))}</td>
                <td className="num">{formatCount(total('allocatedQuantity'))}</td>
                <td className="num">{formatCount(total('packedQuantity'))}</td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </Card>
  );
}
