/**
 * The facts of an order around its lines: where it comes from and where it ships from, its dates,
 * customer, related orders, shipping, addresses, amounts, custom fields and notes, and the
 * fulfilment orders and returns made from it.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Card } from '../../../components/card';
import { TextLink } from '../../../components/text-link';
import { compare, formatMinor, fromAmount, subtract } from '../../../domain/money';
import { addressLines, formatDate, formatInstant, formatMoney } from './order-format';
import { OrderStatusBadge } from './order-chips';
import { orderDetailsPath, type Address, type OrderDetails, type OrderLink } from '../../../api/orders.api';
import { ui } from '../../../components/ui/styles';
import { shipmentStatusLabel } from '../../../domain/warehouse-shipment.lifecycle';
import { formatZone } from '../../../components/format';

const styles = {
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(110px, auto) 1fr',
    columnGap: '4',
    rowGap: '2',
    '& dt': { color: 'fg.muted', fontSize: '13px', pt: '1px' },
    '& dd': { minW: '0', overflowWrap: 'anywhere' },
  }),
  muted: ui.muted,
  links: ui.stack1,
  heading: css({ fontSize: '13px', color: 'fg.muted', fontWeight: 'medium', mb: '1' }),
};

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={ui.contents}>
          <dt>{label}</dt>
          <dd>
            {value === null || value === undefined || value === '' ? (
              <span className={styles.muted}>—</span>
            ) : (
              value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OrderLinkLine({ link }: { link: OrderLink }) {
  return (
    <span className={ui.inlineRow}>
      <TextLink href={orderDetailsPath(link.id)}>{link.orderNumber}</TextLink>
      {link.orderStatus && <OrderStatusBadge status={link.orderStatus} />}
    </span>
  );
}

/** Split parent and parts, the order it reships and its reships (each a link). */
function relatedRows(details: OrderDetails): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [];
  const links = (list: OrderLink[]) => (
    <div className={styles.links}>
      {list.map((c) => (
        <OrderLinkLine key={c.id} link={c} />
      ))}
    </div>
  );
  const parts = details.children.filter((c) => !c.isReship);
  const reships = details.children.filter((c) => c.isReship);
  if (details.parent) rows.push(['Split from', <OrderLinkLine key="p" link={details.parent} />]);
  if (parts.length) rows.push(['Split into', links(parts)]);
  if (details.reshipOf) rows.push(['Reship of', <OrderLinkLine key="r" link={details.reshipOf} />]);
  if (reships.length) rows.push(['Reshipped as', links(reships)]);
  return rows;
}

export function OrderSummaryCard({ details }: { details: OrderDetails }) {
  const { order } = details;
  return (
    <Card title="Order" description={`Times in ${formatZone(order.orderDate)}`}>
      <Facts
        rows={[
          ['Storefront', details.projectName],
          ['Store', details.storeName],
          ['Vendor', details.vendorName],
          ['Warehouse', details.warehouseName],
          ['Order date', formatInstant(order.orderDate)],
          ['Paid', order.paymentDate ? formatInstant(order.paymentDate) : 'Not paid'],
          ['Ship by', formatDate(order.shipByDate)],
          ['Shipped', order.shipDate ? formatInstant(order.shipDate) : null],
          ['Modified', formatInstant(order.modifyDate ?? order.updatedAt)],
          ['Customer', order.customerEmail],
          ['Username', order.customerUsername],
          ...(order.orderKey ? ([['Order key', order.orderKey]] as [string, ReactNode][]) : []),
          ...relatedRows(details),
        ]}
      />
    </Card>
  );
}

export function ShippingCard({ details }: { details: OrderDetails }) {
  const { order } = details;
  return (
    <Card title="Shipping">
      <Facts
        rows={[
          ['Requested', order.requestedService],
          ['Carrier', order.carrierCode],
          ['Service', order.serviceCode],
          ['Tracking', order.trackingNumber && <span className={ui.mono}>{order.trackingNumber}</span>],
          ['Ship zone', order.shipZone],
          ['Weight', order.weightTotal ? `${order.weightTotal} lb` : null],
        ]}
      />
    </Card>
  );
}

function AddressBlock({ title, address }: { title: string; address: Address | null }) {
  const lines = addressLines(address);
  return (
    <div>
      <h3 className={styles.heading}>{title}</h3>
      {lines.length ? (
        <address className={css({ fontStyle: 'normal' })}>
          {lines.map((line, i) => (
            <div key={i}>{line}</div>
          ))}
          {address?.email && <div className={styles.muted}>{address.email}</div>}
          {address?.phone && <div className={styles.muted}>{address.phone}</div>}
        </address>
      ) : (
        <p className={styles.muted}>None given</p>
      )}
    </div>
  );
}

const sameAddress = (a: Address | null, b: Address | null) =>
  JSON.stringify(addressLines(a)) === JSON.stringify(addressLines(b));

export function AddressesCard({ details }: { details: OrderDetails }) {
  const { order } = details;
  return (
    <Card title="Addresses">
      <div className={ui.twoColumns}>
        <AddressBlock title="Ship to" address={order.shipmentAddress} />
        {order.billTo && !sameAddress(order.billTo, order.shipmentAddress) ? (
          <AddressBlock title="Bill to" address={order.billTo} />
        ) : (
          <div>
            <h3 className={styles.heading}>Bill to</h3>
            <p className={styles.muted}>{order.billTo ? 'Same as ship to' : 'None given'}</p>
          </div>
        )}
      </div>
    </Card>
  );
}

export function AmountsCard({ details }: { details: OrderDetails }) {
  const { order } = details;
  const balance = subtract(fromAmount(order.orderTotal), fromAmount(order.amountPaid));
  return (
    <Card title="Amounts">
      <Facts
        rows={[
          ['Order total', <strong key="t">{formatMoney(order.orderTotal)}</strong>],
          ['Paid', formatMoney(order.amountPaid)],
          ['Shipping', formatMoney(order.shippingAmount)],
          ['Tax', formatMoney(order.taxAmount)],
          ...(compare(balance, 0) > 0
            ? ([
                [
                  'Balance due',
                  <span key="b" className={css({ color: 'warning', fontWeight: 'medium' })}>
                    {formatMinor(balance)}
                  </span>,
                ],
              ] as [string, ReactNode][])
            : []),
        ]}
      />
    </Card>
  );
}

export function ExtrasCard({ details }: { details: OrderDetails }) {
  const { order } = details;
  const custom = order.advancedOptions ?? {};
  return (
    <Card title="Custom fields and notes">
      <Facts
        rows={[
          ['Custom field 1', custom.customField1],
          ['Custom field 2', custom.customField2],
          ['Custom field 3', custom.customField3],
          ['Notes', order.notes && <span className={ui.preWrap}>{order.notes}</span>],
        ]}
      />
    </Card>
  );
}

export function DocumentsCard({ details }: { details: OrderDetails }) {
  const { fulfillmentOrders, returns } = details;
  if (fulfillmentOrders.length === 0 && returns.length === 0) return null;
  return (
    <Card title="Fulfilment and returns">
      <Facts
        rows={[
          [
            'Fulfilment',
            fulfillmentOrders.length ? (
              <div className={styles.links}>
                {fulfillmentOrders.map((f) => (
                  <span key={f.id}>
                    <TextLink href={`/fulfillment-orders/details/${f.id}`}>
                      Fulfillment order {f.orderNumber}
                    </TextLink>{' '}
                    <span className={styles.muted}>
                      {shipmentStatusLabel(f.orderStatus)}
                      {f.trackingNumber ? ` · ${f.trackingNumber}` : ''}
                    </span>
                  </span>
                ))}
              </div>
            ) : null,
          ],
          [
            'Returns',
            returns.length ? (
              <div className={styles.links}>
                {returns.map((r) => (
                  <span key={r.id}>
                    <TextLink href={`/orders/returns/view/${r.id}`}>
                      Return {r.rmaNumber ?? `#${r.id}`}
                    </TextLink>{' '}
                    <span className={styles.muted}>
                      {r.confirmation ?? 'not confirmed'} · {formatDate(r.createdAt)}
                    </span>
                  </span>
                ))}
              </div>
            ) : null,
          ],
        ]}
      />
    </Card>
  );
}
