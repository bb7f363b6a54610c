/** The vendor item a storefront product maps to: a searchable picker, or its name for read-only users. */
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { SelectOption } from '../select-field';
import { TypedSelect } from './typed-select';
import { ui } from '../ui/styles';

interface VendorItemPickerProps {
  /** Names the picker for assistive technology: the storefront product's SKU. */
  sku: string;
  value: number | null;
  options: readonly SelectOption<number>[];
  canMap: boolean;
  onChange: (vendorProductId: number) => void;
}

export function VendorItemPicker({ sku, value, options, canMap, onChange }: VendorItemPickerProps) {
  const id = useId();
  if (!canMap) {
    const label = options.find((o) => o.value === value)?.label;
    return value === null ? (
      <span className={ui.muted}>Not mapped</span>
    ) : (
      <span>{label ?? `#${value}`}</span>
    );
  }
  return (
    <div className={css({ minW: '260px', maxW: '380px' })}>
      <label htmlFor={id} className={ui.srOnly}>
        Vendor item for {sku}
      </label>
      <TypedSelect<number>
        id={id}
        value={value}
        options={options}
        onChange={(next) => typeof next === 'number' && next !== value && onChange(next)}
      />
    </div>
  );
}
