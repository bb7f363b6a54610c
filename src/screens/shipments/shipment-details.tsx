/** The header of an ASN or a transfer: who, where, when, and the carriers announced for it. */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Card } from '../../components/card';
import { WAREHOUSE_TRANSFER } from '../../domain/resources/warehouse-shipment.schema';
import { formatCell } from '../../components/crud/crud-cells';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import type { Shipment } from '../../api/shipments.api';
import { ui } from '../../components/ui/styles';

const day = (value: string | null) => formatCell({ key: '', header: '', format: 'date' }, value);
const moment = (value: string | null) => formatCell({ key: '', header: '', format: 'datetime' }, value);

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={ui.factTerm}>{label}</dt>
      <dd className={ui.factValue}>{children}</dd>
    </div>
  );
}

export function ShipmentDetails({ shipment: s }: { shipment: Shipment }) {
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const name = (source: typeof vendorsRef, id: number | null) =>
    id === null ? '—' : (refs.label(source, id) ?? `#${id}`);
  const transfer = s.type === WAREHOUSE_TRANSFER;
  const carriers = s.shippings.filter((x) => x.carrier || x.trackingNumber);
  return (
    <Card title="Details">
      <dl
        className={css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
          gap: '4',
        })}
      >
        <Detail label="Vendor">{name(vendorsRef, s.vendorId)}</Detail>
        {transfer && <Detail label="Source warehouse">{name(warehousesRef, s.fromWarehouseId)}</Detail>}
        <Detail label={transfer ? 'Destination warehouse' : 'Receiving warehouse'}>
          {name(warehousesRef, s.toWarehouseId)}
        </Detail>
        <Detail label="Reference number">{s.customReferenceNumber ?? '—'}</Detail>
        <Detail label="Expected">{day(s.expectedDate)}</Detail>
        <Detail label="Received">{moment(s.receivedDate)}</Detail>
        <Detail label="Customer requested">{s.customerRequested ? 'Yes' : 'No'}</Detail>
        <Detail label="Created">{moment(s.createdAt)}</Detail>
      </dl>
      {(carriers.length > 0 || s.userNote) && (
        <dl
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
            gap: '4',
            mt: '5',
            pt: '4',
            borderTopWidth: '1px',
            borderColor: 'border',
          })}
        >
          {carriers.length > 0 && (
            <Detail label="Carriers">
              <ul>
                {carriers.map((x, i) => (
                  <li key={i}>
                    {x.carrier ?? 'Carrier not named'}
                    {x.trackingNumber && (
                      <span className={css({ fontFamily: 'mono', fontSize: '13px', ml: '2' })}>
                        {x.trackingNumber}
                      </span>
                    )}
                    {x.shipDate && (
                      <span className={css({ color: 'fg.muted', ml: '2' })}>shipped {day(x.shipDate)}</span>
                    )}
                  </li>
                ))}
              </ul>
            </Detail>
          )}
          {s.userNote && (
            <Detail label="Note">
              <p className={ui.preWrap}>{s.userNote}</p>
            </Detail>
          )}
        </dl>
      )}
    </Card>
  );
}
