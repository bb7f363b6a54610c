import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { BucketStock, ItemStock, PlaceStock } from '../../domain/item-stock';
import { stockBucketLabels, type StockBucket } from '../../domain/stock';
import { stockFileColumns } from '../../domain/vendor-product-file';
import { quantity } from './item-columns';
import { ui } from '../../components/ui/styles';
import { formatDay } from '../../components/format';

const styles = {
  table: ui.plainTable,
  th: ui.plainTh,
  td: ui.ruledCell,
  end: ui.end,
  muted: ui.muted,
};

const bucketTone: Record<StockBucket, 'success' | 'warning' | 'danger' | 'accent'> = {
  available: 'success',
  quarantine: 'warning',
  damaged: 'danger',
  in_transit: 'accent',
};

function BucketBadge({ bucket }: { bucket: StockBucket }) {
  return (
    <span className={badge({ tone: bucketTone[bucket] ?? 'neutral' })}>
      {stockBucketLabels[bucket] ?? bucket}
    </span>
  );
}

/** The item's totals over every warehouse the user may see, as figures. */
export function StockFiguresStrip({ stock }: { stock: ItemStock }) {
  return (
    <dl
      aria-label="Stock totals"
      className={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        gap: '3',
      })}
    >
      {stockFileColumns.map((c) => (
        <div
          key={c.key}
          className={css({
            bg: 'surface',
            borderWidth: '1px',
            borderColor: 'border',
            borderRadius: 'lg',
            px: '4',
            py: '3',
          })}
        >
          <dt className={ui.mutedSmall}>{c.header}</dt>
          <dd
            className={css({
              fontSize: '22px',
              fontWeight: 'bold',
              fontVariantNumeric: 'tabular-nums',
              color: c.key === 'available' ? 'accent' : 'fg',
            })}
          >
            {quantity.format(stock.totals[c.key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Table({
  label,
  headers,
  children,
}: {
  label: string;
  headers: [string, boolean?][];
  children: ReactNode;
}) {
  return (
    <div className={ui.scrollX}>
      <table className={styles.table} aria-label={label}>
        <thead>
          <tr>
            {headers.map(([h, end]) => (
              <th key={h} scope="col" className={cx(styles.th, end ? styles.end : undefined)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const figures = (r: { onHand: number; allocated: number; available: number; bucket: StockBucket }) => (
  <>
    <td className={cx(styles.td, styles.end)}>{quantity.format(r.onHand)}</td>
    <td className={cx(styles.td, styles.end)}>{quantity.format(r.allocated)}</td>
    <td className={cx(styles.td, styles.end, ui.semibold)}>
      {r.bucket === 'available' ? quantity.format(r.available) : <span className={styles.muted}>—</span>}
    </td>
  </>
);

/** On hand, allocated and available per warehouse and status bucket. */
export function BucketTable({ rows }: { rows: BucketStock[] }) {
  return (
    <Table
      label="Stock by warehouse"
      headers={[['Warehouse'], ['Status'], ['On hand', true], ['Allocated', true], ['Available', true]]}
    >
      {rows.map((r) => (
        <tr key={`${r.warehouseId}:${r.bucket}`}>
          <td className={styles.td}>{r.warehouseName}</td>
          <td className={styles.td}>
            <BucketBadge bucket={r.bucket} />
          </td>
          {figures(r)}
        </tr>
      ))}
    </Table>
  );
}

const day = (iso: string) => formatDay(iso.slice(0, 10));

/** Each place holding the item: location, lot, LPN and expiry. */
export function PlaceTable({ rows, onMove }: { rows: PlaceStock[]; onMove?: (place: PlaceStock) => void }) {
  const none = <span className={styles.muted}>—</span>;
  return (
    <Table
      label="Stock by location"
      headers={[
        ['Warehouse'],
        ['Status'],
        ['Location'],
        ['Lot'],
        ['LPN'],
        ['Expires'],
        ['On hand', true],
        ['Allocated', true],
        ['Available', true],
        ...(onMove ? [['', true] as [string, boolean]] : []),
      ]}
    >
      {rows.map((r) => (
        <tr key={r.id}>
          <td className={styles.td}>{r.warehouseName}</td>
          <td className={styles.td}>
            <BucketBadge bucket={r.bucket} />
          </td>
          <td className={cx(styles.td, ui.monoSmall)}>{r.location || none}</td>
          <td className={styles.td}>{r.lotNumber ?? none}</td>
          <td className={styles.td}>{r.lpn ?? none}</td>
          <td className={cx(styles.td, ui.nowrap)}>{r.expirationDate ? day(r.expirationDate) : none}</td>
          {figures(r)}
          {onMove && (
            <td className={cx(styles.td, styles.end)}>
              {r.bucket !== 'in_transit' && r.onHand - r.allocated > 0 && (
                <button
                  type="button"
                  className={css({ color: 'accent', fontWeight: 'medium', cursor: 'pointer' })}
                  aria-label={`Move stock at ${r.location || 'no location'}`}
                  onClick={() => onMove(r)}
                >
                  Move
                </button>
              )}
            </td>
          )}
        </tr>
      ))}
    </Table>
  );
}
