/**
 * /manage/billing/ptcFiles: PTC (pass-through cost) files — the sheets of third-party costs billed to
 * clients, newest first, filtered by name, vendor and period, each with its period, rows, total, when
 * it was uploaded, and its sheet to download as it came. Billing staff (billing.ptcFiles) upload one
 * from here; a brand user (billing.view) sees its own vendor's files only (the server scopes the list).
 */
import { useCallback, useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { downloadPtcFile, ptcUploadPath, usePtcFilesClient, type PtcFileRow } from '../../api/ptc-files.api';
import { Button, buttonClass } from '../../components/button';
import { useRefNames, vendorsRef, type RefNames } from '../../components/crud/crud-refs';
import { DataTable, type DataColumn } from '../../components/data-table/data-table';
import { DateTimeText } from '../../components/data-table/date-time-text';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { FilterDay } from '../../components/data-table/filter-day';
import { formatCount, formatListInstant } from '../../components/format';
import { PageHeader } from '../../components/page-header';
import { ui } from '../../components/ui/styles';
import { ptcImportPermissions } from '../../domain/contracts/ptc-files';
import { formatAmount } from '../../domain/money';
import { useResourceList } from '../../machines/list/use-resource-list';
import { useApi, usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { periodText } from './invoice-badges';

function columnsOf(refs: RefNames): DataColumn<PtcFileRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      sortKey: 'name',
      minWidth: 200,
      cell: (f) => <span className={ui.medium}>{f.name}</span>,
    },
    {
      id: 'vendorId',
      header: 'Vendor',
      minWidth: 140,
      maxWidth: 220,
      cell: (f) => refs.label(vendorsRef, f.vendorId) ?? `#${f.vendorId}`,
    },
    {
      id: 'period',
      header: 'Period',
      sortKey: 'periodStart',
      minWidth: 190,
      cell: (f) => <span className={ui.mutedNowrap}>{periodText(f.periodStart, f.periodEnd)}</span>,
    },
    { id: 'rowCount', header: 'Rows', align: 'end', cell: (f) => formatCount(f.rowCount) },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      cell: (f) => <span className={ui.mediumNowrap}>{formatAmount(f.total, f.currency)}</span>,
    },
    {
      id: 'createdAt',
      header: 'Uploaded',
      sortKey: 'createdAt',
      cell: (f) => <DateTimeText text={formatListInstant(f.createdAt) ?? '—'} />,
    },
  ];
}

function DownloadButton({ file }: { file: PtcFileRow }) {
  const api = useApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPtcFile(api, file);
    } catch (error) {
      toast.error(`The file of ${file.name} could not be downloaded: ${describeApiError(error).message}`);
    } finally {
      setBusy(false);
    }
  };
  if (file.fileId === null) return null;
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={busy}
      aria-label={`Download the file of ${file.name}`}
      onClick={() => void download()}
    >
      Download file
    </Button>
  );
}

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see PTC files.', retry: false }
    : { message: failure.message, retry: true };
}

export default function PtcFilesScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(usePtcFilesClient());
  const { allows } = usePermissions();
  const refs = useRefNames([vendorsRef]);
  const columns = useMemo(() => columnsOf(refs), [refs]);
  const canUpload = allows(ptcImportPermissions);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  const actions = useCallback((f: PtcFileRow) => <DownloadButton file={f} />, []);
  const filtered = Object.values(list.filters).some((v) => v !== null && v !== '');

  return (
    <>
      <PageHeader
        title="PTC files"
        description="Pass-through costs (freight bills, duties) billed to clients at cost or with their markup: each uploaded sheet and the charges it made."
        actions={
          canUpload && (
            <Link href={ptcUploadPath} className={buttonClass()}>
              Upload PTC file
            </Link>
          )
        }
      />
      <DataTable
        tableId="ptcFiles"
        label="PTC files"
        columns={columns}
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        emptyTitle={filtered ? 'No PTC files match' : 'No PTC files yet'}
        emptyText={
          filtered
            ? 'Change or reset the filters to see more.'
            : 'Upload a sheet of pass-through costs: its charges go on the client’s ledger.'
        }
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="search" label="Name" />
              <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
              <FilterDay list={list} name="startDate" label="Period from" />
              <FilterDay list={list} name="endDate" label="Period to" />
            </FilterBar>
          )
        }
      />
    </>
  );
}
