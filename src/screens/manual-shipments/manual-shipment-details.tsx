/**
 * The read-only parts of a small parcel's page: its details (once it can no longer be edited, or for
 * those who may only view it), its lines with what is allocated (and, after a refused allocation,
 * what is short), the stock held or shipped by lot and location, and its timeline.
 */
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import type { ManualShipmentRow, ShipmentOverview } from '../../api/manual-shipments.api';
import { Card } from '../../components/card';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { formatDay, formatInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { ledgerKindLabel } from '../../domain/item-stock';
import { shipmentOrderTypeLabel } from '../../domain/manual-shipment-labels';
import { isPickup, manualShipmentStatusLabel } from '../../domain/manual-shipment.lifecycle';

const count = new Intl.NumberFormat('en-US');
const dash = '—';

const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
  '& td, & th': { py: '2', px: '3', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'start' },
  '& tr:last-child td': { borderBottomWidth: '0' },
  '& td:first-child, & th:first-child': { pl: '0' },
  '& th': { fontSize: '13px', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' },
});
const num = css({ textAlign: 'end!' });
const scroller = css({ overflowX: 'auto' });

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={css({ fontSize: '12px', color: 'fg.muted', fontWeight: 'medium' })}>{label}</dt>
      <dd className={css({ mt: '0.5' })}>{children}</dd>
    </div>
  );
}

/** An address on a few lines: who, the street, the city line, the country. */
export function AddressLines({ address: a }: { address: ManualShipmentRow['shipmentAddress'] }) {
  const lines = [
    [a.name, a.company].filter(Boolean).join(', '),
    a.addressLine1,
    a.addressLine2,
    a.addressLine3,
    [a.city, [a.state, a.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    a.countryCode,
    [a.phone, a.email].filter(Boolean).join(' · '),
  ].filter(Boolean);
  if (lines.length === 0) return <span className={ui.muted}>No address</span>;
  return (
    <address className={css({ fontStyle: 'normal' })}>
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </address>
  );
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr 1fr', md: 'repeat(4, 1fr)' },
  gap: '4',
});

export function ShipmentDetails({ shipment: s }: { shipment: ManualShipmentRow }) {
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const name = (source: typeof vendorsRef, id: number | null) =>
    id === null ? dash : (refs.label(source, id) ?? `#${id}`);
  const pickup = isPickup(s.orderType);
  return (
    <Card title="Details">
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: '3fr 1fr' }, gap: '6' })}
      >
        <dl className={grid}>
          <Detail label="Type">{shipmentOrderTypeLabel(s.orderType)}</Detail>
          <Detail label="Reference number">{s.customReferenceNumber ?? dash}</Detail>
          <Detail label="Vendor">{name(vendorsRef, s.vendorId)}</Detail>
          <Detail label="Ships from">{name(warehousesRef, s.warehouseId)}</Detail>
          <Detail label="Wanted ship date">{formatDay(s.wantedShipDate)}</Detail>
          {pickup ? (
            <Detail label="Picked up by">{s.pickedUpBy ?? dash}</Detail>
          ) : (
            <>
              <Detail label="Carrier · service">
                {[s.carrierCode, s.serviceCode].filter(Boolean).join(' · ') || dash}
              </Detail>
              <Detail label="Tracking number">
                {s.trackingNumber ? <span className={ui.code}>{s.trackingNumber}</span> : dash}
              </Detail>
            </>
          )}
          <Detail label="Packages · weight">
            {s.packageCount == null && s.weight == null
              ? dash
              : `${s.packageCount ?? dash} · ${s.weight == null ? dash : `${s.weight} lb`}`}
          </Detail>
          <Detail label="Shipped">{formatInstant(s.shipDate)}</Detail>
          <Detail label="Created">{formatInstant(s.createdAt)}</Detail>
          {s.notes && (
            <div className={css({ gridColumn: '1 / -1' })}>
              <Detail label="Notes">{s.notes}</Detail>
            </div>
          )}
        </dl>
        <dl>
          <Detail label="Ship to">
            <AddressLines address={s.shipmentAddress} />
          </Detail>
        </dl>
      </div>
    </Card>
  );
}

/** The lines with what is allocated; `shortage` (line index → message) after a refused allocation. */
export function ShipmentLines({
  shipment,
  shortage,
}: {
  shipment: ManualShipmentRow;
  shortage: Record<number, string> | null;
}) {
  const shipped = shipment.orderStatus === 'Shipped';
  return (
    <Card title="Lines">
      <div className={scroller}>
        <table className={table} aria-label="Lines">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Item</th>
              <th className={num}>Quantity</th>
              <th className={num}>{shipped ? 'Shipped' : 'Allocated'}</th>
              {shortage && <th>Short</th>}
            </tr>
          </thead>
          <tbody>
            {shipment.items.map((line, i) => (
              <tr key={i}>
                <td className={ui.code}>{line.sku}</td>
                <td>{line.name ?? dash}</td>
                <td className={cx(num, ui.semibold)}>{count.format(line.quantity)}</td>
                <td className={num}>
                  {count.format(shipped ? line.quantity : (line.allocatedQuantity ?? 0))}
                </td>
                {shortage && (
                  <td className={shortage[i] ? ui.danger : ui.muted}>{shortage[i] ?? 'Enough'}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** The stock held for the shipment (or shipped with it), by lot and location. */
export function ShipmentStock({ allocations }: { allocations: ShipmentOverview['allocations'] }) {
  if (allocations.length === 0) return null;
  return (
    <Card title="Stock" description="Taken first expiry first out, by lot and location.">
      <div className={scroller}>
        <table className={table} aria-label="Allocated stock">
          <thead>
            <tr>
              <th>SKU</th>
              <th>Location</th>
              <th>Lot</th>
              <th>Expires</th>
              <th className={num}>Units</th>
              <th>State</th>
            </tr>
          </thead>
          <tbody>
            {allocations.map((a, i) => (
              <tr key={i}>
                <td className={ui.code}>{a.sku}</td>
                <td className={ui.code}>{a.location}</td>
                <td>{a.lotNumber ?? dash}</td>
                <td>{formatDay(a.expirationDate)}</td>
                <td className={num}>{count.format(a.quantity)}</td>
                <td className={ui.muted}>{allocationStates[a.status] ?? a.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** A write or step of the action log, as done. */
const actionLabels: Record<string, string> = {
  add: 'Created',
  edit: 'Edited',
  submit: 'Submitted',
  confirm: 'Confirmed',
  allocate: 'Allocated',
  pack: 'Packed',
  ship: 'Shipped',
  cancel: 'Cancelled',
};
/** An allocation's state: held for the shipment, given back, or gone with it. */
const allocationStates: Record<string, string> = { open: 'Held', released: 'Released', consumed: 'Shipped' };

function describeEntry(e: ShipmentOverview['timeline'][number]): string {
  if (e.type === 'stock') {
    const units = Math.abs((e.quantityDelta || e.allocatedDelta) ?? 0);
    const what = ledgerKindLabel(e.action);
    return `${what} ${count.format(units)} × ${e.sku ?? ''} at ${e.location ?? dash}${e.lotNumber ? ` (lot ${e.lotNumber})` : ''}`;
  }
  const what = actionLabels[e.action] ?? e.action;
  return e.status ? `${what} · ${manualShipmentStatusLabel(e.status)}` : what;
}

/** What happened to it, oldest first: its steps and edits, and the stock they moved. */
export function ShipmentTimeline({ timeline }: { timeline: ShipmentOverview['timeline'] }) {
  if (timeline.length === 0) return null;
  return (
    <Card title="Timeline">
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} aria-label="Timeline">
        {timeline.map((e, i) => (
          <li key={i} className={css({ display: 'grid', gridTemplateColumns: '190px 1fr auto', gap: '3' })}>
            <span className={ui.mutedNowrap}>{formatInstant(e.at)}</span>
            <span className={e.type === 'stock' ? ui.muted : undefined}>{describeEntry(e)}</span>
            <span className={ui.muted}>{e.userName ?? ''}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
