/**
 * /orders/split-recs (Recommended Splits): orders with some lines in stock and some not, each with
 * the proposed split (what ships now goes to a new order, the rest waits). Accepted one by one, or
 * for many orders at once (one after the other, a result per order). A kit is proposed by its kit
 * line, in whole kits (its components move with it); its components are never offered on their own.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { describeApiError } from '../../../api/api-error';
import type { ApiClient } from '../../../api/http';
import { Button } from '../../../components/button';
import { Pagination } from '../../../components/data-table/pagination';
import { Notice } from '../../../components/notice';
import { PageHeader } from '../../../components/page-header';
import { ORDERS_PAGE_SIZE } from '../../../domain/constants';
import { useLiveRefresh } from '../../../machines/hub/use-hub';
import { useResourceList } from '../../../machines/list/use-resource-list';
import { useApi } from '../../../machines/use-app';
import type { ScreenProps } from '../../../routes.types';
import { formatCount, formatInstant, plural } from '../details/order-format';
import { runOrderAction, type SplitAnswer } from '../../../api/orders.api';
import {
  acceptedLines,
  useSplitRecsClient,
  type BulkResult,
  type SplitRec,
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

const proposalTable = css({
  borderCollapse: 'collapse',
  fontSize: '13px',
  '& th': { color: 'fg.muted', fontWeight: 'medium', textAlign: 'end', pl: '4', pb: '1' },
  '& th:first-child, & td:first-child': { textAlign: 'start', pl: '0' },
  '& td': { textAlign: 'end', pl: '4', py: '0.5' },
});

async function acceptSplit(api: ApiClient, rec: SplitRec): Promise<BulkResult> {
  try {
    const answer = await runOrderAction<SplitAnswer>(api, rec.id, 'split', {
      lines: acceptedLines(rec.proposal),
      version: rec.order.version,
    });
    return {
      id: rec.id,
      orderNumber: rec.order.orderNumber,
      ok: true,
      message: `Split: ${answer.child.orderNumber} holds what ships now.`,
    };
  } catch (error) {
    return {
      id: rec.id,
      orderNumber: rec.order.orderNumber,
      ok: false,
      message: describeApiError(error).message,
    };
  }
}

function Proposal({ rec }: { rec: SplitRec }) {
  return (
    <table className={proposalTable} aria-label={`Proposed split of ${rec.order.orderNumber}`}>
      <thead>
        <tr>
          <th>SKU</th>
          <th>Ordered</th>
          <th>Available</th>
          <th>Ships now</th>
        </tr>
      </thead>
      <tbody>
        {rec.proposal.map((line) => (
          <tr key={line.lineIndex}>
            <td className={ui.medium}>
              {line.sku}
              {line.kitName && (
                <span
                  className={cx(badge({ tone: 'accent' }), css({ ml: '2' }))}
                  title={`Kit: ${line.kitName}`}
                >
                  Kit
                </span>
              )}
            </td>
            <td>{formatCount(line.quantity)}</td>
            <td>{formatCount(line.available)}</td>
            <td className={css({ fontWeight: 'semibold', color: line.shipNow > 0 ? 'success' : 'fg.muted' })}>
              {formatCount(line.shipNow)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Row({
  rec,
  chosen,
  onChoose,
  onDone,
}: {
  rec: SplitRec;
  chosen: boolean;
  onChoose: (on: boolean) => void;
  onDone: () => void;
}) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const now = rec.proposal.reduce((n, l) => n + l.shipNow, 0);
  const all = rec.proposal.reduce((n, l) => n + l.quantity, 0);
  const accept = async () => {
    setBusy(true);
    const result = await acceptSplit(api, rec);
    if (result.ok) {
      toast.success(`Order ${rec.order.orderNumber} split. ${result.message ?? ''}`);
      onDone();
    } else {
      toast.error(`Order ${rec.order.orderNumber}: ${result.message}`);
      setBusy(false);
    }
  };
  return (
    <tr>
      <td className={cx(s.td, s.check)}>
        <input
          type="checkbox"
          aria-label={`Choose ${rec.order.orderNumber}`}
          checked={chosen}
          onChange={(e) => onChoose(e.target.checked)}
        />
      </td>
      <td className={s.td}>
        <OrderCell id={rec.id} orderNumber={rec.order.orderNumber} projectId={rec.order.projectId} />
        <div className={s.muted}>{formatInstant(rec.order.orderDate)}</div>
      </td>
      <td className={s.td}>
        <Proposal rec={rec} />
      </td>
      <td className={s.td}>
        <span className={ui.semibold}>{plural(now, 'unit')}</span>
        <span className={s.muted}> of {formatCount(all)} ship now</span>
      </td>
      <td className={cx(s.td, ui.end)}>
        <Button
          size="sm"
          loading={busy}
          aria-label={`Accept split of ${rec.order.orderNumber}`}
          onClick={() => void accept()}
        >
          Accept split
        </Button>
      </td>
    </tr>
  );
}

export default function SplitRecsScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useSplitRecsClient(), { perPage: ORDERS_PAGE_SIZE });
  // Stock arriving (or an order changing) changes what is recommended.
  useLiveRefresh(['OrderUpdated', 'WarehouseProductUpdated'], list.reload);
  const api = useApi();
  const selection = useSelection(list.items.map((r) => r.id));
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [results, setResults] = useState<BulkResult[] | null>(null);

  // One after the other: each split locks its order and moves stock; a failure stops none of the others.
  const acceptChosen = async () => {
    const chosen = list.items.filter((r) => selection.has(r.id));
    const done: BulkResult[] = [];
    setProgress({ done: 0, total: chosen.length });
    for (const rec of chosen) {
      done.push(await acceptSplit(api, rec));
      setProgress({ done: done.length, total: chosen.length });
    }
    setProgress(null);
    setResults(done);
    selection.clear();
    list.reload();
  };

  return (
    <div className={ui.stack}>
      <PageHeader
        title="Recommended Splits"
        description="Orders with some lines in stock: accept the split to ship what is here now in a new order, while the rest waits for stock."
      />
      {results && <BulkResults title="Accept split" results={results} onDismiss={() => setResults(null)} />}
      <div className={s.frame}>
        <RecsFilters list={list} />
        {selection.ids.length > 0 && (
          <div className={s.toolbar}>
            <span className={ui.medium}>{plural(selection.ids.length, 'order')} chosen</span>
            <Button size="sm" loading={progress !== null} onClick={() => void acceptChosen()}>
              {progress
                ? `Splitting ${progress.done + 1} of ${progress.total}…`
                : `Accept ${plural(selection.ids.length, 'split')}`}
            </Button>
            <Button size="sm" variant="ghost" disabled={progress !== null} onClick={selection.clear}>
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
            No order has some lines in stock and others waiting. Splits show here as stock arrives.
          </p>
        ) : (
          <div className={cx(ui.scrollX, list.isLoading && s.busy)}>
            <table className={s.table} aria-label="Orders that can be split">
              <thead>
                <tr>
                  <th className={cx(s.th, s.check)}>
                    <SelectAllBox selection={selection} label="Choose every order on this page" />
                  </th>
                  <th className={s.th}>Order</th>
                  <th className={s.th}>Proposed split</th>
                  <th className={s.th}>Ships now</th>
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
                    chosen={selection.has(rec.id)}
                    onChoose={(on) => selection.toggle(rec.id, on)}
                    onDone={list.reload}
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
