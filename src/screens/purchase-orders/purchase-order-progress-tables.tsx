/**
 * The view page's tables: the order's lines with ordered, scheduled (in batches), received, rejected
 * and cancelled quantities; and its batches with their status and what each brought.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { LineProgress } from '../../domain/purchase-order.progress';
import { formatMinor, fromAmountOrNull, lineTotal } from '../../domain/money';
import type { BatchLine } from '../../domain/purchase-order.progress';
import type { Batch, PurchaseOrder } from '../../api/purchase-orders.api';
import { shipmentStatusLabel } from '../../domain/warehouse-shipment.lifecycle';
import { formatCount, formatDay } from '../../components/format';
import { ui } from '../../components/ui/styles';

const styles = {
  scroller: ui.scrollX,
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { py: '2', px: '2', textAlign: 'start', borderBottomWidth: '1px', borderColor: 'border' },
    '& th': { fontSize: '13px', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' },
    '& tbody tr:last-child td': { borderBottomWidth: '0' },
  }),
  num: ui.endCell,
  sku: ui.code,
  muted: ui.muted,
};

const batchTone: Record<string, 'neutral' | 'accent' | 'warning' | 'success' | 'danger'> = {
  Draft: 'neutral',
  Open: 'accent',
  AwaitingShipment: 'warning',
  Shipped: 'accent',
  Received: 'success',
  Cancelled: 'danger',
};

/** A quantity, greyed when nothing. */
const Qty = ({ n }: { n: number }) => (
  <span className={n === 0 ? styles.muted : undefined}>{formatCount(n)}</span>
);

function Num({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <td className={styles.num} aria-label={label}>
      {children}
    </td>
  );
}

export function OrderLinesTable({
  order,
  progress,
}: {
  order: PurchaseOrder;
  progress: readonly LineProgress[];
}) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label="Order lines">
        <thead>
          <tr>
            <th>SKU</th>
            <th>Item</th>
            <th className={styles.num}>Unit price</th>
            <th className={styles.num}>Ordered</th>
            <th className={styles.num}>Scheduled</th>
            <th className={styles.num}>Received</th>
            <th className={styles.num}>Rejected</th>
            <th className={styles.num}>Cancelled</th>
            <th className={styles.num}>Line total</th>
          </tr>
        </thead>
        <tbody>
          {progress.map((p) => {
            const line = order.items[p.index]!;
            const price = fromAmountOrNull(line.unitPrice);
            return (
              <tr key={p.index}>
                <td className={styles.sku}>{p.sku}</td>
                <td>{p.name ?? <span className={styles.muted}>—</span>}</td>
                <Num>{price === null ? '—' : formatMinor(price)}</Num>
                <Num>{formatCount(p.ordered)}</Num>
                <Num>
                  <Qty n={p.scheduled} />
                </Num>
                <Num>
                  <Qty n={p.received} />
                </Num>
                <Num>
                  <Qty n={p.rejected} />
                </Num>
                <Num>
                  <Qty n={p.cancelled} />
                </Num>
                <Num>{price === null ? '—' : formatMinor(lineTotal(p.ordered, price))}</Num>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const lineText = (l: BatchLine) => {
  const arrived = (l.receivedQuantity ?? 0) + (l.rejectedQuantity ?? 0);
  return `${l.sku} × ${formatCount(l.quantity)}${arrived ? ` (${formatCount(arrived)} arrived)` : ''}`;
};

export function BatchesTable({ batches }: { batches: readonly Batch[] }) {
  if (batches.length === 0) return <p className={styles.muted}>No batches yet.</p>;
  return (
    <div className={styles.scroller}>
      <table className={styles.table} aria-label="Batches">
        <thead>
          <tr>
            <th>Batch</th>
            <th>Status</th>
            <th>Expected</th>
            <th>Carrier and tracking</th>
            <th>Lines</th>
          </tr>
        </thead>
        <tbody>
          {batches.map((b) => {
            const shipping = b.shippings?.[0];
            return (
              <tr key={b.id}>
                <td className={styles.sku}>{b.orderNumber}</td>
                <td>
                  <span className={badge({ tone: batchTone[b.orderStatus] ?? 'neutral' })}>
                    {shipmentStatusLabel(b.orderStatus)}
                  </span>
                </td>
                <td className={ui.nowrap}>{formatDay(b.expectedDate)}</td>
                <td>
                  {shipping ? (
                    [shipping.carrier, shipping.trackingNumber].filter(Boolean).join(' · ')
                  ) : (
                    <span className={styles.muted}>—</span>
                  )}
                </td>
                <td>{b.items.map(lineText).join(', ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
