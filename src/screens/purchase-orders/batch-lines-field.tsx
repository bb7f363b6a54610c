/** The batch screen's lines: each order line with what is ordered, in batches and left, and this batch's quantity. */
import { css } from 'styled-system/css';
import { CellInput, LinesField, type LineColumn } from '../../components/lines-field/lines-field';
import type { LineProgress } from '../../domain/purchase-order.progress';
import { formatCount } from '../../components/format';

export interface BatchValues {
  expectedDate: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  shipDate: string | null;
  userNote: string | null;
  lines: { poLineIndex: number; quantity: number | '' }[];
}

const done = css({ color: 'fg.muted', fontSize: '13px', pt: '2.5', display: 'block' });
const quantityInput = css({ w: '120px', textAlign: 'end' });
type BatchLine = BatchValues['lines'][number];

export function BatchLinesField({ progress }: { progress: readonly LineProgress[] }) {
  const of = (line: BatchLine) => progress[line.poLineIndex]!;
  const columns: LineColumn<BatchLine>[] = [
    { key: 'sku', header: 'SKU', text: 'mono', render: ({ line }) => of(line).sku },
    { key: 'name', header: 'Item', text: 'plain', render: ({ line }) => of(line).name ?? '—' },
    {
      key: 'ordered',
      header: 'Ordered',
      align: 'end',
      text: 'plain',
      render: ({ line }) => formatCount(of(line).ordered),
    },
    {
      key: 'scheduled',
      header: 'In batches',
      align: 'end',
      text: 'plain',
      render: ({ line }) => formatCount(of(line).scheduled),
    },
    {
      key: 'unscheduled',
      header: 'Left to schedule',
      align: 'end',
      text: 'plain',
      render: ({ line }) => formatCount(of(line).unscheduled),
    },
    {
      key: 'quantity',
      header: 'This batch',
      render: ({ line, name }) => {
        const p = of(line);
        if (p.unscheduled === 0 && line.quantity === 0) return <span className={done}>Fully scheduled</span>;
        return (
          <CellInput
            name={name}
            label={`${p.sku} quantity in this batch`}
            type="number"
            min={0}
            max={p.unscheduled}
            step={1}
            inputMode="numeric"
            className={quantityInput}
          />
        );
      },
    },
  ];
  return (
    <LinesField
      name="lines"
      label="Batch lines"
      columns={columns}
      fixedLines
      ruled
      rowKey={(line) => line.poLineIndex}
    />
  );
}
