/**
 * The sync runs of a system, newest first (the warehouse filter and the page in the URL): when each
 * started and finished (the user's timezone), the warehouse, what started it and who, how it ended,
 * what it did in words, and why it failed.
 */
import { useEffect, useMemo } from 'react';
import { wmsRunsListClient } from '../../api/wms-sync.api';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { DateTimeText } from '../../components/data-table/date-time-text';
import { FilterBar, FilterSelect } from '../../components/data-table/filter-bar';
import { formatListInstant } from '../../components/format';
import { ui } from '../../components/ui/styles';
import { wmsSystemLabels, type WmsSyncRunRow, type WmsSystem } from '../../domain/contracts/wms-connections';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi } from '../../machines/use-app';
import { countsSummary, triggerLabel } from '../../machines/wms-connection/wms-connection.logic';
import { SyncStatusBadge } from './sync-panel';

function When({ at }: { at: string | null }) {
  const text = formatListInstant(at);
  return text ? <DateTimeText text={text} /> : <span className={ui.muted}>—</span>;
}

const columns: DataColumn<WmsSyncRunRow>[] = [
  { id: 'startedAt', header: 'Started', minWidth: 90, maxWidth: 120, cell: (r) => <When at={r.startedAt} /> },
  {
    id: 'finishedAt',
    header: 'Finished',
    minWidth: 90,
    maxWidth: 120,
    cell: (r) =>
      r.status === 'Running' ? <span className={ui.muted}>Running…</span> : <When at={r.finishedAt} />,
  },
  { id: 'warehouse', header: 'Warehouse', minWidth: 140, maxWidth: 220, cell: (r) => r.warehouseName },
  {
    id: 'trigger',
    header: 'Started by',
    minWidth: 110,
    maxWidth: 180,
    cell: (r) => (
      <>
        {triggerLabel(r.trigger)}
        <span className={ui.captionLine}>{r.userName ?? 'The schedule'}</span>
      </>
    ),
  },
  { id: 'status', header: 'Status', width: 96, cell: (r) => <SyncStatusBadge status={r.status} /> },
  {
    id: 'counts',
    header: 'What it did',
    minWidth: 240,
    maxWidth: 480,
    cell: (r) =>
      r.status === 'Running' ? (
        <span className={ui.muted}>Under way</span>
      ) : r.status === 'Failed' && Object.keys(r.counts).length === 0 ? (
        <span className={ui.muted}>Nothing</span>
      ) : (
        countsSummary(r.counts).join('; ')
      ),
  },
  {
    id: 'error',
    header: 'Error',
    minWidth: 160,
    maxWidth: 320,
    cell: (r) =>
      r.error ? <span className={ui.danger}>{r.error}</span> : <span className={ui.muted}>—</span>,
  },
];

interface Props {
  system: WmsSystem;
  warehouses: readonly { value: string; label: string }[];
  /** Changes when a sync settled on the page: the log is read again. */
  reloadKey: number;
}

export function SyncRunsLog({ system, warehouses, reloadKey }: Props) {
  const api = useApi();
  const client = useMemo(() => wmsRunsListClient(api, system), [api, system]);
  const runs = useResourceList(client, { perPage: 10 });
  const { refresh } = runs;
  useEffect(() => {
    if (reloadKey > 0) refresh();
  }, [reloadKey, refresh]);
  return (
    <section aria-labelledby="sync-runs-title" className={ui.stack3}>
      <h2 id="sync-runs-title" className={ui.sectionTitle}>
        Sync runs
      </h2>
      <DataTable
        tableId={`wms-runs-${system}`}
        label={`${wmsSystemLabels[system]} sync runs`}
        columns={columns}
        list={runs}
        density="compact"
        emptyTitle="No sync has run yet"
        emptyText="Save a connection and press Sync now; scheduled syncs show here too."
        filters={
          <FilterBar list={runs}>
            <FilterSelect
              list={runs}
              name="warehouseId"
              label="Warehouse"
              options={warehouses}
              allLabel="All warehouses"
            />
          </FilterBar>
        }
      />
    </section>
  );
}
