/**
 * The orders list of Storefront Orders and Vendor Orders: the orders in the user's scope (a vendor
 * user sees its own), filtered on the server, 25 a page, with status tabs and their counts, the
 * column picker, a quick view, the row's actions, and bulk actions on a selection. Live updates
 * reload the rows and counts in place: same filters, page and selection.
 */
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../../api/api-error';
import { buttonClass } from '../../../components/button';
import { DataTable } from '../../../components/data-table/data-table';
import { PageHeader } from '../../../components/page-header';
import { ORDERS_PAGE_SIZE } from '../../../domain/constants';
import type { OrderAction } from '../../../domain/order.lifecycle';
import { useResourceList } from '../../../machines/list/use-resource-list';
import { useLiveRefresh } from '../../../machines/hub/use-hub';
import { usePermissions, useSession } from '../../../machines/use-app';
import { useRefNames, vendorsRef, warehousesRef } from '../../../components/crud/crud-refs';
import { useOrderTags } from '../details/order-chips';
import { allowedBulkActions } from './bulk-actions';
import { BulkBar } from './bulk-bar';
import { BulkConfirmDialog, BulkResultsDialog } from './bulk-dialogs';
import { OrderActionDialogs, type PendingAction } from './order-action-dialogs';
import { orderColumns } from './order-columns';
import { OrderFilters, tagFilterOptions } from './order-filters';
import { OrderQuickView } from './order-quick-view';
import { OrderRowActions } from './order-row-actions';
import { OrderStatusTabs } from './order-status-tabs';
import { useOrderListFacets, useOrdersClient, type Order } from '../../../api/orders.api';
import { activeTab } from './status-tabs';
import { useOrderSelection } from './use-order-selection';
import { useStorefronts } from './use-storefronts';

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see orders.', retry: false }
    : { message: failure.message, retry: true };
}

export function OrderList({ title, description }: { title: string; description: string }) {
  // The status tab counts are a facet of the list: loaded for its filters, reloaded and cancelled with it.
  const list = useResourceList(useOrdersClient(), {
    perPage: ORDERS_PAGE_SIZE,
    facets: useOrderListFacets(),
  });
  const { can } = usePermissions();
  const { user } = useSession();
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const storefronts = useStorefronts();
  const tagRows = useOrderTags(null);
  const columns = useMemo(() => orderColumns({ refs, tagRows }), [refs, tagRows]);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;

  // Counts and rows load again together: a live update, an action, a bulk update.
  const { reload: refresh } = list;
  // Another user's change, a storefront's new order: same filters, page and selection, fresh rows.
  useLiveRefresh(['OrderUpdated'], refresh);
  const counts = list.facets.statusCounts;

  const bulkActions = allowedBulkActions(can);
  const { selected, setSelected, clear, bulk, start } = useOrderSelection(list.filters, refresh);

  const [quickView, setQuickView] = useState<Order | null>(null);
  const shownQuickView = quickView && (list.items.find((o) => o.id === quickView.id) ?? quickView);
  const [pending, setPending] = useState<PendingAction | null>(null);

  const actions = useCallback(
    (order: Order) => (
      <OrderRowActions
        order={order}
        permissions={user.permissions}
        onQuickView={setQuickView}
        onAction={(o: Order, action: OrderAction) => setPending({ order: o, action })}
      />
    ),
    [user.permissions],
  );
  const selectTab = (value: string) => {
    list.setFormFilter('orderStatus', value);
    list.applyFilters();
  };
  const hasFilters = Object.keys(list.filters).length > 0;

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          can('orders.create') && (
            <>
              <Link href="/orders/create?import=1" className={buttonClass({ variant: 'secondary' })}>
                Import
              </Link>
              <Link href="/orders/create" className={buttonClass()}>
                Create order
              </Link>
            </>
          )
        }
      />
      <DataTable
        tableId="orders"
        label="Orders"
        density="compact"
        sortDescFirst
        columns={columns}
        list={list}
        actions={actions}
        rowName={(o) => `order ${o.orderNumber}`}
        selectAllLabel="Select every order on this page"
        selection={bulkActions.length > 0 ? { selected, onChange: setSelected } : undefined}
        describeFailure={describeFailure}
        emptyTitle={hasFilters ? 'No orders match' : 'No orders yet'}
        emptyText={
          hasFilters
            ? 'Change or reset the filters, or choose another status tab.'
            : 'Orders arrive from the storefronts, an import, or Create order.'
        }
        filters={
          !forbidden && (
            <>
              <OrderFilters
                list={list}
                refs={refs}
                storefronts={storefronts}
                tagRows={tagRows}
                showVendor={!user.userRoles.includes('vendor')}
              />
              <OrderStatusTabs
                value={activeTab(list.filters.orderStatus)}
                counts={counts}
                onChange={selectTab}
              />
            </>
          )
        }
        toolbar={<BulkBar count={selected.size} actions={bulkActions} onAction={start} onClear={clear} />}
      />
      <OrderQuickView
        order={shownQuickView}
        refs={refs}
        tagRows={tagRows}
        onClose={() => setQuickView(null)}
      />
      <OrderActionDialogs pending={pending} onClose={() => setPending(null)} onChanged={refresh} />
      <BulkConfirmDialog bulk={bulk} tagNames={tagFilterOptions(tagRows).map((t) => t.value)} />
      <BulkResultsDialog bulk={bulk} />
    </>
  );
}
