/**
 * The lines of an ASN or a transfer: each one of the chosen vendor's items (picked from a searchable
 * list) with a quantity. A transfer shows each item's available stock at its source warehouse beside
 * the quantity. Changing the vendor empties the lines: they were the other vendor's items.
 */
import { FieldArray, getIn, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { CellInput, LinesError, RemoveLineButton } from '../../components/form/line-cells';
import { TypedSelect } from '../../components/form/typed-select';
import { lineForItem, type ShipmentValues } from './shipment-form-values';
import { useVendorItems } from '../../api/shipments.api';

const count = new Intl.NumberFormat('en-US');
const styles = {
  table: css({
    w: 'full',
    borderCollapse: 'collapse',
    fontVariantNumeric: 'tabular-nums',
    '& th, & td': { py: '1.5', pr: '3', verticalAlign: 'top', textAlign: 'start' },
  }),
  th: css({ fontSize: '13px', fontWeight: 'medium', color: 'fg.muted' }),
  sku: css({ fontFamily: 'mono', fontSize: '13px', pt: '2.5!' }),
  muted: css({ color: 'fg.muted', pt: '2.5!' }),
  error: css({ color: 'danger', fontSize: '13px', fontWeight: 'medium', mt: '1' }),
  short: css({ color: 'warning', fontSize: '13px', fontWeight: 'medium' }),
};

function QuantityInput({ index }: { index: number }) {
  return (
    <CellInput
      name={`items[${index}].quantity`}
      label={`Line ${index + 1} quantity`}
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      className={css({ w: '120px' })}
    />
  );
}

function Availability({ available, quantity }: { available: number | undefined; quantity: number | '' }) {
  if (available === undefined) return <span className={css({ color: 'fg.subtle' })}>…</span>;
  const short = typeof quantity === 'number' && quantity > available;
  return (
    <div>
      <span>{count.format(available)}</span>
      {short && <p className={styles.short}>More than is available</p>}
    </div>
  );
}

interface ShipmentLinesFieldProps {
  /** Transfers: available units per item at the source, null while unknown (no source chosen yet). */
  availability?: ReadonlyMap<number, number> | null;
  showAvailability?: boolean;
}

export function ShipmentLinesField({
  availability = null,
  showAvailability = false,
}: ShipmentLinesFieldProps) {
  const { values, errors, setFieldValue } = useFormikContext<ShipmentValues>();
  const vendorItems = useVendorItems(values.vendorId);
  const pickerId = useId();
  const listError = getIn(errors, 'items') as unknown;

  // A change of vendor (not the first value) leaves lines of the previous vendor's items: clear them.
  const vendorRef = useRef(values.vendorId);
  useEffect(() => {
    if (vendorRef.current !== values.vendorId && vendorRef.current !== null) void setFieldValue('items', []);
    vendorRef.current = values.vendorId;
  }, [values.vendorId, setFieldValue]);

  const onLines = new Set(values.items.map((l) => l.vendorProductId));
  const items = vendorItems.status === 'loaded' ? vendorItems.data : [];
  const options = useMemo(
    () =>
      items
        .filter((item) => !onLines.has(item.id))
        .map((item) => ({ value: item.id, label: `${item.sku} — ${item.item}` })),
    // onLines is derived from values.items.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, values.items],
  );

  return (
    <FieldArray name="items">
      {({ push, remove }) => (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          {values.items.length > 0 && (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th className={styles.th}>SKU</th>
                  <th className={styles.th}>Item</th>
                  <th className={styles.th}>Quantity</th>
                  {showAvailability && <th className={styles.th}>Available at source</th>}
                  <th className={css({ w: '1px' })}>
                    <span className={css({ srOnly: true })}>Remove</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {values.items.map((line, i) => (
                  <tr key={`${line.vendorProductId ?? line.sku}-${i}`}>
                    <td className={styles.sku}>{line.sku}</td>
                    <td className={styles.muted}>{line.name ?? '—'}</td>
                    <td>
                      <QuantityInput index={i} />
                    </td>
                    {showAvailability && (
                      <td className={css({ pt: '2.5!' })}>
                        {availability === null ? (
                          <span className={css({ color: 'fg.subtle' })}>Choose the source</span>
                        ) : (
                          <Availability
                            available={
                              line.vendorProductId != null ? availability.get(line.vendorProductId) : 0
                            }
                            quantity={line.quantity}
                          />
                        )}
                      </td>
                    )}
                    <td>
                      <RemoveLineButton index={i} onClick={() => remove(i)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <LinesError error={listError} />
          <div className={css({ maxW: '420px' })}>
            <label htmlFor={pickerId} className={css({ display: 'block', fontWeight: 'medium', mb: '1.5' })}>
              Add an item
            </label>
            {values.vendorId === null ? (
              <p className={css({ color: 'fg.muted' })}>Choose the vendor first: the lines are its items.</p>
            ) : vendorItems.status === 'failed' ? (
              <p className={styles.error}>
                The vendor’s items could not be loaded: {vendorItems.failure.message}
              </p>
            ) : (
              <TypedSelect<number>
                id={pickerId}
                value={null}
                options={options}
                onChange={(id) => {
                  const item = items.find((x) => x.id === id);
                  if (item) push(lineForItem(values.type, item));
                }}
              />
            )}
          </div>
        </div>
      )}
    </FieldArray>
  );
}
