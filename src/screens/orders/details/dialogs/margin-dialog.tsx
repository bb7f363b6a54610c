/** Finance margin: what the order brings (revenue) against its items' cost and the fees, per line too. */
import { css, cx } from 'styled-system/css';
import { Button } from '../../../../components/button';
import { FormError } from '../../../../components/form-error';
import { PageLoading } from '../../../../components/page-loading';
import { useLoad } from '../../../../machines/load/use-load';
import { dialogFooter, OrderDialog } from '../order-dialog';
import { formatCount, formatMoney } from '../order-format';
import { useOrderCalls, type Order, type OrderMargin } from '../../../../api/orders.api';
import { ui } from '../../../../components/ui/styles';

const styles = {
  figures: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(4, 1fr)',
    gap: '3',
    mt: '4',
    '& div': { borderWidth: '1px', borderColor: 'border', borderRadius: 'lg', px: '3', py: '2.5' },
    '& dt': { fontSize: '12px', color: 'fg.muted', fontWeight: 'medium' },
    '& dd': { fontSize: '18px', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' },
  }),
  table: css({
    w: 'full',
    mt: '4',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    fontSize: '13px',
    '& th': { color: 'fg.muted', fontWeight: 'medium', textAlign: 'start', py: '1.5', pr: '3' },
    '& td': { py: '1.5', pr: '3', borderTopWidth: '1px', borderColor: 'border' },
  }),
  num: ui.endCell,
};

function MarginBody({ margin }: { margin: OrderMargin }) {
  const negative = margin.margin < 0;
  return (
    <>
      <dl className={styles.figures}>
        <div>
          <dt>Revenue</dt>
          <dd>{formatMoney(margin.revenue)}</dd>
        </div>
        <div>
          <dt>Item cost</dt>
          <dd>{formatMoney(margin.itemCost)}</dd>
        </div>
        <div>
          <dt>Fees</dt>
          <dd>{formatMoney(margin.feesTotal)}</dd>
        </div>
        <div>
          <dt>Margin</dt>
          <dd className={css({ color: negative ? 'danger' : 'success' })}>
            {formatMoney(margin.margin)}
            <span className={css({ fontSize: '13px', ml: '1.5', fontWeight: 'medium' })}>
              {margin.marginPercent === null ? '' : `${margin.marginPercent.toFixed(1)}%`}
            </span>
          </dd>
        </div>
      </dl>
      <table className={styles.table} aria-label="Margin by line">
        <thead>
          <tr>
            <th>SKU</th>
            <th className={styles.num}>Qty</th>
            <th className={styles.num}>Unit price</th>
            <th className={styles.num}>Unit cost</th>
            <th className={styles.num}>Revenue</th>
            <th className={styles.num}>Cost</th>
          </tr>
        </thead>
        <tbody>
          {margin.lines.map((line, i) => (
            <tr key={i}>
              <td>{line.sku}</td>
              <td className={styles.num}>{formatCount(line.quantity)}</td>
              <td className={styles.num}>{formatMoney(line.unitPrice)}</td>
              <td className={styles.num}>
                {line.unitCost === null ? 'No cost' : formatMoney(line.unitCost)}
              </td>
              <td className={styles.num}>{formatMoney(line.lineRevenue)}</td>
              <td className={styles.num}>{formatMoney(line.lineCost)}</td>
            </tr>
          ))}
          {margin.fees.map((fee) => (
            <tr key={fee.label}>
              <td colSpan={5} className={cx(ui.muted)}>
                Fee: {fee.label}
              </td>
              <td className={styles.num}>{formatMoney(fee.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function MarginLoader({ order }: { order: Order }) {
  const calls = useOrderCalls();
  const load = useLoad((signal) => calls.margin(order.id, signal), [calls, order.id]);
  if (load.status === 'loading') return <PageLoading label="Working out the margin…" />;
  if (load.status === 'failed')
    return (
      <div className={ui.mt4}>
        <FormError title="The margin could not be worked out" message={load.failure.message} />
      </div>
    );
  return <MarginBody margin={load.data} />;
}

export function MarginDialog({ order, open, onClose }: { order: Order; open: boolean; onClose: () => void }) {
  return (
    <OrderDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={`Finance margin: order ${order.orderNumber}`}
      description="The order's price against its items' cost (their wholesale prices) and the fees it bears."
    >
      <MarginLoader order={order} />
      <div className={dialogFooter}>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </OrderDialog>
  );
}
