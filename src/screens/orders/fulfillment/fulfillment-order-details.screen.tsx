/**
 * /fulfillment-orders/details/:id: a fulfilment order as the warehouse works it: where it goes, its
 * lines (a kit's components each with their kit), the picks its allocation reserved (location, lot,
 * expiry, quantity), the storefront order it ships, and Mark shipped while it is open (carrier,
 * service, tracking number on the order).
 */
import { useRef, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../../components/button';
import { Card } from '../../../components/card';
import { FormError } from '../../../components/form-error';
import { PageHeader } from '../../../components/page-header';
import { PageLoading } from '../../../components/page-loading';
import { TextLink } from '../../../components/text-link';
import { useLoad } from '../../../machines/load/use-load';
import { LiveEvent, type OrderUpdatedPayload } from '../../../domain/live-events';
import { ORDER_STATUS } from '../../../domain/order.lifecycle';
import { useLiveRefresh } from '../../../machines/hub/use-hub';
import { usePermissions } from '../../../machines/use-app';
import type { ScreenProps } from '../../../routes.types';
import { useRefNames, warehousesRef } from '../../../components/crud/crud-refs';
import { ShipDialog } from '../details/dialogs/ship-dialog';
import { OrderStatusBadge } from '../details/order-chips';
import { addressLines, formatInstant } from '../details/order-format';
import { orderDetailsPath } from '../../../api/orders.api';
import { codeOr, textOr } from '../list/order-cells';
import { FulfillmentStatusBadge } from './fulfillment-order-columns';
import { LinesCard, PicksCard } from './fulfillment-order-tables';
import {
  FULFILLMENT_ORDERS_PATH,
  useFulfillmentOrderCalls,
  type FulfillmentOrderDetails,
} from '../../../api/fulfillment-orders.api';
import { ui } from '../../../components/ui/styles';

/** Statuses in which the warehouse has not shipped yet. */
const SHIPPABLE = ['Open', 'AwaitingShipment'];

const styles = {
  stack: ui.stack,
  columns: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: '2fr 1fr' },
    gap: '4',
    alignItems: 'start',
  }),
  facts: ui.facts,
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DetailsView({ details, onChanged }: { details: FulfillmentOrderDetails; onChanged: () => void }) {
  const { fulfillmentOrder: fo, order, allocations } = details;
  const { can } = usePermissions();
  const refs = useRefNames([warehousesRef]);
  const [shipping, setShipping] = useState(false);
  const canShip =
    can('orders.markShipped') &&
    SHIPPABLE.includes(fo.orderStatus) &&
    order?.orderStatus === ORDER_STATUS.pendingFulfillment;
  const shipTo = addressLines(fo.shipmentAddress);

  return (
    <div className={styles.stack}>
      <PageHeader
        title={
          <span className={ui.titleWithBadge}>
            Fulfilment order {fo.orderNumber}
            <FulfillmentStatusBadge status={fo.orderStatus} />
          </span>
        }
        description={<TextLink href={FULFILLMENT_ORDERS_PATH}>All fulfilment orders</TextLink>}
        actions={
          <>
            {order && (
              <Link href={orderDetailsPath(order.id)} className={buttonClass({ variant: 'secondary' })}>
                Open storefront order
              </Link>
            )}
            {canShip && <Button onClick={() => setShipping(true)}>Mark shipped</Button>}
          </>
        }
      />
      <div className={styles.columns}>
        <Card title="Details">
          <dl className={styles.facts}>
            <Fact label="Warehouse">{refs.label(warehousesRef, fo.warehouseId) ?? `#${fo.warehouseId}`}</Fact>
            <Fact label="Order date">{formatInstant(fo.orderDate)}</Fact>
            <Fact label="Ship by">{formatInstant(fo.shipByDate)}</Fact>
            <Fact label="Requested service">{textOr(fo.requestedService)}</Fact>
            <Fact label="Carrier / service">
              {fo.carrierCode || fo.serviceCode
                ? `${fo.carrierCode ?? '—'} / ${fo.serviceCode ?? '—'}`
                : textOr(null)}
            </Fact>
            <Fact label="Tracking number">{codeOr(fo.trackingNumber)}</Fact>
            <Fact label="Shipped">{formatInstant(fo.shipDate)}</Fact>
            <Fact label="Fulfilled by">
              {fo.fulfillmentService}
              {fo.mirrored ? ' (sent to the external 3PL system)' : ''}
            </Fact>
            <Fact label="Storefront order">
              {order ? (
                <span
                  className={css({
                    display: 'inline-flex',
                    gap: '2',
                    alignItems: 'center',
                    whiteSpace: 'nowrap',
                  })}
                >
                  <TextLink href={orderDetailsPath(order.id)}>{order.orderNumber}</TextLink>
                  <OrderStatusBadge status={order.orderStatus} />
                </span>
              ) : (
                textOr(null)
              )}
            </Fact>
          </dl>
          {fo.notes && (
            <p className={css({ mt: '4', p: '3', bg: 'canvas', borderRadius: 'md' })}>{fo.notes}</p>
          )}
        </Card>
        <Card title="Ship to">
          {shipTo.length ? (
            <address className={css({ fontStyle: 'normal', lineHeight: '1.6' })}>
              {shipTo.map((line, i) => (
                <span key={i} className={ui.block}>
                  {line}
                </span>
              ))}
            </address>
          ) : (
            <p className={ui.danger}>No ship-to address.</p>
          )}
        </Card>
      </div>
      <LinesCard fulfillmentOrder={fo} orderItems={order?.items} />
      <PicksCard
        allocations={allocations}
        open={SHIPPABLE.includes(fo.orderStatus)}
        lines={fo.items}
        orderItems={order?.items}
      />
      {order && canShip && (
        <ShipDialog
          // The warehouse's carrier and service (from the ship-code mapping) until the order has its own.
          order={{
            ...order,
            carrierCode: order.carrierCode ?? fo.carrierCode,
            serviceCode: order.serviceCode ?? fo.serviceCode,
          }}
          open={shipping}
          onClose={() => setShipping(false)}
          onDone={onChanged}
          onConflict={onChanged}
        />
      )}
    </div>
  );
}

export default function FulfillmentOrderDetailsScreen({ params }: Partial<ScreenProps>) {
  const id = Number(params?.id);
  const calls = useFulfillmentOrderCalls();
  const load = useLoad((signal) => calls.details(id, signal), [id, calls]);
  // A reload keeps the page on screen until the new answer arrives.
  const last = useRef<FulfillmentOrderDetails | null>(null);
  if (load.status === 'loaded') last.current = load.data;
  const orderId = last.current?.fulfillmentOrder.orderId;
  // Only this fulfilment order's storefront order concerns the page.
  useLiveRefresh(
    [LiveEvent.orderUpdated],
    load.retry,
    (event) => (event as OrderUpdatedPayload | undefined)?.id === orderId,
  );
  const shown = load.status === 'loaded' ? load.data : load.status === 'loading' ? last.current : null;

  if (!Number.isInteger(id) || id < 1)
    return <FormError title="No fulfilment order" message="Open a fulfilment order from the list." />;
  return (
    <div className={ui.maxW1120}>
      {shown ? (
        <DetailsView details={shown} onChanged={load.retry} />
      ) : load.status === 'failed' ? (
        <div className={styles.stack}>
          <FormError
            title="The fulfilment order could not be loaded"
            message={
              load.failure.status === 404
                ? 'There is no such fulfilment order, or it is outside your access.'
                : load.failure.message
            }
          />
          <div className={ui.row}>
            {load.failure.status !== 404 && (
              <Button variant="secondary" onClick={load.retry}>
                Retry
              </Button>
            )}
            <Link href={FULFILLMENT_ORDERS_PATH} className={buttonClass({ variant: 'secondary' })}>
              All fulfilment orders
            </Link>
          </div>
        </div>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
