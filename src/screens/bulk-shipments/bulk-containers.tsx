/**
 * A bulk shipment's cartons and pallets as packed: each pallet with its LPN, its SSCC as the label
 * prints it ('(00) 0061414…'), weight and dimensions, and the cartons on it with their contents; then
 * the cartons on no pallet.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { PackingCarton, PackingPallet, ShipmentPacking } from '../../api/manual-shipments.api';
import { Card } from '../../components/card';
import { table } from '../../components/flow-styles';
import { formatCount } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { ssccElementString } from '../../domain/gs1';
import { bulkStyles } from './bulk-styles';

/** The SSCC as printed under its barcode; the raw code if it is somehow not a valid one. */
export function ssccText(sscc: string | null) {
  if (!sscc) return '—';
  try {
    return ssccElementString(sscc).text;
  } catch {
    return sscc;
  }
}

/** '12.5 lb · 40×48×52 in', or '—'. */
export function measuresText(m: {
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}) {
  const dims = [m.length, m.width, m.height];
  const parts = [
    m.weight != null ? `${m.weight} lb` : null,
    dims.every((d) => d != null) ? `${dims.join('×')} in` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : '—';
}

function contentsText(carton: PackingCarton, packing: ShipmentPacking) {
  return carton.contents
    .map(
      (c) =>
        `${packing.lines.find((l) => l.lineIndex === c.lineIndex)?.sku ?? `line ${c.lineIndex + 1}`} × ${c.quantity}`,
    )
    .join(', ');
}

function CartonRows({ cartons, packing }: { cartons: PackingCarton[]; packing: ShipmentPacking }) {
  return cartons.map((c) => (
    <tr key={c.id}>
      <td className={bulkStyles.code}>{c.lpn}</td>
      <td className={bulkStyles.code}>{ssccText(c.sscc)}</td>
      <td>{contentsText(c, packing)}</td>
      <td className="num">{formatCount(c.units)}</td>
      <td className={ui.nowrap}>{measuresText(c)}</td>
    </tr>
  ));
}

const palletHead = css({ bg: 'bg.subtle', '& td': { fontWeight: 'semibold' } });

function PalletRow({ pallet }: { pallet: PackingPallet }) {
  return (
    <tr className={palletHead}>
      <td className={bulkStyles.code}>{pallet.lpn}</td>
      <td className={bulkStyles.code}>{ssccText(pallet.sscc)}</td>
      <td>Pallet · {pallet.cartonCount === 1 ? '1 carton' : `${pallet.cartonCount} cartons`}</td>
      <td />
      <td className={ui.nowrap}>{measuresText(pallet)}</td>
    </tr>
  );
}

export function BulkContainers({ packing, actions }: { packing: ShipmentPacking; actions?: ReactNode }) {
  const loose = packing.cartons.filter((c) => c.palletId === null);
  return (
    <Card
      title="Cartons and pallets"
      description={
        packing.cartons.length === 0
          ? 'Nothing packed yet.'
          : `${packing.cartons.length === 1 ? '1 carton' : `${packing.cartons.length} cartons`} on ${
              packing.pallets.length === 1 ? '1 pallet' : `${packing.pallets.length} pallets`
            }${loose.length ? `, ${loose.length} loose` : ''}.`
      }
      actions={actions}
    >
      {packing.cartons.length > 0 && (
        <div className={bulkStyles.scroller}>
          <table className={table} aria-label="Cartons and pallets">
            <thead>
              <tr>
                <th>LPN</th>
                <th>SSCC</th>
                <th>Contents</th>
                <th className="num">Units</th>
                <th>Weight · size</th>
              </tr>
            </thead>
            <tbody>
              {packing.pallets.map((p) => [
                <PalletRow key={`p${p.id}`} pallet={p} />,
                <CartonRows
                  key={`c${p.id}`}
                  cartons={packing.cartons.filter((c) => c.palletId === p.id)}
                  packing={packing}
                />,
              ])}
              {loose.length > 0 && packing.pallets.length > 0 && (
                <tr className={palletHead}>
                  <td colSpan={5}>Not on a pallet</td>
                </tr>
              )}
              <CartonRows cartons={loose} packing={packing} />
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
