/**
 * The lines of a notice: SKU, item name and quantity, added and removed. The SKU offers the chosen
 * vendor's items; picking one fills the item's name and links the line to it.
 */
import { FieldArray, getIn, useField, useFormikContext } from 'formik';
import { useId, type InputHTMLAttributes } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { Button } from '../../components/button';
import { useLoad } from '../../components/use-load';
import { useApi } from '../../machines/use-app';
import { emptyLine, type ReceiverLine, type ReceiverValues } from './tpl-receiver-values';

interface VendorItem {
  id: number;
  sku: string;
  item: string;
}

const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    '& th, & td': { py: '1.5', pr: '2', verticalAlign: 'top' },
  }),
  th: css({ textAlign: 'start', fontSize: '13px', fontWeight: 'medium', color: 'fg.muted' }),
  error: css({ color: 'danger', fontSize: '13px', fontWeight: 'medium', mt: '1' }),
};

type CellProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & { name: string; label: string };

/** One cell's input, named for screen readers by its line, with its own error below it. */
function CellInput({ name, label, onChange, ...rest }: CellProps) {
  const [field, meta] = useField<string | number | null>(name);
  const { submitCount } = useFormikContext();
  const errorId = useId();
  const error = (submitCount > 0 || meta.touched) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <>
      <input
        {...field}
        {...rest}
        onChange={onChange ?? field.onChange}
        value={field.value ?? ''}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={input()}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

/** The vendor's items (first 200), for the SKU suggestions; none until a vendor is chosen. */
function useVendorItems(vendorId: number | null) {
  const api = useApi();
  const load = useLoad(
    (signal) =>
      vendorId
        ? api<{ items: VendorItem[] }>('/api/vendorProducts/listItems', {
            method: 'POST',
            body: { vendorId, page: 1, perPage: 200 },
            signal,
          }).then((page) => page.items)
        : Promise.resolve([]),
    [api, vendorId],
  );
  return load.status === 'loaded' ? load.data : [];
}

export function ReceiverItemsField() {
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ReceiverValues>();
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
                <th className={css({ w: '1px' })}>
                  <span className={css({ srOnly: true })}>Remove</span>
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
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove line ${i + 1}`}
                      disabled={values.items.length === 1}
                      onClick={() => remove(i)}
                    >
                      Remove
                    </Button>
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
          {typeof listError === 'string' && submitCount > 0 && (
            <p role="alert" className={styles.error}>
              {listError}
            </p>
          )}
          <Button
            variant="secondary"
            size="sm"
            className={css({ mt: '3' })}
            onClick={() => push(emptyLine())}
          >
            Add line
          </Button>
        </div>
      )}
    </FieldArray>
  );
}
