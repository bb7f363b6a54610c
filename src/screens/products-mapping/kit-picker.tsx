/** The kit a storefront product sells: a searchable picker, or its name for read-only users. */
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { SelectOption } from '../../components/select-field';
import { TypedSelect } from '../../components/form/typed-select';
import { ui } from '../../components/ui/styles';

interface KitPickerProps {
  /** Names the picker for assistive technology: the storefront product's SKU. */
  sku: string;
  value: number | null;
  options: readonly SelectOption<number>[];
  canMap: boolean;
  onChange: (billOfMaterialsId: number) => void;
}

export function KitPicker({ sku, value, options, canMap, onChange }: KitPickerProps) {
  const id = useId();
  if (!canMap || (options.length === 0 && value === null)) {
    const label = options.find((o) => o.value === value)?.label;
    return value === null ? (
      <span className={ui.muted}>{canMap ? 'No kit to choose' : 'Not a kit'}</span>
    ) : (
      <span>{label ?? `#${value}`}</span>
    );
  }
  return (
    <div className={css({ minW: '220px', maxW: '320px' })}>
      <label htmlFor={id} className={ui.srOnly}>
        Kit for {sku}
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
