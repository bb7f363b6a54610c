/**
 * /billing/customerInvoices/generate: generate a client invoice. The form (vendor, warehouse or all,
 * period, due date, notes) → a preview of what it would lock, with the unbilled warnings (billing can
 * be run for the pending events from there) → Issue, which opens the new invoice; an invoice already
 * issued for that period is opened instead, and the toast says so. `?vendorId=` prefills the vendor.
 */
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { cx } from 'styled-system/css';
import { Link, useLocation, useSearch } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { userDay } from '../../components/format';
import { Notice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoading } from '../../components/page-loading';
import { ui } from '../../components/ui/styles';
import { invoiceScreenPath, vendorInvoicesContract } from '../../domain/contracts/vendor-invoices';
import { prefillOfSearch } from '../../machines/invoice-generate/invoice-generate.logic';
import { useInvoiceGenerate } from '../../machines/invoice-generate/use-invoice-generate';
import type { ScreenProps } from '../../routes.types';
import { InvoiceGenerateForm } from './invoice-generate-form';
import { InvoicePreviewPanel } from './invoice-preview';

export default function GenerateInvoiceScreen(_props: Partial<ScreenProps>) {
  const search = useSearch();
  const [, navigate] = useLocation();
  // The URL and the user's today are read once, when the form opens.
  const [input] = useState(() => ({ today: userDay(), prefill: prefillOfSearch(search) }));
  const flow = useInvoiceGenerate(input);
  const { invoice, replayed, preview, error, failedAt } = flow.context;

  useEffect(() => {
    if (flow.step !== 'issued' || !invoice) return;
    if (replayed) toast(`${invoice.invoiceNumber} was already issued for this period: here it is.`);
    else toast.success(`${invoice.invoiceNumber} issued.`);
    navigate(invoiceScreenPath(invoice.id));
  }, [flow.step, invoice, replayed, navigate]);

  const choosing = flow.step === 'choosing' || (flow.step === 'previewing' && !preview);
  return (
    <div className={ui.maxW960}>
      <PageHeader
        title="Generate invoice"
        description="Invoice a client's uninvoiced charges of a period: check the preview, then issue it."
        actions={
          <Link href={vendorInvoicesContract.screen.path} className={buttonClass({ variant: 'secondary' })}>
            All invoices
          </Link>
        }
      />
      {flow.step === 'failed' && (
        <div className={ui.mb4}>
          <Notice
            tone="danger"
            role="alert"
            title={failedAt === 'issue' ? 'The invoice could not be issued' : 'The preview could not be made'}
          >
            <p>{error}</p>
            <div className={cx(ui.row, ui.mt3)}>
              <Button size="sm" onClick={flow.retry}>
                Try again
              </Button>
              <Button size="sm" variant="secondary" onClick={flow.edit}>
                Change
              </Button>
            </div>
          </Notice>
        </div>
      )}
      {choosing ? (
        <InvoiceGenerateForm flow={flow} />
      ) : preview && flow.step !== 'issued' ? (
        <InvoicePreviewPanel flow={flow} preview={preview} />
      ) : (
        flow.step !== 'failed' && <PageLoading label="Opening the invoice…" />
      )}
    </div>
  );
}
