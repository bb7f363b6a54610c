/**
 * /other/storefront/virtual-orders: the orders storefronts sent that intake could not place (a
 * disabled storefront, an unknown store, a refused payload), kept with what was sent. Filtered by
 * storefront, reason and text, Pending first; each opens with its payload and history. Once the cause
 * is fixed, one is retried from its row, the chosen ones or every pending one of a storefront at once
 * (a result per virtual order); one nobody wants placed is discarded.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { useVirtualOrdersClient, type VirtualOrderRow } from '../../api/virtual-orders.api';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { plural } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { DEFAULT_PAGE_SIZE } from '../../domain/constants';
import { VIRTUAL_ORDER_STATUS, virtualOrderStepPermissions } from '../../domain/virtual-order.lifecycle';
import type { ListRow } from '../../machines/list/list.types';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useVirtualOrderRetry } from '../../machines/virtual-order-retry/use-virtual-order-retry';
import type { RetryFinished } from '../../machines/virtual-order-retry/virtual-order-retry.types';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { DiscardDialog, type DiscardChoice } from './discard-dialog';
import { ChosenBar, VirtualOrderRowActions } from './virtual-order-actions';
import { RetryConfirmDialog, RetryResultsDialog } from './retry-dialogs';
import { useStorefrontChoices } from './use-storefront-choices';
import { virtualOrderColumns, virtualOrderName } from './virtual-order-columns';
import { VirtualOrderDetailsDialog } from './virtual-order-details';
import { activeStatus, VirtualOrderFilters, VirtualOrderStatusTabs } from './virtual-order-filters';

type Retryable = Pick<
  VirtualOrderRow,
  'id' | 'orderNumber' | 'projectId' | 'reasonCode' | 'storeId' | 'status'
>;

export default function VirtualOrdersScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useVirtualOrdersClient(), { perPage: DEFAULT_PAGE_SIZE });
  const storefronts = useStorefrontChoices();
  const { can } = usePermissions();
  const mayRetry = virtualOrderStepPermissions.retry.some(can);
  const mayDiscard = virtualOrderStepPermissions.discard.some(can);
  const [selected, setSelected] = useState<Set<ListRow['id']>>(() => new Set());
  const filtersKey = JSON.stringify(list.filters);
  useEffect(() => setSelected(new Set()), [filtersKey]);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const [discarding, setDiscarding] = useState<DiscardChoice | null>(null);

  const { reload } = list;
  const retry = useVirtualOrderRetry(({ target, results }: RetryFinished) => {
    const [result] = results;
    if (target.kind === 'one' && result) {
      const say = result.outcome === 'failed' ? toast.error : toast.success;
      say(`${virtualOrderName(result)}: ${result.message}`);
    } else setSelected(new Set());
    reload();
  });
  const { choose } = retry;
  const retryOne = useCallback(
    (v: Retryable) => {
      setDetailsId(null);
      choose({
        kind: 'one',
        id: v.id,
        orderNumber: v.orderNumber,
        projectId: v.projectId,
        unknownStore: v.reasonCode === 'unknown_store',
        sentStoreId: v.storeId,
      });
    },
    [choose],
  );
  const discardOne = useCallback((v: Pick<VirtualOrderRow, 'id' | 'orderNumber'>) => {
    setDetailsId(null);
    setDiscarding({ id: v.id, name: virtualOrderName(v) });
  }, []);

  const columns = useMemo(() => virtualOrderColumns((row) => setDetailsId(row.id)), []);
  const actions = useCallback(
    (row: VirtualOrderRow) => (
      <VirtualOrderRowActions
        row={row}
        mayRetry={mayRetry}
        mayDiscard={mayDiscard}
        onRetry={retryOne}
        onDiscard={discardOne}
      />
    ),
    [mayRetry, mayDiscard, retryOne, discardOne],
  );

  const status = activeStatus(list.filters.status);
  const onPending = status === VIRTUAL_ORDER_STATUS.Pending;
  const storefront = storefronts.byId(list.filters.projectId);
  // Retry all takes every pending one of the storefront: the count shown must be that, unnarrowed.
  const narrowed = Boolean(list.filters.reasonCode || list.filters.search);
  const retryAllRefusal = !storefront
    ? 'Choose a storefront in the filters first'
    : !onPending || narrowed
      ? 'Show the Pending tab of the storefront, without reason or search filters'
      : undefined;
  const selectTab = (value: string) => {
    list.setFormFilter('status', value === VIRTUAL_ORDER_STATUS.Pending ? '' : value);
    list.applyFilters();
  };
  const retryAll = () =>
    storefront &&
    choose({ kind: 'storefront', projectId: storefront.id, name: storefront.name, pending: list.totalRows });

  return (
    <>
      <PageHeader
        title="Virtual orders"
        description="Orders storefronts sent that could not be placed (storefront disabled, store unknown, order refused), kept as they were sent. Fix the cause, then retry them; choose a storefront to retry all its pending ones."
        actions={
          mayRetry && (
            <Button
              disabled={retryAllRefusal !== undefined || list.totalRows === 0}
              title={retryAllRefusal}
              onClick={retryAll}
            >
              {retryAllRefusal ? 'Retry all pending' : `Retry all ${plural(list.totalRows, 'pending order')}`}
            </Button>
          )
        }
      />
      <DataTable
        tableId="virtual-orders"
        label="Virtual orders"
        density="compact"
        sortDescFirst
        columns={columns}
        list={list}
        actions={mayRetry || mayDiscard ? actions : undefined}
        rowName={(row) => virtualOrderName(row)}
        selectAllLabel="Select every virtual order on this page"
        selection={mayRetry && onPending ? { selected, onChange: setSelected } : undefined}
        emptyTitle={onPending ? 'Nothing waits for a retry' : 'No virtual orders match'}
        emptyText={
          onPending
            ? 'Every order the storefronts sent was placed, or is in another tab.'
            : 'Change or reset the filters, or choose another status tab.'
        }
        filters={
          <>
            <VirtualOrderFilters list={list} storefronts={storefronts} />
            <VirtualOrderStatusTabs value={status} onChange={selectTab} />
          </>
        }
        toolbar={
          <ChosenBar
            count={selected.size}
            onRetry={() => choose({ kind: 'chosen', ids: [...selected].map(Number) })}
            onClear={() => setSelected(new Set())}
          />
        }
      />
      <VirtualOrderDetailsDialog
        id={detailsId}
        onClose={() => setDetailsId(null)}
        onRetry={(d) => retryOne(d.virtualOrder)}
        onDiscard={(d) => discardOne(d.virtualOrder)}
      />
      <RetryConfirmDialog retry={retry} storefronts={storefronts} />
      <RetryResultsDialog retry={retry} />
      <DiscardDialog choice={discarding} onClose={() => setDiscarding(null)} onDiscarded={reload} />
    </>
  );
}
