/**
 * The lines of a packing list — SKU, item, quantity, cartons, weight — added and removed, with the
 * totals under them. The SKU offers the chosen vendor's items; picking one fills the item's name.
 */
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { AddLineButton, CellInput, LinesError, RemoveLineButton } from '../../components/form/line-cells';
import { useLoad } from '../../components/use-load';
import { packingListTotals } from '../../domain/resources/packing-list.schema';
import { useApi } from '../../machines/use-app';
import { loadVendorItems } from '../../api/inventory.api';
import { emptyLine, type PackingListValues } from './packing-list-values';

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    '& th, & td': { py: '1.5', pr: '2', verticalAlign: 'top' },
  }),
  th: css({ textAlign: 'start', fontSize: '13px', fontWeight: 'medium', color: 'fg.muted' }),
  number: css({ w: '110px' }),
  totals: css({ fontWeight: 'semibold', '& td': { pt: '3', borderTopWidth: '1px', borderColor: 'border' } }),
};

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function PackingListLines() {
  const { values, errors, setFieldValue } = useFormikContext<PackingListValues>();
  const api = useApi();
  const items = useLoad(
    (signal) => (values.vendorId ? loadVendorItems(api, values.vendorId, signal) : Promise.resolve([])),
    [api, values.vendorId],
  );
  const vendorItems = useMemo(() => (items.status === 'loaded' ? items.data : []), [items]);
  const listId = useId();
  const totals = packingListTotals(values.items);
  const listError = getIn(errors, 'items') as unknown;

  const changeSku = (index: number, sku: string) => {
    void setFieldValue(`items[${index}].sku`, sku);
    const match = vendorItems.find((v) => v.sku.toLowerCase() === sku.trim().toLowerCase());
    if (match && !values.items[index]?.name) void setFieldValue(`items[${index}].name`, match.item);
  };

  return (
    <FieldArray name="items">
      {({ push, remove }) => (
        <div className={css({ overflowX: 'auto' })}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th}>SKU</th>
                <th className={styles.th}>Item</th>
                <th className={`${styles.th} ${styles.number}`}>Quantity</th>
                <th className={`${styles.th} ${styles.number}`}>Cartons</th>
                <th className={`${styles.th} ${styles.number}`}>Weight (lb)</th>
                <th className={css({ w: '1px' })}>
                  <span className={css({ srOnly: true })}>Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {values.items.map((_, i) => (
                <tr key={i}>
                  <td>
                    <CellInput
                      name={`items[${i}].sku`}
                      label={`Line ${i + 1} SKU`}
                      list={listId}
                      autoComplete="off"
                      onChange={(e) => changeSku(i, e.target.value)}
                    />
                  </td>
                  <td>
                    <CellInput name={`items[${i}].name`} label={`Line ${i + 1} item`} autoComplete="off" />
                  </td>
                  {(['quantity', 'cartons', 'weight'] as const).map((key) => (
                    <td key={key}>
                      <CellInput
                        name={`items[${i}].${key}`}
                        label={`Line ${i + 1} ${key}`}
                        type="number"
                        min={key === 'weight' ? 0 : 1}
                        step={key === 'weight' ? 0.01 : 1}
                        inputMode={key === 'weight' ? 'decimal' : 'numeric'}
                      />
                    </td>
                  ))}
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
            <tfoot>
              <tr className={styles.totals}>
                <td colSpan={2} className={css({ textAlign: 'end' })}>
                  Totals
                </td>
                <td aria-label="Total quantity">{count.format(totals.quantity)}</td>
                <td aria-label="Total cartons">{count.format(totals.cartons)}</td>
                <td aria-label="Total weight">{count.format(totals.weight)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
          <datalist id={listId}>
            {vendorItems.map((v) => (
              <option key={v.id} value={v.sku}>
                {v.item}
              </option>
            ))}
          </datalist>
          <LinesError error={listError} />
          <AddLineButton onClick={() => push(emptyLine())} />
        </div>
      )}
    </FieldArray>
  );
}
