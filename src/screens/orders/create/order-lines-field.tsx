/**
 * An order's lines: the SKU (picked from the storefront's products and the vendor's items, or typed:
 * an SKU nobody knows yet is taken and the order held MISSING_SKU), its name, quantity and unit
 * price, and the line total as it is typed.
 */
import { useFormikContext } from 'formik';
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import { moneyInputMinor } from '../../../components/form/money-values';
import { TypedSelect } from '../../../components/form/typed-select';
import { LinesField, type LineColumn } from '../../../components/lines-field/lines-field';
import { formatMinor, lineTotal } from '../../../domain/money';
import type { SkuOption } from './use-order-refs';
import { emptyLine, type LineValues } from './order-values';
import { ui } from '../../../components/ui/styles';

interface LinesForm {
  items: LineValues[];
}

function SkuPicker({
  index,
  line,
  options,
  error,
}: {
  index: number;
  line: LineValues;
  options: SkuOption[];
  error?: string;
}) {
  const { setFieldValue } = useFormikContext<LinesForm>();
  const id = useId();
  const choices = useMemo(() => {
    const all = options.map((o) => ({ value: o.value, label: o.label }));
    if (line.sku && !options.some((o) => o.value === line.sku))
      all.unshift({ value: line.sku, label: line.sku });
    return all;
  }, [options, line.sku]);
  const pick = (value: string) => {
    const option = options.find((o) => o.value === value);
    void setFieldValue(`items[${index}]`, { ...line, sku: value, name: option?.name ?? line.name });
  };
  return (
    <div className={css({ minW: '260px' })}>
      <label htmlFor={id} className={ui.srOnly}>
        Line {index + 1} SKU
      </label>
      <TypedSelect<string>
        id={id}
        value={line.sku || null}
        options={choices}
        allowNew
        invalid={Boolean(error)}
        onChange={(value) => pick(String(value))}
      />
    </div>
  );
}

export function OrderLinesField({ options }: { options: SkuOption[] }) {
  const columns: LineColumn<LineValues>[] = [
    {
      key: 'sku',
      header: 'SKU',
      showError: true,
      render: ({ line, index, error }) => (
        <SkuPicker index={index} line={line} options={options} error={error} />
      ),
    },
    { key: 'name', header: 'Item', input: 'text' },
    { key: 'quantity', header: 'Quantity', width: '100px', input: 'integer' },
    { key: 'unitPrice', header: 'Unit price', width: '130px', input: 'money' },
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
