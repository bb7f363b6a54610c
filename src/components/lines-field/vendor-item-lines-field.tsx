/**
 * The lines of an outbound shipment form (small parcel and bulk): each one of the chosen vendor's
 * items, picked from a searchable list, with a quantity. Changing the vendor empties the lines: they
 * were the other vendor's items. The form holds `vendorId` and `items`.
 */
import { useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { useVendorItems, type VendorItem } from '../../api/shipments.api';
import { TypedSelect } from '../form/typed-select';
import { ui } from '../ui/styles';
import { LinesField, type LineColumn } from './lines-field';

/** A line as the forms hold it: the quantity may be empty while typing. */
export interface VendorItemLine {
  sku: string;
  name: string | null;
  vendorProductId: number | null;
  quantity: number | '';
}

/** A new line for a picked item: one unit. */
export const lineForItem = (item: VendorItem): VendorItemLine => ({
  sku: item.sku,
  name: item.item,
  vendorProductId: item.id,
  quantity: 1,
});

const columns: LineColumn<VendorItemLine>[] = [
  { key: 'sku', header: 'SKU', text: 'mono' },
  { key: 'name', header: 'Item', text: 'muted' },
  {
    key: 'quantity',
    header: 'Quantity',
    input: 'integer',
    inputProps: () => ({ className: css({ w: '120px' }) }),
  },
];

export function VendorItemLinesField({ label = 'Items' }: { label?: string }) {
  const { values, setFieldValue } = useFormikContext<{ vendorId: number | null; items: VendorItemLine[] }>();
  const vendorItems = useVendorItems(values.vendorId);
  const pickerId = useId();

  // A change of vendor (not the first value) leaves lines of the previous vendor's items: clear them.
  const vendorRef = useRef(values.vendorId);
  useEffect(() => {
    if (vendorRef.current !== values.vendorId && vendorRef.current !== null) void setFieldValue('items', []);
    vendorRef.current = values.vendorId;
  }, [values.vendorId, setFieldValue]);

  const items = useMemo(() => (vendorItems.status === 'loaded' ? vendorItems.data : []), [vendorItems]);
  const options = useMemo(() => {
    const onLines = new Set(values.items.map((l) => l.vendorProductId));
    return items
      .filter((item) => !onLines.has(item.id))
      .map((item) => ({ value: item.id, label: `${item.sku} — ${item.item}` }));
  }, [items, values.items]);

  return (
    <LinesField
      name="items"
      label={label}
      columns={columns}
      hideWhenEmpty
      rowKey={(line, i) => `${line.vendorProductId ?? line.sku}-${i}`}
      after={({ push }) => (
        <div className={css({ maxW: '420px', mt: '3' })}>
          <label htmlFor={pickerId} className={ui.label}>
            Add an item
          </label>
          {values.vendorId === null ? (
            <p className={ui.muted}>Choose the vendor first: the lines are its items.</p>
          ) : vendorItems.status === 'failed' ? (
            <p className={ui.fieldError}>
              The vendor’s items could not be loaded: {vendorItems.failure.message}
            </p>
          ) : (
            <TypedSelect<number>
              id={pickerId}
              value={null}
              options={options}
              onChange={(id) => {
                const item = items.find((x) => x.id === id);
                if (item) push(lineForItem(item));
              }}
            />
          )}
        </div>
      )}
    />
  );
}
