/**
 * The order's lines: the storefront SKU, the vendor item it maps to (a link to the item), quantity and
 * price, and, while the order still waits for stock, what is available at its warehouse against what
 * the line needs. Unmapped lines and lines the storefront ignores for fulfilment are marked. A kit
 * (issue 16) reads as its customer line, marked Kit, with its components indented beneath it: how
 * many of each the kits take and what is available of each; the kit is available as whole kits.
 */
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { TextLink } from '../../../components/text-link';
import { billOfMaterialsContract } from '../../../domain/contracts/bill-of-materials';
import { linesWithComponents, perKitLabel } from '../../../domain/order-kit-lines';
import { formatMinor, fromAmount, multiply } from '../../../domain/money';
import { usePermissions } from '../../../machines/use-app';
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
  first: ui.bleedFirstCell,
  last: ui.bleedLastCell,
  // A kit's component sits under its kit line, indented, without a price of its own.
  component: css({ '& td': { bg: 'canvas', py: '2!' }, '& td:first-child': { pl: '12!' } }),
  kitName: css({ display: 'inline-flex', alignItems: 'center', gap: '2' }),
  perKit: cx(ui.mutedSmall, ui.nowrap),
};

const units = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

function Availability({ line, waiting, status }: { line: DetailLine; waiting: boolean; status: string }) {
  const kit = line.kit !== null;
  if (line.ignored) return <span className={badge({ tone: 'neutral' })}>Not fulfilled</span>;
  if (!line.mapped)
    return <span className={badge({ tone: 'danger' })}>{kit ? 'Unmapped component' : 'Unmapped SKU'}</span>;
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
  const available = Math.max(line.available ?? 0, 0);
  // A kit's badge counts whole kits (its components' own rows count units).
  const inStock = `${formatCount(available)} in stock`;
  const title = kit ? 'Whole kits that the components in stock make up' : undefined;
  if (available >= line.quantity)
    return (
      <span className={badge({ tone: 'success' })} title={title}>
        {inStock}
      </span>
    );
  return (
    <>
      <span className={badge({ tone: 'warning' })} title={title}>
        {inStock}
      </span>
      <div className={styles.muted}>
        short {kit ? units(line.quantity - available, 'kit') : formatCount(line.quantity - available)}
      </div>
    </>
  );
}

/** What a line ships as: its vendor item, or for a kit line the kit (linked for those who may read it). */
function ShipsAs({ line }: { line: DetailLine }) {
  const { can } = usePermissions();
  if (line.kit) {
    const name = `Kit: ${line.kit.name}`;
    return can('manufacturing.bom.view') ? (
      <TextLink href={`${billOfMaterialsContract.screen.path}/edit/${line.kit.billOfMaterialsId}`}>
        {name}
      </TextLink>
    ) : (
      <span>{name}</span>
    );
  }
  return line.mapped && line.vendorProductId ? (
    <TextLink href={`/warehouses/items/${line.vendorProductId}`}>{line.wmsSku ?? line.sku}</TextLink>
  ) : (
    <span className={styles.muted}>Not mapped</span>
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
          {linesWithComponents(lines).map(({ line, component }) => (
            <tr
              key={line.index}
              className={cx(line.ignored && styles.ignored, component && styles.component)}
            >
              <td className={styles.first}>
                <div className={styles.kitName}>
                  <span className={ui.mediumNowrap}>{line.sku}</span>
                  {line.kit && <span className={badge({ tone: 'accent' })}>Kit</span>}
                </div>
                {line.name && <div className={styles.muted}>{line.name}</div>}
              </td>
              <td>
                <ShipsAs line={line} />
              </td>
              <td className={styles.num}>
                {formatCount(line.quantity)}
                {line.kitComponent && (
                  <div className={styles.perKit}>{perKitLabel(line.kitComponent.perKit)}</div>
                )}
              </td>
              <td className={styles.num}>{component ? '' : formatMoney(line.unitPrice)}</td>
              <td className={cx(styles.num, ui.medium)}>
                {component
                  ? ''
                  : line.unitPrice === null
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
