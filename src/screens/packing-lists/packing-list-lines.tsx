/**
 * The lines of a packing list — SKU, item, quantity, cartons, weight — added and removed, with the
 * totals under them. The SKU offers the chosen vendor's items; picking one fills the item's name.
 */
import { useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { LinesField, type LineColumn } from '../../components/lines-field/lines-field';
import { useLoad } from '../../machines/load/use-load';
import { packingListTotals } from '../../domain/resources/packing-list.schema';
import { useApi } from '../../machines/use-app';
import { loadVendorItems } from '../../api/inventory.api';
import { emptyLine, type PackingLine, type PackingListValues } from './packing-list-values';
import { ui } from '../../components/ui/styles';

const totalsRow = css({
  fontWeight: 'semibold',
  '& td': { pt: '3', pr: '2', borderTopWidth: '1px', borderColor: 'border' },
});
const numberColumn = { width: '110px' } as const;

const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function PackingListLines() {
  const { values, setFieldValue } = useFormikContext<PackingListValues>();
  const api = useApi();
  const items = useLoad(
    (signal) => (values.vendorId ? loadVendorItems(api, values.vendorId, signal) : Promise.resolve([])),
    [api, values.vendorId],
  );
  const vendorItems = useMemo(() => (items.status === 'loaded' ? items.data : []), [items]);
  const listId = useId();
  const totals = packingListTotals(values.items);

  const changeSku = (index: number, sku: string) => {
    void setFieldValue(`items[${index}].sku`, sku);
    const match = vendorItems.find((v) => v.sku.toLowerCase() === sku.trim().toLowerCase());
    if (match && !values.items[index]?.name) void setFieldValue(`items[${index}].name`, match.item);
  };

  const columns: LineColumn<PackingLine>[] = [
    {
      key: 'sku',
      header: 'SKU',
      label: 'SKU',
      input: 'text',
      inputProps: ({ index }) => ({ list: listId, onChange: (e) => changeSku(index, e.target.value) }),
    },
    { key: 'name', header: 'Item', label: 'item', input: 'text' },
    { key: 'quantity', header: 'Quantity', input: 'integer', ...numberColumn },
    { key: 'cartons', header: 'Cartons', input: 'integer', ...numberColumn },
    { key: 'weight', header: 'Weight (lb)', label: 'weight', input: 'decimal', ...numberColumn },
  ];

  return (
    <LinesField
      name="items"
      columns={columns}
      newLine={emptyLine}
      minLines={1}
      footer={
        <tr className={totalsRow}>
          <td colSpan={2} className={ui.end}>
            Totals
          </td>
          <td aria-label="Total quantity">{count.format(totals.quantity)}</td>
          <td aria-label="Total cartons">{count.format(totals.cartons)}</td>
          <td aria-label="Total weight">{count.format(totals.weight)}</td>
          <td />
        </tr>
      }
      after={() => (
        <datalist id={listId}>
          {vendorItems.map((v) => (
            <option key={v.id} value={v.sku}>
              {v.item}
            </option>
          ))}
        </datalist>
      )}
    />
  );
}
