/**
 * /billing/customerInvoices/view/{id}: one client invoice or credit note — its facts, files (PDF and
 * XLSX, or the uploaded file), lines by charge type with subtotals, related credit notes, history —
 * and the steps the server says this user may take now (`steps`): issue a draft, mark paid, void
 * with a reason, credit note with lines. `?step=` opens one; the page reloads after each.
 */
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Link, useLocation, useSearch } from 'wouter';
import { loadInvoiceView, type InvoiceView } from '../../api/invoices.api';
import { Button, buttonClass } from '../../components/button';
import { FormError } from '../../components/form-error';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { invoiceScreenPath, vendorInvoicesContract } from '../../domain/contracts/vendor-invoices';
import { invoiceStepLabels, type InvoiceStep } from '../../domain/vendor-invoice.lifecycle';
import { useLoad } from '../../machines/load/use-load';
import { useApi } from '../../machines/use-app';
import type { ScreenProps } from '../../routes.types';
import { InvoiceStatusBadge } from './invoice-badges';
import { CreditNoteDialog } from './invoice-credit-note-dialog';
import { InvoiceFileButton } from './invoice-file-button';
import { ConfirmStepDialog, VoidDialog } from './invoice-step-dialogs';
import {
  InvoiceFacts,
  InvoiceHistory,
  InvoiceLines,
  InvoiceRelated,
  invoiceTypeLabel,
} from './invoice-view-parts';

const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', xl: 'minmax(0, 1fr) 360px' },
  gap: '5',
  alignItems: 'start',
});

function InvoicePage({ view, reload }: { view: InvoiceView; reload: () => void }) {
  const { invoice } = view;
  const [, navigate] = useLocation();
  const open = new URLSearchParams(useSearch()).get('step') as InvoiceStep | null;
  const here = invoiceScreenPath(invoice.id);
  const may = (step: InvoiceStep) => view.steps.includes(step);
  const go = (step: InvoiceStep) => navigate(`${here}?step=${step}`, { replace: true });
  const dialog = { invoice, onClose: () => navigate(here, { replace: true }), onChanged: reload };
  return (
    <>
      <PageHeader
        title={
          <span className={ui.titleWithBadge}>
            {invoice.invoiceNumber} <InvoiceStatusBadge status={invoice.status} />
          </span>
        }
        description={`${invoiceTypeLabel(invoice.type)} for ${view.vendorName}`}
        actions={
          <>
            <Link href={vendorInvoicesContract.screen.path} className={buttonClass({ variant: 'ghost' })}>
              All invoices
            </Link>
            {view.files.map((file) => (
              <InvoiceFileButton
                key={file.href}
                invoiceNumber={invoice.invoiceNumber}
                file={file}
                variant="secondary"
              />
            ))}
            {(['void', 'credit-note', 'mark-paid', 'issue'] as const).filter(may).map((step) => (
              <Button
                key={step}
                variant={step === 'void' || step === 'credit-note' ? 'secondary' : 'primary'}
                onClick={() => go(step)}
              >
                {invoiceStepLabels[step]}
                {step === 'credit-note' && '…'}
              </Button>
            ))}
          </>
        }
      />
      <div className={layout}>
        <div className={ui.stack5}>
          <InvoiceFacts view={view} />
          <InvoiceLines view={view} />
        </div>
        <div className={ui.stack5}>
          <InvoiceRelated view={view} />
          <InvoiceHistory view={view} />
        </div>
      </div>
      {(open === 'issue' || open === 'mark-paid') && may(open) && (
        <ConfirmStepDialog {...dialog} step={open} />
      )}
      {open === 'void' && may('void') && <VoidDialog {...dialog} />}
      {open === 'credit-note' && may('credit-note') && <CreditNoteDialog {...dialog} lines={view.lines} />}
    </>
  );
}

export default function InvoiceViewScreen({ params }: Partial<ScreenProps>) {
  const id = Number(params?.id);
  const api = useApi();
  const view = useLoad((signal) => loadInvoiceView(api, id, signal), [id, api]);
  // A refresh keeps the page on screen until the new answer arrives.
  const last = useRef<InvoiceView | null>(null);
  if (view.status === 'loaded') last.current = view.data;
  const shown = view.status === 'loaded' ? view.data : last.current?.invoice.id === id ? last.current : null;

  if (!Number.isSafeInteger(id) || id < 1)
    return <FormError title="No such invoice" message="Open an invoice from Client Invoices." />;
  return (
    <div className={ui.recordPage}>
      {shown ? (
        <InvoicePage view={shown} reload={view.refresh} />
      ) : view.status === 'failed' ? (
        <div className={ui.retryBlock}>
          <FormError
            title="The invoice could not be opened"
            message={
              view.failure.status === 404
                ? 'No such invoice, or it is not yours to see.'
                : view.failure.message
            }
          />
          {view.failure.status !== 404 && (
            <Button variant="secondary" onClick={view.retry}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <PageLoading label="Loading the invoice…" />
      )}
    </div>
  );
}
