/**
 * The ledger's charges: the filters, the totals and export of the applied filters, and the table
 * (useResourceList on the contract, its query in the URL). The totals load beside each page as the
 * list's facet; BillingEntriesUpdated refreshes all in place.
 */
import { useEffect, useMemo } from 'react';
import { useBillingEntriesClient, useBillingEntryCalls } from '../../api/billing-entries.api';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { DataTable } from '../../components/data-table/data-table';
import { LiveEvent } from '../../domain/live-events';
import { useLiveRefresh } from '../../machines/hub/use-hub';
import { useResourceList } from '../../machines/list/use-resource-list';
import { ledgerColumns, type LedgerRow } from './ledger-columns';
import { LedgerFilters } from './ledger-filters';
import { LedgerTotalsBar } from './ledger-totals-bar';

interface Props {
  isClient: boolean;
  /** Counts the answers given in the trace: each refreshes the rows and totals in place. */
  changes: number;
  onOpen: (row: LedgerRow) => void;
}

export function LedgerCharges({ isClient, changes, onOpen }: Props) {
  const calls = useBillingEntryCalls();
  const list = useResourceList(useBillingEntriesClient(), {
    facets: { totals: calls.totals },
  });
  useLiveRefresh([LiveEvent.billingEntriesUpdated], list.refresh);
  const { refresh } = list;
  useEffect(() => {
    if (changes > 0) refresh();
  }, [changes, refresh]);
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const columns = useMemo(
    () =>
      ledgerColumns({
        refs,
        vendors: vendorsRef,
        warehouses: warehousesRef,
        showVendor: !isClient,
        onOpen,
      }),
    [refs, isClient, onOpen],
  );
  const filtered = Object.values(list.filters).some((v) => v !== '' && v !== null);
  return (
    <>
      <LedgerTotalsBar
        totals={list.facets.totals}
        onExport={(format) => calls.exportFile(list.filters, format)}
      />
      <DataTable
        tableId="billing-ledger"
        label="Billing ledger"
        density="compact"
        sortDescFirst
        columns={columns}
        list={list}
        emptyTitle={filtered ? 'No charges match' : 'No charges yet'}
        emptyText={
          filtered
            ? 'Change or reset the filters.'
            : 'Charges appear as the billing run prices receipts, shipments, storage and returns, and as custom charges are added.'
        }
        filters={
          <LedgerFilters
            filters={list}
            vendors={isClient ? null : refs.options(vendorsRef)}
            warehouses={refs.options(warehousesRef)}
          />
        }
      />
    </>
  );
}
