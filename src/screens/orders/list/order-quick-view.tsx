/**
 * The quick view of an order from the list (the eye button): a side panel with the order's summary,
 * its lines and tags, and why it is not shipping, so a held order can be understood without leaving
 * the list. The full page is one link away.
 */
import { kitNameOf } from '../../../domain/order-kit-lines';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { Link } from 'wouter';
import { buttonClass } from '../../../components/button';
import { vendorsRef, warehousesRef, type RefNames } from '../../../components/crud/crud-refs';
import type { TagRow } from '../../../api/orders.api';
import { OrderStatusBadge } from '../details/order-chips';
import { addressLines, formatInstant, formatMoney } from '../details/order-format';
import { orderDetailsPath, type Order } from '../../../api/orders.api';
import { WhyNotShipping } from '../why-not-shipping';
import { TagList, tagRowsFor } from './order-cells';
import { isFinished } from './order-aging';
import { ui } from '../../../components/ui/styles';

const styles = {
  // Numbers, not the overlay/modal names: the theme defines no z-index tokens.
  backdrop: css({ position: 'fixed', inset: '0', zIndex: 1300, bg: 'rgba(15, 23, 42, 0.35)' }),
  positioner: css({
    position: 'fixed',
    inset: '0',
    zIndex: 1400,
    display: 'flex',
    justifyContent: 'flex-end',
  }),
  content: css({
    w: 'min(600px, 100vw)',
    h: '100vh',
    overflowY: 'auto',
    bg: 'surface',
    boxShadow: '-12px 0 32px -12px rgba(15, 23, 42, 0.35)',
    outline: 'none',
    display: 'flex',
    flexDirection: 'column',
    _open: { animation: 'fadeIn 150ms ease-out' },
  }),
  header: css({
    position: 'sticky',
    top: '0',
    zIndex: '1',
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    px: '6',
    py: '4',
    bg: 'surface',
    borderBottomWidth: '1px',
    borderColor: 'border',
  }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '6', px: '6', py: '5' }),
  sectionTitle: ui.panelTitle,
  facts: css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3 6', m: '0' }),
  term: ui.caption,
  value: css({ m: '0', fontWeight: 'medium' }),
  lines: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontSize: '13px',
    fontVariantNumeric: 'tabular-nums',
    '& th': {
      textAlign: 'start',
      fontSize: '11px',
      textTransform: 'uppercase',
      letterSpacing: '0.04em',
      color: 'fg.muted',
      py: '1.5',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    '& td': { py: '1.5', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' },
    '& .num': { textAlign: 'end' },
  }),
};

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

interface OrderQuickViewProps {
  /** The order shown; null when the panel is closed. */
  order: Order | null;
  refs: RefNames;
  tagRows: readonly TagRow[];
  onClose: () => void;
}

export function OrderQuickView({ order, refs, tagRows, onClose }: OrderQuickViewProps) {
  return (
    <Dialog.Root
      open={order !== null}
      onOpenChange={({ open }) => !open && onClose()}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner className={styles.positioner}>
          <Dialog.Content className={styles.content}>
            {order && <QuickViewBody order={order} refs={refs} tagRows={tagRows} onClose={onClose} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function QuickViewBody({
  order,
  refs,
  tagRows,
  onClose,
}: Omit<OrderQuickViewProps, 'order'> & { order: Order }) {
  const shipTo = addressLines(order.shipmentAddress);
  return (
    <>
      <header className={styles.header}>
        <div className={ui.grow}>
          <Dialog.Title className={ui.dialogHeading}>Order {order.orderNumber}</Dialog.Title>
          <Dialog.Description className={ui.mutedSmall}>
            {refs.label(vendorsRef, order.vendorId) ?? `Vendor #${order.vendorId}`} · ordered{' '}
            {formatInstant(order.orderDate)}
          </Dialog.Description>
        </div>
        <OrderStatusBadge status={order.orderStatus} />
        <Link href={orderDetailsPath(order.id)} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          Open order
        </Link>
        <Dialog.CloseTrigger
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          aria-label="Close quick view"
        >
          ✕
        </Dialog.CloseTrigger>
      </header>
      <div className={styles.body}>
        {!isFinished(order.orderStatus) && <WhyNotShipping orderId={order.id} refreshKey={order.version} />}
        <section aria-label="Summary">
          <h3 className={styles.sectionTitle}>Summary</h3>
          <dl className={styles.facts}>
            <Fact term="Warehouse">
              {order.warehouseId === null
                ? 'Not assigned'
                : (refs.label(warehousesRef, order.warehouseId) ?? `#${order.warehouseId}`)}
            </Fact>
            <Fact term="Requested service">{order.requestedService ?? '—'}</Fact>
            <Fact term="Ship by">{formatInstant(order.shipByDate)}</Fact>
            <Fact term="Tracking number">{order.trackingNumber ?? '—'}</Fact>
            <Fact term="Customer">{order.customerEmail ?? order.customerUsername ?? '—'}</Fact>
            <Fact term="Order total">{formatMoney(order.orderTotal)}</Fact>
            <Fact term="Ship to">
              {shipTo.length
                ? shipTo.map((line, i) => (
                    <span key={i} className={ui.block}>
                      {line}
                    </span>
                  ))
                : '—'}
            </Fact>
            <Fact term="Tags">
              <span className={css({ display: 'inline-flex', flexWrap: 'wrap' })}>
                <TagList tags={order.tags} rows={tagRowsFor(tagRows, order.projectId)} />
              </span>
            </Fact>
          </dl>
          {order.notes && (
            <p className={css({ mt: '3', p: '3', bg: 'canvas', borderRadius: 'md', fontSize: '13px' })}>
              {order.notes}
            </p>
          )}
        </section>
        <section aria-label="Lines">
          <h3 className={styles.sectionTitle}>Lines</h3>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th>SKU</th>
                <th>Item</th>
                <th className="num">Qty</th>
                <th className="num">Unit price</th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((line, i) => (
                <tr key={i}>
                  <td>
                    <span className={ui.monoCaption}>{line.sku}</span>
                    {line.wmsSku && line.wmsSku !== line.sku && (
                      <span className={ui.captionLine}>warehouse {line.wmsSku}</span>
                    )}
                  </td>
                  <td>
                    {line.name ?? '—'}
                    {line.kit && <span className={ui.muted}> (kit)</span>}
                    {line.kitComponent && (
                      <span className={ui.captionLine}>in kit {kitNameOf(order.items, line)}</span>
                    )}
                    {line.ignored && <span className={ui.muted}> (not fulfilled)</span>}
                  </td>
                  <td className="num">{line.quantity}</td>
                  {/* A component is priced in its kit's line. */}
                  <td className="num">{line.kitComponent ? '—' : formatMoney(line.unitPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {order.items.length === 0 && <p className={cx(ui.danger, ui.mt2)}>This order has no lines.</p>}
        </section>
        <div>
          <button
            type="button"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
            onClick={onClose}
          >
            Close
          </button>
        </div>
      </div>
    </>
  );
}
