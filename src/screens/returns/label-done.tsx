/** The label flow's end: the return made, its label to open or download, and where to go next. */
import { cx } from 'styled-system/css';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../components/button';
import { Notice } from '../../components/notice';
import { carrierServiceLabel, labelFileName, returnNumberOf } from '../../domain/order-return';
import type { ReturnLabelFlow } from '../../machines/return-label/use-return-label';
import { RETURNS_PATH, returnViewPath } from '../../api/returns.api';
import { openPdf, savePdf } from './label-pdf';
import { row } from './return-styles';
import { ui } from '../../components/ui/styles';

export function LabelDone({ flow }: { flow: ReturnLabelFlow }) {
  const { created, label, error } = flow.context;
  if (!created) return null;
  const rma = returnNumberOf(created);
  const units = created.items.reduce((n, l) => n + l.quantity, 0);
  return (
    <Notice tone="success" role="status" title={`Return ${rma} created`}>
      <p className={ui.medium}>
        Order {created.orderNumber} · {carrierServiceLabel(created.carrierCode, created.serviceCode)} ·{' '}
        {units} {units === 1 ? 'unit' : 'units'} coming back
      </p>
      <p>
        Send the label to the customer, or print it and put it in their parcel. The warehouse scans its
        barcode when the parcel arrives.
      </p>
      {flow.labelState === 'failed' && (
        <p role="alert" className={cx(ui.danger, ui.mt2)}>
          The label could not be made: {error}
        </p>
      )}
      <div className={`${row} ${ui.mt3}`}>
        {flow.labelState === 'failed' ? (
          <Button size="sm" onClick={flow.retryLabel}>
            Try the label again
          </Button>
        ) : (
          <>
            <Button size="sm" loading={!label} onClick={() => label && openPdf(label)}>
              Open label
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={!label}
              onClick={() => label && savePdf(label, labelFileName(rma))}
            >
              Download PDF
            </Button>
          </>
        )}
        <Link href={returnViewPath(created.id)} className={buttonClass({ size: 'sm', variant: 'secondary' })}>
          View the return
        </Link>
        <Link href={RETURNS_PATH} className={buttonClass({ size: 'sm', variant: 'ghost' })}>
          All returns
        </Link>
      </div>
    </Notice>
  );
}
