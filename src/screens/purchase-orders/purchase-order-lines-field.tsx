/**
 * The lines of a purchase order: each one of the vendor's items (picked from a searchable list), its
 * name, quantity and unit price, and the line's total as it is typed. Picking an item brings its name
 * and, for a line without a price yet, its wholesale price. Changing the vendor empties the lines.
 */
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { useVendorItems, type VendorItem } from '../../api/inventory.api';
import { AddLineButton, CellInput, LinesError, RemoveLineButton } from '../../components/form/line-cells';
import { MoneyInput } from '../../components/form/money-input';
import { moneyInputMinor } from '../../components/form/money-values';
import { TypedSelect } from '../../components/form/typed-select';
import { formatMinor, fromAmountOrNull, lineTotal } from '../../domain/money';
import { emptyLine, type LineValues, type PurchaseOrderValues } from './purchase-order-values';

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { py: '1.5', pr: '2', verticalAlign: 'top', textAlign: 'start' },
  }),
  th: css({ fontSize: '13px', fontWeight: 'medium', color: 'fg.muted' }),
  // The money input's own label names it for screen readers; the column header names it on screen.
  cellField: css({ '& label': { srOnly: true }, w: '140px' }),
  total: css({ textAlign: 'end!', pt: '2.5!', whiteSpace: 'nowrap', fontWeight: 'medium' }),
  error: css({ color: 'danger', fontSize: '13px', fontWeight: 'medium', mt: '1' }),
};

function ItemPicker({ index, line, items }: { index: number; line: LineValues; items: VendorItem[] }) {
  const { setFieldValue, errors, submitCount } = useFormikContext<PurchaseOrderValues>();
  const id = useId();
  const options = useMemo(() => {
    const all = items.map((v) => ({ value: v.id, label: `${v.sku} — ${v.item}` }));
    // A stored line whose item is not among the first 200 still reads as its SKU.
    if (line.vendorProductId != null && !items.some((v) => v.id === line.vendorProductId))
      all.unshift({ value: line.vendorProductId, label: `${line.sku} — ${line.name ?? ''}` });
    return all;
  }, [items, line.vendorProductId, line.sku, line.name]);
  const error = submitCount > 0 ? (getIn(errors, `items[${index}].sku`) as string | undefined) : undefined;
  const pick = (value: number | string) => {
    const item = items.find((v) => v.id === value);
    if (!item) return;
    void setFieldValue(`items[${index}]`, {
      ...line,
      vendorProductId: item.id,
      sku: item.sku,
      name: item.item,
      unitPrice: line.unitPrice ?? fromAmountOrNull(item.wholesalePrice),
    });
  };
  return (
    <div className={css({ minW: '240px' })}>
      <label htmlFor={id} className={css({ srOnly: true })}>
        Line {index + 1} SKU
      </label>
      <TypedSelect<number>
        id={id}
        value={line.vendorProductId}
        options={options}
        invalid={Boolean(error)}
        onChange={pick}
      />
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}

export function PurchaseOrderLinesField() {
  const { values, errors, setFieldValue } = useFormikContext<PurchaseOrderValues>();
  const items = useVendorItems(values.vendorId);
  const listError = getIn(errors, 'items') as unknown;

  // Another vendor's items do not belong on this order: a new vendor starts from one empty line.
  const vendorRef = useRef(values.vendorId);
  useEffect(() => {
    if (vendorRef.current === values.vendorId) return;
    vendorRef.current = values.vendorId;
    void setFieldValue('items', [emptyLine()]);
    void setFieldValue('projectId', null);
  }, [values.vendorId, setFieldValue]);

  return (
    <FieldArray name="items">
      {({ push, remove }) => (
        <div>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th}>SKU</th>
                <th className={styles.th}>Item</th>
                <th className={`${styles.th} ${css({ w: '110px' })}`}>Quantity</th>
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
                    <ItemPicker index={i} line={line} items={items} />
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
