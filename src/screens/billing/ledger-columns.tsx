/**
 * The Billing Ledger's columns, sized to fit a 1440 px screen: the day, the client and warehouse, the
 * charge type, the description (it opens the charge's trace), the source (its document linked), units,
 * the rate as written, the amount and the invoice (linked, or "Not invoiced"); a question's badge
 * (asked or answered) under the description.
 */
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import type { CrudRefSource } from '../../components/crud/crud-config';
import type { RefNames } from '../../components/crud/crud-refs';
import type { DataColumn } from '../../components/data-table/data-table';
import { formatDay, formatQuantity } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { sourceHref } from '../../domain/billing/source-links';
import type { BillingEntryRow, DisputeStatus } from '../../domain/contracts/order-billing-entries';
import { formatAmount, formatRate } from '../../domain/money';
import { disputeBadge, sourceLabel } from './ledger-labels';

export type LedgerRow = BillingEntryRow;

const dash = <span className={ui.muted}>—</span>;

const styles = {
  opener: css({
    all: 'unset',
    cursor: 'pointer',
    color: 'accent',
    fontWeight: 'medium',
    _hover: { textDecoration: 'underline' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '2px' },
  }),
  negative: css({ color: 'success', fontWeight: 'medium' }),
  badgeLine: css({ mt: '1' }),
};

export const invoiceHref = (id: number) => `/billing/customerInvoices/view/${id}`;

/** The charge's source: what kind of event, and its document linked when it has a page. */
export function SourceCell({
  row,
}: {
  row: Pick<BillingEntryRow, 'sourceType' | 'sourceId' | 'sourceRef' | 'inputs'>;
}) {
  const href = sourceHref(row.sourceType, row.sourceId, row.inputs);
  return (
    <span className={ui.column}>
      <span>{sourceLabel(row.sourceType)}</span>
      {row.sourceRef &&
        (href ? (
          <TextLink href={href} className={ui.caption}>
            {row.sourceRef}
          </TextLink>
        ) : (
          <span className={ui.caption}>{row.sourceRef}</span>
        ))}
    </span>
  );
}

export function InvoiceCell({ invoiceId, number }: { invoiceId: number | null; number?: string | null }) {
  if (invoiceId === null) return <span className={ui.mutedNowrap}>Not invoiced</span>;
  return <TextLink href={invoiceHref(invoiceId)}>{number ?? `Invoice #${invoiceId}`}</TextLink>;
}

export function DisputeBadge({ status }: { status: DisputeStatus | null | undefined }) {
  if (!status) return null;
  const { tone, label } = disputeBadge[status];
  return <span className={badge({ tone })}>{label}</span>;
}

export const Amount = ({ amount }: { amount: number }) => (
  <span className={amount < 0 ? styles.negative : undefined}>{formatAmount(amount)}</span>
);

interface ColumnSources {
  refs: RefNames;
  vendors: CrudRefSource;
  warehouses: CrudRefSource;
  /** A client's own ledger leaves the client column out. */
  showVendor: boolean;
  onOpen: (row: LedgerRow) => void;
}

export function ledgerColumns({
  refs,
  vendors,
  warehouses,
  showVendor,
  onOpen,
}: ColumnSources): DataColumn<LedgerRow>[] {
  const columns: (DataColumn<LedgerRow> | null)[] = [
    {
      id: 'entryDate',
      header: 'Date',
      sortKey: 'entryDate',
      width: 96,
      cell: (r) => <span className={ui.nowrap}>{formatDay(r.entryDate)}</span>,
    },
    showVendor
      ? {
          id: 'vendor',
          header: 'Vendor',
          minWidth: 110,
          maxWidth: 140,
          cell: (r) => refs.label(vendors, r.vendorId) ?? `#${r.vendorId}`,
        }
      : null,
    {
      id: 'warehouse',
      header: 'Warehouse',
      minWidth: 90,
      maxWidth: 120,
      cell: (r) =>
        r.warehouseId === null ? dash : (refs.label(warehouses, r.warehouseId) ?? `#${r.warehouseId}`),
    },
    { id: 'chargeType', header: 'Charge type', width: 100, cell: (r) => r.chargeType },
    {
      id: 'chargeLabel',
      header: 'Description',
      sortKey: 'chargeLabel',
      minWidth: 160,
      maxWidth: 260,
      // The open question's badge sits under the description: a column of its own would not fit.
      cell: (r) => (
        <span className={ui.column}>
          <button
            type="button"
            className={styles.opener}
            onClick={() => onOpen(r)}
            aria-label={`Trace ${r.chargeLabel}`}
          >
            {r.chargeLabel}
          </button>
          {r.disputeStatus && (
            <span className={styles.badgeLine}>
              <DisputeBadge status={r.disputeStatus} />
            </span>
          )}
        </span>
      ),
    },
    { id: 'source', header: 'Source', minWidth: 120, maxWidth: 160, cell: (r) => <SourceCell row={r} /> },
    {
      id: 'numberOfUnits',
      header: 'Units',
      align: 'end',
      width: 56,
      cell: (r) => formatQuantity(r.numberOfUnits),
    },
    {
      id: 'singleUnitCharge',
      header: 'Rate',
      sortKey: 'singleUnitCharge',
      align: 'end',
      width: 76,
      cell: (r) => formatRate(r.singleUnitCharge),
    },
    {
      id: 'amount',
      header: 'Amount',
      sortKey: 'amount',
      align: 'end',
      width: 86,
      cell: (r) => <Amount amount={r.amount} />,
    },
    {
      id: 'invoice',
      header: 'Invoice',
      width: 104,
      cell: (r) => <InvoiceCell invoiceId={r.invoiceId} number={r.invoiceNumber} />,
    },
    { id: 'refNum', header: 'Reference', width: 110, hiddenByDefault: true, cell: (r) => r.refNum ?? dash },
  ];
  return columns.filter((c): c is DataColumn<LedgerRow> => c !== null);
}
