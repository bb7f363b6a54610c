/**
 * The components of an R&D project: each the vendor's item, how many go into the project's quantity of
 * finished units, and its price (blank: the costing takes the last purchase price, else the item's
 * wholesale price). Changing the vendor empties the lines.
 */
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useVendorItems } from '../../api/inventory.api';
import { LinesField, type LineColumn } from '../../components/lines-field/lines-field';
import { ItemPicker } from './item-picker';
import { emptyRndLine, type RndLineValues, type RndValues } from './rnd-values';

export function RndLinesField() {
  const { values, setFieldValue } = useFormikContext<RndValues>();
  const items = useVendorItems(values.vendorId);

  const vendorRef = useRef(values.vendorId);
  useEffect(() => {
    if (vendorRef.current === values.vendorId) return;
    vendorRef.current = values.vendorId;
    void setFieldValue('items', [emptyRndLine()]);
    void setFieldValue('warehouseProductId', null);
  }, [values.vendorId, setFieldValue]);

  const columns: LineColumn<RndLineValues>[] = [
    {
      key: 'sku',
      header: 'Component',
      showError: true,
      render: ({ line, index, error }) => (
        <ItemPicker
          label={`Line ${index + 1} component`}
          value={line.vendorProductId}
          sku={line.sku}
          name={line.name}
          items={items}
          error={error}
          onPick={(item) =>
            void setFieldValue(`items[${index}]`, {
              ...line,
              vendorProductId: item.id,
              sku: item.sku,
              name: item.item,
            })
          }
        />
      ),
    },
    { key: 'quantity', header: 'Quantity', width: '110px', input: 'integer' },
    { key: 'unitPrice', header: 'Unit price', width: '140px', input: 'money' },
  ];
  return <LinesField name="items" label="Components" columns={columns} newLine={emptyRndLine} />;
}
