/**
 * A line's item: a searchable picker over the vendor's items ('SKU — name'). A stored line whose item
 * is not among the first 200 still reads as its SKU.
 */
import { useId, useMemo } from 'react';
import { css } from 'styled-system/css';
import type { VendorItem } from '../../api/inventory.api';
import { TypedSelect } from '../../components/form/typed-select';
import { ui } from '../../components/ui/styles';

interface ItemPickerProps {
  label: string;
  value: number | null;
  sku: string;
  name: string | null;
  items: readonly VendorItem[];
  error?: string;
  onPick: (item: VendorItem) => void;
}

export function ItemPicker({ label, value, sku, name, items, error, onPick }: ItemPickerProps) {
  const id = useId();
  const options = useMemo(() => {
    const all = items.map((v) => ({ value: v.id, label: `${v.sku} — ${v.item}` }));
    if (value != null && !items.some((v) => v.id === value))
      all.unshift({ value, label: `${sku} — ${name ?? ''}` });
    return all;
  }, [items, value, sku, name]);
  return (
    <div className={css({ minW: '280px' })}>
      <label htmlFor={id} className={ui.srOnly}>
        {label}
      </label>
      <TypedSelect<number>
        id={id}
        value={value}
        options={options}
        invalid={Boolean(error)}
        onChange={(picked) => {
          const item = items.find((v) => v.id === picked);
          if (item) onPick(item);
        }}
      />
    </div>
  );
}
