/**
 * The generate flow's preview: what the invoice would lock (by charge type, the minimum's top-up, the
 * total), the unbilled warnings, and an invoice already issued for this vendor, warehouse and period
 * (linked: it is not issued twice). Back to the form, preview again, or issue.
 */
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { useRefNames, vendorsRef, warehousesRef } from '../../components/crud/crud-refs';
import { plural } from '../../components/format';
import { Notice } from '../../components/notice';
import { TextLink } from '../../components/text-link';
import { ui } from '../../components/ui/styles';
import { invoiceScreenPath, type InvoicePreview } from '../../domain/contracts/vendor-invoices';
import { formatAmount } from '../../domain/money';
import type { InvoiceGenerateFlow } from '../../machines/invoice-generate/use-invoice-generate';
import { periodText } from './invoice-badges';
import { InvoiceChargeTable } from './invoice-charge-table';
import { InvoiceUnbilledWarnings } from './invoice-unbilled-warnings';

function Summary({ preview }: { preview: InvoicePreview }) {
  const refs = useRefNames([vendorsRef, warehousesRef]);
  const warehouse =
    preview.warehouseId === null
      ? 'All warehouses'
      : (refs.label(warehousesRef, preview.warehouseId) ?? `Warehouse #${preview.warehouseId}`);
  return (
    <dl className={ui.facts}>
      <div>
        <dt>Vendor</dt>
        <dd>{refs.label(vendorsRef, preview.vendorId) ?? `#${preview.vendorId}`}</dd>
      </div>
      <div>
        <dt>Warehouse</dt>
        <dd>{warehouse}</dd>
      </div>
      <div>
        <dt>Period</dt>
        <dd>{periodText(preview.periodStart, preview.periodEnd)}</dd>
      </div>
    </dl>
  );
}

export function InvoicePreviewPanel({
  flow,
  preview,
}: {
  flow: InvoiceGenerateFlow;
  preview: InvoicePreview;
}) {
  const busy = flow.step === 'previewing' || flow.step === 'settling' || flow.step === 'runningBilling';
  const { existingInvoice } = preview;
  return (
    <div className={ui.stack}>
      {flow.context.notice && (
        <Notice tone="info" role="status">
          {flow.context.notice}
        </Notice>
      )}
      {flow.step === 'reviewed' && flow.context.error && (
        <Notice tone="danger" role="alert">
          {flow.context.error}
        </Notice>
      )}
      {existingInvoice && (
        <Notice tone="warning" role="status" title="Already invoiced">
          <TextLink href={invoiceScreenPath(existingInvoice.id)}>{existingInvoice.invoiceNumber}</TextLink>{' '}
          was issued for this vendor, warehouse and period. Void it to invoice the period again, or choose
          another period.
        </Notice>
      )}
      <Card
        title="Preview"
        description={`${plural(preview.entryCount, 'charge')} would be invoiced, for ${formatAmount(preview.total, preview.currency)}.`}
      >
        <div className={ui.stack}>
          <Summary preview={preview} />
          <InvoiceChargeTable
            groups={preview.groups}
            total={preview.total}
            currency={preview.currency}
            minimumTopUp={preview.minimumTopUp}
          />
        </div>
      </Card>
      <InvoiceUnbilledWarnings
        unpriced={preview.unbilled.unpriced}
        pendingCount={preview.unbilled.pendingCount}
        running={flow.step === 'runningBilling' || flow.step === 'settling'}
        onRunBilling={flow.runBilling}
      />
      <div className={ui.rowCenter}>
        <Button onClick={flow.issue} disabled={!flow.canIssue} loading={flow.step === 'issuing'}>
          Issue invoice
        </Button>
        <Button variant="secondary" onClick={flow.back} disabled={busy}>
          Change
        </Button>
        <Button
          variant="secondary"
          onClick={flow.refresh}
          disabled={busy}
          loading={flow.step === 'previewing'}
        >
          Preview again
        </Button>
        {!flow.canIssue && flow.step === 'reviewed' && !existingInvoice && (
          <span className={ui.mutedSmall}>No uninvoiced charges in this period: nothing to issue.</span>
        )}
      </div>
    </div>
  );
}
