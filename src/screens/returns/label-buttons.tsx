/** "Open label" and "Download PDF" of a return: the printable label with its RMA barcode. */
import { css } from 'styled-system/css';
import { Button, type ButtonProps } from '../../components/button';
import { returnNumberOf, type OrderReturnRow } from '../../domain/order-return';
import { useLabelPdf } from './label-pdf';

export function LabelButtons({
  row,
  size = 'md',
  variant = 'secondary',
}: {
  row: Pick<OrderReturnRow, 'id' | 'trackingNumber'>;
} & Pick<ButtonProps, 'size' | 'variant'>) {
  const pdf = useLabelPdf(row);
  const rma = returnNumberOf(row);
  return (
    <div className={css({ display: 'inline-flex', gap: '2' })}>
      <Button
        size={size}
        variant={variant}
        loading={pdf.busy}
        onClick={pdf.open}
        aria-label={`Open label ${rma}`}
      >
        Open label
      </Button>
      <Button
        size={size}
        variant={variant}
        disabled={pdf.busy}
        onClick={pdf.download}
        aria-label={`Download label ${rma}`}
      >
        Download PDF
      </Button>
    </div>
  );
}
