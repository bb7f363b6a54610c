/**
 * /integrations/tpl/drift: where Dockhand's stock and the 3PL WMS's disagree, per warehouse, vendor,
 * SKU and lot (the open ones unless the status filter says otherwise). Each row opens to the events
 * that explain it and the update that would fix it; users who may record direct inventory updates
 * select rows and apply them (those updates) or dismiss them, after a confirmation.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { loadMyWarehouses } from '../../api/bootstrap.api';
import { ANY_DRIFT_STATUS, wmsDriftListClient } from '../../api/wms-sync.api';
import { Button } from '../../components/button';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect } from '../../components/data-table/filter-bar';
import { PageHeader } from '../../components/page-header';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import {
  DRIFT_STATUSES,
  driftStatusLabels,
  WMS_DRIFT_APPLY_PERMISSION,
  type DriftRow,
} from '../../domain/contracts/wms-connections';
import { isDismissable, placeText, plural } from '../../machines/drift-review/drift-review.logic';
import type { ReviewFinished } from '../../machines/drift-review/drift-review.types';
import { useDriftReview } from '../../machines/drift-review/use-drift-review';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useLoad } from '../../machines/load/use-load';
import { useApi, usePermissions } from '../../machines/use-app';
import { driftColumns } from './drift-columns';
import { DriftDetails } from './drift-details';
import { DriftReviewDialog } from './drift-review-dialog';

// The empty choice is the open differences: what there is to do.
const statusOptions = [
  ...DRIFT_STATUSES.filter((s) => s !== 'open').map((s) => ({ value: s, label: driftStatusLabels[s] })),
  { value: ANY_DRIFT_STATUS, label: 'Any status' },
];

const finishedMessages: Record<ReviewFinished['outcome'], (n: number) => string> = {
  applied: (n) => `${plural(n, 'direct inventory update')} recorded.`,
  dismissed: (n) => `${plural(n, 'difference')} dismissed.`,
  conflict: () => 'The differences were read again.',
};

export default function DriftScreen() {
  const api = useApi();
  const { can } = usePermissions();
  const mayApply = can(WMS_DRIFT_APPLY_PERMISSION);
  const client = useMemo(() => wmsDriftListClient(api), [api]);
  const list = useResourceList(client, { perPage: 25 });
  const warehouses = useLoad((signal) => loadMyWarehouses(api, signal), [api]);
  const warehouseOptions =
    warehouses.status === 'loaded'
      ? warehouses.data.map((w) => ({ value: String(w.id), label: w.fullName }))
      : [];

  // The selected rows as they were shown (they stay selected across pages and reloads).
  const [picked, setPicked] = useState<ReadonlyMap<DriftRow['id'], DriftRow>>(new Map());
  const selected = useMemo(() => new Set(picked.keys()), [picked]);
  const onSelect = (ids: Set<DriftRow['id'] | string>) =>
    setPicked(
      new Map(
        [...ids].flatMap((id) => {
          const row = picked.get(Number(id)) ?? list.items.find((r) => r.id === id);
          return row ? [[row.id, row] as const] : [];
        }),
      ),
    );
  const rows = [...picked.values()];

  const { reload } = list;
  const review = useDriftReview(
    mayApply,
    useCallback(
      ({ outcome, count }: ReviewFinished) => {
        if (outcome !== 'conflict') toast.success(finishedMessages[outcome](count));
        setPicked(new Map());
        reload();
      },
      [reload],
    ),
  );
  // The outcome is announced (a toast); the dialog closes.
  const { step, close } = review;
  useEffect(() => {
    if (step === 'applied' || step === 'dismissed') close();
  }, [step, close]);

  return (
    <>
      <PageHeader
        title="Stock drift"
        description="Where Dockhand’s on-hand stock and the 3PL WMS’s stock summary disagree, per warehouse, vendor, SKU and lot, found by each sync. Open a row for the events that explain it."
      />
      <DataTable
        tableId="wms-drifts"
        label="Stock differences with the 3PL WMS"
        columns={driftColumns}
        list={list}
        density="compact"
        details={(row) => <DriftDetails drift={row} />}
        rowName={(row) => `${row.warehouseName} ${placeText(row)}`}
        selection={mayApply ? { selected, onChange: onSelect, isSelectable: isDismissable } : undefined}
        selectAllLabel="Select every difference on this page"
        emptyTitle="No differences"
        emptyText={
          <>
            Dockhand and the WMS agree, or the filters hide the rest. Each sync compares them again (
            <TextLink href="/integrations/tpl/connections">3PL WMS connections</TextLink>).
          </>
        }
        toolbar={
          mayApply ? (
            <div className={ui.rowWrap}>
              <span className={ui.mutedSmall}>
                {rows.length
                  ? `${plural(rows.length, 'difference')} selected`
                  : 'Select differences to act on them'}
              </span>
              <Button size="sm" disabled={!review.canApply(rows)} onClick={() => review.apply(rows)}>
                Apply proposed updates
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={!review.canDismiss(rows)}
                onClick={() => review.dismiss(rows)}
              >
                Dismiss
              </Button>
            </div>
          ) : (
            <span className={ui.mutedSmall}>
              Applying or dismissing a difference needs the permission to record direct inventory updates.
            </span>
          )
        }
        filters={
          <FilterBar list={list}>
            <FilterSelect
              list={list}
              name="warehouseId"
              label="Warehouse"
              options={warehouseOptions}
              allLabel="All warehouses"
            />
            <FilterSelect list={list} name="status" label="Status" options={statusOptions} allLabel="Open" />
          </FilterBar>
        }
      />
      <DriftReviewDialog review={review} />
    </>
  );
}
