/**
 * The line-items editor of every document form (purchase orders and their batches, orders, ASNs and
 * transfers, packing lists): a Formik array shown as a table whose columns are declared, each either
 * an input bound to the line's field (text, integer, decimal, money), a read-only value level with
 * the inputs, or a custom cell (a picker). Lines are added with "Add line" (or the screen's own
 * adder) and removed per row; the list-level message ('At least one line') shows under the table.
 */
import { FieldArray, getIn, useFormikContext } from 'formik';
import type { CSSProperties, Key, ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import {
  AddLineButton,
  CellInput,
  LinesError,
  RemoveLineButton,
  type CellInputProps,
} from '../form/line-cells';
import { MoneyInput } from '../form/money-input';
import { ui } from '../ui/styles';

export { CellInput };

export interface LineCell<L> {
  line: L;
  /** 0-based; the labels count from 1. */
  index: number;
  /** The Formik path of the column's field, e.g. `items[2].quantity`. */
  name: string;
  /** The accessible name of the cell's input, e.g. 'Line 3 quantity'. */
  label: string;
  /** The field's validation message once the form was submitted (columns with `showError`). */
  error: string | undefined;
}

export interface LineColumn<L> {
  /** The line's field the column edits or shows. */
  key: string;
  header: string;
  /** The header's width (and a money input's), e.g. '110px'. */
  width?: string;
  align?: 'start' | 'end';
  /** An input bound to the field; integer and decimal are number inputs (min 1, or 0 for decimals). */
  input?: 'text' | 'integer' | 'decimal' | 'money';
  /** More input attributes (min, max, onChange, list, className) for a line. */
  inputProps?: (cell: LineCell<L>) => Partial<CellInputProps>;
  /** Read-only text level with the inputs: the field's value (or render's) in this tone. */
  text?: 'plain' | 'mono' | 'muted' | 'strong';
  /** The cell's content instead of an input or the field's value. */
  render?: (cell: LineCell<L>) => ReactNode;
  /** What follows 'Line n' in the input's accessible name; the header in lower case by default. */
  label?: string | ((cell: Omit<LineCell<L>, 'label' | 'error'>) => string);
  /** The cell's own accessible name (a computed line total). */
  cellLabel?: (cell: LineCell<L>) => string;
  /** Show the field's validation message under a custom cell once the form was submitted. */
  showError?: boolean;
}

interface LinesFieldProps<L> {
  /** The Formik array, e.g. 'items'. */
  name: string;
  columns: readonly LineColumn<L>[];
  /** The table's accessible name. */
  label?: string;
  /** With it, an "Add line" button appends this line. */
  newLine?: () => L;
  /** Remove is disabled while the lines are this few (1: an order keeps at least one line). */
  minLines?: number;
  /** Lines cannot be removed (a batch lists every order line). */
  fixedLines?: boolean;
  /** No table while there are no lines (the lines are added by a picker). */
  hideWhenEmpty?: boolean;
  /** Rows separated by a rule (read-only columns with one input). */
  ruled?: boolean;
  rowKey?: (line: L, index: number) => Key;
  /** A <tr> of totals under the lines. */
  footer?: ReactNode;
  /** Under the lines and their message: another way to add lines, a datalist. */
  after?: (helpers: { push: (line: L) => void }) => ReactNode;
}

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { py: '1.5', pr: '2', verticalAlign: 'top', textAlign: 'start' },
  }),
  ruled: css({ '& tbody td': { borderTopWidth: '1px', borderColor: 'border' } }),
  th: css({ fontSize: '13px', fontWeight: 'medium', color: 'fg.muted', whiteSpace: 'nowrap' }),
  end: ui.endCell,
  // Read-only text sits on the inputs' text line.
  text: css({ pt: '2.5!' }),
  mono: ui.code,
  muted: ui.muted,
  strong: ui.mediumNowrap,
  // The money input's own label names it for screen readers; the column header names it on screen.
  money: css({ '& label': { srOnly: true } }),
  error: ui.fieldError,
};

const numberProps = {
  integer: { type: 'number', min: 1, step: 1, inputMode: 'numeric' },
  decimal: { type: 'number', min: 0, step: 0.01, inputMode: 'decimal' },
} as const;

function labelOf<L>(column: LineColumn<L>, cell: Omit<LineCell<L>, 'label' | 'error'>) {
  if (typeof column.label === 'function') return column.label(cell);
  return `Line ${cell.index + 1} ${column.label ?? column.header.toLowerCase()}`;
}

function Cell<L>({ column, cell }: { column: LineColumn<L>; cell: LineCell<L> }) {
  if (column.render) return column.render(cell);
  if (column.input === 'money')
    return (
      <div className={styles.money} style={{ width: column.width }}>
        <MoneyInput name={cell.name} label={cell.label} />
      </div>
    );
  if (column.input) {
    const kind = column.input === 'text' ? { autoComplete: 'off' } : numberProps[column.input];
    return <CellInput name={cell.name} label={cell.label} {...kind} {...column.inputProps?.(cell)} />;
  }
  const value = (cell.line as Record<string, unknown>)[column.key];
  return <>{value == null || value === '' ? '—' : String(value)}</>;
}

export function LinesField<L>({
  name,
  columns,
  label,
  newLine,
  minLines = 0,
  fixedLines = false,
  hideWhenEmpty = false,
  ruled = false,
  rowKey = (_, i) => i,
  footer,
  after,
}: LinesFieldProps<L>) {
  const { values, errors, submitCount } = useFormikContext<Record<string, unknown>>();
  const lines = (getIn(values, name) as L[] | undefined) ?? [];
  const listError = getIn(errors, name) as unknown;

  const cellOf = (column: LineColumn<L>, line: L, index: number): LineCell<L> => {
    const path = `${name}[${index}].${column.key}`;
    const base = { line, index, name: path };
    const message = column.showError && submitCount > 0 ? (getIn(errors, path) as unknown) : undefined;
    return {
      ...base,
      label: labelOf(column, base),
      error: typeof message === 'string' ? message : undefined,
    };
  };
  const tdClass = (column: LineColumn<L>) =>
    cx(
      column.align === 'end' && styles.end,
      column.text && styles.text,
      column.text && column.text !== 'plain' && styles[column.text],
    );

  return (
    <FieldArray name={name}>
      {({ push, remove }) => (
        <div>
          {!(hideWhenEmpty && lines.length === 0) && (
            <div className={ui.scrollX}>
              <table className={cx(styles.table, ruled && styles.ruled)} aria-label={label}>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th
                        key={column.key}
                        className={cx(styles.th, column.align === 'end' && styles.end)}
                        style={column.width ? ({ width: column.width } satisfies CSSProperties) : undefined}
                      >
                        {column.header}
                      </th>
                    ))}
                    {!fixedLines && (
                      <th className={ui.fitCell}>
                        <span className={ui.srOnly}>Remove</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {lines.map((line, i) => (
                    <tr key={rowKey(line, i)}>
                      {columns.map((column) => {
                        const cell = cellOf(column, line, i);
                        return (
                          <td
                            key={column.key}
                            className={tdClass(column)}
                            aria-label={column.cellLabel?.(cell)}
                          >
                            <Cell column={column} cell={cell} />
                            {cell.error && <p className={styles.error}>{cell.error}</p>}
                          </td>
                        );
                      })}
                      {!fixedLines && (
                        <td>
                          <RemoveLineButton
                            index={i}
                            disabled={lines.length <= minLines}
                            onClick={() => remove(i)}
                          />
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
                {footer && <tfoot>{footer}</tfoot>}
              </table>
            </div>
          )}
          <LinesError error={listError} />
          {after?.({ push })}
          {newLine && <AddLineButton onClick={() => push(newLine())} />}
        </div>
      )}
    </FieldArray>
  );
}
