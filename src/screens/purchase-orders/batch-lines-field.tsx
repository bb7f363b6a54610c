/** The batch screen's lines: each order line with what is ordered, in batches and left, and this batch's quantity. */
import { getIn, useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
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

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { py: '2', px: '2', textAlign: 'start', verticalAlign: 'top' },
    '& th': { fontSize: '13px', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' },
    '& td': { borderTopWidth: '1px', borderColor: 'border' },
  }),
  num: css({ textAlign: 'end!' }),
  sku: css({ fontFamily: 'mono', fontSize: '13px', whiteSpace: 'nowrap', pt: '3.5!' }),
  cell: css({ pt: '3.5!' }),
  error: css({ color: 'danger', fontSize: '13px', fontWeight: 'medium', mt: '1', maxW: '260px' }),
  done: css({ color: 'fg.muted', fontSize: '13px', pt: '3.5!', display: 'block' }),
};

function QuantityInput({ index, p }: { index: number; p: LineProgress }) {
  const name = `lines[${index}].quantity`;
  const [field, meta] = useField<number | ''>(name);
  const { submitCount, errors } = useFormikContext<BatchValues>();
  const errorId = useId();
  const message = getIn(errors, name) as string | undefined;
  const error = (submitCount > 0 || meta.touched) && typeof message === 'string' ? message : undefined;
  if (p.unscheduled === 0 && field.value === 0) return <span className={styles.done}>Fully scheduled</span>;
  return (
    <>
      <input
        {...field}
        value={field.value ?? ''}
        type="number"
        min={0}
        max={p.unscheduled}
        step={1}
        inputMode="numeric"
        aria-label={`${p.sku} quantity in this batch`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${input()} ${css({ w: '120px', textAlign: 'end' })}`}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

export function BatchLinesField({ progress }: { progress: readonly LineProgress[] }) {
  const { values, errors, submitCount } = useFormikContext<BatchValues>();
  const listError = getIn(errors, 'lines') as unknown;
  return (
    <div>
      <table className={styles.table} aria-label="Batch lines">
        <thead>
          <tr>
            <th>SKU</th>
            <th>Item</th>
            <th className={styles.num}>Ordered</th>
            <th className={styles.num}>In batches</th>
            <th className={styles.num}>Left to schedule</th>
            <th>This batch</th>
          </tr>
        </thead>
        <tbody>
          {values.lines.map((line, i) => {
            const p = progress[line.poLineIndex]!;
            return (
              <tr key={line.poLineIndex}>
                <td className={styles.sku}>{p.sku}</td>
                <td className={styles.cell}>{p.name ?? '—'}</td>
                <td className={`${styles.num} ${styles.cell}`}>{formatCount(p.ordered)}</td>
                <td className={`${styles.num} ${styles.cell}`}>{formatCount(p.scheduled)}</td>
                <td className={`${styles.num} ${styles.cell}`}>{formatCount(p.unscheduled)}</td>
                <td>
                  <QuantityInput index={i} p={p} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {typeof listError === 'string' && submitCount > 0 && (
        <p role="alert" className={styles.error}>
          {listError}
        </p>
      )}
    </div>
  );
}
