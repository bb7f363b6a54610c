/**
 * /orders/unhold-recs (Has Inventory): orders held only for inventory whose every line is available
 * now. Each can be released with one click, or many at once (a result per order); the release
 * removes only inventory holds, so a hold placed for another reason meanwhile stays.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { describeApiError } from '../../../api/api-error';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/data-table/pagination';
import { Notice } from '../../../components/notice';
import { PageHeader } from '../../../components/page-header';
import { ORDERS_PAGE_SIZE } from '../../../domain/constants';
import { holdTypeLabel, ORDER_STATUS } from '../../../domain/order.lifecycle';
import { useLiveRefresh } from '../../../machines/hub/use-hub';
import { useResourceList } from '../../../machines/list/use-resource-list';
import { useApi, usePermissions } from '../../../machines/use-app';
import type { ScreenProps } from '../../../routes.types';
import { formatCount, formatInstant, plural } from '../details/order-format';
import {
  releaseInventoryHolds,
  releaseInventoryHoldsOf,
  useUnholdRecsClient,
  type BulkResult,
  type UnholdRec,
} from '../../../api/order-recommendations.api';
import {
  BulkResults,
  OrderCell,
  RecsFilters,
  recsStyles as s,
  SelectAllBox,
  useSelection,
} from './recs-parts';
import { ui } from '../../../components/ui/styles';

function Row({
  rec,
  chosen,
  onChoose,
  onReleased,
}: {
  rec: UnholdRec;
  chosen: boolean | null;
  onChoose: (on: boolean) => void;
  onReleased: () => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const release = async () => {
    setBusy(true);
    try {
      const order = await releaseInventoryHolds(api, rec.id, rec.version);
      toast.success(
        order.orderStatus === ORDER_STATUS.onHold
          ? `Inventory hold removed from order ${rec.orderNumber}; another hold keeps it on hold.`
          : `Hold removed from order ${rec.orderNumber}: it can go to fulfilment.`,
      );
      onReleased();
    } catch (error) {
      toast.error(`Order ${rec.orderNumber}: ${describeApiError(error).message}`);
      setBusy(false);
    }
  };
  return (
    <tr>
      <td className={cx(s.td, s.check)}>
        {chosen !== null && (
          <input
            type="checkbox"
            aria-label={`Choose ${rec.orderNumber}`}
            checked={chosen}
            onChange={(e) => onChoose(e.target.checked)}
          />
        )}
      </td>
      <td className={s.td}>
        <OrderCell id={rec.id} orderNumber={rec.orderNumber} projectId={rec.projectId} />
      </td>
      <td className={s.td}>{formatInstant(rec.orderDate)}</td>
      <td className={s.td}>
        {rec.items.map((line, i) => (
          <div key={i} className={ui.nowrap}>
            {formatCount(line.quantity)} × <span className={ui.medium}>{line.sku}</span>
          </div>
        ))}
      </td>
      <td className={s.td}>
        {rec.holds.map((hold) => (
          <div key={hold.id} className={css({ mb: '1' })}>
            <span className={badge({ tone: 'warning' })}>{holdTypeLabel(hold.type)}</span>{' '}
            <span className={s.muted}>since {formatInstant(hold.createdAt)}</span>
          </div>
        ))}
      </td>
      <td className={cx(s.td, ui.end)}>
        <Button
          size="sm"
          loading={busy}
          aria-label={`Remove hold from ${rec.orderNumber}`}
          onClick={() => void release()}
        >
          Remove hold
        </Button>
      </td>
    </tr>
  );
}

export default function UnholdRecsScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useUnholdRecsClient(), { perPage: ORDERS_PAGE_SIZE });
  // Stock arriving (or an order changing) changes what is recommended.
  useLiveRefresh(['OrderUpdated', 'WarehouseProductUpdated'], list.reload);
  const api = useApi();
  const { can } = usePermissions();
  const selection = useSelection(list.items.map((r) => r.id));
  const [bulkBusy, setBulkBusy] = useState(false);
  const [results, setResults] = useState<BulkResult[] | null>(null);
  const canBulk = can('orders.bulkUpdate');

  const releaseChosen = async () => {
    setBulkBusy(true);
    try {
      setResults(await releaseInventoryHoldsOf(api, selection.ids));
      selection.clear();
      list.reload();
    } catch (error) {
      toast.error(`The holds were not removed: ${describeApiError(error).message}`);
    } finally {
      setBulkBusy(false);
    }
  };

  return (
    <div className={ui.stack}>
      <PageHeader
        title="Has Inventory"
        description="Orders held for inventory whose every line is in stock at their warehouse now: remove the hold and they can go to fulfilment."
      />
      {results && <BulkResults title="Remove hold" results={results} onDismiss={() => setResults(null)} />}
      <div className={s.frame}>
        <RecsFilters list={list} />
        {canBulk && selection.ids.length > 0 && (
          <div className={s.toolbar}>
            <span className={ui.medium}>{plural(selection.ids.length, 'order')} chosen</span>
            <Button size="sm" loading={bulkBusy} onClick={() => void releaseChosen()}>
              Remove holds from {plural(selection.ids.length, 'order')}
            </Button>
            <Button size="sm" variant="ghost" onClick={selection.clear}>
              Clear
            </Button>
          </div>
        )}
        {list.isFailed ? (
          <div className={s.failure}>
            <Notice tone="danger" role="alert" title="The orders could not be loaded">
              {describeApiError(list.error).message}
            </Notice>
          </div>
        ) : list.items.length === 0 && !list.isLoading ? (
          <p className={s.message}>
            No held order has all its stock yet. Orders show here as soon as stock arrives for them.
          </p>
        ) : (
          <div className={cx(ui.scrollX, list.isLoading && s.busy)}>
            <table className={s.table} aria-label="Orders that can be released">
              <thead>
                <tr>
                  <th className={cx(s.th, s.check)}>
                    {canBulk && (
                      <SelectAllBox selection={selection} label="Choose every order on this page" />
                    )}
                  </th>
                  <th className={s.th}>Order</th>
                  <th className={s.th}>Order date</th>
                  <th className={s.th}>Lines</th>
                  <th className={s.th}>Held for</th>
                  <th className={s.th}>
                    <span className={ui.srOnly}>Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((rec) => (
                  <Row
                    key={rec.id}
                    rec={rec}
                    chosen={canBulk ? selection.has(rec.id) : null}
                    onChoose={(on) => selection.toggle(rec.id, on)}
                    onReleased={list.reload}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Pagination
          page={list.pagination.page}
          pageCount={list.pageCount}
          perPage={list.pagination.perPage}
          totalRows={list.totalRows}
          onPageChange={list.setPage}
          onPerPageChange={list.setPerPage}
        />
      </div>
    </div>
  );
}
