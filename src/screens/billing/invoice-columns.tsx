/** The Client Invoices list's columns and row actions; vendor and warehouse names come from `refs`. */
import { Link } from 'wouter';
import { buttonClass } from '../../components/button';
import { vendorsRef, warehousesRef, type RefNames } from '../../components/crud/crud-refs';
import type { DataColumn } from '../../components/data-table/data-table';
import { formatDay } from '../../components/format';
import { ui } from '../../components/ui/styles';
import {
  invoicePdfPath,
  invoiceScreenPath,
  uploadedInvoiceFilePath,
  type VendorInvoiceRow,
} from '../../domain/contracts/vendor-invoices';
import { formatAmount } from '../../domain/money';
import { invoiceTypeLabels, type InvoiceType } from '../../domain/vendor-invoice.lifecycle';
import { InvoiceStatusBadge, periodText } from './invoice-badges';
import { InvoiceFileButton } from './invoice-file-button';

const typeLabel = (type: string) => invoiceTypeLabels[type as InvoiceType] ?? type;

export function invoiceColumns(refs: RefNames): DataColumn<VendorInvoiceRow>[] {
  return [
    {
      id: 'invoiceNumber',
      header: 'Number',
      sortKey: 'invoiceNumber',
      width: 120,
      cell: (i) => (
        <Link href={invoiceScreenPath(i.id)} className={ui.strongLinkNowrap}>
          {i.invoiceNumber}
        </Link>
      ),
    },
    {
      id: 'vendorId',
      header: 'Vendor',
      minWidth: 100,
      maxWidth: 160,
      cell: (i) => refs.label(vendorsRef, i.vendorId) ?? `#${i.vendorId}`,
    },
    {
      id: 'warehouseId',
      header: 'Warehouse',
      minWidth: 70,
      maxWidth: 120,
      cell: (i) =>
        i.warehouseId === null ? (
          <span className={ui.muted}>All</span>
        ) : (
          (refs.label(warehousesRef, i.warehouseId) ?? `#${i.warehouseId}`)
        ),
    },
    { id: 'type', header: 'Type', minWidth: 80, maxWidth: 100, cell: (i) => typeLabel(i.type) },
    { id: 'status', header: 'Status', cell: (i) => <InvoiceStatusBadge status={i.status} /> },
    {
      id: 'period',
      header: 'Period',
      minWidth: 110,
      maxWidth: 170,
      cell: (i) => <span className={ui.muted}>{periodText(i.periodStart, i.periodEnd)}</span>,
    },
    {
      id: 'invoiceDate',
      header: 'Invoice date',
      sortKey: 'invoiceDate',
      minWidth: 80,
      maxWidth: 110,
      cell: (i) => <span className={ui.mutedNowrap}>{formatDay(i.invoiceDate)}</span>,
    },
    {
      id: 'dueDate',
      header: 'Due',
      minWidth: 80,
      maxWidth: 110,
      cell: (i) => <span className={ui.mutedNowrap}>{formatDay(i.dueDate)}</span>,
    },
    {
      id: 'total',
      header: 'Total',
      sortKey: 'total',
      align: 'end',
      cell: (i) => <span className={ui.mediumNowrap}>{formatAmount(i.total, i.currency)}</span>,
    },
  ];
}

/** The file a row downloads: the PDF of a generated invoice or credit note, else the uploaded file. */
export function rowFile(i: VendorInvoiceRow) {
  if (i.type !== 'InvoiceUploaded') return { label: 'PDF', href: invoicePdfPath(i.id) };
  return i.fileId !== null ? { label: 'File', href: uploadedInvoiceFilePath(i.id) } : null;
}

export function InvoiceRowActions({ invoice }: { invoice: VendorInvoiceRow }) {
  const file = rowFile(invoice);
  return (
    <span className={ui.cellActions}>
      <Link
        href={invoiceScreenPath(invoice.id)}
        className={buttonClass({ variant: 'ghost', size: 'sm' })}
        aria-label={`View ${invoice.invoiceNumber}`}
      >
        View
      </Link>
      {file && (
        <InvoiceFileButton invoiceNumber={invoice.invoiceNumber} file={file} variant="ghost" size="sm" />
      )}
    </span>
  );
}
