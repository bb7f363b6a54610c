/**
 * /orders/details/:id: one storefront order. Its status, tags and the actions allowed now; why it is
 * not shipping; its holds, lines (mapped items and availability) and timeline; its facts, addresses,
 * amounts and documents. ?edit=1 shows the edit form in place of the page (while editable).
 */
import { useState } from 'react';
import { css } from 'styled-system/css';
import { useLocation, useSearch } from 'wouter';
import { Card } from '../../../components/card';
import { FormError } from '../../../components/form-error';
import { Notice } from '../../../components/notice';
import { PageLoading } from '../../../components/page-loading';
import { TextLink } from '../../../components/text-link';
import { allowedOrderActions, ORDER_STATUS } from '../../../domain/order.lifecycle';
import { useSession } from '../../../machines/use-app';
import type { ScreenProps } from '../../../routes.types';
import { OrderActionBar, OrderDialogs, type OpenDialog } from './order-actions';
import { OrderStatusBadge, TagChips, useOrderTags } from './order-chips';
import { OrderEditForm } from './order-edit-form';
import { plural } from './order-format';
import { OrderHolds } from './order-holds';
import {
  AddressesCard,
  AmountsCard,
  DocumentsCard,
  ExtrasCard,
  OrderSummaryCard,
  ShippingCard,
} from './order-info';
import { OrderLines } from './order-lines';
import { customerLines } from '../../../domain/order-kits';
import { OrderTimeline } from './order-timeline';
import { OrderWhyPanel } from './order-why-panel';
import { useOrderDetails, type OrderPage } from './use-order-details';
import { useOrderLiveRefresh } from './use-order-live-refresh';
import { ui } from '../../../components/ui/styles';

const styles = {
  header: css({ display: 'flex', alignItems: 'flex-start', gap: '4', flexWrap: 'wrap', mb: '5' }),
  title: css({
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    fontSize: '24px',
    fontWeight: 'bold',
    lineHeight: '1.3',
  }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' },
    gap: '4',
    alignItems: 'start',
  }),
  column: ui.stackShrink,
};

function OrderPageView({ page, reload }: { page: OrderPage; reload: () => void }) {
  const { details, timeline } = page;
  const { order } = details;
  const { user } = useSession();
  const tagRows = useOrderTags(order.projectId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [location, navigate] = useLocation();
  const editing = new URLSearchParams(useSearch()).get('edit') === '1';
  const canEdit = allowedOrderActions(order, user.permissions).includes('edit');

  if (editing && canEdit)
    return (
      <OrderEditForm details={details} onDone={() => (navigate(location), reload())} onReload={reload} />
    );
  return (
    <>
      <header className={styles.header}>
        <div className={css({ flex: '1', minW: '260px' })}>
          <TextLink href="/all-orders" className={ui.small}>
            ← Storefront orders
          </TextLink>
          <h1 className={styles.title}>
            Order {order.orderNumber}
            <OrderStatusBadge status={order.orderStatus} />
            {order.isReship && <span className={ui.mutedSmall}>Reship</span>}
          </h1>
          <div className={ui.mt2}>
            <TagChips tags={order.tags} rows={tagRows} />
          </div>
        </div>
        <OrderActionBar order={order} onOpen={setDialog} onEdit={() => navigate(`${location}?edit=1`)} />
      </header>
      {editing && !canEdit && (
        <div className={ui.mb4}>
          <Notice tone="info" title="Not editable">
            Only orders that are awaiting payment, awaiting shipment or on hold can be edited, by users
            allowed to edit orders.
          </Notice>
        </div>
      )}
      <div className={styles.grid}>
        <div className={styles.column}>
          <OrderWhyPanel order={order} />
          {details.holds.length > 0 && (
            <Card title={`Holds (${details.holds.length})`}>
              <OrderHolds
                holds={details.holds}
                canRemove={order.orderStatus === ORDER_STATUS.onHold}
                onRemove={(hold) => setDialog({ kind: 'confirm', action: 'unhold', hold })}
              />
            </Card>
          )}
          <Card
            title="Lines"
            description={`${plural(order.itemCount, 'unit')} on ${plural(customerLines(details.lines).length, 'line')}${
              details.warehouseName ? `, shipped from ${details.warehouseName}` : ''
            }`}
          >
            <OrderLines details={details} />
          </Card>
          <Card title="Timeline">
            <OrderTimeline items={timeline} />
          </Card>
        </div>
        <div className={styles.column}>
          <OrderSummaryCard details={details} />
          <ShippingCard details={details} />
          <AddressesCard details={details} />
          <AmountsCard details={details} />
          <ExtrasCard details={details} />
          <DocumentsCard details={details} />
        </div>
      </div>
      <OrderDialogs
        order={order}
        lines={details.lines}
        open={dialog}
        onClose={() => setDialog(null)}
        onDone={reload}
        onConflict={reload}
      />
    </>
  );
}

export default function OrderDetailsScreen({ params }: Partial<ScreenProps>) {
  const id = params?.id ?? '';
  const { state, reload } = useOrderDetails(id);
  useOrderLiveRefresh(Number(id), reload);
  if (!id)
    return (
      <FormError title="No order chosen" message="Open an order from the orders list to see its details." />
    );
  return (
    <div className={css({ maxW: '1320px' })}>
      {state.status === 'loading' && <PageLoading label="Loading the order…" />}
      {state.status === 'failed' && (
        <FormError
          title="The order could not be loaded"
          message={
            state.failure.status === 404
              ? `There is no order #${id}, or it is not yours to see.`
              : state.failure.message
          }
        />
      )}
      {state.status === 'loaded' && state.refreshError && (
        <div className={ui.mb4}>
          <Notice tone="danger" title="Not up to date">
            The order could not be refreshed: {state.refreshError}
          </Notice>
        </div>
      )}
      {state.status === 'loaded' && <OrderPageView page={state.data} reload={reload} />}
    </div>
  );
}
