/**
 * The order's lines: the storefront SKU, the vendor item it maps to (a link to the item), quantity and
 * price, and, while the order still waits for stock, what is available at its warehouse against what
 * the line needs. Unmapped lines and lines the storefront ignores for fulfilment are marked.
 */
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { TextLink } from '../../../components/text-link';
import { formatMinor, fromAmount, multiply } from '../../../domain/money';
import { ORDER_EDITABLE_STATUSES, ORDER_STATUS, orderStatusLabels } from '../../../domain/order.lifecycle';
import { formatCount, formatMoney } from './order-format';
import type { DetailLine, OrderDetails } from '../../../api/orders.api';
import { ui } from '../../../components/ui/styles';

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th': {
      textAlign: 'start',
      px: '3',
      h: '9',
      bg: 'canvas',
      color: 'fg.muted',
      fontSize: '12px',
      fontWeight: 'semibold',
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      borderBottomWidth: '1px',
      borderColor: 'border',
      whiteSpace: 'nowrap',
    },
    '& td': { px: '3', py: '2.5', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' },
    '& tr:last-child td': { borderBottomWidth: '0' },
  }),
  num: ui.endCell,
  muted: ui.mutedSmall,
  ignored: ui.inactiveRow,
  // The table bleeds to the card's edges; its first and last columns keep the card's padding.
  first: css({ pl: '6!' }),
  last: css({ pr: '6!' }),
};

function Availability({ line, waiting, status }: { line: DetailLine; waiting: boolean; status: string }) {
  if (line.ignored) return <span className={badge({ tone: 'neutral' })}>Not fulfilled</span>;
  if (!line.mapped) return <span className={badge({ tone: 'danger' })}>Unmapped SKU</span>;
  if (!waiting)
    return (
      <span className={styles.muted}>
        {status === ORDER_STATUS.pendingFulfillment
          ? 'Allocated'
          : status === ORDER_STATUS.shipped
            ? orderStatusLabels.shipped
            : '—'}
      </span>
    );
  if (!line.trackInventory) return <span className={badge({ tone: 'neutral' })}>Not tracked</span>;
  const available = line.available ?? 0;
  if (available >= line.quantity)
    return <span className={badge({ tone: 'success' })}>{formatCount(available)} in stock</span>;
  return (
    <>
      <span className={badge({ tone: 'warning' })}>{formatCount(Math.max(available, 0))} in stock</span>
      <div className={styles.muted}>short {formatCount(line.quantity - Math.max(available, 0))}</div>
    </>
  );
}

export function OrderLines({ details }: { details: OrderDetails }) {
  const { order, lines } = details;
  const waiting = (ORDER_EDITABLE_STATUSES as readonly string[]).includes(order.orderStatus);
  return (
    <div className={css({ overflowX: 'auto', mx: '-6', mb: '-5' })}>
      <table className={styles.table} aria-label="Order lines">
        <thead>
          <tr>
            <th className={styles.first}>Storefront SKU</th>
            <th>Warehouse item</th>
            <th className={styles.num}>Qty</th>
            <th className={styles.num}>Unit price</th>
            <th className={styles.num}>Total</th>
            <th className={styles.last} title={details.warehouseName ?? undefined}>
              {waiting ? 'Available' : 'Stock'}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.index} className={line.ignored ? styles.ignored : undefined}>
              <td className={styles.first}>
                <div className={ui.mediumNowrap}>{line.sku}</div>
                {line.name && <div className={styles.muted}>{line.name}</div>}
              </td>
              <td>
                {line.mapped && line.vendorProductId ? (
                  <TextLink href={`/warehouses/items/${line.vendorProductId}`}>
                    {line.wmsSku ?? line.sku}
                  </TextLink>
                ) : (
                  <span className={styles.muted}>Not mapped</span>
                )}
              </td>
              <td className={styles.num}>{formatCount(line.quantity)}</td>
              <td className={styles.num}>{formatMoney(line.unitPrice)}</td>
              <td className={cx(styles.num, ui.medium)}>
                {line.unitPrice === null
                  ? '—'
                  : formatMinor(multiply(fromAmount(line.unitPrice), line.quantity))}
              </td>
              <td className={styles.last}>
                <Availability line={line} waiting={waiting} status={order.orderStatus} />
              </td>
            </tr>
          ))}
          {lines.length === 0 && (
            <tr>
              <td colSpan={6} className={css({ textAlign: 'center', color: 'fg.muted', py: '6!' })}>
                This order has no lines.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
