/**
 * The lines of a purchase order: each one of the vendor's items (picked from a searchable list), its
 * name, quantity and unit price, and the line's total as it is typed. Picking an item brings its name
 * and, for a line without a price yet, its wholesale price. Changing the vendor empties the lines.
 */
import { useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { useVendorItems, type VendorItem } from '../../api/inventory.api';
import { moneyInputMinor } from '../../components/form/money-values';
import { TypedSelect } from '../../components/form/typed-select';
import { LinesField, type LineColumn } from '../../components/lines-field/lines-field';
import { formatMinor, fromAmountOrNull, lineTotal } from '../../domain/money';
import { emptyLine, type LineValues, type PurchaseOrderValues } from './purchase-order-values';
import { ui } from '../../components/ui/styles';

function ItemPicker({
  index,
  line,
  items,
  error,
}: {
  index: number;
  line: LineValues;
  items: VendorItem[];
  error?: string;
}) {
  const { setFieldValue } = useFormikContext<PurchaseOrderValues>();
  const id = useId();
  const options = useMemo(() => {
    const all = items.map((v) => ({ value: v.id, label: `${v.sku} — ${v.item}` }));
    // A stored line whose item is not among the first 200 still reads as its SKU.
    if (line.vendorProductId != null && !items.some((v) => v.id === line.vendorProductId))
      all.unshift({ value: line.vendorProductId, label: `${line.sku} — ${line.name ?? ''}` });
    return all;
  }, [items, line.vendorProductId, line.sku, line.name]);
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
      <label htmlFor={id} className={ui.srOnly}>
        Line {index + 1} SKU
      </label>
      <TypedSelect<number>
        id={id}
        value={line.vendorProductId}
        options={options}
        invalid={Boolean(error)}
        onChange={pick}
      />
    </div>
  );
}

export function PurchaseOrderLinesField() {
  const { values, setFieldValue } = useFormikContext<PurchaseOrderValues>();
  const items = useVendorItems(values.vendorId);

  // Another vendor's items do not belong on this order: a new vendor starts from one empty line.
  const vendorRef = useRef(values.vendorId);
  useEffect(() => {
    if (vendorRef.current === values.vendorId) return;
    vendorRef.current = values.vendorId;
    void setFieldValue('items', [emptyLine()]);
    void setFieldValue('projectId', null);
  }, [values.vendorId, setFieldValue]);

  const columns: LineColumn<LineValues>[] = [
    {
      key: 'sku',
      header: 'SKU',
      showError: true,
      render: ({ line, index, error }) => (
        <ItemPicker index={index} line={line} items={items} error={error} />
      ),
    },
    { key: 'name', header: 'Item', input: 'text' },
    { key: 'quantity', header: 'Quantity', width: '110px', input: 'integer' },
    { key: 'unitPrice', header: 'Unit price', width: '140px', input: 'money' },
    {
      key: 'total',
      header: 'Line total',
      align: 'end',
      text: 'strong',
      cellLabel: ({ index }) => `Line ${index + 1} total`,
      render: ({ line }) =>
        line.unitPrice == null ? '—' : formatMinor(lineTotal(line.quantity, moneyInputMinor(line.unitPrice))),
    },
  ];

  return <LinesField name="items" columns={columns} newLine={emptyLine} minLines={1} />;
}
