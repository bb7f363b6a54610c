/**
 * The lines of a notice: SKU, item name and quantity, added and removed. The SKU offers the chosen
 * vendor's items; picking one fills the item's name and links the line to it.
 */
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { useVendorItems } from '../../api/inventory.api';
import { AddLineButton, CellInput, LinesError, RemoveLineButton } from '../../components/form/line-cells';
import { emptyLine, type ReceiverLine, type ReceiverValues } from './tpl-receiver-values';
import { ui } from '../../components/ui/styles';

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    '& th, & td': { py: '1.5', pr: '2', verticalAlign: 'top' },
  }),
  th: css({ textAlign: 'start', fontSize: '13px', fontWeight: 'medium', color: 'fg.muted' }),
};

/** One cell's input, named for screen readers by its line, with its own error below it. */

export function ReceiverItemsField() {
  const { values, errors, setFieldValue } = useFormikContext<ReceiverValues>();
  const vendorItems = useVendorItems(values.vendorId);
  const listId = useId();
  const listError = getIn(errors, 'items') as unknown;

  /** A typed or picked SKU; one of the vendor's items brings its name and id. */
  const changeSku = (index: number, line: ReceiverLine, sku: string) => {
    const match = vendorItems.find((v) => v.sku.toLowerCase() === sku.trim().toLowerCase());
    const wasLinkedName = vendorItems.some((v) => v.id === line.vendorProductId && v.item === line.name);
    void setFieldValue(`items[${index}]`, {
      ...line,
      sku,
      vendorProductId: match?.id ?? null,
      name: match ? match.item : wasLinkedName ? null : line.name,
    });
  };

  return (
    <FieldArray name="items">
      {({ push, remove }) => (
        <div>
          <table className={styles.table}>
            <thead>
              <tr>
                <th className={styles.th}>SKU</th>
                <th className={styles.th}>Item</th>
                <th className={`${styles.th} ${css({ w: '140px' })}`}>Quantity</th>
                <th className={ui.fitCell}>
                  <span className={ui.srOnly}>Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {values.items.map((line, i) => (
                <tr key={i}>
                  <td>
                    <CellInput
                      name={`items[${i}].sku`}
                      label={`Line ${i + 1} SKU`}
                      list={listId}
                      autoComplete="off"
                      onChange={(e) => changeSku(i, line, e.target.value)}
                    />
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
