/**
 * /manage/billing/customerInvoices: Client Invoices — generated, uploaded and credit notes, filtered
 * by vendor, warehouse, status, type, invoice days and number, each with its page and its PDF (or
 * the uploaded file). Billing staff (billing.invoices) generate or upload one from here; a brand user
 * (billing.view) sees its own vendor's invoices only (the server scopes the list).
 */
import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { describeApiError } from '../../api/api-error';
import { useInvoicesClient } from '../../api/invoices.api';
import { buttonClass } from '../../components/button';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { DataTable } from '../../components/data-table/data-table';
import { FilterBar, FilterSelect, FilterText } from '../../components/data-table/filter-bar';
import { FilterDay } from '../../components/data-table/filter-day';
import { PageHeader } from '../../components/page-header';
import {
  generateInvoiceScreenPath,
  uploadInvoiceScreenPath,
  type VendorInvoiceRow,
} from '../../domain/contracts/vendor-invoices';
import {
  invoiceStatuses,
  invoiceStatusLabels,
  invoiceStepPermissions,
  invoiceTypeLabels,
  invoiceTypes,
} from '../../domain/vendor-invoice.lifecycle';
import { useResourceList } from '../../machines/list/use-resource-list';
import { usePermissions } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { invoiceColumns, InvoiceRowActions } from './invoice-columns';

const statusOptions = invoiceStatuses.map((s) => ({ value: s, label: invoiceStatusLabels[s] }));
const typeOptions = invoiceTypes.map((t) => ({ value: t, label: invoiceTypeLabels[t] }));

function describeFailure(error: unknown) {
  const failure = describeApiError(error);
  return failure.status === 403
    ? { message: 'You do not have permission to see client invoices.', retry: false }
    : { message: failure.message, retry: true };
}

export default function ClientInvoicesScreen(_props: Partial<ScreenProps>) {
  const list = useResourceList(useInvoicesClient());
  const { allows } = usePermissions();
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const columns = useMemo(() => invoiceColumns(refs), [refs]);
  // Generated or uploaded by their own calls, with the lifecycle's issue permission.
  const canCreate = allows(invoiceStepPermissions.issue);
  const forbidden = list.isFailed && describeApiError(list.error).status === 403;
  const actions = useCallback((i: VendorInvoiceRow) => <InvoiceRowActions invoice={i} />, []);

  return (
    <>
      <PageHeader
        title="Client Invoices"
        description="Invoices to clients for their billed activity, generated here or uploaded, and their credit notes."
        actions={
          canCreate && (
            <>
              <Link href={uploadInvoiceScreenPath} className={buttonClass({ variant: 'secondary' })}>
                Upload existing
              </Link>
              <Link href={generateInvoiceScreenPath} className={buttonClass()}>
                Generate invoice
              </Link>
            </>
          )
        }
      />
      <DataTable
        tableId="clientInvoices"
        label="Client invoices"
        columns={columns}
        // Ten columns and the actions fit a 1440 px screen in compact rows.
        density="compact"
        list={list}
        actions={actions}
        describeFailure={describeFailure}
        emptyTitle="No invoices match"
        emptyText="Change or reset the filters to see more."
        filters={
          !forbidden && (
            <FilterBar list={list}>
              <FilterText list={list} name="invoiceNumber" label="Invoice number" placeholder="INV-…" />
              <FilterSelect list={list} name="vendorId" label="Vendor" options={refs.options(vendorsRef)} />
              <FilterSelect
                list={list}
                name="warehouseId"
                label="Warehouse"
                options={refs.options(warehousesRef)}
              />
              <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
              <FilterSelect list={list} name="type" label="Type" options={typeOptions} />
              <FilterDay list={list} name="startDate" label="Invoice date from" />
              <FilterDay list={list} name="endDate" label="Invoice date to" />
            </FilterBar>
          )
        }
      />
    </>
  );
}
