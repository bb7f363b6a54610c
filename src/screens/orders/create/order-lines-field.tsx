/**
 * An order's lines: the SKU (picked from the storefront's products and the vendor's items, or typed:
 * an SKU nobody knows yet is taken and the order held MISSING_SKU), its name, quantity and unit
 * price, and the line total as it is typed.
 */
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { AddLineButton, CellInput, LinesError, RemoveLineButton } from '../../../components/form/line-cells';
import { MoneyInput } from '../../../components/form/money-input';
import { moneyInputMinor } from '../../../components/form/money-values';
import { TypedSelect } from '../../../components/form/typed-select';
import { formatMinor, lineTotal } from '../../../domain/money';
import type { SkuOption } from './use-order-refs';
import { emptyLine, type LineValues } from './order-values';

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { py: '1.5', pr: '2', verticalAlign: 'top', textAlign: 'start' },
  }),
  th: css({ fontSize: '13px', fontWeight: 'medium', color: 'fg.muted' }),
  cellField: css({ '& label': { srOnly: true }, w: '130px' }),
  total: css({ textAlign: 'end!', pt: '2.5!', whiteSpace: 'nowrap', fontWeight: 'medium' }),
  error: css({ color: 'danger', fontSize: '13px', fontWeight: 'medium', mt: '1' }),
};

interface LinesForm {
  items: LineValues[];
}

function SkuPicker({ index, line, options }: { index: number; line: LineValues; options: SkuOption[] }) {
  const { setFieldValue, errors, submitCount } = useFormikContext<LinesForm>();
  const id = useId();
  const choices = useMemo(() => {
    const all = options.map((o) => ({ value: o.value, label: o.label }));
    if (line.sku && !options.some((o) => o.value === line.sku))
      all.unshift({ value: line.sku, label: line.sku });
    return all;
  }, [options, line.sku]);
  const error = submitCount > 0 ? (getIn(errors, `items[${index}].sku`) as string | undefined) : undefined;
  const pick = (value: string) => {
    const option = options.find((o) => o.value === value);
    void setFieldValue(`items[${index}]`, { ...line, sku: value, name: option?.name ?? line.name });
  };
  return (
    <div className={css({ minW: '260px' })}>
      <label htmlFor={id} className={css({ srOnly: true })}>
        Line {index + 1} SKU
      </label>
      <TypedSelect<string>
        id={id}
        value={line.sku || null}
        options={choices}
        allowNew
        invalid={Boolean(error)}
        onChange={(value) => pick(String(value))}
      />
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}

export function OrderLinesField({ options }: { options: SkuOption[] }) {
  const { values, errors } = useFormikContext<LinesForm>();
  const listError = getIn(errors, 'items') as unknown;
  return (
    <FieldArray name="items">
      {({ push, remove }) => (
        <div>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th}>SKU</th>
                <th className={styles.th}>Item</th>
                <th className={`${styles.th} ${css({ w: '100px' })}`}>Quantity</th>
                <th className={styles.th}>Unit price</th>
                <th className={`${styles.th} ${css({ textAlign: 'end!' })}`}>Line total</th>
                <th className={css({ w: '1px' })}>
                  <span className={css({ srOnly: true })}>Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {values.items.map((line, i) => (
                <tr key={i}>
                  <td>
                    <SkuPicker index={i} line={line} options={options} />
                  </td>
                  <td>
                    <CellInput name={`items[${i}].name`} label={`Line ${i + 1} item`} autoComplete="off" />
                  </td>
                  <td>
                    <CellInput
                      name={`items[${i}].quantity`}
                      label={`Line ${i + 1} quantity`}
                      type="number"
                      min={1}
                      step={1}
                      inputMode="numeric"
                    />
                  </td>
                  <td>
                    <div className={styles.cellField}>
                      <MoneyInput name={`items[${i}].unitPrice`} label={`Line ${i + 1} unit price`} />
                    </div>
                  </td>
                  <td className={styles.total} aria-label={`Line ${i + 1} total`}>
                    {line.unitPrice == null
                      ? '—'
                      : formatMinor(lineTotal(line.quantity, moneyInputMinor(line.unitPrice)))}
                  </td>
                  <td>
                    <RemoveLineButton
                      index={i}
                      disabled={values.items.length === 1}
                      onClick={() => remove(i)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <LinesError error={listError} />
          <AddLineButton onClick={() => push(emptyLine())} />
        </div>
      )}
    </FieldArray>
  );
}
