/**
 * /manage/billing/activityRateCards: the activity rate cards, one per vendor and warehouse (or for
 * all of a vendor's warehouses), by name. "New rate card" asks for the name, vendor and warehouse and
 * opens the new card, where its rates are set in versions.
 */
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/button';
import { useRefNames, vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { formatDay } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import {
  activityRateCardScreenPath,
  useActivityRateCardsClient,
  type ActivityRateCardRow,
} from '../../api/rate-cards.api';
import { activityRateCardsContract } from '../../domain/contracts/activity-rate-cards';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import { NewRateCardDialog } from './rate-card-new-dialog';

const named = (refs: RefNames, source: typeof vendorsRef, id: number) => refs.label(source, id) ?? `#${id}`;

function columnsOf(refs: RefNames): DataColumn<ActivityRateCardRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      minWidth: 180,
      maxWidth: 360,
      cell: (row) => <TextLink href={activityRateCardScreenPath(row.id)}>{row.name}</TextLink>,
    },
    { id: 'vendorId', header: 'Vendor', cell: (row) => named(refs, vendorsRef, row.vendorId) },
    {
      id: 'warehouseId',
      header: 'Warehouse',
      cell: (row) =>
        row.warehouseId === null ? (
          <span className={ui.muted}>All warehouses</span>
        ) : (
          named(refs, warehousesRef, row.warehouseId)
        ),
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortKey: 'createdAt',
      cell: (row) => <span className={ui.mutedNowrap}>{formatDay(row.createdAt)}</span>,
    },
  ];
}

export default function ActivityRateCardsScreen() {
  const list = useResourceList(useActivityRateCardsClient());
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const columns = useMemo(() => columnsOf(refs), [refs]);
  const { allows } = usePermissions();
  const mayCreate = allows(activityRateCardsContract.permissions.create);
  const [adding, setAdding] = useState(false);
  const [, navigate] = useLocation();
  const opened = useCallback(
    (card: ActivityRateCardRow) => navigate(activityRateCardScreenPath(card.id)),
    [navigate],
  );
  const filtered = Boolean(list.filters.search || list.filters.vendorId);
  return (
    <>
      <PageHeader
        title="Activity rate cards"
        description="What each client is charged for the work done for it: receiving, storage, pick and pack, shipping, returns, kitting and special projects."
        actions={mayCreate && <Button onClick={() => setAdding(true)}>New rate card</Button>}
      />
      <DataTable
        tableId="activity-rate-cards"
        label="Activity rate cards"
        columns={columns}
        list={list}
        emptyTitle={filtered ? 'No rate cards match' : 'No rate cards yet'}
        emptyText={
          filtered
            ? 'Change or reset the filters.'
            : 'Without a rate card a client’s activity is not charged: add one with New rate card.'
        }
        filters={
          <FilterBar list={list}>
            <FilterText list={list} name="search" label="Search" placeholder="Name" />
            <FilterSelect
              list={list}
              name="vendorId"
              label="Vendor"
              options={refs.options(vendorsRef)}
              allLabel="All vendors"
            />
          </FilterBar>
        }
      />
      {mayCreate && (
        <NewRateCardDialog open={adding} refs={refs} onClose={() => setAdding(false)} onCreated={opened} />
      )}
    </>
  );
}
