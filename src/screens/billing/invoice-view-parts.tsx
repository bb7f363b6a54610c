/**
 * The parts of an invoice's page: its facts, its lines by charge type with their subtotals and the
 * total, the credit notes against it (or the invoice it credits), and its history in the user's
 * timezone. Amounts through the money module; a rate reads as written ($0.0125).
 */
import { Fragment } from 'react';
import { cx } from 'styled-system/css';
import { Card } from '../../components/card';
import { formatDay, formatInstant, formatQuantity } from '../../components/format';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { sourceTypeLabels, type BillingSourceType } from '../../domain/billing/rating';
import { invoiceScreenPath, type InvoiceView } from '../../domain/contracts/vendor-invoices';
import { formatAmount, formatRate } from '../../domain/money';
import { invoiceTypeLabels, type InvoiceType } from '../../domain/vendor-invoice.lifecycle';
import { InvoiceStatusBadge, periodText } from './invoice-badges';

export const invoiceTypeLabel = (type: string) => invoiceTypeLabels[type as InvoiceType] ?? type;

export function InvoiceFacts({ view }: { view: InvoiceView }) {
  const { invoice } = view;
  const facts: [string, React.ReactNode][] = [
    ['Vendor', view.vendorName],
    ['Warehouse', view.warehouseName ?? 'All warehouses'],
    ['Type', invoiceTypeLabel(invoice.type)],
    ['Status', <InvoiceStatusBadge key="status" status={invoice.status} />],
    ['Period', periodText(invoice.periodStart, invoice.periodEnd)],
    ['Invoice date', formatDay(invoice.invoiceDate)],
    ['Due date', formatDay(invoice.dueDate)],
    ['Total', <strong key="total">{formatAmount(view.total, invoice.currency)}</strong>],
  ];
  if (invoice.paidAt) facts.push(['Paid', formatInstant(invoice.paidAt)]);
  if (invoice.voidedAt)
    facts.push(['Voided', `${formatInstant(invoice.voidedAt)} — ${invoice.voidReason ?? ''}`]);
  return (
    <Card title="Details">
      <dl className={ui.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {invoice.notes && <p className={cx(ui.preWrap, ui.mt4)}>{invoice.notes}</p>}
    </Card>
  );
}

const HEADERS = ['Date', 'Charge type', 'Description', 'Source', 'Units', 'Rate', 'Amount'];
const FIGURES = new Set(['Units', 'Rate', 'Amount']);

export function InvoiceLines({ view }: { view: InvoiceView }) {
  const currency = view.invoice.currency;
  if (view.lines.length === 0)
    return (
      <Card title="Lines">
        <p className={ui.muted}>
          {view.invoice.type === 'InvoiceUploaded'
            ? 'An uploaded invoice keeps its lines in its file.'
            : 'No lines: its charges were released when it was voided.'}
        </p>
      </Card>
    );
  return (
    <Card title="Lines">
      <div className={ui.scrollX}>
        <table className={ui.plainTable} aria-label="Lines">
          <thead>
            <tr>
              {HEADERS.map((h) => (
                <th key={h} className={cx(ui.plainTh, FIGURES.has(h) && ui.endCell)}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.groups.map((group) => (
              <Fragment key={group.chargeType}>
                {view.lines
                  .filter((l) => l.chargeType === group.chargeType)
                  .map((l) => (
                    <tr key={l.id}>
                      <td className={cx(ui.ruledCell, ui.nowrap)}>{formatDay(l.entryDate)}</td>
                      <td className={ui.ruledCell}>{l.chargeType}</td>
                      <td className={ui.ruledCell}>{l.chargeLabel}</td>
                      <td className={ui.ruledCell}>
                        <span className={ui.captionLine}>
                          {sourceTypeLabels[l.sourceType as BillingSourceType] ?? l.sourceType}
                        </span>
                        {l.sourceHref ? (
                          <TextLink href={l.sourceHref}>{l.sourceRef ?? 'Open'}</TextLink>
                        ) : (
                          l.sourceRef
                        )}
                      </td>
                      <td className={cx(ui.ruledCell, ui.end)}>{formatQuantity(l.numberOfUnits)}</td>
                      <td className={cx(ui.ruledCell, ui.end)}>{formatRate(l.singleUnitCharge, currency)}</td>
                      <td className={cx(ui.ruledCell, ui.end)}>{formatAmount(l.amount, currency)}</td>
                    </tr>
                  ))}
                <tr>
                  <td colSpan={6} className={cx(ui.ruledCell, ui.muted, ui.end)}>
                    {group.chargeType} subtotal
                  </td>
                  <td className={cx(ui.ruledCell, ui.end, ui.semibold)}>
                    {formatAmount(group.amount, currency)}
                  </td>
                </tr>
              </Fragment>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={6} className={cx(ui.strongCell, ui.end)}>
                Total
              </td>
              <td className={cx(ui.strongCell, ui.end)}>{formatAmount(view.total, currency)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </Card>
  );
}

export function InvoiceRelated({ view }: { view: InvoiceView }) {
  if (view.related.length === 0) return null;
  const crediting = view.invoice.type === 'CreditNote';
  return (
    <Card title={crediting ? 'Credited invoice' : 'Credit notes'}>
      <ul className={ui.stack2}>
        {view.related.map((r) => (
          <li key={r.id} className={ui.rowWrap}>
            <TextLink href={invoiceScreenPath(r.id)}>{r.invoiceNumber}</TextLink>
            <span className={ui.muted}>{invoiceTypeLabel(r.type)}</span>
            <InvoiceStatusBadge status={r.status} />
            <span className={ui.medium}>{formatAmount(r.total, view.invoice.currency)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function InvoiceHistory({ view }: { view: InvoiceView }) {
  return (
    <Card title="History">
      {view.history.length === 0 ? (
        <p className={ui.muted}>Nothing recorded yet.</p>
      ) : (
        <ol className={ui.stack3} aria-label="History">
          {view.history.map((h, i) => (
            <li key={`${h.at}-${i}`}>
              {/* The server names the action in the screen's words ('Marked paid'). */}
              <span className={ui.medium}>{h.action}</span>
              {h.detail && <span> — {h.detail}</span>}
              <span className={ui.captionLine}>
                {formatInstant(h.at)} · {h.userName ?? 'System'}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
