/**
 * The lines of an ASN or a transfer: each one of the chosen vendor's items (picked from a searchable
 * list) with a quantity. A transfer shows each item's available stock at its source warehouse beside
 * the quantity. Changing the vendor empties the lines: they were the other vendor's items.
 */
import { useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { TypedSelect } from '../../components/form/typed-select';
import { LinesField, type LineColumn } from '../../components/lines-field/lines-field';
import { lineForItem, type ShipmentValues } from './shipment-form-values';
import { useVendorItems } from '../../api/shipments.api';
import { ui } from '../../components/ui/styles';

type ShipmentLine = ShipmentValues['items'][number];

const count = new Intl.NumberFormat('en-US');
const styles = {
  error: ui.fieldError,
  short: css({ color: 'warning', fontSize: '13px', fontWeight: 'medium' }),
  quantity: css({ w: '120px' }),
};

function Availability({ available, quantity }: { available: number | undefined; quantity: number | '' }) {
  if (available === undefined) return <span className={ui.subtle}>…</span>;
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
  const { values, setFieldValue } = useFormikContext<ShipmentValues>();
  const vendorItems = useVendorItems(values.vendorId);
  const pickerId = useId();

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

  const columns: LineColumn<ShipmentLine>[] = [
    { key: 'sku', header: 'SKU', text: 'mono' },
    { key: 'name', header: 'Item', text: 'muted' },
    {
      key: 'quantity',
      header: 'Quantity',
      input: 'integer',
      inputProps: () => ({ className: styles.quantity }),
    },
  ];
  if (showAvailability)
    columns.push({
      key: 'available',
      header: 'Available at source',
      text: 'plain',
      render: ({ line }) =>
        availability === null ? (
          <span className={ui.subtle}>Choose the source</span>
        ) : (
          <Availability
            available={line.vendorProductId != null ? availability.get(line.vendorProductId) : 0}
            quantity={line.quantity}
          />
        ),
    });

  return (
    <LinesField
      name="items"
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
      )}
    />
  );
}
