/**
 * The component lines of a bill of materials: each the vendor's item, a quantity per ONE finished unit
 * in a unit of measure (the item's own unless another is chosen, then how many of it make one item
 * unit: 1000 g per kg), the waste lost in making (%), the component's product type, and what the line
 * needs of the item per finished unit, waste included, as typed. Picking an item brings its name and
 * product type; changing the vendor empties the lines.
 */
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useVendorItems, type VendorItem } from '../../api/inventory.api';
import { formatQuantity } from '../../components/format';
import { CellInput, LinesField, type LineColumn } from '../../components/lines-field/lines-field';
import { ui } from '../../components/ui/styles';
import { productTypeLabels } from '../../domain/manufacturing-labels';
import { productTypes, unitsOfMeasure } from '../../domain/resources/reference';
import { emptyComponentLine, perFinishedUnit, type BomValues, type ComponentLineValues } from './bom-values';
import { ItemPicker } from './item-picker';
import { LineSelect } from './line-select';

const productTypeOptions = [
  { value: null, label: '—' },
  ...productTypes.map((t) => ({ value: t, label: productTypeLabels[t] })),
];

/** The item's own product type when it is one of the component types. */
const typeOf = (item: VendorItem) =>
  (productTypes as readonly string[]).includes(item.type) ? item.type : null;

export function BomLinesField() {
  const { values, setFieldValue } = useFormikContext<BomValues>();
  const items = useVendorItems(values.vendorId);
  const byId = useMemo(() => new Map(items.map((i) => [i.id, i])), [items]);
  const itemUnitOf = (line: ComponentLineValues) =>
    (line.vendorProductId != null && byId.get(line.vendorProductId)?.itemUnit) || null;

  // Another vendor's items do not belong on this BOM: a new vendor starts from one empty line.
  const vendorRef = useRef(values.vendorId);
  useEffect(() => {
    if (vendorRef.current === values.vendorId) return;
    vendorRef.current = values.vendorId;
    void setFieldValue('items', [emptyComponentLine()]);
    void setFieldValue('warehouseProductId', null);
  }, [values.vendorId, setFieldValue]);

  // The item's own unit first (no conversion), then the others.
  const unitOptions = (line: ComponentLineValues) => {
    const own = itemUnitOf(line);
    return [
      { value: null, label: own ?? "Item's" },
      ...unitsOfMeasure.filter((u) => u.value !== own).map((u) => ({ value: u.value, label: u.value })),
    ];
  };

  const columns: LineColumn<ComponentLineValues>[] = [
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
              unit: null,
              unitsPerItemUnit: 1,
              productType: line.productType ?? typeOf(item),
            })
          }
        />
      ),
    },
    {
      key: 'quantity',
      header: 'Per unit',
      width: '110px',
      input: 'decimal',
      label: ({ index }) => `Line ${index + 1} quantity per finished unit`,
      inputProps: () => ({ step: 'any', min: 0 }),
    },
    {
      key: 'unit',
      header: 'Unit',
      width: '90px',
      render: ({ line, index, name }) => (
        <LineSelect
          name={name}
          label={`Line ${index + 1} unit`}
          options={unitOptions(line)}
          // Back to the item's own unit: no conversion.
          onChange={(unit) => unit === null && void setFieldValue(`items[${index}].unitsPerItemUnit`, 1)}
        />
      ),
    },
    {
      key: 'unitsPerItemUnit',
      header: 'Conversion',
      width: '120px',
      render: ({ line, index, name }) => {
        const own = itemUnitOf(line) ?? 'item unit';
        if (line.unit === null || line.unit === own) return <span className={ui.muted}>—</span>;
        return (
          <div className={ui.stack1}>
            <CellInput
              name={name}
              label={`Line ${index + 1} ${line.unit} per ${own}`}
              type="number"
              min={0}
              step="any"
              inputMode="decimal"
            />
            <span className={ui.caption}>
              {line.unit} per {own}
            </span>
          </div>
        );
      },
    },
    {
      key: 'wastePercent',
      header: 'Waste %',
      width: '90px',
      input: 'decimal',
      label: ({ index }) => `Line ${index + 1} waste percent`,
      inputProps: () => ({ step: 'any', max: 100 }),
    },
    {
      key: 'productType',
      header: 'Product type',
      width: '140px',
      render: ({ index, name }) => (
        <LineSelect name={name} label={`Line ${index + 1} product type`} options={productTypeOptions} />
      ),
    },
    {
      key: 'perFinished',
      header: 'Needs per unit',
      align: 'end',
      text: 'strong',
      cellLabel: ({ index }) => `Line ${index + 1} needs per finished unit`,
      render: ({ line }) => {
        const per = perFinishedUnit(line);
        return per === null ? '—' : `${formatQuantity(per)} ${itemUnitOf(line) ?? ''}`;
      },
    },
  ];

  return (
    <LinesField name="items" label="Components" columns={columns} newLine={emptyComponentLine} minLines={1} />
  );
}
